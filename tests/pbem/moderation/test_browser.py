"""A real headless chromium: a moderator signs in, finds the flagged game on the dashboard and pauses it."""

from __future__ import annotations

import pytest

from tests.pbem.helpers import game_row, play_path, started_game
from tests.pbem.moderation.conftest import ARTIFACTS, PASSWORD

pytestmark = pytest.mark.browser


def test_the_dashboard_and_pausing_a_game(browser, served, app, db, client, moderator):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    game_id = started_game(db)
    client.post(play_path(app, game_id, 1) + "/ask-moderator", data={"message": "Ann has not played for a week"})
    wait = WebDriverWait(browser, 10)
    browser.get(served + "/mod/")
    browser.find_element(By.ID, "pw-email").send_keys(moderator)
    browser.find_element(By.ID, "pw").send_keys(PASSWORD)
    browser.find_element(By.ID, "sign-in").click()
    row = wait.until(expected_conditions.presence_of_element_located(
        (By.CSS_SELECTOR, f'#stuck tr[data-game="{game_id}"]')))
    assert "Ann has not played for a week" in row.text and "flagged" in row.text
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "moderation-dashboard.png"))
    row.find_element(By.TAG_NAME, "a").click()
    pause = wait.until(expected_conditions.presence_of_element_located((By.ID, "pause")))
    pause.find_element(By.XPATH, "..").find_element(By.NAME, "reason").send_keys("Summer break")
    # A JavaScript click: the emulated phone's tap by coordinates can land on a neighbouring form while it scrolls.
    browser.execute_script("arguments[0].click();", pause)
    wait.until(expected_conditions.text_to_be_present_in_element((By.ID, "status"), "paused"))
    assert "Done: pause" in browser.page_source
    browser.save_screenshot(str(ARTIFACTS / "moderation-game.png"))
    assert game_row(db, game_id).status == "paused"
