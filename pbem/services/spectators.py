"""Spectators: people without a seat who watch a game the host shares, and may ask for its digest by email.

A spectator sees what the engine shows a seat of ``None`` (the public view) and
the public events, never a decision link: there is no seat to decide for. The
host shares the game by a link signed with ``games.spectator_epoch``; a new
link or "stop sharing" bumps the epoch, which voids every earlier spectator
link and ends the subscriptions made through them (a leaked link is withdrawn
whole). A subscriber is mailed only once they confirmed their address by a
signed link, so nobody can sign a stranger up.
"""

from __future__ import annotations

import uuid
from datetime import datetime

import sqlalchemy as sa
from flask_babel import gettext, lazy_gettext
from sqlalchemy.orm import Session

from pbem import links
from pbem.links import LinkError
from pbem.mail.render import render
from pbem.models import Game, Spectator, utcnow
from pbem.services.errors import BadRequest, NotFound
from pbem.services.games import normalise_email
from pbem.services.outbox import queue_email
from pbem.services.titles import short_title

WITHDRAWN = lazy_gettext("The host no longer shares this game with spectators through this link "
                         "(they stopped sharing it, or replaced the link with a new one).")
SHARING_ACTIONS = ("share", "renew", "stop")


def set_sharing(session: Session, game_id: int, action: str) -> None:
    """The host's switch: ``share`` the game, ``renew`` the link (the old one stops working), or ``stop``."""
    if action not in SHARING_ACTIONS:
        raise BadRequest(gettext("Pick one of the buttons offered."))
    game = session.get(Game, game_id, with_for_update=True, populate_existing=True)
    if game is None:
        raise NotFound(gettext("There is no such game."))
    if action == "share" and game.watchable:
        return  # pressed twice: the link shown stays the link
    bump = 0 if action == "share" else 1
    session.execute(sa.update(Game).where(Game.id == game_id)
                    .values(watchable=action != "stop", spectator_epoch=Game.spectator_epoch + bump),
                    execution_options={"synchronize_session": False})


def spectator_link(game: Game) -> str | None:
    """The link the host shares, while the game is shared."""
    return links.absolute(links.watch_path(game.id, game.spectator_epoch)) if game.watchable else None


def watched_game(session: Session, token: str) -> Game:
    """The game a spectator link opens, or :class:`LinkError` (forged, expired, or withdrawn by the host)."""
    claims = links.verify("watch", token)
    game = session.get(Game, claims.game)
    if game is None:
        raise LinkError(gettext("This game no longer exists."), 404)
    if claims.seat is not None or not game.watchable or game.spectator_epoch != claims.epoch:
        raise LinkError(str(WITHDRAWN), 410)
    return game


def subscribe(session: Session, game: Game, address: str) -> str:
    """Ask ``address`` to confirm it wants this game's digest; nothing is mailed to it before it does.

    Asking again (a lost email) sends a new confirmation; an address that confirmed under an
    earlier link must confirm again under this one."""
    email = normalise_email(address)
    spectator = session.scalar(sa.select(Spectator).where(Spectator.game_id == game.id, Spectator.email == email))
    if spectator is None:
        session.add(Spectator(game_id=game.id, email=email, epoch=game.spectator_epoch, confirmed_at=None))
    elif spectator.epoch != game.spectator_epoch:
        spectator.epoch, spectator.confirmed_at = game.spectator_epoch, None
    mail = render("watch_confirm", game_title=game.title, game_tag=short_title(game),
                  confirm_url=links.absolute(links.watch_confirm_path(game.id, game.spectator_epoch, email)),
                  watch_url=links.absolute(links.watch_path(game.id, game.spectator_epoch)),
                  play_url=None, settings_url=None)
    queue_email(session, game_id=game.id, to=email, subject=mail.subject, text=mail.text, html=mail.html,
                dedupe_key=f"watch-confirm:{game.id}:{uuid.uuid4().hex}")
    return email


def confirmable(session: Session, token: str) -> tuple[Game, Spectator]:
    """The game and subscription a confirm link is for, while its link still stands."""
    claims = links.spectator_claims("watch-confirm", token)
    game = session.get(Game, claims.game)
    if game is None:
        raise LinkError(gettext("This game no longer exists."), 404)
    if not game.watchable or game.spectator_epoch != claims.epoch:
        raise LinkError(str(WITHDRAWN), 410)
    spectator = session.scalar(sa.select(Spectator).where(Spectator.game_id == game.id,
                                                          Spectator.email == claims.email))
    if spectator is None or spectator.epoch != claims.epoch:
        raise LinkError(gettext("This address no longer asks for this game's emails; ask again from the "
                                "spectator page."), 410)
    return game, spectator


def confirm(session: Session, token: str, now: datetime | None = None) -> Game:
    """Start mailing the digest to a confirmed address, from the events after this moment on."""
    game, spectator = confirmable(session, token)
    if spectator.confirmed_at is None:
        spectator.confirmed_at = now or utcnow()
        spectator.mailed_event_seq = game.last_event_seq
    return game


def unsubscribe_target(session: Session, token: str) -> tuple[str | None, str]:
    """The game's title (None if it is gone) and the address an unsubscribe link stops."""
    claims = links.spectator_claims("watch-stop", token)
    return session.scalar(sa.select(Game.title).where(Game.id == claims.game)), claims.email


def unsubscribe(session: Session, token: str) -> tuple[str | None, str]:
    """Stop a spectator's emails for good (the row goes); works whatever became of the link or the game."""
    claims = links.spectator_claims("watch-stop", token)
    session.execute(sa.delete(Spectator).where(Spectator.game_id == claims.game, Spectator.email == claims.email))
    return unsubscribe_target(session, token)


def subscribers(session: Session, game: Game) -> int:
    """How many confirmed addresses get this game's digest under the current link (the host page says)."""
    return session.scalar(sa.select(sa.func.count()).select_from(Spectator).where(
        Spectator.game_id == game.id, Spectator.epoch == game.spectator_epoch,
        Spectator.confirmed_at.is_not(None))) or 0
