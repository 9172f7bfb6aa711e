"""Deadlines: the sweeper that fires them, the reminders before them, and pausing a game's clock.

The sweeper claims due prompts in a short transaction (``FOR UPDATE SKIP
LOCKED`` on PostgreSQL; on SQLite ``BEGIN IMMEDIATE`` serialises claimers), so
sweepers racing each other share the work instead of doing it twice, then
fires each through :func:`~pbem.services.decisions.apply_decision` with source
``timeout`` and the prompt's row id: the same version check and "is this
prompt still open" check as a player's click. So a deadline fires once, and a
click racing it gives one outcome: whichever commits first; the other finds
the decision taken. A claim is a lease: a sweeper that dies mid-way leaves its
prompts to the next sweep after :data:`CLAIM_LEASE`.

Speed: the claimed prompts of up to :data:`FIRE_TOGETHER` different games
fire in one transaction (:func:`~pbem.services.decisions.apply_timeouts_together`,
each with its own version check); a batch where one of them cannot go as it
stands is rolled back whole and fired one by one, so exactly-once never rests
on the batch. Python's cycle collector waits until a claim's prompts have fired.
"""

from __future__ import annotations

import gc
import logging
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta

import sqlalchemy as sa
from flask_babel import gettext
from sqlalchemy.orm import Session, selectinload

from engine.core import IllegalAction, Prompt
from pbem import rulesets
from pbem.db import Database
from pbem.mail.compose import mail_reminder
from pbem.models import Game, OpenPrompt, Seat, utcnow
from pbem.services import stand_ins
from pbem.services.decisions import TIMEOUT_DEFAULT, Firing, apply_decision, apply_timeouts_together
from pbem.services.errors import Conflict, ServiceError, StalePrompt

log = logging.getLogger(__name__)

BATCH = 500
CLAIM_LEASE = timedelta(minutes=5)
FIRE_TRIES = 3
FIRE_TOGETHER = 100  # firings per transaction; a batch that meets a moved game is redone one by one


@dataclass(frozen=True)
class SweepReport:
    claimed: int
    fired: int
    stale: int


def _due(column: sa.ColumnElement, now: datetime) -> sa.ColumnElement[bool]:
    return sa.and_(
        OpenPrompt.status == "open", column <= now, Game.status == "active",
        sa.or_(OpenPrompt.claimed_at.is_(None), OpenPrompt.claimed_at < now - CLAIM_LEASE),
    )


@dataclass(frozen=True)
class Claimed:
    """A due prompt this sweeper owns: enough to fire it without reading it again."""

    row_id: int
    game_id: int
    seat: int
    prompt_id: str


def claim_due(db: Database, now: datetime, limit: int = BATCH) -> list[Claimed]:
    """Take up to ``limit`` due prompts for this sweeper."""
    due = (sa.select(OpenPrompt.id).join(Game, Game.id == OpenPrompt.game_id)
           .where(_due(OpenPrompt.deadline_at, now))
           .order_by(OpenPrompt.deadline_at, OpenPrompt.id).limit(limit)
           .with_for_update(of=OpenPrompt, skip_locked=True))
    # One statement, which gives back what it claimed (in no order: sorted here into the claim's).
    with db.write() as session:
        claimed = session.execute(
            sa.update(OpenPrompt).where(OpenPrompt.id.in_(due.scalar_subquery()))
            .values(claim_token=uuid.uuid4().hex, claimed_at=now)
            .returning(OpenPrompt.deadline_at, OpenPrompt.id, OpenPrompt.game_id, OpenPrompt.seat,
                       OpenPrompt.prompt_id),
            execution_options={"synchronize_session": False},
        ).all()
    return [Claimed(*row[1:]) for row in sorted(claimed)]


def sweep(db: Database, now: datetime | None = None, limit: int | None = None,
          ask_for_help: Callable[[], None] | None = None) -> dict[str, int]:
    """Fire every due deadline (in batches); the beat task and the embedded ticker call this.

    ``ask_for_help`` is called once, when the first claim comes back full: more is due than one claim
    takes, so another worker may sweep alongside (each claims its own rows). A backlog of thousands, after
    an outage, is then fired by as many processes as the deployment runs, not by one."""
    limit = limit or BATCH
    total = {"claimed": 0, "fired": 0, "stale": 0}
    while True:
        moment = now or utcnow()
        claimed = claim_due(db, moment, limit)
        if not claimed:
            return total
        if ask_for_help is not None and len(claimed) == limit:
            ask_for_help()
        ask_for_help = None
        total["claimed"] += len(claimed)
        with _collector_paused():
            for batch in _batches(claimed):
                if apply_timeouts_together(db, [Firing(c.game_id, c.seat, c.prompt_id, c.row_id) for c in batch],
                                           moment):
                    total["fired"] += len(batch)
                    continue
                for one in batch:
                    total["fired" if fire(db, one, moment) else "stale"] += 1


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector held off while a claim's prompts fire, and let run once after. Why: a firing
    makes and drops thousands of objects (ORM rows, email contexts), so the collector would run every few
    firings, each time walking the surviving objects again, and now and then the whole heap: a fifth of a
    sweep's CPU. Nearly all of them are freed by their reference counts anyway. Another thread that pauses it
    meanwhile leaves it to the first one to turn it back on."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _batches(claimed: list[Claimed]) -> list[list[Claimed]]:
    """The claims in batches of different games: a game's second due prompt goes in a later batch, after
    its first has fired (in claim order, the earlier deadline first)."""
    rounds: list[list[Claimed]] = []
    seen: dict[int, int] = {}
    for one in claimed:
        index = seen.get(one.game_id, 0)
        seen[one.game_id] = index + 1
        if index == len(rounds):
            rounds.append([])
        rounds[index].append(one)
    return [r[i:i + FIRE_TOGETHER] for r in rounds for i in range(0, len(r), FIRE_TOGETHER)]


def fire(db: Database, claimed: Claimed, now: datetime) -> bool:
    """Apply the engine's timeout action for one claimed prompt; False if a player (or another sweeper) won,
    or a moderator moved the deadline past ``now`` meanwhile (then the claim is given back).

    The default is worked out inside the apply transaction, on the state it changes, so a firing
    reads the game once."""
    for _ in range(FIRE_TRIES):
        try:
            apply_decision(db, claimed.game_id, claimed.seat, claimed.prompt_id, TIMEOUT_DEFAULT, "timeout",
                           row_id=claimed.row_id, due_by=now)
            return True
        except StalePrompt:
            _release(db, claimed.row_id)
            return False
        except (IllegalAction, Conflict):
            log.info("timeout for prompt row %s met a moved game; trying again", claimed.row_id)
        except ServiceError as exc:  # paused, finished or cancelled meanwhile
            log.info("timeout for prompt row %s not applied: %s", claimed.row_id, exc.message)
            return False
    return False  # still claimed: the next sweep after the lease tries again


def _release(db: Database, row_id: int) -> None:
    """Give a claim back, so a prompt whose deadline moved fires when the new one passes."""
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).where(OpenPrompt.id == row_id, OpenPrompt.status == "open")
                        .values(claim_token=None, claimed_at=None), execution_options={"synchronize_session": False})


def _engine_prompt(prompts: list[Prompt], row: OpenPrompt) -> Prompt | None:
    return next((p for p in prompts if p.id == row.prompt_id and p.seat == row.seat), None)


def remind(db: Database, now: datetime | None = None, limit: int = BATCH) -> int:
    """Write the reminder email for each prompt whose reminder time has come; each goes out once, and never
    to a seat a stand-in answers for (its player is away or gone: the stand-in decides, not them)."""
    now = now or utcnow()
    written = 0
    with db.write() as session:
        rows = list(session.scalars(
            sa.select(OpenPrompt).join(Game, Game.id == OpenPrompt.game_id)
            .where(OpenPrompt.status == "open", OpenPrompt.remind_at <= now, OpenPrompt.deadline_at > now,
                   Game.status == "active")
            .order_by(OpenPrompt.remind_at).limit(limit)
            .with_for_update(of=OpenPrompt, skip_locked=True)
        ))
        games: dict[int, Game] = {}
        for row in rows:
            # Clearing remind_at is the claim: a second reminder sweep finds nothing to do.
            row.remind_at = None
            game = games.get(row.game_id) or session.get(
                Game, row.game_id, options=[selectinload(Game.seats).selectinload(Seat.user)])
            games[row.game_id] = game
            prompt = _engine_prompt(rulesets.get_ruleset(game.ruleset).prompts(game.state), row)
            seat = next((s for s in game.seats if s.index == row.seat), None)
            if prompt is not None and seat is not None and not stand_ins.covered(seat, now):
                mail_reminder(session, game, seat, row, prompt, now)
                written += 1
    return written


def pause_game(session: Session, game_id: int, now: datetime | None = None) -> None:
    """Stop a game's clock: each open prompt keeps the time it had left (moderators call this)."""
    now = now or utcnow()
    game = _bump(session, game_id, "active", "paused")
    for row in _open_rows(session, game.id):
        row.paused_left = max(0, int((row.deadline_at - now).total_seconds()))
        row.paused_remind_left = (max(0, int((row.remind_at - now).total_seconds()))
                                  if row.remind_at is not None else None)


def resume_game(session: Session, game_id: int, now: datetime | None = None) -> None:
    """Start the clock again: each deadline is as far away as it was when the game was paused."""
    now = now or utcnow()
    game = _bump(session, game_id, "paused", "active")
    for row in _open_rows(session, game.id):
        if row.paused_left is None:
            continue
        row.deadline_at = now + timedelta(seconds=row.paused_left)
        row.remind_at = (now + timedelta(seconds=row.paused_remind_left)
                         if row.paused_remind_left is not None else None)
        row.paused_left = row.paused_remind_left = None


def _bump(session: Session, game_id: int, before: str, after: str) -> Game:
    game = session.get(Game, game_id, populate_existing=True)
    if game is None or game.status != before:
        raise Conflict(gettext("The game is not %(status)s.", status=before))
    moved = session.execute(
        sa.update(Game).where(Game.id == game_id, Game.version == game.version, Game.status == before)
        .values(status=after, version=game.version + 1),
        execution_options={"synchronize_session": False},
    ).rowcount
    if moved != 1:
        raise Conflict(gettext("The game changed meanwhile; try again."))
    session.refresh(game)
    return game


def _open_rows(session: Session, game_id: int) -> list[OpenPrompt]:
    return list(session.scalars(sa.select(OpenPrompt).where(OpenPrompt.game_id == game_id,
                                                            OpenPrompt.status == "open")))
