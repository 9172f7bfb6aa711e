"""The moderator actions by name, so the pages, the API and the CLI offer exactly the same set."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from flask_babel import LazyString, gettext, lazy_gettext

from pbem.db import Database
from pbem.models import DATABASE_INT_MAX, Game
from pbem.moderation import actions
from pbem.moderation.audit import Actor, load_game, seat_of
from pbem.moderation.campaign_actions import campaign_action
from pbem.moderation.models import AuditEntry
from pbem.moderation.rewind import rewind
from pbem.moderation.seats import replace_player, stand_in
from pbem.services.durations import parse_hours
from pbem.services.errors import BadRequest, Forbidden, NotFound

Params = Mapping[str, Any]
# What a moderator who plays in the game may not do there: both would act on what their seat may not see.
NOT_WHILE_SEATED = {
    "resolve": lazy_gettext("You play in this game, so you cannot decide for a seat here; a site moderator who does "
                            "not play can."),
    "rewind": lazy_gettext("You play in this game, so you cannot rewind the game here; a site moderator who does not "
                           "play can."),
}


def _need(params: Params, name: str, what: str | LazyString) -> Any:
    value = params.get(name)
    if value is None or value == "":
        raise BadRequest(gettext("Give %(what)s.", what=what))
    return value


def _number(params: Params, name: str, what: str | LazyString) -> int:
    """A whole number an integer column can hold (a row id past that would overflow PostgreSQL)."""
    raw = _need(params, name, what)
    try:
        number = int(raw.strip() if isinstance(raw, str) else raw)
    except (TypeError, ValueError, OverflowError):
        raise BadRequest(gettext("Give %(what)s as a whole number, not %(raw)s.", what=what,
                                 raw=f"{raw!s:.20}")) from None
    if isinstance(raw, bool) or (isinstance(raw, float) and not raw.is_integer()) or abs(number) > DATABASE_INT_MAX:
        raise BadRequest(gettext("Give %(what)s as a whole number, not %(raw)s.", what=what, raw=f"{raw!s:.20}"))
    return number


def _optional_int(params: Params, name: str, what: str | LazyString) -> int | None:
    return None if params.get(name) in (None, "") else _number(params, name, what)


def _shift(sign: int) -> Callable[..., AuditEntry]:
    def run(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
            params: Params) -> AuditEntry:
        what = lazy_gettext("the number of hours")
        hours = abs(parse_hours(_need(params, "hours", what), what)) * sign
        return actions.shift_deadlines(db, game_id, actor, reason, seen, hours,
                                       _optional_int(params, "row", lazy_gettext("the decision")))
    return run


def _simple(fn: Callable[..., AuditEntry]) -> Callable[..., AuditEntry]:
    def run(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
            params: Params) -> AuditEntry:
        return fn(db, game_id, actor, reason, seen)
    return run


def _pace(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
          params: Params) -> AuditEntry:
    return actions.change_pace(db, game_id, actor, reason, seen, _need(params, "pace", lazy_gettext("the new pace")))


def _resolve(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
             params: Params) -> AuditEntry:
    choice = params.get("choice", actions.USE_DEFAULT)
    row = _number(params, "row", lazy_gettext("the decision"))
    return actions.resolve(db, game_id, actor, reason, seen, row, choice)


def _replace(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
             params: Params) -> AuditEntry:
    return replace_player(db, game_id, actor, reason, seen, _number(params, "seat", lazy_gettext("the seat")),
                          str(_need(params, "email", lazy_gettext("the new player's email address"))),
                          params.get("name"))


def _stand_in(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
              params: Params) -> AuditEntry:
    off = params.get("off") in (True, "1", "true", "on")
    return stand_in(db, game_id, actor, reason, seen, _number(params, "seat", lazy_gettext("the seat")), on=not off)


def _rewind(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
            params: Params) -> AuditEntry:
    return rewind(db, game_id, actor, reason, seen, _number(params, "before", lazy_gettext("the action to rewind to")))


ACTIONS: dict[str, Callable[..., AuditEntry]] = {
    "extend": _shift(1),
    "shorten": _shift(-1),
    "resolve": _resolve,
    "pause": _simple(actions.pause),
    "resume": _simple(actions.resume),
    "replace": _replace,
    "stand-in": _stand_in,
    "rewind": _rewind,
    "resend": _simple(actions.resend),
    "pace": _pace,
    "cancel": _simple(actions.cancel),
    "handled": _simple(actions.mark_handled),
    "pause-campaign": _simple(campaign_action("pause-campaign")),
    "resume-campaign": _simple(campaign_action("resume-campaign")),
    "end-campaign": _simple(campaign_action("end-campaign")),
}


def run_action(db: Database, game_id: int, actor: Actor, name: str, reason: str | None, seen: int | None,
               params: Params) -> AuditEntry:
    """Run the action called ``name``; unknown names are refused like unknown pages."""
    action = ACTIONS.get(name)
    if action is None:
        raise NotFound(gettext("There is no moderator action “%(name)s”; the actions are: %(actions)s.", name=name,
                               actions=", ".join(ACTIONS)))
    if name in NOT_WHILE_SEATED:
        with db.session() as session:
            check_not_seated(load_game(session, game_id, actor), actor, name)
    return action(db, game_id, actor, reason, seen, params)


def check_not_seated(game: Game, actor: Actor, name: str) -> None:
    """Refuse ``resolve`` and ``rewind`` to a moderator who plays in this game."""
    if name in NOT_WHILE_SEATED and seat_of(game, actor) is not None:
        raise Forbidden(str(NOT_WHILE_SEATED[name]))
