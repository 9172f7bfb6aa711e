"""One game whole, as a moderator sees it: everything, hidden information included and marked as such.

Only moderator pages and the moderator API read this module; nothing here is
ever shown to a player.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from engine.core import Prompt
from pbem import rulesets
from pbem.models import ActionRecord, EventRecord, Game, OpenPrompt, OutboxEmail
from pbem.moderation.actions import open_prompts
from pbem.moderation.models import AuditEntry, EngineError, PlayerFlag
from pbem.services.names import render_data, render_text, seat_names

ORDER = {"action": 0, "event": 1, "audit": 2}


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


@dataclass(frozen=True)
class OpenItem:
    row: OpenPrompt
    prompt: Prompt | None
    default: Any


@dataclass(frozen=True)
class TimelineItem:
    kind: str  # action, event or audit
    at: datetime
    seq: int | None
    text: str
    hidden_to: list[int] | None = None  # the seats that may see a hidden event; None: public
    source: str | None = None


@dataclass(frozen=True)
class Overview:
    game: Game
    seats: list[SeatInfo]
    prompts: list[OpenItem]
    timeline: list[TimelineItem]
    outbox: list[OutboxEmail]
    audit: list[AuditEntry]
    flags: list[PlayerFlag]
    errors: list[EngineError]
    views: dict[int | None, dict[str, Any]]
    last_seq: int


def game_overview(session: Session, game: Game) -> Overview:
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
        out.append(SeatInfo(seat.index, seat.name, seat.user.email, seat.link_epoch, seat.joined_at,
                            last.created_at if last else None, last.source if last else None, streak))
    return out


def _timeline(game: Game, actions: list[ActionRecord], events: list[EventRecord],
              audit: list[AuditEntry]) -> list[TimelineItem]:
    names = seat_names(game)
    items = [TimelineItem("action", a.created_at, a.seq,
                          f"#{a.seq} {names.get(a.seat, a.seat)} answered {a.prompt_id}: {_compact(a.payload)}",
                          source=a.source) for a in actions]
    items += [TimelineItem("event", e.created_at, e.seq, render_text(e.text, names), hidden_to=e.seats)
              for e in events]
    items += [TimelineItem("audit", entry.created_at, entry.id,
                           f"{entry.actor} ({entry.role}): {entry.action} — {entry.reason} "
                           f"[version {entry.version_before} → {entry.version_after}]") for entry in audit]
    return sorted(items, key=lambda i: (i.at, ORDER[i.kind], i.seq or 0))


def _compact(payload: Any) -> str:
    text = payload if isinstance(payload, str) else repr(payload)
    return text if len(text) <= 200 else text[:197] + "..."
