"""The rest of what the engines say, in the reader's language (issue 19): why the rules refused an answer (on the
decision page, in the API and in the reply-by-email answer), the state of each alien power (on the game page and
in the decision emails) and how the game was won (in the game-over email). The English stays for English readers
and for the logs (``IllegalAction.reason``)."""

from __future__ import annotations

import re

import sqlalchemy as sa

from engine.core import Field, IllegalAction, Prompt, check_shape
from engine.cosmic.cards import COSMIC
from engine.cosmic.prompt_text import say
from pbem.mail.compose import mail_result
from pbem.mail.inbound import receive
from pbem.models import Game, Seat, utcnow
from pbem.services import games
from pbem.services.decisions import apply_decision
from pbem.services.prompt_text import refusal
from pbem.services.tokens import new_api_token
from pbem.web.dev import reply_message
from tests.pbem.helpers import EMAILS, ZONES, game_row, new_game, outbox, page_decide_links, play_path, prompt_rows


def _polish_game(db, players: int, **options) -> int:
    game_id = new_game(db, players, **options)
    with db.write() as session:
        game = games.lock_game(session, game_id)
        for seat in list(game.seats):
            games.join_seat(session, game, seat, f"Player{seat.index}", ZONES[seat.index], "pl")
    return game_id


def _launch(db) -> tuple[int, int]:
    """A Polish Cosmic table without aliens, and the seat asked first (to launch: a planet and ships)."""
    game_id = _polish_game(db, 3, ruleset="cosmic", options={"aliens": "off"})
    row = prompt_rows(db, game_id, "open")[0]
    assert row.kind == "launch.ships"
    return game_id, row.seat


def test_a_refusal_quotes_the_field_in_the_readers_language_and_keeps_its_english_reason(app) -> None:
    field = Field("ships", say("deal.penalty.ships"), "int", min=1, max=3)
    try:
        check_shape(Prompt("p", 0, "deal.penalty", "", "decision", fields=(field,)), {"ships": 9})
    except IllegalAction as exc:
        refused = exc
    assert refused.reason == "Ships lost: give a number from 1 to 3."
    with app.app_context():
        assert refusal("cosmic", refused, {}, "pl") == "Utracone statki: podaj liczbę od 1 do 3."
        assert refusal("cosmic", refused, {}, "en") == refused.reason
        assert refusal("cosmic", IllegalAction("An older refusal."), {}, "pl") == "An older refusal."


def test_a_polish_player_whose_form_is_refused_reads_why_in_polish_on_the_page_and_in_the_api(app, client, db):
    game_id, asked = _launch(db)
    page = client.get(play_path(app, game_id, asked)).get_data(as_text=True)
    form = next(iter(page_decide_links(page).values()))
    refused = client.post(form, data={"answers": "0", "planet": ""})
    assert refused.status_code == 422
    assert "Planeta docelowa: wybierz jedną możliwość." in refused.get_data(as_text=True)
    assert "choose one" not in refused.get_data(as_text=True)

    with db.write() as session:
        seat = session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == asked))
        token = new_api_token(seat)
    row = prompt_rows(db, game_id, "open")[0]
    answer = client.post(f"/api/games/{game_id}/actions", headers={"Authorization": f"Bearer {token}"},
                         json={"prompt_id": row.prompt_id, "choice": {"planet": ""}})
    assert answer.status_code == 422
    assert answer.get_json()["error"] == "Planeta docelowa: wybierz jedną możliwość."
    assert answer.get_json()["say"] == {"key": "refused.choose_one",
                                        "params": {"field": {"key": "launch.planet", "params": {}}}}


def test_a_reply_the_rules_refuse_is_answered_in_polish(app, db) -> None:
    """The toy game has no words as data of its own, yet the core's checks still refuse in Polish."""
    game_id = _polish_game(db, 2)
    state = game_row(db, game_id).state
    for index in (0, 1):
        apply_decision(db, game_id, index, f"r1.pick.{index}", str(state["hands"][index][0]), "api")
    winner = game_row(db, game_id).state["round_winner"]
    stash = [m for m in outbox(db, EMAILS[winner]) if m.dedupe_key.startswith("prompt:")][-1]
    with app.test_request_context():
        reply = reply_message(stash, "ships: red=1, blue=1\nbonus: one more ship\nwager: 5")
        outcome = receive(db, app.config, reply.as_bytes(), [stash.headers["Reply-To"]])
    assert outcome.kind == "refused"
    told = outbox(db, EMAILS[winner])[-1].text_body
    assert "zasady na to nie pozwalają: Points to buy with ships: podaj liczbę od 0 do 3" in told
    assert "give a number" not in told and "do not allow" not in told


def test_the_powers_state_is_in_polish_on_the_page_and_in_the_decision_email(app, client, db) -> None:
    game_id = _polish_game(db, 3, ruleset="cosmic", options={"aliens": "red"}, seed=626)
    offers = game_row(db, game_id).state["alien_offers"]
    picks = {0: "Tick-Tock", 1: "Miser", 2: offers[2][0]}
    assert all(picks[s] in offers[s] for s in picks)
    for row in prompt_rows(db, game_id, "open"):
        apply_decision(db, game_id, row.seat, row.prompt_id, picks[row.seat], "link")

    page = client.get(play_path(app, game_id, 2)).get_data(as_text=True)
    assert "(żetony: 10)" in page and "(skarbiec: 8 kart)" in page and "tokens: 10" not in page
    assert "Skąpiec</strong> — ma drugą rękę 8 kart, swój skarbiec" in page  # its sheet's summary, in Polish
    assert "keeps a second hand of 8 cards" not in page
    hand = game_row(db, game_id).state["hands"][2]
    labels = {COSMIC[c].label for c in hand}
    assert any(label.startswith("Attack") for label in labels), "seed 626 deals seat 2 an attack card"
    assert not any(f'<span class="card-face">{label}<' in page for label in labels if label.startswith("Attack"))
    assert '<span class="card-face">Atak ' in page  # the hand's cards by the Polish rulebook's names
    mails = [m for m in outbox(db) if m.dedupe_key.startswith("prompt:") and "(skarbiec:" in m.text_body]
    assert mails, "no decision email shows the powers' state"
    assert all("Player0: Tik-Tak (żetony: 10)" in m.text_body and "(hoard:" not in m.text_body
               for m in mails)


def test_the_game_over_email_says_who_won_and_how_in_polish(app, db) -> None:
    game_id = _polish_game(db, 3, ruleset="cosmic", options={"aliens": "off"})
    with app.app_context(), db.write() as session:
        game = session.get(Game, game_id)
        mail_result(session, game, [0, 2], utcnow(), [{"seat": 0, "how": "with five foreign colonies"},
                                                      {"seat": 2, "how": "with five foreign colonies"}])
    mail = next(m for m in outbox(db, EMAILS[1]) if m.dedupe_key.startswith("over:"))
    assert "Player0 i Player2" in mail.subject
    assert ("Player0 wygrywa z pięcioma zewnętrznymi koloniami; Player2 wygrywa z pięcioma zewnętrznymi koloniami"
            in mail.text_body)
    assert " won " not in mail.text_body and " wins " not in mail.text_body


def test_an_avalon_hill_page_names_its_planets_and_its_own_words_in_polish(app, client, db) -> None:
    game_id = _polish_game(db, 3, ruleset="cosmic-ah2000", options={"aliens": "off"})
    page = client.get(play_path(app, game_id, 0)).get_data(as_text=True)
    assert re.search(r"<b>(Czerwony|Niebieski|Zielony|Żółty|Fioletowy) [1-5]</b>", page), page
    assert not re.search(r"<b>(Red|Blue|Green|Yellow|Purple) \d</b>", page)
    assert "Tura 1, spotkanie 1" in page and "rozkazy: " in page and "Your hand" not in page
