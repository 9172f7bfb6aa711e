"""Who is calling: a seat, from its bearer token (401 without a good one, 403 for another game)."""

from __future__ import annotations

import sqlalchemy as sa
from flask import request
from flask_babel import gettext
from sqlalchemy.orm import Session

from engine.core import Prompt
from pbem.models import Game, Seat
from pbem.services.errors import Forbidden, NotFound, ServiceError
from pbem.services.seat_view import game_with_open_rows
from pbem.services.tokens import hash_token, seat_for_token


class Unauthorized(ServiceError):
    status = 401


def bearer_token() -> str:
    """The request's API token, or :class:`Unauthorized` when it sends none (no database needed to say so)."""
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized(gettext("Send your API token as 'Authorization: Bearer <token>'; it is on your game page."))
    return token.strip()


def caller(session: Session) -> Seat:
    seat = seat_for_token(session, bearer_token())
    if seat is None:
        raise _not_valid()
    return seat


def caller_in_game(session: Session, game_id: int) -> tuple[Game, Seat]:
    """The game and the caller's seat in it, read in one query with the game's seats, their players and its open
    prompts (what every answer about a game reads; issue 13: a player's GET was five round trips before)."""
    token_hash = hash_token(bearer_token())
    game = game_with_open_rows(session, game_id)
    seat = None if game is None else next((s for s in game.seats if s.api_token_hash == token_hash), None)
    if seat is not None:
        return game, seat
    caller(session)  # refused either way; only this path pays a query, to say which refusal (a bad token first)
    if game is None:
        raise NotFound(gettext("There is no such game."))
    raise Forbidden(gettext("Your token is for another game."))


class TokenCheck:
    """The token checked on the game a decision's transaction reads (``apply_decision``'s ``check``), so an
    answer is authenticated, written and described on one connection, reading the game once; it names the
    seat, which the caller cannot know before that read."""

    def __init__(self) -> None:
        self.token_hash = hash_token(bearer_token())

    def __call__(self, session: Session, game: Game, _prompts: list[Prompt]) -> int:
        seat = next((s for s in game.seats if s.api_token_hash == self.token_hash), None)
        if seat is not None:
            return seat.index
        # Refused either way; only this path pays a query, to say which refusal it is.
        if session.scalar(sa.select(Seat.id).where(Seat.api_token_hash == self.token_hash)) is not None:
            raise Forbidden(gettext("Your token is for another game."))
        raise _not_valid()


def _not_valid() -> Unauthorized:
    return Unauthorized(gettext("That API token is not valid (it may have been replaced by a newer one)."))
