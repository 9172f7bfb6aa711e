"""Ships going home from an encounter go to any of their owner's colonies: chosen in advance on the game page,
or on the reward form a defensive ally is answering anyway."""

from __future__ import annotations

import re

import pytest

from engine import get_ruleset
from pbem.models import Game, utcnow
from pbem.services import prompts
from tests.engine.cosmic.test_ships_going_home import green_defends
from tests.pbem.helpers import game_row, hidden_answers, page_decide_links, play_path, started_game
from tests.pbem.test_browser import ARTIFACTS, browser, served  # noqa: F401


def cosmic_game(db) -> int:
    return started_game(db, players=3, ruleset="cosmic", options={})


def test_where_ships_go_home_is_answered_in_advance_from_the_game_page(app, client, db) -> None:
    """The rulebook lets ships going home pick any colonies; the page offers the places, not always/never."""
    game_id = cosmic_game(db)
    page = client.get(play_path(app, game_id, 2)).get_data(as_text=True)
    row = re.search(r'<form[^>]*data-unit="homeward">(.*?)</form>', page, re.S).group(1)
    assert "Ships going home from an encounter: <strong>where they came from</strong>" in row
    assert re.findall(r'value="(\w+)">([^<]+)</button>', row) == [
        ("home", "My home colonies, fewest ships first"), ("foreign", "My foreign colonies, fewest ships first")]
    response = client.post(play_path(app, game_id, 2) + "/standing", data={"unit": "homeward", "answer": "foreign"})
    assert response.status_code == 303
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Ships going home from an encounter: <strong>my foreign colonies, fewest ships first</strong>" in page
    assert get_ruleset("cosmic").view(game_row(db, game_id).state, 2)["standing"][-1]["answer"] == "foreign"
    version = game_row(db, game_id).version
    response = client.post(play_path(app, game_id, 2) + "/standing", data={"unit": "homeward", "answer": "never"})
    assert response.status_code == 422 and "where they came from" in response.get_data(as_text=True)
    assert game_row(db, game_id).version == version


def test_a_defensive_ally_says_on_its_reward_form_where_its_ships_go_home(app, client, db) -> None:
    """Green defended Blue 1 with 2 ships from Green 1 and won; its reward form also places those 2 ships."""
    game_id = cosmic_game(db)
    state, _ = green_defends(None, ships={(1, 2): 1}, warp={2: 1})
    with db.write() as session:
        game = session.get(Game, game_id)
        game.state, game.version = state, game.version + 1
        prompts.sync(session, game, get_ruleset("cosmic").prompts(state), utcnow())
    [link] = page_decide_links(client.get(play_path(app, game_id, 2)).text).values()
    form = client.get(link).text
    assert "Your 2 defending ships go home, by colony: all 2, or none for where they came from" in form
    assert re.search(r'name="home\.10" min="0" max="2" value="2"', form), "filled in: where they came from"
    assert 'name="home.5"' not in form, "not onto the planet it defended"
    response = client.post(link, data={"answers": hidden_answers(form), "home.1": "1", "home.11": "1"})
    assert response.status_code == 200
    planets = game_row(db, game_id).state["planets"]
    assert [planets[p][2] for p in (1, 10, 11)] == [2, 2, 5]
    assert "sends 2 ships home: 1 to Red 2, 1 to Green 2" in client.get(play_path(app, game_id, 0)).text


@pytest.mark.browser
def test_on_a_phone_the_places_for_ships_going_home_are_one_tap_each(browser, served, app, db) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    game_id = cosmic_game(db)
    browser.get(served + play_path(app, game_id, 2))
    browser.find_element(By.CSS_SELECTOR, "#standing summary").click()
    row = browser.find_element(By.CSS_SELECTOR, '[data-unit="homeward"]')
    assert "Ships going home from an encounter: where they came from" in row.text
    tap = row.find_element(By.CSS_SELECTOR, 'button[value="foreign"]')
    browser.execute_script("arguments[0].scrollIntoView();", tap)
    assert tap.is_displayed() and tap.text == "My foreign colonies, fewest ships first"
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    tap.click()
    WebDriverWait(browser, 10).until(expected_conditions.staleness_of(row))
    row = browser.find_element(By.CSS_SELECTOR, '[data-unit="homeward"]')
    assert row.is_displayed(), "back from the tap, the answers stay unfolded"
    assert "Ships going home from an encounter: my foreign colonies, fewest ships first" in row.text
    assert [b.text for b in row.find_elements(By.TAG_NAME, "button")] == [
        "Where they came from", "My home colonies, fewest ships first"]
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    browser.execute_script("arguments[0].scrollIntoView();", row)
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "ships-going-home-in-advance.png"))
