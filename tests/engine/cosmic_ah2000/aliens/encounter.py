"""Shared moves for the alien scenarios: a three-player table where seat 0 attacks seat 1's planet 5."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from tests.engine.cosmic_ah2000.table import answer, artifact, kinds, launch, no_invites, skip_retrieve, table

State = dict[str, Any]
ZAP = artifact("Cosmic Zap")


def start(aliens: dict[int, str], hands: dict[int, list[int]], players: int = 3, last_use: int | None = None,
          **kw: Any) -> State:
    """``last_use``: that seat has lost three native planets' ships to the warp (two native colonies left)."""
    warp = {last_use: 12} if last_use is not None else None
    state = table(players=players, offense=0, orders=[1, 2, 1, 2], hands=hands, aliens=aliens,
                  options={"aliens": "on"}, warp=warp, **kw)
    return state


def pass_all(state: State, events: list[Event] | None = None) -> State:
    """Every open response window passes; what happens meanwhile is added to ``events``."""
    while any(kind == "response" for kind, _ in kinds(state)):
        seat = next(seat for kind, seat in kinds(state) if kind == "response")
        state, ev = answer(state, "response", seat, "pass")
        if events is not None:
            events += ev
    return state


def to_planning(state: State, ships: dict[int, int] | None = None, planet: int = 5) -> State:
    state = pass_all(skip_retrieve(pass_all(state)))
    state = no_invites(launch(state, planet, ships or {0: 2}))
    return pass_all(state)


def respond(state: State, seat: int, key: str) -> tuple[State, list[Event]]:
    return answer(state, "response", seat, key)


def offered(state: State, seat: int) -> list[str]:
    from tests.engine.cosmic_ah2000.table import RULES

    return [o.key for p in RULES.prompts(state) if p.seat == seat and p.kind == "response" for o in p.options]
