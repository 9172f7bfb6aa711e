"""Keep the open-prompts table in step with the engine, and write the mail a new prompt needs.

A prompt that stays open across an apply (same id) keeps its row, so its
deadline and its links survive; an id that disappears is closed (or marked
answered, if it was the one just answered); a new id opens a row with a
deadline from the game's pace, and each seat gets one outbox email for the prompts opened for it
(several opened at once are one email, each decision with its own links). A seat a stand-in
covers gets no email: its game is marked for the stand-ins to run after the commit
(:mod:`pbem.services.stand_ins`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

import sqlalchemy as sa
from flask import current_app, has_app_context
from sqlalchemy.orm import Session

from engine.core import Prompt, State
from pbem.mail.compose import mail_decision, mail_decisions
from pbem.models import Game, OpenPrompt
from pbem.services import stand_ins


def deadline_for(game: Game, deadline_class: str, now: datetime) -> tuple[datetime, datetime]:
    """The deadline and the reminder time for a prompt opening now."""
    seconds = int(game.pace.get(deadline_class) or game.pace.get("decision") or 86400)
    deadline = now + timedelta(seconds=seconds)
    before = current_app.config.get("REMIND_BEFORE_SECONDS") if has_app_context() else None
    return deadline, deadline - timedelta(seconds=min(before, seconds // 2) if before else seconds // 4)


def open_rows(session: Session, game_id: int) -> list[OpenPrompt]:
    return list(session.scalars(
        sa.select(OpenPrompt).where(OpenPrompt.game_id == game_id, OpenPrompt.status == "open")
        .order_by(OpenPrompt.id)
    ))


def sync(
    session: Session, game: Game, prompts: list[Prompt], now: datetime, answered: str | None = None,
    rows: list[OpenPrompt] | None = None, later: list[Callable[[], None]] | None = None,
    state: State | None = None,
) -> list[tuple[OpenPrompt, Prompt]]:
    """Bring the table in line with ``prompts``; returns the rows opened now.

    When the answered prompt stays open (a move in a negotiation, such as a
    deal offer), the other players' open prompts are mailed again, since
    what they are asked has changed.  ``rows``: the game's open rows, when the caller has read them
    in this transaction already. ``later``: the mail is not written now but appended there, for a
    caller that flushes many games' new rows at once (their ids go into the links) and then writes it.
    ``state``: the state the prompts come from, when the caller wrote it past ``game`` (the emails read it).
    """
    current = {p.id: p for p in prompts}
    kept: list[tuple[OpenPrompt, Prompt]] = []
    for row in open_rows(session, game.id) if rows is None else rows:
        if row.prompt_id in current and current[row.prompt_id].seat == row.seat:
            kept.append((row, current.pop(row.prompt_id)))
            continue
        row.status = "answered" if row.prompt_id == answered else "closed"
        row.closed_at = now
    opened = []
    for prompt in current.values():
        deadline, remind = deadline_for(game, prompt.deadline_class, now)
        row = OpenPrompt(
            game_id=game.id, seat=prompt.seat, prompt_id=prompt.id, kind=prompt.kind,
            deadline_class=prompt.deadline_class, opened_at=now, deadline_at=deadline,
            remind_at=remind, status="open",
        )
        session.add(row)
        opened.append((row, prompt))
    def mail() -> None:
        seats = {s.index: s for s in game.seats}
        absent = {i for i, seat in seats.items() if stand_ins.covered(seat, now)}
        asked: dict[int, list[tuple[OpenPrompt, Prompt]]] = {}
        for row, prompt in opened:
            if prompt.seat in absent:
                stand_ins.mark_due(session, game.id)
            else:
                asked.setdefault(prompt.seat, []).append((row, prompt))
        for index, decisions in asked.items():
            mail_decisions(session, game, seats[index], decisions, state=state)
        mover = next((row.seat for row, _ in kept if row.prompt_id == answered), None)
        for row, prompt in kept:
            if mover is not None and row.seat != mover:
                if row.seat in absent:
                    stand_ins.mark_due(session, game.id)
                else:
                    mail_decision(session, game, seats[row.seat], row, prompt, revised=True, state=state)

    if later is not None:
        later.append(mail)
    else:
        if opened:
            session.flush()
        mail()
    return opened


def close_all(session: Session, game_id: int, now: datetime) -> None:
    for row in open_rows(session, game_id):
        row.status = "closed"
        row.closed_at = now

