"""Everything one seat may see, in one place: the web page and the API both read it from here.

Hidden information leaves the engine only through ``ruleset.view(state, seat)``
and events whose ``seats`` include the reader.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Session, contains_eager, defer
from sqlalchemy.orm.attributes import set_committed_value

from engine.core import Prompt
from pbem import rulesets
from pbem.models import EventRecord, Game, OpenPrompt, Seat, User
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


# The game with its seats (and their players) and its open prompts in one query, built once (building it and its
# cache key costs a sixth of reading the game with it). Its rows are a row per seat and then a row per open prompt
# (``_PARTS`` says which), not every seat beside every open prompt as joined loads would give, and only the first
# row carries the state: a row is loaded by the ORM, and the state decoded by the driver, once per row.
_PARTS = sa.select(sa.literal(0).label("part")).union_all(sa.select(sa.literal(1))).subquery("parts")
_FIRST = sa.func.row_number().over(order_by=(_PARTS.c.part, Seat.index, OpenPrompt.id)) == 1
GAME_WITH_OPEN_ROWS = (
    sa.select(Game, sa.case((_FIRST, Game.state)).label("first_state"))
    .select_from(Game.__table__.join(_PARTS, sa.true())
                 .outerjoin(Seat.__table__.join(User.__table__, User.id == Seat.user_id),
                            (_PARTS.c.part == 0) & (Seat.game_id == Game.id))
                 .outerjoin(OpenPrompt.__table__, (_PARTS.c.part == 1) & (OpenPrompt.game_id == Game.id)
                            & (OpenPrompt.status == "open")))
    .where(Game.id == sa.bindparam("game_id"))
    .order_by(_PARTS.c.part, Seat.index, OpenPrompt.id)
    .options(defer(Game.state), contains_eager(Game.seats).contains_eager(Seat.user),
             contains_eager(Game.open_rows))
)


def game_with_open_rows(session: Session, game_id: int) -> Game | None:
    """The game with its seats, their players and its open prompts, in one query."""
    found = session.execute(GAME_WITH_OPEN_ROWS, {"game_id": game_id}).unique().first()
    return None if found is None else loaded_state(found[0], found[1])


def loaded_state(game: Game, state: Any) -> Game:
    """``game`` read by :data:`GAME_WITH_OPEN_ROWS`, given the state its first row carried."""
    if "state" not in game.__dict__:  # not in the session with its state already
        set_committed_value(game, "state", state)
    return game


def open_decisions(session: Session | None, game: Game, seat: int, rows: list[OpenPrompt] | None = None,
                   prompts: list[Prompt] | None = None) -> list[OpenDecision]:
    """This seat's open prompts as the engine words them now (players by name, in the seat's language), with their
    stored deadlines.

    ``rows``: the game's open rows, when the caller has them already (then ``session`` may be None: the answer to
    a decision has them as it wrote them, and opens no session to read nothing with); ``prompts``: the rules'
    prompts of the game's state, when the caller has built them (an apply has)."""
    if game.status != "active" or game.state is None:
        return []
    reader = next((s.user for s in game.seats if s.index == seat), None)
    current = _worded(game.ruleset, game.state, seat, names.seat_names(game),
                      reader.language if reader is not None else None, prompts)
    return [OpenDecision(row, current[row.prompt_id])
            for row in (_rows(session, game.id) if rows is None else rows)
            if row.seat == seat and row.prompt_id in current]


def _rows(session: Session | None, game_id: int) -> list[OpenPrompt]:
    """The game's open rows, read, for a caller that did not give them."""
    if session is None:
        raise ValueError("a session to read the open rows with, or the rows")
    return prompt_table.open_rows(session, game_id)


def _worded(ruleset: str, state: dict[str, Any], seat: int, seat_names: names.Names, code: str | None,
            prompts: list[Prompt] | None = None) -> dict[str, Prompt]:
    """The rules' prompts of ``seat`` by id, as a reader of language ``code`` reads them."""
    return {p.id: reader_prompt(ruleset, p, seat_names, code)
            for p in (rulesets.get_ruleset(ruleset).prompts(state) if prompts is None else prompts) if p.seat == seat}


_G, _S, _U, _O = Game.__table__.c, Seat.__table__.c, User.__table__.c, OpenPrompt.__table__.c
_TOKEN_HASH = sa.bindparam("token_hash")
_MINE = _S.api_token_hash == _TOKEN_HASH
# A row per seat (its name), and per open prompt of the seat the token names, which alone carries the state: what
# a player's "what am I asked?" needs, in one Core statement (the ORM's load of the whole game, its seats, their
# players and every open prompt cost more than twice this, most of a player's GET).
_ASKED = (
    sa.select(_S.index, _S.display_name, _MINE.label("mine"), _U.language, _G.ruleset, _G.status,
              sa.case((_MINE, _G.state)).label("state"), _O.prompt_id, _O.deadline_at)
    .select_from(Game.__table__.join(Seat.__table__, _S.game_id == _G.id).join(User.__table__, _U.id == _S.user_id)
                 .outerjoin(OpenPrompt.__table__, (_O.game_id == _G.id) & (_O.seat == _S.index)
                            & (_O.status == "open") & _MINE))
    .where(_G.id == sa.bindparam("game_id"))
    .order_by(_O.id)
)


def asked(conn: sa.Connection, game_id: int, token_hash: str) -> list[tuple[Prompt, datetime]] | None:
    """What the seat whose API token hashes to ``token_hash`` is asked in this game, as :func:`open_decisions`
    words it, each prompt with its deadline; None when no seat of this game has that token (the caller says
    why)."""
    rows = conn.execute(_ASKED, {"game_id": game_id, "token_hash": token_hash}).all()
    mine = [r for r in rows if r.mine]
    if not mine:
        return None
    me = mine[0]
    if me.status != "active" or me.state is None:
        return []
    seat_names = {r.index: r.display_name or f"Seat {r.index + 1}" for r in rows}  # as Seat.name says
    current = _worded(me.ruleset, me.state, me.index, seat_names, me.language)
    return [(current[r.prompt_id], r.deadline_at) for r in mine if r.prompt_id in current]


def waiting_on(session: Session | None, game_id: int, rows: list[OpenPrompt] | None = None) -> list[int]:
    """Which seats the game waits for (not what for: that may be secret); ``session`` as for
    :func:`open_decisions`."""
    return sorted({row.seat for row in (_rows(session, game_id) if rows is None else rows)})


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
