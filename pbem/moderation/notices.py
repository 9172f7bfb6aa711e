"""What moderation tells people by email, and the line it adds to the game log.

Every function writes outbox rows inside the caller's transaction (the worker
sends them after the commit). A notice to a seat also carries the events that
seat has not been told yet, through :func:`pbem.mail.compose.take_unmailed_events`,
so nothing is told twice and nothing hidden reaches the wrong seat. The
moderator's reason is shown to the players: that is the point of giving one.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from flask_babel import force_locale, get_translations
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from sqlalchemy.orm import Session

from pbem import links
from pbem.i18n import DEFAULT_LANGUAGE, current_language, valid_language
from pbem.mail.compose import settings_footer, take_unmailed_events
from pbem.models import EventRecord, Game, Seat, User
from pbem.services.event_text import event_lines
from pbem.services.events import claim_event_seqs, remember_fresh
from pbem.services.names import seat_names
from pbem.services.outbox import queue_email
from pbem.services.service_events import event as service_event
from pbem.services.titles import short_title

MAX_VIEW_LINES = 80
TEMPLATES = Path(__file__).resolve().parents[1] / "templates" / "mod" / "mail"


@cache
def _environment() -> Environment:
    # Plain text: no escaping, and block tags leave no stray blank lines behind; the catalogs as the emails
    # of pbem.mail.render use them, so a notice is written in its reader's language.
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=False, undefined=StrictUndefined,
                      trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                      extensions=["jinja2.ext.i18n"])
    env.policies["ext.i18n.trimmed"] = True
    env.install_gettext_callables(  # type: ignore[attr-defined]
        lambda text: get_translations().ugettext(text),
        lambda singular, plural, n: get_translations().ungettext(singular, plural, n), newstyle=True)
    return env


def _render(kind: str, **context: Any) -> tuple[str, str]:
    head, _, body = _environment().get_template(f"{kind}.txt").render(**context).partition("\n\n")
    return " ".join(head.removeprefix("Subject: ").split()), body.strip() + "\n"


def _send(session: Session, game_id: int | None, to: str, key: str, kind: str, language: str | None,
          **context: Any) -> None:
    """One notice in ``language`` (the reader's; headlines and lines may be lazy strings, rendered here)."""
    if "game" in context:
        context["tag"] = short_title(context["game"])
    with force_locale(valid_language(language) and language or DEFAULT_LANGUAGE):
        subject, text = _render(kind, **context)
        if game_id is not None:  # an email of a game carries the settings link, like every other
            text += settings_footer(to)
    queue_email(session, game_id=game_id, to=to, subject=subject, text=text, dedupe_key=key)


def log_event(session: Session, game_id: int, now: datetime, kind: str, **data: Any) -> EventRecord:
    """A public line in the game log saying what a moderator did (not tied to any action): a service event
    (:mod:`pbem.services.service_events`) of ``kind``."""
    said = service_event(kind, **data)
    event = EventRecord(game_id=game_id, seq=claim_event_seqs(session, game_id, 1), action_seq=None,
                        kind=said.kind, text=said.text, seats=None, data=dict(said.data), created_at=now)
    session.add(event)
    session.flush()
    remember_fresh(session, game_id, [event])
    return event


def tell_seats(session: Session, game: Game, seats: Iterable[Seat], key: str, headline: Any, reason: str,
               lines: dict[int, list[Any]] | None = None, event: EventRecord | None = None) -> None:
    """One notice per seat: the headline, that seat's own lines, the reason, and its untold events."""
    for seat in seats:
        told = event_lines(game.ruleset, (e for e in take_unmailed_events(session, game, seat)
                                          if event is None or e.id != event.id), seat_names(game), seat.user.language)
        _send(session, game.id, seat.user.email, f"{key}:{seat.index}", "notice", seat.user.language, game=game,
              seat=seat,
              headline=headline, lines=(lines or {}).get(seat.index, []), reason=reason, events=told,
              play_url=links.absolute(links.play_path(game.id, seat.index, seat.link_epoch)))


def welcome(session: Session, game: Game, seat: Seat, key: str, reason: str, view: Any, waiting: int) -> None:
    """The new player of a seat: what the game looks like from their seat now, and their game page."""
    _send(session, game.id, seat.user.email, key, "welcome", seat.user.language, game=game, seat=seat, reason=reason,
          view=view_lines(view), waiting=waiting,
          play_url=links.absolute(links.play_path(game.id, seat.index, seat.link_epoch)))


def farewell(session: Session, game: Game, seat: Seat, to: str, key: str, reason: str,
             language: str | None) -> None:
    """The player whose seat went to someone else (in their ``language``): their links no longer work."""
    _send(session, game.id, to, key, "farewell", language, game=game, seat=seat, reason=reason)


def sign_in_mail(session: Session, email: str, url: str, key: str, minutes: int) -> None:
    _send(session, None, email, key, "sign_in", current_language(), url=url, minutes=minutes)


def flag_mail(session: Session, game: Game, seat: Seat, to: str, key: str, message: str) -> None:
    """Tell the host a player asked for a moderator; the message is the player's own words. In the host's
    language where the host plays here too, else in the language of the page the player pressed it on."""
    host = session.scalar(sa.select(User).where(User.email == to))
    _send(session, game.id, to, key, "flagged", host.language if host is not None else current_language(),
          game=game, seat=seat, message=message,
          url=links.absolute(f"/mod/games/{game.id}"))


def view_lines(value: Any, depth: int = 0) -> list[str]:
    """A seat's view as indented plain-text lines, cut short for very large boards."""
    pad = "  " * depth
    out: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            label = str(key).replace("_", " ").capitalize()
            if isinstance(item, (dict, list)) and item and not _flat(item):
                out.append(f"{pad}{label}:")
                out += view_lines(item, depth + 1)
            else:
                out.append(f"{pad}{label}: {_scalar(item)}")
    elif isinstance(value, list):
        if _flat(value):
            out.append(pad + _scalar(value))
        else:
            for item in value:
                out += view_lines(item, depth + 1) if isinstance(item, (dict, list)) else [pad + _scalar(item)]
    else:
        out.append(pad + _scalar(value))
    return out[:MAX_VIEW_LINES] + (["  ..."] if len(out) > MAX_VIEW_LINES else [])


def _flat(value: Any) -> bool:
    return isinstance(value, list) and not any(isinstance(v, (dict, list)) for v in value)


def _scalar(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(_scalar(v) for v in value) or "-"
    if isinstance(value, dict):
        return "-"
    return str(value)
