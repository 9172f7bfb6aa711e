"""Cosmic Encounter, Avalon Hill 2000 edition, on the service: a host picks the edition, two players are
accepted, a two-player game is played over HTTP to a winner, and the game page (on a phone too) speaks
the edition's words: orders, the mothership, transports, never the 2008 destiny deck or gate."""

from __future__ import annotations

import random
import re

import pytest
import sqlalchemy as sa

import engine
from pbem.forms import form_values
from pbem.models import Game
from pbem.services import games
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import confirm_host, game_row, game_status, links_in, outbox, play_path, started_game
from tests.pbem.test_browser import ARTIFACTS, browser, served  # noqa: F401  (fixtures)
from tests.pbem.test_cli import run  # noqa: F401  (fixture)
from tests.pbem.test_full_game import decide_over_http, finish_and_check, short_game

AH = engine.get_ruleset("cosmic-ah2000")
TWO = ["ann@example.org", "bob@example.org"]


def test_create_game_takes_the_edition_and_two_players(run, db):  # noqa: F811
    result = run("create-game", "--ruleset", "cosmic-ah2000", "--player", TWO[0], "--player", TWO[1],
                 "--host", "host@example.org", "--option", "aliens=on")
    assert result.exit_code == 0, result.output
    assert result.output.count("/join/") == 2
    game = game_row(db, outbox(db)[0].game_id)
    assert game.ruleset == "cosmic-ah2000" and game.options["aliens"] == "on"
    five = run("create-game", "--ruleset", "cosmic-ah2000", *[a for i in range(5) for a in
                                                               ("--player", f"p{i}@example.org")],
               "--host", "host@example.org")
    assert five.exit_code != 0 and "2 to 4 players" in five.output


@pytest.mark.long
def test_a_two_player_game_over_http_to_a_winner(client, db):
    options = games.option_defaults("cosmic-ah2000")
    seed = short_game(AH, options, 2, max_steps=250, first=7)
    form = {"title": "Two of us", "host": "host@example.org", "players": "\n".join(TWO),
            "pace.decision": "48", "pace.response": "24", "pace.negotiation": "12",
            **dict(form_values(AH.option_fields(), options, "opt.").items(multi=True))}
    response = client.post("/games/new/cosmic-ah2000", data=form)
    assert response.status_code == 202, response.text
    confirm_host(client, db)
    game_id = outbox(db)[0].game_id
    with db.write() as session:
        session.execute(sa.update(Game).where(Game.id == game_id).values(seed=seed))
    play = {}
    for index, email in enumerate(TWO):
        invite = next(m for m in outbox(db, email) if "invited" in m.subject)
        joined = client.post(links_in(invite.text_body)[0], data={"name": f"P{index}", "zone": "Europe/Paris"})
        assert joined.status_code == 303
        play[index] = joined.location
    rng = random.Random(seed)
    steps = 0
    while game_status(db, game_id) == "active":
        assert steps < 250, "the game did not end"
        state = game_row(db, game_id).state
        prompt = rng.choice(AH.prompts(state))
        decide_over_http(client, play, prompt, AH.random_action(state, prompt, rng).choice)
        steps += 1
    finish_and_check(client, db, play, AH, game_id)
    assert any("mothership" in m.text_body for m in outbox(db, TWO[0]))  # the edition's own words


WORDS_2008 = re.compile(r"destiny|hyperspace|\bgate\b|flare|technolog|reinforcement|morph", re.I)


def allied_encounter(db) -> int:
    """A three-player game with aliens, played at random until the mothership carries ships towards a
    chosen planet and a defensive ally's transport is loaded."""
    game_id = started_game(db, players=3, ruleset="cosmic-ah2000", options={"aliens": "on"})
    rng = random.Random(0)
    for _ in range(200):
        state = game_row(db, game_id).state
        enc = AH.view(state, 0)["encounter"]
        if sum(enc["transports"]) and sum(enc["mothership"]) and enc["target"] is not None:
            return game_id
        prompt = rng.choice(AH.prompts(state))
        apply_decision(db, game_id, prompt.seat, prompt.id, AH.random_action(state, prompt, rng).choice, "link")
    raise AssertionError("no allied encounter within 200 decisions")


def test_the_game_page_and_emails_speak_of_orders_the_mothership_and_transports(app, client, db):
    game_id = allied_encounter(db)
    page = client.get(play_path(app, game_id, 0)).text
    view = AH.view(game_row(db, game_id).state, 0)
    target = view["planets"][view["encounter"]["target"]]["name"]
    text = re.sub(r"<[^>]+>", " ", page)
    assert "orders:" in text and f"mothership points at {target}" in text
    assert "On the mothership" in text and "Transports (defensive allies)" in text
    svg = re.search(r'<svg[^>]*id="board-picture".*?</svg>', page, re.S).group(0)
    assert "Mothership" in svg and "transports" in svg
    assert not WORDS_2008.search(text), WORDS_2008.search(text)
    for mail in outbox(db):
        assert not WORDS_2008.search(mail.text_body), (mail.subject, WORDS_2008.search(mail.text_body))
    mail = next(m for m in outbox(db) if "Your decision" in m.subject)
    board = next(p for p in links_in(mail.text_body) if p.endswith("/board"))
    assert 'id="board-picture"' in client.get(board).text


@pytest.mark.browser
def test_on_a_phone_the_page_shows_orders_the_mothership_and_transports_and_fits(browser, served, app, db):  # noqa: F811
    from selenium.webdriver.common.by import By

    game_id = allied_encounter(db)
    browser.get(served + play_path(app, game_id, 1))
    picture = browser.find_element(By.ID, "board-picture")
    assert 300 <= picture.size["width"] <= 360
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    shown = browser.find_element(By.TAG_NAME, "body").text
    assert "orders:" in shown and "mothership points at" in shown and "Transports (defensive allies)" in shown
    assert not WORDS_2008.search(shown), WORDS_2008.search(shown)
    aliens = [p["alien"] for p in AH.view(game_row(db, game_id).state, 1)["players"]]
    assert all(alien in browser.find_element(By.ID, "players").text for alien in aliens)
    assert browser.find_element(By.ID, "hand").text
    browser.execute_script("window.scrollTo(0, arguments[0].getBoundingClientRect().top + window.scrollY - 8)",
                           picture)
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "cosmic-ah2000-board.png"))


def test_a_polish_player_reads_the_phase_and_the_alien_powers_in_polish(app, client, db):
    from pbem.models import Seat, User

    game_id = allied_encounter(db)
    with db.write() as session:
        user_id = session.scalar(sa.select(Seat.user_id).where(Seat.game_id == game_id, Seat.index == 0))
        session.get(User, user_id).language = "pl"
    view = AH.view(game_row(db, game_id).state, 0)
    page = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", client.get(play_path(app, game_id, 0)).text))
    polish_phase = {"alliance": "Sojusz", "planning": "Planowanie", "reveal": "Ujawnienie", "launch": "Start",
                    "resolution": "Rozstrzygnięcie"}[view["phase"]]
    assert f"faza: {polish_phase}" in page, page
    powers = {p["alien"]: p["summary"] for p in view["players"]}
    assert powers and not any(summary in page for summary in powers.values())  # no English summary left
    assert sorted(powers) == ["Filch", "Mutant", "Pacifist"]  # the seeded game's aliens
    assert "Przywłaszczyciel — Jako główny gracz bierze na rękę zagraną kartę spotkania przeciwnika." in page
    assert "Jako główny gracz wygrywa, gdy zagra negocjację przeciw atakowi." in page


@pytest.mark.browser
def test_on_a_phone_a_polish_player_reads_the_phase_and_the_powers_in_polish(browser, served, app, db):  # noqa: F811
    from selenium.webdriver.common.by import By

    from pbem.models import Seat, User

    game_id = allied_encounter(db)
    with db.write() as session:
        user_id = session.scalar(sa.select(Seat.user_id).where(Seat.game_id == game_id, Seat.index == 1))
        session.get(User, user_id).language = "pl"
    browser.get(served + play_path(app, game_id, 1))
    browser.execute_script("for (const d of document.querySelectorAll('details')) d.setAttribute('open', '');")
    assert "faza: Sojusz" in browser.find_element(By.ID, "orders").text
    powers = browser.find_element(By.ID, "powers").text
    assert "Jako główny gracz wygrywa, gdy zagra negocjację przeciw atakowi." in powers, powers
    assert "As a main player" not in powers
    picture = browser.find_element(By.ID, "board-picture").text
    assert "Statek-matka" in picture and "Wir" in picture and "Rozkazy" in picture, picture
    assert not re.search(r"Mothership|Defense|colonies|Orders|used", picture), picture
    assert "Answer in advance" not in browser.find_element(By.TAG_NAME, "body").text
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360  # "Przywłaszczyciel" too
    browser.save_screenshot(str(ARTIFACTS / "cosmic-ah2000-polish.png"))
