"""One game whole, as a moderator sees it: everything, hidden information included and marked as such.

Only moderator pages and the moderator API read this module. A moderator who
plays in the game (a host at their own table) gets it as their seat may see
it instead: other seats' decisions, answers, private views, hidden events,
emails and the details of moderator actions are left out, not just folded.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from engine.core import Prompt
from pbem import rulesets
from pbem.models import ActionRecord, EventRecord, Game, OpenPrompt, OutboxEmail, utcnow
from pbem.moderation.actions import open_prompts
from pbem.moderation.models import AuditEntry, EngineError, PlayerFlag
from pbem.services.names import render_data, render_text, seat_names
from pbem.services.stand_ins import away_now

ORDER = {"action": 0, "event": 1, "audit": 2}
OTHERS_MAIL = "(to another player: hidden while you play)"


@dataclass(frozen=True)
class SeatInfo:
    index: int
    name: str
    email: str
    link_epoch: int
    joined_at: datetime | None
    last_action_at: datetime | None
    last_source: str | None
    timeouts_in_row: int
    stand_in: str | None  # "timeouts", "moderator", "away" (the player's away period), or None


@dataclass(frozen=True)
class OpenItem:
    row: OpenPrompt
    prompt: Prompt | None
    default: Any
    hidden: bool = False  # another seat's decision, for a moderator who plays: only its deadline is shown


@dataclass(frozen=True)
class TimelineItem:
    kind: str  # action, event or audit
    at: datetime
    seq: int | None
    text: str
    hidden_to: list[int] | None = None  # the seats that may see a hidden event; None: public
    source: str | None = None
    actor: int | None = None  # the seat that answered, for an action


@dataclass(frozen=True)
class MailItem:
    """An email as a moderator who plays sees another player's: that it went, not what it said."""

    id: int
    to_addr: str
    subject: str
    status: str
    attempts: int
    last_error: str | None
    created_at: datetime


@dataclass(frozen=True)
class Overview:
    game: Game
    seats: list[SeatInfo]
    prompts: list[OpenItem]
    timeline: list[TimelineItem]
    outbox: list[OutboxEmail | MailItem]
    audit: list[AuditEntry]
    flags: list[PlayerFlag]
    errors: list[EngineError]
    views: dict[int | None, dict[str, Any]]
    last_seq: int
    seat: int | None = None  # the viewer's own seat when a moderator plays in this game


def game_overview(session: Session, game: Game, seat: int | None = None) -> Overview:
    """The game for its moderators; with ``seat``, for a moderator who plays that seat."""
    whole = _whole_overview(session, game)
    return whole if seat is None else _as_seat(whole, seat)


def _as_seat(whole: Overview, seat: int) -> Overview:
    names = {s.index: s.name for s in whole.game.seats}
    own = next(s.user.email for s in whole.game.seats if s.index == seat)
    return replace(
        whole,
        prompts=[p if p.row.seat == seat else OpenItem(p.row, None, None, hidden=True) for p in whole.prompts],
        timeline=[_seen_by(item, seat, names) for item in whole.timeline
                  if item.hidden_to is None or seat in item.hidden_to],
        outbox=[m if m.to_addr == own else MailItem(m.id, m.to_addr, OTHERS_MAIL, m.status, m.attempts,
                                                    m.last_error, m.created_at) for m in whole.outbox],
        views={k: v for k, v in whole.views.items() if k in (None, seat)}, seat=seat,
    )


def _seen_by(item: TimelineItem, seat: int, names: dict[int, str]) -> TimelineItem:
    """Another seat's answer shows that it answered, not what: its consequences are in the public events."""
    if item.kind != "action" or item.actor == seat:
        return item
    return replace(item, text=f"#{item.seq} {names.get(item.actor, item.actor)} answered")


def _whole_overview(session: Session, game: Game) -> Overview:
    actions = list(session.scalars(sa.select(ActionRecord).where(ActionRecord.game_id == game.id)
                                   .order_by(ActionRecord.seq)))
    events = list(session.scalars(sa.select(EventRecord).where(EventRecord.game_id == game.id)
                                  .order_by(EventRecord.seq)))
    audit = list(session.scalars(sa.select(AuditEntry).where(AuditEntry.game_id == game.id)
                                 .order_by(AuditEntry.id)))
    ruleset = rulesets.get_ruleset(game.ruleset)
    prompts = [OpenItem(row, prompt, ruleset.timeout_action(game.state, prompt).choice if prompt else None)
               for row, prompt in open_prompts(session, game)]
    views: dict[int | None, dict[str, Any]] = {}
    if game.state is not None:
        names = seat_names(game)
        views = {seat: render_data(ruleset.view(game.state, seat), names)
                 for seat in [None, *(s.index for s in game.seats)]}
    return Overview(
        game=game, seats=_seats(game, actions), prompts=prompts, timeline=_timeline(game, actions, events, audit),
        outbox=list(session.scalars(sa.select(OutboxEmail).where(OutboxEmail.game_id == game.id)
                                    .order_by(OutboxEmail.id.desc()).limit(300))),
        audit=list(reversed(audit)),
        flags=list(session.scalars(sa.select(PlayerFlag).where(PlayerFlag.game_id == game.id)
                                   .order_by(PlayerFlag.id.desc()))),
        errors=list(session.scalars(sa.select(EngineError).where(EngineError.game_id == game.id)
                                    .order_by(EngineError.id.desc()))),
        views=views, last_seq=actions[-1].seq if actions else 0,
    )


def _seats(game: Game, actions: list[ActionRecord]) -> list[SeatInfo]:
    out = []
    for seat in game.seats:
        since = seat.joined_at
        mine = [a for a in actions if a.seat == seat.index and (since is None or a.created_at >= since)]
        streak = 0
        for record in reversed(mine):
            if record.source != "timeout":
                break
            streak += 1
        last = mine[-1] if mine else None
        stand_in = seat.stand_in or ("away" if away_now(seat.user, utcnow()) else None)
        out.append(SeatInfo(seat.index, seat.name, seat.user.email, seat.link_epoch, seat.joined_at,
                            last.created_at if last else None, last.source if last else None, streak, stand_in))
    return out


def _timeline(game: Game, actions: list[ActionRecord], events: list[EventRecord],
              audit: list[AuditEntry]) -> list[TimelineItem]:
    names = seat_names(game)
    items = [TimelineItem("action", a.created_at, a.seq,
                          f"#{a.seq} {names.get(a.seat, a.seat)} answered {a.prompt_id}: {_compact(a.payload)}",
                          source=a.source, actor=a.seat) for a in actions]
    items += [TimelineItem("event", e.created_at, e.seq, render_text(e.text, names), hidden_to=e.seats)
              for e in events]
    items += [TimelineItem("audit", entry.created_at, entry.id,
                           f"{entry.actor} ({entry.role}): {entry.action} — {entry.reason} "
                           f"[version {entry.version_before} → {entry.version_after}]") for entry in audit]
    return sorted(items, key=lambda i: (i.at, ORDER[i.kind], i.seq or 0))


def _compact(payload: Any) -> str:
    text = payload if isinstance(payload, str) else repr(payload)
    return text if len(text) <= 200 else text[:197] + "..."
