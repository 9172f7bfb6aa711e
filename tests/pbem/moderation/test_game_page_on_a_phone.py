"""The moderator's game page on a 360 px phone: nothing runs off the side, the board is the ruleset's own."""

from __future__ import annotations

import pytest

from tests.pbem.moderation.conftest import ARTIFACTS, PASSWORD
from tests.pbem.web.test_game_page import SCREEN, played_for_a_while

pytestmark = pytest.mark.browser

SIDEWAYS = """return [...document.querySelectorAll('section')]
  .filter(s => s.scrollWidth > s.clientWidth + 1).map(s => s.textContent.trim().slice(0, 60));"""


def sideways(browser) -> list[str]:
    """The sections whose content is wider than the section (it would scroll sideways, hiding buttons)."""
    return browser.execute_script(SIDEWAYS)


def test_a_moderator_on_a_phone_sees_everything_and_reaches_every_button(browser, served, app, db, moderator):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    game_id, seat = played_for_a_while(db, decisions=30)
    browser.get(served + "/mod/")
    browser.find_element(By.ID, "pw-email").send_keys(moderator)
    browser.find_element(By.ID, "pw").send_keys(PASSWORD)
    browser.find_element(By.ID, "sign-in").click()
    WebDriverWait(browser, 10).until(expected_conditions.url_to_be(served + "/mod/"))
    assert browser.find_element(By.CSS_SELECTOR, f'a[href="/mod/games/{game_id}"]')
    assert not sideways(browser), "the dashboard fits the phone"
    browser.get(f"{served}/mod/games/{game_id}")
    source = browser.page_source
    board = source[source.index("everything visible"):source.index("<h2>Timeline")]
    assert len(board.encode()) < 16_000, f"the board takes {len(board.encode())} bytes"
    assert "<dl" not in source, "the ruleset's board template, not a raw dump"
    assert browser.find_element(By.ID, "board-picture").size["width"] >= 280
    assert browser.find_element(By.ID, "spectator-players")
    for other in range(3):
        fold = browser.find_element(By.ID, f"seat-view-{other}")
        assert fold.get_attribute("open") is None
        assert "hand" in fold.get_attribute("textContent")
    card = browser.find_element(By.CSS_SELECTOR, "#prompts [data-row]")
    for summary in card.find_elements(By.TAG_NAME, "summary"):
        browser.execute_script("arguments[0].click();", summary)
    buttons = [b for b in card.find_elements(By.TAG_NAME, "button") if b.is_displayed()]
    assert len(buttons) >= 3
    for button in buttons:
        right = button.location["x"] + button.size["width"]
        assert right <= 360, f"{button.text!r} ends at {right} px"
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    assert not sideways(browser), "no table or form scrolls sideways inside its section"
    ARTIFACTS.mkdir(exist_ok=True)
    browser.execute_script("window.scrollTo(0, 0);")
    browser.save_screenshot(str(ARTIFACTS / "moderation-game-phone-top.png"))
    browser.execute_script("arguments[0].scrollIntoView();", browser.find_element(By.ID, "board-picture"))
    browser.save_screenshot(str(ARTIFACTS / "moderation-game-phone-board.png"))
    height = browser.execute_script("return document.documentElement.scrollHeight")
    assert height < 12 * SCREEN, f"the page is {height / SCREEN:.1f} phone screens long"
