"""What every page needs: the database, and turning a signed link into a game and a seat."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import sqlalchemy as sa
from flask import current_app, g, render_template
from flask_babel import gettext
from sqlalchemy.orm import Session

from pbem import links
from pbem.db import Database
from pbem.i18n import use_language
from pbem.links import LinkClaims, LinkError
from pbem.models import Game, Seat
from pbem.services.seat_view import game_with_open_rows


def db() -> Database:
    return current_app.extensions["pbem.db"]


@contextmanager
def one_statement_read() -> Iterator[sa.Connection]:
    """A connection for a read that is one statement, which sees one snapshot by itself: on PostgreSQL without
    a transaction around it (autocommit), so it is one round trip, not three (BEGIN, the query, ROLLBACK)."""
    with db().engine.connect() as conn:
        yield conn if db().is_sqlite else conn.execution_options(isolation_level="AUTOCOMMIT")


def read_session() -> Session:
    """One reading session per request, closed when the request ends."""
    if "pbem_session" not in g:
        g.pbem_session = db().session()
    return g.pbem_session


@dataclass(frozen=True)
class SeatLink:
    claims: LinkClaims
    game: Game
    seat: Seat


def open_seat_link(session: Session, purpose: str, token: str) -> SeatLink:
    """A link's game and seat, or :class:`LinkError` saying why not; the page is then written in the seat's
    player's language."""
    claims = links.verify(purpose, token)
    return seat_link(claims, game_with_open_rows(session, claims.game))  # one query for all a page needs


def seat_link(claims: LinkClaims, game: Game | None) -> SeatLink:
    """:func:`open_seat_link`'s checks on a game read already (a tap reads it in the transaction it writes)."""
    if game is None:
        raise LinkError(gettext("This game no longer exists."), 404)
    seat = next((s for s in game.seats if s.index == claims.seat), None)
    if seat is None:
        raise LinkError(gettext("This seat is no longer in the game (it started without it)."), 410)
    if seat.link_epoch != claims.epoch:
        raise LinkError(gettext("This link no longer works: the seat changed hands, or the game started without it."),
                        410)
    if seat.joined_at:  # the page is this player's, in their language (before joining: the browser's)
        use_language(seat.user.language)
    return SeatLink(claims, game, seat)


def message(title: str, text: str, status: int, back: str | None = None) -> tuple[str, int]:
    """A page of one sentence that always leads on: to ``back`` (a game page), else to the start page."""
    return render_template("message.html", title=title, text=text, back=back), status
