"""What a player meets after a tap: what happened to the answer, and what is asked now."""

from __future__ import annotations

import re

import pytest
import sqlalchemy as sa

from engine import get_ruleset
from pbem.models import Game, utcnow
from pbem.services import prompts as prompt_table
from pbem.services.decisions import apply_decision
from tests.engine.cosmic.table import attack, launch, play, reinforcement, table
from tests.pbem.helpers import game_row, outbox, page_decide_links, page_decisions, play_path, started_game
from tests.pbem.named_game import visible_text
from tests.pbem.test_browser import ARTIFACTS, browser, served  # noqa: F401

RULES = get_ruleset("cosmic")
R2, R3 = reinforcement(2), reinforcement(3)


def at_the_reveal() -> dict:
    """Seat 0 attacks seat 1 with seat 2 as its ally; the offense holds +3, the defense two +2s, both attacks."""
    state = table(players=4, destiny=["color:blue"],
                  hands={0: [attack(8), R3], 1: [attack(9), R2, reinforcement(2, 1)], 2: [attack(4)], 3: [attack(5)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, _ = play(state, "planning.card", f"c{attack(9)}", 1)
    return state


def cosmic_game_at(db, state: dict) -> int:
    """A started 4-seat Cosmic game moved to ``state``, its open decisions and emails as the service makes them."""
    game_id = started_game(db, players=4, ruleset="cosmic")
    with db.write() as session:
        game = session.get(Game, game_id)
        game.state = state
        session.flush()
        prompt_table.sync(session, game, RULES.prompts(state), utcnow())
    return game_id


@pytest.fixture
def reveal(db) -> int:
    game_id = cosmic_game_at(db, at_the_reveal())
    prompt = next(p for p in RULES.prompts(game_row(db, game_id).state) if p.seat == 0)
    apply_decision(db, game_id, 0, prompt.id, f"reinforcement:c{R3}:offense", "api")  # Bob answers first
    return game_id


def tap(client, app, game_id: int, seat: int, key: str):
    page = client.get(play_path(app, game_id, seat)).text
    [decision] = page_decisions(page).values()
    link = decision["options"][key]
    answers = re.search(r'name="answers" value="(\d+)"', client.get(link).text).group(1)
    return client.post(link, data={"answers": answers})


def test_a_play_that_came_second_says_it_was_not_carried_out_and_what_is_asked_now(client, app, db, reveal):
    done = tap(client, app, reveal, 1, f"reinforcement:c{R2}:defense")
    assert done.status_code == 200
    text = done.text
    assert "was not carried out" in text and "Reinforcement +3 for the offense" in text
    assert R2 in game_row(db, reveal).state["hands"][1]
    asked = re.search(r'<section id="asked-now">(.*?)</section>\s*(?:<a|$)', text, re.S).group(1)
    reopened = next(p for p in RULES.prompts(game_row(db, reveal).state) if p.seat == 1)
    assert f'data-prompt="{reopened.id}"' in asked and f"reinforcement:c{R2}:defense" in asked  # a link to tap


def test_an_answer_kept_for_later_says_the_game_waits_for_the_others(client, app, db):
    game_id = cosmic_game_at(db, at_the_reveal())
    done = tap(client, app, game_id, 1, "pass")
    assert "Nothing has happened yet" in done.text and "Player0" in done.text  # waits for the offense
    assert 'id="asked-now"' in done.text and "Nothing more is asked of you now" in done.text


def test_the_api_answer_says_it_too_and_lists_what_is_open_now(client, app, db, reveal):
    from pbem.services.tokens import new_api_token
    with db.write() as session:
        seat = session.scalar(sa.select(Game).where(Game.id == reveal)).seats[1]
        secret = new_api_token(seat)
    state = game_row(db, reveal).state
    prompt = next(p for p in RULES.prompts(state) if p.seat == 1)
    answer = client.post(f"/api/games/{reveal}/actions", headers={"Authorization": f"Bearer {secret}"},
                         json={"prompt_id": prompt.id, "choice": f"reinforcement:c{R2}:defense"}).get_json()
    assert [e["kind"] for e in answer["events"] if not e["public"]] == ["response.not_carried_out"]
    reopened = next(p for p in RULES.prompts(game_row(db, reveal).state) if p.seat == 1)
    assert [p["id"] for p in answer["open"]] == [reopened.id]


def test_the_next_email_says_why_the_same_question_comes_again(client, app, db, reveal):
    tap(client, app, reveal, 1, f"reinforcement:c{R2}:defense")
    latest = outbox(db, "bob@example.org")[-1]
    assert "was not carried out" in latest.text_body
    assert all("was not carried out" not in m.text_body for m in outbox(db, "ann@example.org"))


def game_page_link(app, game_id: int, seat: int) -> str:
    """The start of a link to the seat's game page, without the second it was signed in."""
    return f'href="{play_path(app, game_id, seat).split(".", 1)[0]}.'


def old_links_of_seat_0(client, app, game_id: int) -> tuple[str, str]:
    """The first option link and the prompt id of seat 0's open decision, from the game page."""
    [(prompt_id, decision)] = page_decisions(client.get(play_path(app, game_id, 0)).text).items()
    return next(iter(decision["options"].values())), prompt_id


def test_an_old_link_after_a_timeout_says_the_default_chosen_and_links_to_the_game(client, app, db):
    game_id = started_game(db)
    link, prompt_id = old_links_of_seat_0(client, app, game_id)
    state = game_row(db, game_id).state
    default = RULES_TOY(app).timeout_action(state, next(p for p in RULES_TOY(app).prompts(state) if p.seat == 0))
    apply_decision(db, game_id, 0, prompt_id, default.choice, "timeout")
    for page in (client.get(link), client.post(link, data={"answers": "0"})):
        assert page.status_code == 409
        assert "The deadline passed" in page.text and f"chosen for you: Card {default.choice}" in page.text
        assert game_page_link(app, game_id, 0) in page.text


def test_an_old_link_after_a_rewind_says_a_moderator_took_it_back(client, app, db):
    from pbem.moderation.audit import Actor
    from pbem.moderation.rewind import rewind

    game_id = started_game(db)
    link, prompt_id = old_links_of_seat_0(client, app, game_id)
    apply_decision(db, game_id, 0, prompt_id, next(iter(page_decisions(
        client.get(play_path(app, game_id, 0)).text).values()))["options"].popitem()[0], "link")
    rewind(db, game_id, Actor("mia@example.org", "site"), "Ann tapped the wrong card", game_row(db, game_id).version, 1)
    page = client.get(link)
    assert page.status_code == 409
    assert "A moderator rewound the game" in page.text and "Ann tapped the wrong card" in page.text
    assert game_page_link(app, game_id, 0) in page.text


def test_an_old_link_answered_by_the_player_says_what_they_chose(client, app, db):
    game_id = started_game(db)
    link, prompt_id = old_links_of_seat_0(client, app, game_id)
    client.post(link, data={"answers": "0"})
    again = client.get(link)
    assert again.status_code == 409 and "You answered this" in again.text and "Card " in again.text


def test_an_answer_stored_before_its_words_were_kept_is_told_by_replaying_the_game(client, app, db):
    from pbem.models import ActionRecord

    game_id = started_game(db)
    link, prompt_id = old_links_of_seat_0(client, app, game_id)
    card = game_row(db, game_id).state["hands"][0][-1]
    apply_decision(db, game_id, 0, prompt_id, str(card), "link")
    with db.write() as session:
        session.execute(sa.update(ActionRecord).where(ActionRecord.game_id == game_id).values(answered=None))
    assert "You answered this on" in client.get(link).text and f": Card {card}." in client.get(link).text


def test_an_answer_kept_in_english_words_by_an_older_build_is_quoted_as_kept(client, app, db):
    from pbem.models import ActionRecord

    game_id = started_game(db)
    link, prompt_id = old_links_of_seat_0(client, app, game_id)
    apply_decision(db, game_id, 0, prompt_id, str(game_row(db, game_id).state["hands"][0][-1]), "link")
    with db.write() as session:
        session.execute(sa.update(ActionRecord).where(ActionRecord.game_id == game_id)
                        .values(answered=None, answer="the card {p:1} lent"))
    assert "You answered this on" in client.get(link).text and ": the card Player1 lent." in client.get(link).text


def test_an_old_link_says_what_was_chosen_in_its_readers_language(client, app, db):
    game_id = cosmic_game_at(db, at_the_reveal())  # Player0 reads Polish
    with db.write() as session:
        session.get(Game, game_id).seats[0].user.language = "pl"
    [(prompt_id, decision)] = page_decisions(client.get(play_path(app, game_id, 0)).text).items()
    link = decision["options"][f"reinforcement:c{R3}:offense"]
    apply_decision(db, game_id, 0, prompt_id, f"reinforcement:c{R3}:offense", "api")
    said = visible_text(client.get(link).text)
    assert "Odpowiedziałeś na to" in said and ": Zagraj Wsparcie +3 dla atakującego (Player0)." in said
    assert "Play Reinforcement" not in said  # the answer is in the reader's words, not quoted in English


def test_an_old_link_decided_by_a_moderator_says_so(client, app, db):
    game_id = started_game(db)
    link, prompt_id = old_links_of_seat_0(client, app, game_id)
    card = game_row(db, game_id).state["hands"][0][-1]
    apply_decision(db, game_id, 0, prompt_id, str(card), "moderator")
    page = client.get(link)
    assert page.status_code == 409 and f"a moderator decided it for you: Card {card}." in page.text


def test_a_forged_link_page_is_no_dead_end(client):
    page = client.get("/option/eyJnIjoxfQ.forged.signature")
    assert page.status_code == 403 and re.search(r'<main>.*<a [^>]*href="/"', page.text, re.S)


def RULES_TOY(app):  # noqa: N802
    from pbem import rulesets
    return rulesets.get_ruleset("toy")


def after_tap(driver, element_id: str):
    """The element of the next page, once the browser has loaded it."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, 10).until(expected_conditions.presence_of_element_located((By.ID, element_id)))


def fits_the_phone(driver, name: str) -> None:
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 360, name
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / name))


@pytest.mark.browser
def test_on_a_phone_a_play_that_came_second_says_so_and_offers_the_question_again(
        browser, served, app, db, reveal):  # noqa: F811
    from selenium.webdriver.common.by import By

    browser.get(served + play_path(app, reveal, 1))
    buttons = [b.text for b in browser.find_elements(By.CSS_SELECTOR, "section.decision a.button")]
    assert buttons.count("Play Reinforcement +2 for the defense (Player1)") == 1, buttons  # two copies, one button
    assert "(artifact)" not in browser.page_source  # this table deals no artifacts
    browser.find_element(By.LINK_TEXT, "Play Reinforcement +2 for the defense (Player1)").click()
    after_tap(browser, "confirm").click()
    happened = after_tap(browser, "what-happened").text
    assert "Your play (Reinforcement +2 for the defense) was not carried out" in happened
    assert "Reinforcement +3 for the offense" in happened
    asked = browser.find_element(By.ID, "asked-now")
    fits_the_phone(browser, "answer-not-carried-out.png")
    asked.find_element(By.LINK_TEXT, "Play Reinforcement +2 for the defense (Player1)").click()
    assert after_tap(browser, "confirm").text == "Play Reinforcement +2 for the defense (Player1)"


@pytest.mark.browser
def test_on_a_phone_the_suggested_answer_and_the_answer_given_are_in_words(
        browser, served, app, db, client):  # noqa: F811
    from selenium.webdriver.common.by import By

    game_id = started_game(db)
    state = game_row(db, game_id).state
    for index in (0, 1):
        apply_decision(db, game_id, index, f"r1.pick.{index}", str(state["hands"][index][0]), "api")
    winner = game_row(db, game_id).state["round_winner"]
    browser.get(served + page_decide_links(client.get(play_path(app, game_id, winner)).text)["r1.stash"])
    suggested = browser.find_element(By.ID, "suggested")
    assert "Bonus: One point" in suggested.text and suggested.size["width"] <= 360
    fits_the_phone(browser, "suggested-in-words.png")
    browser.find_element(By.CSS_SELECTOR, 'input[name="ships.red"]').send_keys("1")
    browser.find_element(By.ID, "submit").click()
    done = after_tap(browser, "done").text
    assert "Ships to send: 1 from Red" in done and "Bonus: One point" in done and "your choices" not in done
    fits_the_phone(browser, "answer-in-words.png")


@pytest.mark.browser
def test_on_a_phone_an_old_link_says_the_default_was_chosen_and_leads_to_the_game(
        browser, served, app, db, client):  # noqa: F811
    from selenium.webdriver.common.by import By

    game_id = started_game(db)
    link, prompt_id = old_links_of_seat_0(client, app, game_id)
    state = game_row(db, game_id).state
    default = RULES_TOY(app).timeout_action(state, next(p for p in RULES_TOY(app).prompts(state) if p.seat == 0))
    apply_decision(db, game_id, 0, prompt_id, default.choice, "timeout")
    browser.get(served + link)
    said = browser.find_element(By.CSS_SELECTOR, "p.message").text
    assert "The deadline passed" in said and f"chosen for you: Card {default.choice}" in said
    fits_the_phone(browser, "old-link-timeout.png")
    browser.find_element(By.ID, "back").click()
    assert after_tap(browser, "log")
