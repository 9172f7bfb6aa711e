"""A Cosmic game of Ann, Bob and Cyd, for the tests that read what players are told about each other."""

from __future__ import annotations

import html
import re

import pytest
import sqlalchemy as sa

from engine import get_ruleset
from pbem.models import EventRecord
from pbem.services import games
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import ZONES, game_row, new_game

RULES = get_ruleset("cosmic")
NAMES = ["Ann", "Bob", "Cyd"]
# A colour naming a player: not a planet ("Red 1") and not a destiny colour card ("Red (colour)").
COLOUR_AS_PLAYER = re.compile(r"\b(Red|Blue|Green)\b(?! \d| \(colour\))")


def start_named_game(db, options: dict | None = None) -> int:
    game_id = new_game(db, 3, ruleset="cosmic", options=options or {})
    with db.write() as session:
        game = games.lock_game(session, game_id)
        for seat in list(game.seats):
            games.join_seat(session, game, seat, NAMES[seat.index], ZONES[seat.index])
    return game_id


def play_until_cards_are_chosen(db, game_id: int) -> None:
    """Every open decision answered by its default until both main players have chosen a card."""
    for _ in range(40):
        state = game_row(db, game_id).state
        prompt = RULES.prompts(state)[0]
        apply_decision(db, game_id, prompt.seat, prompt.id, RULES.timeout_action(state, prompt).choice, "link")
        events = log_texts(db, game_id)
        if sum("has chosen a card" in t for t in events) == 2:
            return
    pytest.fail("the game never reached the planning of its first encounter")


def log_texts(db, game_id: int) -> list[str]:
    with db.session() as session:
        return list(session.scalars(sa.select(EventRecord.text).where(EventRecord.game_id == game_id)))


def visible_text(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", page))
