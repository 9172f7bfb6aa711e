"""On a phone the game log names each player, with a dot of their colour, and stays within the screen."""

from __future__ import annotations

import re

import pytest

from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, page_decisions, play_path
from tests.pbem.named_game import COLOUR_AS_PLAYER, NAMES, RULES, play_until_cards_are_chosen, start_named_game
from tests.pbem.test_browser import ARTIFACTS, browser, served  # noqa: F401

RED = "rgba(198, 40, 40, 1)"  # .seat-badge[data-colour=red] in style.css


@pytest.mark.browser
def test_the_game_log_on_a_phone_shows_names_with_colour_badges(browser, served, app, db):  # noqa: F811
    from selenium.webdriver.common.by import By

    game_id = start_named_game(db)
    play_until_cards_are_chosen(db, game_id)
    state = game_row(db, game_id).state
    browser.get(served + play_path(app, game_id, 2))
    log = browser.find_element(By.CSS_SELECTOR, "#log + section > ul")
    browser.execute_script("arguments[0].scrollIntoView()", log)
    text = log.text
    offense, defense = state["turn"]["offense"], state["enc"]["defense"]
    assert f"{NAMES[offense]} has chosen a card." in text and f"{NAMES[defense]} has chosen a card." in text
    assert not COLOUR_AS_PLAYER.search(text) and "{p:" not in text
    badges = log.find_elements(By.CSS_SELECTOR, ".seat-badge")
    assert badges and all(b.is_displayed() and b.size["width"] >= 8 for b in badges)
    red = next(b for b in badges if b.get_attribute("data-colour") == "red")
    assert red.value_of_css_property("background-color") == RED
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "game-log-names.png"))


@pytest.mark.browser
def test_planet_choices_on_a_phone_read_planet_then_whose_ships(browser, served, app, db, client):  # noqa: F811
    from selenium.webdriver.common.by import By

    game_id = start_named_game(db)
    for _ in range(10):
        state = game_row(db, game_id).state
        prompt = RULES.prompts(state)[0]
        if prompt.kind == "launch.ships":
            break
        apply_decision(db, game_id, prompt.seat, prompt.id, RULES.timeout_action(state, prompt).choice, "link")
    else:
        pytest.fail("no launch")
    decide = page_decisions(client.get(play_path(app, game_id, prompt.seat)).text)[prompt.id]["decide"]
    browser.get(served + decide)
    labels = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "label.choice")  # the planets, not the invitations
              if e.find_element(By.TAG_NAME, "input").get_attribute("type") == "radio"]
    defense = NAMES[state["enc"]["defense"]]
    assert labels and all(re.fullmatch(rf"\w+ \d — {defense}: \d ships?(, \w+: \d ships?)*", label)
                          for label in labels), labels
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "launch-planets.png"))
