"""What tells moderators a game needs them: the engine failing in the apply path, and players asking.

:func:`record_apply_error` is the apply path's hook: an exception there that is
neither a refusal a player can read (``IllegalAction``, ``ServiceError``) nor a
database problem is a fault in the rules engine, and the game will not move
until someone looks. It is written in its own transaction (the apply's was
rolled back), and repeats of the same fault are counted, not multiplied.
"""

from __future__ import annotations

import logging
import traceback
from datetime import timedelta

import sqlalchemy as sa
from flask_babel import gettext, lazy_gettext
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from engine.core import IllegalAction
from pbem.db import Database
from pbem.links import LinkError
from pbem.models import Game, Seat, utcnow
from pbem.moderation import notices
from pbem.moderation.models import EngineError, PlayerFlag
from pbem.services.errors import BadRequest, Conflict, ServiceError
from pbem.services.visible_text import clean_text

log = logging.getLogger(__name__)

MAX_FLAG_MESSAGE = 2000
FLAG_COOLDOWN = timedelta(minutes=10)


def is_engine_fault(exc: BaseException) -> bool:
    # A link's refusal (raised by its checks inside the apply transaction) is the player's, not the engine's.
    return isinstance(exc, Exception) and not isinstance(
        exc, (IllegalAction, ServiceError, SQLAlchemyError, LinkError))


def record_apply_error(db: Database, game_id: int, seat: int | None, prompt_id: str | None, source: str,
                       exc: BaseException) -> None:
    """Note an engine fault for the dashboard; never raises (the caller re-raises the original)."""
    if not is_engine_fault(exc):
        return
    frame = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" (in {frame[0].name}, {frame[0].filename.rsplit('/', 1)[-1]}:{frame[0].lineno})" if frame else ""
    error = f"{type(exc).__name__}: {exc}{where}"[:2000]
    try:
        with db.write() as session:
            now = utcnow()
            same = session.scalar(sa.select(EngineError).where(
                EngineError.game_id == game_id, EngineError.prompt_id == prompt_id, EngineError.error == error))
            if same is not None:
                same.count += 1
                same.last_at = now
            else:
                session.add(EngineError(game_id=game_id, seat=seat, prompt_id=prompt_id, source=source,
                                        error=error, count=1, created_at=now, last_at=now))
    except Exception:  # noqa: BLE001 - the original error matters more than the note about it
        log.exception("could not record the engine error of game %s", game_id)


def flag_game(session: Session, game: Game, seat: Seat, message: str) -> PlayerFlag:
    """A player's "ask a moderator": kept for the dashboard, and mailed to the game's host."""
    message = clean_text(message, lazy_gettext("Your message"), max_length=MAX_FLAG_MESSAGE, multiline=True,
                         required=False)
    if not message:
        raise BadRequest(gettext("Say in a few words what a moderator should look at."))
    now = utcnow()
    recent = session.scalar(sa.select(PlayerFlag.id).where(
        PlayerFlag.game_id == game.id, PlayerFlag.seat == seat.index, PlayerFlag.created_at > now - FLAG_COOLDOWN))
    if recent is not None:
        raise Conflict(gettext("You asked a moderator a few minutes ago; they have your message."))
    flag = PlayerFlag(game_id=game.id, seat=seat.index, message=message, created_at=now)
    session.add(flag)
    session.flush()
    notices.flag_mail(session, game, seat, game.host_email, f"mod-flag:{flag.id}", message)
    return flag
