"""The game page on a 360 px phone: what you must decide first, then the board, the log folded, settings folded."""

from __future__ import annotations

import random

import pytest

from engine import get_ruleset
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, play_path, started_game
from tests.pbem.test_browser import ARTIFACTS, browser, served  # noqa: F401

RULES = get_ruleset("cosmic")
SCREEN = 740


def full_page_screenshot(driver, name: str) -> None:
    """The whole page as a 360 px phone lays it out (the viewport grown to the page's height)."""
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 360, "height": height, "deviceScaleFactor": 1, "mobile": True})
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / name))


def played_for_a_while(db, decisions: int = 40) -> tuple[int, int]:
    """A 3-player Cosmic game some encounters in, and a seat the game is waiting for."""
    game_id = started_game(db, players=3, ruleset="cosmic")
    rng = random.Random(5)
    for _ in range(decisions):
        state = game_row(db, game_id).state
        prompt = RULES.prompts(state)[0]
        action = RULES.random_action(state, prompt, rng)
        apply_decision(db, game_id, prompt.seat, prompt.id, action.choice, "link")
    return game_id, RULES.prompts(game_row(db, game_id).state)[0].seat


@pytest.mark.browser
def test_on_a_phone_the_decision_and_the_board_come_first_and_the_rest_folds(browser, served, app, db):  # noqa: F811
    from selenium.webdriver.common.by import By

    game_id, seat = played_for_a_while(db)
    browser.get(served + play_path(app, game_id, seat))
    top = {name: browser.find_element(By.CSS_SELECTOR, css).location["y"]
           for name, css in (("decision", "section.decision"), ("picture", "#board-picture"), ("log", "#log"))}
    assert top["decision"] < SCREEN / 2, "the decision is the first thing on the page"
    assert top["decision"] < top["picture"] < top["log"]
    shown_log = browser.find_elements(By.CSS_SELECTOR, "#log + section > ul > li")
    assert len(shown_log) == 8 and browser.find_element(By.ID, "older-log").get_attribute("open") is None
    for folded in ("standing", "help", "api", "systems"):
        assert browser.find_element(By.ID, folded).get_attribute("open") is None, folded
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    picture = browser.find_element(By.ID, "board-picture")
    assert picture.size["width"] >= 280, "the picture fills the phone's width"
    height = browser.execute_script("return document.documentElement.scrollHeight")
    assert height < 8 * SCREEN, f"the page is {height / SCREEN:.1f} phone screens long"
    full_page_screenshot(browser, "game-page-full.png")
    browser.find_element(By.CSS_SELECTOR, "#older-log summary").click()
    assert len(browser.find_elements(By.CSS_SELECTOR, "#older-log li")) > 0


@pytest.mark.browser
def test_the_board_page_from_an_email_shows_the_picture_on_a_phone(browser, served, app, db):  # noqa: F811
    from selenium.webdriver.common.by import By

    game_id, seat = played_for_a_while(db, decisions=25)
    browser.get(served + play_path(app, game_id, seat) + "/board")
    picture = browser.find_element(By.ID, "board-picture")
    assert picture.size["width"] >= 280 and picture.size["height"] > 200
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    full_page_screenshot(browser, "board-page.png")
    browser.find_element(By.LINK_TEXT, "Your game page").click()
    assert browser.find_element(By.ID, "board-picture")
