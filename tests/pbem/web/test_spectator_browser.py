"""A spectator on a 360 px phone: the host shares the game from the host page, the spectator reads the public
board, with no hand and no button that decides, and asks for the game's news by email."""

from __future__ import annotations

import pytest

from pbem import links
from tests.pbem.helpers import outbox, started_game
from tests.pbem.spectating import hidden_strings
from tests.pbem.test_browser import ARTIFACTS, browser, served, wait_for_heading  # noqa: F401 - the phone and the served app

pytestmark = pytest.mark.browser


def test_a_phone_watches_a_shared_game_and_asks_for_its_news(browser, served, db):  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    game_id = started_game(db, players=3, ruleset="cosmic")
    secrets = hidden_strings(db, game_id)
    browser.get(served + links.host_path(game_id, 0))
    browser.find_element(By.CSS_SELECTOR, "#spectators button[value=share]").click()
    link = WebDriverWait(browser, 10).until(expected_conditions.presence_of_element_located((By.ID, "spectator-link")))
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    link.click()

    WebDriverWait(browser, 10).until(expected_conditions.presence_of_element_located((By.ID, "spectator")))
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    page = browser.page_source
    assert "<svg" in page and "Player2" in page
    assert not [s for s in secrets if s in page] and not browser.find_elements(By.ID, "hand")
    buttons = [b.text for b in browser.find_elements(By.TAG_NAME, "button")]
    assert buttons == ["Email me what happens"]
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "spectator.png"))

    browser.find_element(By.ID, "follow-email").send_keys("fan@example.org")
    browser.find_element(By.CSS_SELECTOR, "#follow button").click()
    wait_for_heading(browser, "Check your email")
    assert [m.to_addr for m in outbox(db) if "follow" in m.subject] == ["fan@example.org"]
