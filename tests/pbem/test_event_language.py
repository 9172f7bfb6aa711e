"""Events are rendered in their reader's language (issue 19): the engine's kind and data, through the
"events" catalogs, with player names; hidden events stay with their seats; old stored lines still show.

A Cosmic game of Ann, Bob and Cyd is played until both main players have chosen their cards; Bob reads
Polish. His game page and his API log say what happened in Polish, plural forms included, while Ann,
reading English, sees the English lines the engine stored.
"""

from __future__ import annotations

import sqlalchemy as sa

from engine.core import Event
from pbem.models import EventRecord, Seat, User
from pbem.services.event_text import event_lines, event_text, language
from pbem.services.tokens import new_api_token
from tests.pbem.helpers import game_row, play_path
from tests.pbem.named_game import NAMES, play_until_cards_are_chosen, start_named_game, visible_text


def _reads(db, game_id: int, index: int, code: str) -> None:
    with db.write() as session:
        seat = session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == index))
        session.get(User, seat.user_id).language = code


def test_a_polish_reader_sees_the_game_log_in_polish_and_an_english_one_in_english(app, client, db) -> None:
    game_id = start_named_game(db)
    play_until_cards_are_chosen(db, game_id)
    _reads(db, game_id, 1, "pl")
    state = game_row(db, game_id).state
    offense = NAMES[state["turn"]["offense"]]
    polish = client.get(play_path(app, game_id, 1)).get_data(as_text=True)
    log = visible_text(polish[polish.index('id="log"'):])
    assert f"Tura 1: {offense} jest atakującym." in log
    assert f"{offense} wybrał kartę." in log
    assert "has chosen a card" not in log and "is the offense" not in log
    english = client.get(play_path(app, game_id, 0)).get_data(as_text=True)
    assert f"{offense} has chosen a card." in visible_text(english[english.index('id="log"'):])


def test_the_api_log_follows_the_callers_language_and_keeps_hidden_events_hidden(app, client, db) -> None:
    game_id = start_named_game(db)
    play_until_cards_are_chosen(db, game_id)
    _reads(db, game_id, 1, "it")
    with db.write() as session:
        row = session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == 1))
        auth = {"Authorization": f"Bearer {new_api_token(row)}"}
        hidden = [e for e in session.scalars(sa.select(EventRecord).where(EventRecord.game_id == game_id))
                  if e.seats is not None and 1 not in e.seats]
    log = client.get(f"/api/games/{game_id}/log", headers=auth).get_json()["events"]
    texts = [e["text"] for e in log]
    assert any(t.startswith("Turno 1: ") and t.endswith("è il Giocatore Offensivo.") for t in texts), texts
    assert hidden and not {e.seq for e in hidden} & {e["seq"] for e in log}


def test_polish_counts_ships_in_three_forms(app) -> None:
    with app.app_context():
        polish = language("pl")
        said = {n: event_text("cosmic", Event("ships.warp", "", None, {"seat": 0, "count": n, "why": "failed deal"}),
                              polish) for n in (1, 2, 5, 22)}
    assert said[1] == "{p:0} traci 1 statek do wiru (nieudane porozumienie)."
    assert said[2] == "{p:0} traci 2 statki do wiru (nieudane porozumienie)."
    assert said[5] == "{p:0} traci 5 statków do wiru (nieudane porozumienie)."
    assert said[22] == "{p:0} traci 22 statki do wiru (nieudane porozumienie)."


def test_an_event_whose_data_does_not_fit_its_template_shows_its_stored_text(app) -> None:
    old = [Event("planning.chosen", "Red has chosen a card.", None, {}),
           Event("no.such.kind", "Something long ago.", None, {})]
    with app.app_context():
        assert event_lines("cosmic", old, {0: "Ann"}, "hu") == ["Red has chosen a card.", "Something long ago."]


def test_a_deal_and_a_moderators_line_read_in_polish_and_older_shapes_as_stored(app) -> None:
    polish = language("pl")
    deal = Event("deal.made", "", None, {"terms": [["choice", 0, 1, 5], ["colony", 1, 0, ["red", 2]]]})
    assert event_text("cosmic", deal, polish) == (
        "Porozumienie zawarte: {p:0} daje graczowi {p:1} 5 kart wybranych przez gracza {p:0}; "
        "{p:1} pozwala graczowi {p:0} założyć kolonię na planecie Czerwony 2.")
    rewind = Event("moderator.rewind", "", None, {"count": 3, "reason": "pomyłka"})
    assert event_text("cosmic", rewind, polish) == "Moderator cofnął ostatnie 3 decyzje: pomyłka"
    # Stored before terms and service lines were data: the terms as they were written, the line as stored.
    old_deal = Event("deal.made", "", None, {"terms": "{p:0} gives {p:1} Attack 08"})
    assert event_text("cosmic", old_deal, polish) == "Porozumienie zawarte: {p:0} gives {p:1} Attack 08."
    old_line = Event("moderator", "A moderator paused the game: Break", None, {})
    assert event_text("cosmic", old_line, polish) == "A moderator paused the game: Break"
