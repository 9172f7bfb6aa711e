"""A game's life outside the decisions: created in the lobby, joined seat by seat, started."""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from flask_babel import gettext, lazy_gettext, ngettext
from sqlalchemy.orm import Session

from engine.core import DEADLINE_CLASSES, IllegalAction, Prompt, campaign_rules, check_shape
from pbem import rulesets
from pbem.forms import defaults, parse_fields
from pbem.i18n import current_language, valid_language
from pbem.mail.compose import mail_confirm_host, mail_hosting, mail_invitation, mail_started
from pbem.models import Game, OpenPrompt, Seat, User, utcnow
from pbem.services import prompts as prompt_table
from pbem.services.errors import BadRequest, Conflict, GameOver
from pbem.services.events import store_events
from pbem.services.prompt_text import localize, refusal
from pbem.services.visible_text import clean_text, same_name
from pbem.timefmt import valid_zone

# No spaces, no control characters (PostgreSQL stores no NUL, and an address goes into a header).
EMAIL = re.compile(r"^[^@\s<>,;\x00-\x1f\x7f]+@[^@\s<>,;\x00-\x1f\x7f]+\.[^@\s<>,;\x00-\x1f\x7f]+$")
MIN_PACE_SECONDS = 60
MAX_PACE_SECONDS = 60 * 86400
MAX_TITLE = 120
MAX_NAME = 40
STAND_IN_AFTER = 3  # timeouts in a row that put a silent player on the stand-in, unless the host says otherwise
MAX_STAND_IN_AFTER = 20


def option_prompt(ruleset_name: str, code: str | None = None) -> Prompt:
    """The ruleset's table options as a composite prompt, so one form renderer and one checker serve both; with
    a language ``code``, its labels in that language (the host's form, the table's rules on a game page)."""
    ruleset = rulesets.get_ruleset(ruleset_name)
    prompt = Prompt(id="options", seat=0, kind="options", text=f"{ruleset.title} options",
                    deadline_class="decision", fields=ruleset.option_fields())
    return prompt if code is None else localize(ruleset_name, prompt, code)


def option_defaults(ruleset_name: str) -> dict[str, Any]:
    """Table options when the host changes nothing (the schema has no defaults: first choice, least int)."""
    prompt = option_prompt(ruleset_name)
    return parse_fields(prompt.fields, defaults(prompt.fields))


def table_rules(ruleset_name: str, options: Mapping[str, Any], code: str | None = None) -> list[tuple[str, str]]:
    """Each table option in words (its label, the chosen value's label) in language ``code``, so every player can
    read the table's rules on the game page; an option a game predates reads as its default."""
    rows = []
    for field in option_prompt(ruleset_name, code).fields:
        value = options.get(field.name)
        value = field.default if value is None else value
        if value is None and field.options:  # no default: the form's first choice
            value = field.options[0].key
        words = {o.key: o.label for o in field.options}.get(str(value), str(value)) if field.options else str(value)
        rows.append((field.label, words))
    return rows


def check_options(ruleset_name: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The table options checked like an answer; a name the ruleset does not have is refused, never dropped."""
    prompt = option_prompt(ruleset_name)
    known = [f.name for f in prompt.fields]
    unknown = sorted(str(name) for name in options if name not in known)
    if unknown:
        raise BadRequest(gettext("No table option called %(unknown)s here; the options are: %(known)s.",
                                 unknown=", ".join(unknown), known=", ".join(known) or gettext("none")))
    if not prompt.fields:
        return {}
    try:
        return check_shape(prompt, options)
    except IllegalAction as exc:
        raise BadRequest(refusal(ruleset_name, exc, {}, current_language())) from None


def check_pace(pace: Mapping[str, Any]) -> dict[str, int]:
    """Seconds per deadline class; every class must be there, and no other."""
    unknown = sorted(str(name) for name in pace if name not in DEADLINE_CLASSES)
    if unknown:
        raise BadRequest(gettext("No deadline class called %(unknown)s; the classes are: %(known)s.",
                                 unknown=", ".join(unknown), known=", ".join(DEADLINE_CLASSES)))
    out = {}
    for name in DEADLINE_CLASSES:
        try:
            seconds = int(pace[name])
        except (KeyError, TypeError, ValueError, OverflowError):
            raise BadRequest(gettext("Give how long a %(kind)s may take, in seconds.", kind=name)) from None
        if not MIN_PACE_SECONDS <= seconds <= MAX_PACE_SECONDS:
            raise BadRequest(gettext("A %(kind)s may take between one minute and 60 days.", kind=name))
        out[name] = seconds
    return out


def check_stand_in_after(value: Any) -> int:
    """Timeouts in a row before a silent player's stand-in takes over: a whole number, 0 meaning never."""
    if isinstance(value, bool):
        value = None
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or not 0 <= value <= MAX_STAND_IN_AFTER:
        raise BadRequest(gettext("Timeouts before a stand-in plays: give a whole number from 0 (never) to "
                                 "%(most)d.", most=MAX_STAND_IN_AFTER))
    return value


def normalise_email(address: str) -> str:
    address = address.strip().lower()
    if not EMAIL.match(address) or len(address) > 320:
        raise BadRequest(gettext("%(address)s is not an email address.", address=address) if address
                         else gettext("An empty line is not an email address."))
    return address


def _user(session: Session, email: str) -> User:
    user = session.scalar(sa.select(User).where(User.email == email))
    if user is None:
        user = User(email=email, time_zone="UTC", notify={})
        session.add(user)
        session.flush()
    return user


def create_game(
    session: Session,
    *,
    ruleset_name: str,
    options: Mapping[str, Any],
    pace: Mapping[str, Any],
    player_emails: Iterable[str],
    host_email: str,
    title: str | None = None,
    seed: int | None = None,
    host_confirmed: bool = False,
    stand_in_after: Any = STAND_IN_AFTER,
    send_invitations: bool = True,
) -> Game:
    """A game in the lobby with one seat per address.

    ``host_confirmed`` says the caller has proven the host's address (the operator's command, a
    browser that confirmed it before, a moderator signed in as it): then the join emails go out now.
    Otherwise only the host is emailed, a link to confirm; the invitations wait for it, so nobody can
    make the service mail strangers. ``stand_in_after``: how many timeouts in a row put a silent
    player on the stand-in (0: never), a setting of the table kept by the service, not by the ruleset.
    ``send_invitations=False`` leaves the emails to the caller's :func:`invite` (a campaign first ties the
    game to itself).
    """
    try:
        ruleset = rulesets.get_ruleset(ruleset_name)
    except (KeyError, ImportError):
        raise BadRequest(gettext("There is no game called “%(name)s” here.", name=ruleset_name)) from None
    emails = [normalise_email(e) for e in player_emails if e.strip()]
    if len(set(emails)) != len(emails):
        raise BadRequest(gettext("Each player needs their own email address."))
    if not ruleset.min_players <= len(emails) <= ruleset.max_players:
        raise BadRequest(gettext("%(game)s needs %(least)d to %(most)d players.", game=ruleset.title,
                                 least=ruleset.min_players, most=ruleset.max_players))
    title = (clean_text(title, lazy_gettext("Title"), max_length=MAX_TITLE, required=False)
             or f"{ruleset.title} #{secrets.randbelow(9000) + 1000}")
    game = Game(
        ruleset=ruleset.name, title=title, options=check_options(ruleset_name, options),
        pace=check_pace(pace), stand_in_after=check_stand_in_after(stand_in_after), status="lobby", version=0,
        seed=secrets.randbits(62) if seed is None else seed,
        host_email=normalise_email(host_email), host_epoch=0,
    )
    session.add(game)
    session.flush()
    for index, email in enumerate(emails):
        session.add(Seat(game_id=game.id, index=index, user=_user(session, email), link_epoch=0))
    session.flush()
    session.expire(game, ["seats"])
    if send_invitations:
        invite(session, game, host_confirmed)
    return game


def invite(session: Session, game: Game, host_confirmed: bool) -> None:
    """The invitations now (the host's address is proven), or first the host's confirmation email."""
    if host_confirmed:
        confirm_host(session, game)
    else:
        _ask_host_to_confirm(session, game)


def confirm_host(session: Session, game: Game, now: datetime | None = None) -> bool:
    """The host proved their address: the invitations go out. Returns False if it was confirmed before."""
    if game.host_confirmed_at is not None:
        return False
    if game.status != "lobby":
        raise Conflict(gettext("This game is no longer waiting for its host."))
    game.host_confirmed_at = now or utcnow()
    for seat in game.seats:
        mail_invitation(session, game, seat)
    mail_hosting(session, game, current_language())
    return True


def _ask_host_to_confirm(session: Session, game: Game) -> None:
    """One email to the host address: who asked to be invited, and the link that sends the invitations."""
    mail_confirm_host(session, game, current_language())


def lock_game(session: Session, game_id: int) -> Game | None:
    """The game row, locked for this transaction where the database can (lobby changes are rare)."""
    return session.get(Game, game_id, with_for_update=True, populate_existing=True)


def join_seat(session: Session, game: Game, seat: Seat, display_name: str, time_zone: str,
              language: str | None = None) -> bool:
    """Seat a player; the game starts once everyone is in. Returns whether it started.

    ``language`` (one of :data:`pbem.i18n.LANGUAGES`): the player's emails, from the first decision on,
    are written in it; None keeps the one stored."""
    if game.status != "lobby":
        raise Conflict(gettext("This game has already started."))
    name = clean_text(display_name, lazy_gettext("Your name"), max_length=MAX_NAME)
    if any(same_name(s.display_name, name) and s.id != seat.id for s in game.seats):
        raise BadRequest(gettext("Another player already uses that name here."))
    if not valid_zone(time_zone):
        raise BadRequest(gettext("%(zone)s is not a time zone; pick one like Europe/Berlin.", zone=time_zone)
                         if time_zone else gettext("Give a time zone, like Europe/Berlin."))
    if language is not None and not valid_language(language):
        raise BadRequest(gettext("Pick one of the languages offered."))
    seat.display_name = name
    if language is not None:
        seat.user.language = language
    seat.user.name = name
    seat.user.time_zone = time_zone
    seat.joined_at = seat.joined_at or utcnow()
    session.flush()
    if all(s.joined_at for s in game.seats):
        start_game(session, game)
        return True
    return False


def start_game(session: Session, game: Game, now: datetime | None = None, first_player: int | None = None) -> None:
    """Deal the game with the seats present; seats never joined are dropped. ``first_player``: a campaign's
    next game, dealt by the ruleset's campaign rules to start with that seat."""
    if game.status != "lobby":
        raise Conflict(gettext("This game has already started."))
    if game.host_confirmed_at is None:
        raise Conflict(gettext("This game is waiting for the host to confirm their address."))
    ruleset = rulesets.get_ruleset(game.ruleset)
    present = [s for s in game.seats if s.joined_at]
    if len(present) < ruleset.min_players:
        raise BadRequest(ngettext("%(game)s needs at least %(least)d players; %(num)d has joined.",
                                  "%(game)s needs at least %(least)d players; %(num)d have joined.",
                                  len(present), game=ruleset.title, least=ruleset.min_players))
    now = now or utcnow()
    # A seat that moves to a lower number takes a fresh epoch above every epoch used in this game,
    # so a dropped player's old link to that number can never open the moved seat.
    fresh_epoch = max(s.link_epoch for s in game.seats) + 1
    for seat in [s for s in game.seats if not s.joined_at]:
        session.delete(seat)
    session.flush()
    # Seats are numbered 0..n-1 for the engine; move them out of the way first (unique index).
    for seat in present:
        seat.index = -1 - seat.index
    session.flush()
    for index, seat in enumerate(present):
        if -1 - seat.index != index:
            seat.link_epoch = fresh_epoch
        seat.index = index
    session.flush()
    session.expire(game, ["seats"])
    if first_player is None:
        game.state, events = ruleset.setup(game.options, len(present), game.seed)
    else:
        game.state, events = campaign_rules(ruleset).setup(game.options, len(present), game.seed, first_player)
    game.status = "active"
    game.started_at = now
    game.version += 1
    session.flush()
    store_events(session, game.id, None, events, now)
    for seat in game.seats:
        mail_started(session, game, seat)
    prompt_table.sync(session, game, ruleset.prompts(game.state), now)


def ensure_playable(game: Game) -> None:
    if game.status == "finished":
        raise GameOver(gettext("This game is over; nothing more can be decided in it."))
    if game.status == "cancelled":
        raise GameOver(gettext("This game was cancelled."))
    if game.status == "paused":
        raise Conflict(gettext("This game is paused by a moderator; try again later."))
    if game.status != "active":
        raise Conflict(gettext("This game has not started yet."))


def open_prompt_rows(session: Session, game_id: int, seat: int | None = None) -> list[OpenPrompt]:
    rows = prompt_table.open_rows(session, game_id)
    return [r for r in rows if seat is None or r.seat == seat]

