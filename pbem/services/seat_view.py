"""Everything one seat may see, in one place: the web page and the API both read it from here.

Hidden information leaves the engine only through ``ruleset.view(state, seat)``
and events whose ``seats`` include the reader.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Session, joinedload

from engine.core import Prompt
from pbem import rulesets
from pbem.models import EventRecord, Game, OpenPrompt, Seat
from pbem.services import names
from pbem.services import prompts as prompt_table
from pbem.services.prompt_text import reader_prompt


@dataclass(frozen=True)
class OpenDecision:
    row: OpenPrompt
    prompt: Prompt


def view(game: Game, seat: int | None) -> dict[str, Any]:
    """The engine's view for this seat, with players named as the service names them."""
    if game.state is None:
        return {}
    return names.render_data(rulesets.get_ruleset(game.ruleset).view(game.state, seat), names.seat_names(game))


# Built once: building the query and its cache key costs a sixth of reading the game with it.
GAME_WITH_OPEN_ROWS = sa.select(Game).where(Game.id == sa.bindparam("game_id")).options(
    joinedload(Game.seats).joinedload(Seat.user), joinedload(Game.open_rows))


def game_with_open_rows(session: Session, game_id: int) -> Game | None:
    """The game with its seats, their players and its open prompts, in one query."""
    return session.scalars(GAME_WITH_OPEN_ROWS, {"game_id": game_id}).unique().first()


def open_decisions(session: Session, game: Game, seat: int, rows: list[OpenPrompt] | None = None,
                   prompts: list[Prompt] | None = None) -> list[OpenDecision]:
    """This seat's open prompts as the engine words them now (players by name, in the seat's language), with their
    stored deadlines.

    ``rows``: the game's open rows, when the caller has them already; ``prompts``: the rules' prompts of the
    game's state, when the caller has built them (an apply has)."""
    if game.status != "active" or game.state is None:
        return []
    seat_names = names.seat_names(game)
    reader = next((s.user for s in game.seats if s.index == seat), None)
    code = reader.language if reader is not None else None
    current = {p.id: reader_prompt(game.ruleset, p, seat_names, code)
               for p in (rulesets.get_ruleset(game.ruleset).prompts(game.state) if prompts is None else prompts)
               if p.seat == seat}
    return [OpenDecision(row, current[row.prompt_id])
            for row in (prompt_table.open_rows(session, game.id) if rows is None else rows)
            if row.seat == seat and row.prompt_id in current]


def waiting_on(session: Session, game_id: int, rows: list[OpenPrompt] | None = None) -> list[int]:
    """Which seats the game waits for (not what for: that may be secret)."""
    return sorted({row.seat for row in (prompt_table.open_rows(session, game_id) if rows is None else rows)})


def visible_events(
    session: Session, game_id: int, seat: int | None, limit: int | None = None
) -> list[EventRecord]:
    """The log as this seat may read it, oldest first; with ``limit``, only the newest that many.

    Visibility is a JSON list, filtered here rather than in SQL so both databases
    behave alike; with a limit the newest rows are read in batches, so a long game
    does not load its whole log for one page.
    """
    query = sa.select(EventRecord).where(EventRecord.game_id == game_id)
    if limit is None:
        return [e for e in session.scalars(query.order_by(EventRecord.seq)) if e.visible_to(seat)]
    found: list[EventRecord] = []
    before: int | None = None
    while len(found) < limit:
        batch_query = query.order_by(EventRecord.seq.desc()).limit(max(limit * 2, 50))
        if before is not None:
            batch_query = batch_query.where(EventRecord.seq < before)
        batch = list(session.scalars(batch_query))
        if not batch:
            break
        found += [e for e in batch if e.visible_to(seat)]
        before = batch[-1].seq
    return list(reversed(found[:limit]))


def find_seat(session: Session, game_id: int, index: int) -> Seat | None:
    return session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == index))
