"""Who is calling: a seat, from its bearer token (401 without a good one, 403 for another game)."""

from __future__ import annotations

from flask import request
from flask_babel import gettext
from sqlalchemy.orm import Session

from pbem.models import Game, Seat
from pbem.services.errors import Forbidden, NotFound, ServiceError
from pbem.services.tokens import seat_for_token


class Unauthorized(ServiceError):
    status = 401


def caller(session: Session) -> Seat:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized(gettext("Send your API token as 'Authorization: Bearer <token>'; it is on your game page."))
    seat = seat_for_token(session, token.strip())
    if seat is None:
        raise Unauthorized(gettext("That API token is not valid (it may have been replaced by a newer one)."))
    return seat


def caller_in_game(session: Session, game_id: int) -> tuple[Game, Seat]:
    seat = caller(session)
    game = session.get(Game, game_id)
    if game is None:
        raise NotFound(gettext("There is no such game."))
    if seat.game_id != game.id:
        raise Forbidden(gettext("Your token is for another game."))
    return game, seat
