"""The log is the truth: rebuild a game from seed, options and actions, and compare with the cache."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from engine.core import Action
from pbem import rulesets
from pbem.models import ActionRecord, Game, Seat
from pbem.services.errors import NotFound


@dataclass(frozen=True)
class ReplayReport:
    game_id: int
    actions: int
    matches: bool
    differences: list[str]


def replay(session: Session, game_id: int) -> ReplayReport:
    game = session.get(Game, game_id)
    if game is None:
        raise NotFound(f"There is no game {game_id}.")
    if game.state is None:
        return ReplayReport(game_id, 0, True, [])
    ruleset = rulesets.get_ruleset(game.ruleset)
    players = session.scalar(sa.select(sa.func.count()).select_from(Seat).where(Seat.game_id == game_id))
    state, _events = ruleset.setup(game.options, players, game.seed)
    records = session.scalars(
        sa.select(ActionRecord).where(ActionRecord.game_id == game_id).order_by(ActionRecord.seq))
    count = 0
    for record in records:
        state, _events = ruleset.apply(state, Action(record.prompt_id, record.seat, record.payload))
        count += 1
    state = json.loads(json.dumps(state))
    differences = _differences(state, game.state)
    return ReplayReport(game_id, count, not differences, differences)


def _differences(replayed: Any, cached: Any, path: str = "state", limit: int = 20) -> list[str]:
    """Where two JSON values part ways, as readable paths (at most ``limit``)."""
    out: list[str] = []
    if isinstance(replayed, dict) and isinstance(cached, dict):
        for key in sorted(set(replayed) | set(cached), key=str):
            if key not in cached:
                out.append(f"{path}.{key}: only in the replay")
            elif key not in replayed:
                out.append(f"{path}.{key}: only in the cached state")
            else:
                out += _differences(replayed[key], cached[key], f"{path}.{key}", limit - len(out))
            if len(out) >= limit:
                break
    elif isinstance(replayed, list) and isinstance(cached, list) and len(replayed) == len(cached):
        for i, (a, b) in enumerate(zip(replayed, cached, strict=True)):
            out += _differences(a, b, f"{path}[{i}]", limit - len(out))
            if len(out) >= limit:
                break
    elif replayed != cached or type(replayed) is not type(cached):
        out.append(f"{path}: replay gives {json.dumps(replayed)[:80]}, cache has {json.dumps(cached)[:80]}")
    return out[:limit]
