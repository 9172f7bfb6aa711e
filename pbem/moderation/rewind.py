"""Rewinding a game to before action N: the log is the truth, so the state is rebuilt by replaying it.

The undone actions and their events leave the log (the sequence numbers must
stay dense for replay and for new actions) and are copied whole into the
audit record, hidden information included: moderators may read it, players
never see the audit. Open prompts are closed and reissued from the rewound
state, so old links stop working and each seat gets fresh decision emails.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from flask_babel import gettext, lazy_gettext, lazy_ngettext
from sqlalchemy.orm import Session

from engine.core import Action, State
from pbem import rulesets
from pbem.db import Database
from pbem.models import ActionRecord, EventRecord, Game, OpenPrompt
from pbem.moderation import notices
from pbem.moderation.audit import Actor, Step, perform
from pbem.moderation.models import AuditEntry
from pbem.services import prompts as prompt_table
from pbem.services.errors import BadRequest, Conflict


def state_before(session: Session, game: Game, seq: int) -> State:
    """The game's state with the actions before ``seq`` applied, from its seed (what replay does)."""
    ruleset = rulesets.get_ruleset(game.ruleset)
    state, _events = ruleset.setup(game.options, len(game.seats), game.seed)
    for record in session.scalars(sa.select(ActionRecord).where(ActionRecord.game_id == game.id,
                                                                ActionRecord.seq < seq)
                                  .order_by(ActionRecord.seq)):
        state, _events = ruleset.apply(state, Action(record.prompt_id, record.seat, record.payload))
    return json.loads(json.dumps(state))


def rewind(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
           before_seq: int) -> AuditEntry:
    """Undo action ``before_seq`` and everything after it."""
    def body(step: Step) -> None:
        game, session = step.game, step.session
        if game.status not in ("active", "paused", "finished") or game.state is None:
            raise Conflict(gettext("This game is %(status)s; it cannot be rewound.", status=game.status))
        last = session.scalar(sa.select(sa.func.max(ActionRecord.seq)).where(ActionRecord.game_id == game.id)) or 0
        if last == 0:
            raise BadRequest(gettext("Nothing has been decided in this game yet; there is nothing to rewind."))
        if not 1 <= before_seq <= last:
            raise BadRequest(gettext(
                "Rewind to before an action from 1 (the start of the game) to %(last)d.",
                last=last))
        state = state_before(session, game, before_seq)
        step.details.update(before_seq=before_seq, status_before=game.status,
                            undone=_take_undone(session, game.id, before_seq))
        game.state = state
        game.last_action_seq = before_seq - 1  # the next action takes the first undone number: the log stays dense
        if game.status == "finished":
            game.status, game.result, game.finished_at = "active", None, None
        prompt_table.close_all(session, game.id, step.now)  # old rows, and so old links, stop here
        undone = len(step.details["undone"]["actions"])
        event = notices.log_event(session, game.id, step.now, "moderator.rewind", count=undone,
                                  reason=step.entry.reason)
        _clamp_mail_cursors(session, game, event.seq - 1)
        taken_back = lazy_ngettext(
            "%(num)d decision was taken back (the last one). Decisions open now come in fresh emails; links in older "
            "emails no longer work.",
            "The last %(num)d decisions were taken back. Decisions open now come in fresh emails; links in older "
            "emails no longer work.", undone)
        notices.tell_seats(session, game, game.seats, step.key("rewind"), lazy_gettext("A moderator rewound the game"),
                           step.entry.reason, {s.index: [taken_back] for s in game.seats}, event)
        # New decision emails last, so they follow the notice that explains them.
        opened = prompt_table.sync(session, game, rulesets.get_ruleset(game.ruleset).prompts(state), step.now)
        if game.status == "paused":
            _freeze(opened_rows=[row for row, _prompt in opened], now=step.now)

    return perform(db, game_id, actor, "rewind", reason, seen, body)


def _n(count: int) -> str:
    return "decision" if count == 1 else f"{count} decisions"


def _take_undone(session: Session, game_id: int, before_seq: int) -> dict[str, list[dict[str, Any]]]:
    actions = list(session.scalars(sa.select(ActionRecord).where(
        ActionRecord.game_id == game_id, ActionRecord.seq >= before_seq).order_by(ActionRecord.seq)))
    events = list(session.scalars(sa.select(EventRecord).where(
        EventRecord.game_id == game_id, EventRecord.action_seq >= before_seq).order_by(EventRecord.seq)))
    copied = {
        "actions": [{"seq": a.seq, "seat": a.seat, "prompt_id": a.prompt_id, "payload": a.payload,
                     "source": a.source, "created_at": a.created_at.isoformat()} for a in actions],
        "events": [{"seq": e.seq, "action_seq": e.action_seq, "kind": e.kind, "text": e.text, "seats": e.seats,
                    "created_at": e.created_at.isoformat()} for e in events],
    }
    for row in (*events, *actions):
        session.delete(row)
    session.flush()
    return copied


def _clamp_mail_cursors(session: Session, game: Game, last_kept: int) -> None:
    """A seat told of events that were undone is told again from the last event that still stands."""
    for seat in game.seats:
        seat.mailed_event_seq = min(seat.mailed_event_seq, last_kept)
    session.flush()


def _freeze(opened_rows: list[OpenPrompt], now: datetime) -> None:
    """In a paused game, new deadlines wait too: keep their full time for when it resumes."""
    for row in opened_rows:
        row.paused_left = max(0, int((row.deadline_at - now).total_seconds()))
        row.paused_remind_left = (max(0, int((row.remind_at - now).total_seconds()))
                                  if row.remind_at is not None else None)
