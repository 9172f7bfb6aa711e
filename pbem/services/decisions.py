"""The apply path: one decision taken, in one short transaction, whoever takes it.

Links, the API, the deadline sweeper (source ``timeout``) and moderators all
call :func:`apply_decision`. It re-reads the game, asks the engine, and writes
the new state only if nobody moved first (``version`` check); otherwise it
rolls back and tries again on the fresh state, where the prompt may be gone.
"""

from __future__ import annotations

import copy
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from flask import current_app, has_app_context
from sqlalchemy.orm import Session, joinedload

from engine.core import STANDING, Action, Event, check_shape
from pbem import rulesets
from pbem.db import Database
from pbem.forms import describe_choice
from pbem.mail.compose import mail_result, mail_timeout
from pbem.models import ACTION_SOURCES, ActionRecord, Game, Seat, utcnow
from pbem.moderation.faults import record_apply_error
from pbem.services import prompts as prompt_table
from pbem.services.errors import Conflict, Forbidden, NotFound, StalePrompt
from pbem.services.events import store_events
from pbem.services.games import ensure_playable

log = logging.getLogger(__name__)

ALREADY_DECIDED = "This decision has already been made, or the game has moved past it. Nothing was changed."
DEADLINE_MOVED = "This deadline was moved and has not passed yet. Nothing was changed."
TIMEOUT_DEFAULT: Any = object()  # as a choice: the engine's timeout default, worked out on the state being changed


@dataclass(frozen=True)
class Applied:
    seq: int
    version: int
    choice: Any  # as the rules read it (counts as ints, zero counts dropped)
    events: list[Event]  # only those the acting seat may see
    winners: list[int] | None


class _VersionMoved(Exception):
    pass


def apply_decision(
    db: Database,
    game_id: int,
    seat: int,
    prompt_id: str,
    choice: Any,
    source: str,
    *,
    epoch: int | None = None,
    row_id: int | None = None,
    answers_before: int | None = None,
    within: Callable[[Session, Applied], None] | None = None,
    due_by: datetime | None = None,
) -> Applied:
    """Take one decision for ``seat``.

    ``epoch`` and ``row_id`` come from a signed link (the seat has not changed
    hands; the prompt is the opening the link was made for); ``answers_before``
    is how many times this seat had answered this prompt when its page was
    shown, which turns a second POST of the same page into a refusal even for
    a prompt that stays open. ``within`` runs in the same transaction once the
    decision is written (a moderator's audit entry), so neither lands without
    the other. ``due_by`` is the moment a deadline sweep saw the prompt due: a
    deadline moved past it since (a moderator extended it) refuses the timeout.
    Raises :class:`~engine.core.IllegalAction` or a
    :class:`~pbem.services.errors.ServiceError`.
    """
    if source not in ACTION_SOURCES:
        raise ValueError(f"unknown action source {source!r}")
    retries = _retries()
    for attempt in range(retries):
        try:
            with db.write() as session:
                applied = _apply_once(session, game_id, seat, prompt_id, choice, source,
                                      epoch, row_id, answers_before, due_by)
                if within is not None:
                    within(session, applied)
                return applied
        except _VersionMoved:
            log.info("game %s moved during apply (attempt %d); retrying", game_id, attempt + 1)
        except Exception as exc:
            record_apply_error(db, game_id, seat, prompt_id, source, exc)  # for the moderators' dashboard
            raise
    raise Conflict("The game was busy; please try again.")


@dataclass(frozen=True)
class Firing:
    """One claimed deadline to fire: the engine's timeout default for this seat's prompt opening."""

    game_id: int
    seat: int
    prompt_id: str
    row_id: int


def apply_timeouts_together(db: Database, firings: list[Firing], due_by: datetime) -> bool:
    """Fire several games' deadlines in one transaction, each with its own version and prompt checks.

    All or nothing: if any one of them cannot be applied as it stands (a player or a moderator
    moved its game, the prompt went, the engine refused), the transaction rolls back, nothing is
    written and this answers False; the caller then fires them one by one through
    :func:`apply_decision`, which says what became of each. Why: a commit per firing costs more
    than the firing. Each game appears at most once, and the games are taken in id order so two
    sweepers doing this never wait on each other's row locks in a cycle.
    """
    if len({f.game_id for f in firings}) != len(firings):
        raise ValueError("apply_timeouts_together takes each game once")
    try:
        with db.write() as session:
            for firing in sorted(firings, key=lambda f: f.game_id):
                _apply_once(session, firing.game_id, firing.seat, firing.prompt_id, TIMEOUT_DEFAULT, "timeout",
                            None, firing.row_id, None, due_by)
    except Exception as exc:  # the one-by-one path applies, refuses or records each for itself
        log.info("%d deadlines fired together met %s; firing them one by one", len(firings), type(exc).__name__)
        return False
    return True


def _retries() -> int:
    return current_app.config.get("APPLY_RETRIES", 8) if has_app_context() else 8


def _apply_once(
    session: Session, game_id: int, seat: int, prompt_id: str, choice: Any, source: str,
    epoch: int | None, row_id: int | None, answers_before: int | None, due_by: datetime | None,
) -> Applied:
    game = session.scalars(sa.select(Game).where(Game.id == game_id).options(
        joinedload(Game.seats).joinedload(Seat.user), joinedload(Game.open_rows))).unique().first()
    if game is None:
        raise NotFound("There is no such game.")
    ensure_playable(game)
    if epoch is not None:
        seat_row = next((s for s in game.seats if s.index == seat), None)
        if seat_row is None or seat_row.link_epoch != epoch:
            raise Forbidden("This link belongs to a seat that has changed hands; it no longer works.")
    ruleset = rulesets.get_ruleset(game.ruleset)
    state = game.state
    prompt = None
    rows = list(game.open_rows)
    row = None
    if prompt_id != STANDING:  # an answer given in advance answers no open prompt; the ruleset checks it
        prompt = next((p for p in ruleset.prompts(state) if p.id == prompt_id), None)
        if prompt is None:
            raise StalePrompt(ALREADY_DECIDED)
        if prompt.seat != seat:
            raise Forbidden("This decision belongs to another player.")
        row = next((r for r in rows if r.prompt_id == prompt_id and r.seat == seat), None)
        if row_id is not None:
            if row is None or row.id != row_id:
                raise StalePrompt(ALREADY_DECIDED)
            if due_by is not None and row.deadline_at > due_by:
                raise StalePrompt(DEADLINE_MOVED)
        if answers_before is not None and answers_before != answers_so_far(session, game_id, seat, prompt_id):
            raise StalePrompt(ALREADY_DECIDED)
        if choice is TIMEOUT_DEFAULT:
            choice = ruleset.timeout_action(state, prompt).choice
        choice = check_shape(prompt, choice)
    new_state, events = ruleset.apply(copy.deepcopy(state), Action(prompt_id, seat, choice))
    new_state = json.loads(json.dumps(new_state))
    winners = ruleset.result(new_state)
    now = utcnow()
    version = game.version
    values: dict[str, Any] = {"state": new_state, "version": version + 1}
    if winners is not None:
        values.update(status="finished", result=list(winners), finished_at=now)
    # One statement checks the version, writes the state and takes the next action and event numbers.
    numbers = session.execute(
        sa.update(Game).where(Game.id == game_id, Game.version == version)
        .values(**values, last_action_seq=Game.last_action_seq + 1,
                last_event_seq=Game.last_event_seq + len(events))
        .returning(Game.last_action_seq, Game.last_event_seq),
        execution_options={"synchronize_session": False},
    ).first()
    if numbers is None:
        raise _VersionMoved
    seq, last_event = numbers
    session.add(ActionRecord(game_id=game_id, seq=seq, seat=seat, prompt_id=prompt_id, payload=choice,
                             source=source, created_at=now,
                             answer=None if prompt is None else describe_choice(prompt, choice)))
    store_events(session, game_id, seq, events, now, first_seq=last_event - len(events) + 1)
    if source == "timeout":
        mail_timeout(session, game, seat, prompt, choice, seq, row.deadline_at if row else now)
    if winners is None:
        prompt_table.sync(session, game, ruleset.prompts(new_state), now, answered=prompt_id, rows=rows)
    else:
        prompt_table.sync(session, game, [], now, answered=prompt_id, rows=rows)
        _mail_result(session, game, winners, now, ruleset.view(new_state, None).get("outcome"))
    return Applied(seq=seq, version=version + 1, choice=choice, winners=winners,
                   events=[e for e in events if e.visible_to(seat)])


def answers_so_far(session: Session, game_id: int, seat: int, prompt_id: str) -> int:
    """How often this seat has answered this prompt; a page carries it to make a second POST harmless."""
    return session.scalar(
        sa.select(sa.func.count()).select_from(ActionRecord).where(
            ActionRecord.game_id == game_id, ActionRecord.seat == seat, ActionRecord.prompt_id == prompt_id)
    ) or 0


def _mail_result(session: Session, game: Game, winners: list[int], now: Any,
                 outcome: list[dict[str, Any]] | None = None) -> None:
    mail_result(session, game, winners, now, outcome)
