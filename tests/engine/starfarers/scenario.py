"""Explicit tables for scenario tests: a beginner game put where the test needs it."""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Action, Event, Prompt
from engine.starfarers import flow, table
from engine.starfarers.components import RESOURCES
from engine.starfarers.production import new_turn
from engine.starfarers.setup import place_ship
from tests.engine.starfarers.invariants import RULES

State = dict[str, Any]
YELLOW, RED, WHITE, BLUE = 0, 1, 2, 3


def empty_hand() -> dict[str, int]:
    return {r: 0 for r in RESOURCES}


def game(players: int = 4, layout: str = "beginner", seed: int = 3) -> State:
    state, _ = RULES.setup({"layout": layout}, players, seed)
    return state


def give(state: State, seat: int, **cards: int) -> None:
    """Set a hand exactly, moving the difference from or to the supply so nothing is created."""
    for r in RESOURCES:
        want = cards.get(r, 0)
        delta = want - state["hands"][seat][r]
        if delta > state["supply"][r]:
            need = delta - state["supply"][r]
            for _ in range(need):
                state["reserve"].remove(r)
            state["supply"][r] += need
        state["supply"][r] -= delta
        state["hands"][seat][r] = want


def trade_phase(state: State, seat: int) -> State:
    """The trade-and-build phase of ``seat``'s turn, with its turn.action open."""
    state["turn"] = new_turn(seat, (state["turn"] or {"number": 0})["number"] + 1)
    state["turn"]["phase"] = "trade"
    state["step"] = "trade"
    state["pending"] = []
    state["offer"] = None
    flow.advance(state, [])
    return state


def prompt(state: State, kind: str, seat: int | None = None) -> Prompt:
    found = [p for p in RULES.prompts(state) if p.kind == kind and (seat is None or p.seat == seat)]
    assert found, f"no open {kind} prompt; open: {[(p.kind, p.seat) for p in RULES.prompts(state)]}"
    return found[0]


def act(state: State, kind: str, choice: Any, seat: int | None = None) -> tuple[State, list[Event]]:
    p = prompt(state, kind, seat)
    return RULES.apply(state, Action(p.id, p.seat, choice))


def keys(state: State, kind: str = "turn.action", seat: int | None = None) -> list[str]:
    return [o.key for o in prompt(state, kind, seat).options]


def rng_for(state: State, draws: list[tuple[int, int]]) -> int:
    """A stream value whose next draws are ``randbelow(bound) == value`` for each pair."""
    for x in range(1, 2_000_000):
        probe = {"rng": x}
        if all(rng.randbelow(probe, bound) == value for bound, value in draws):
            return x
    raise AssertionError("no stream value found")


def force_roll(state: State, a: int, b: int) -> None:
    state["rng"] = rng_for(state, [(6, a - 1), (6, b - 1)])


def force_shake(state: State, first: str, second: str) -> None:
    """The next mothership shake shows these two balls (see table.shake)."""
    balls = ["black", "blue", "yellow", "yellow", "red"]
    i = balls.index(first)
    j = balls.index(second) if second != first else balls.index(second, i + 1)
    state["rng"] = rng_for(state, [(5, i), (4, j if j < i else j - 1)])


def ship_of(state: State, seat: int, kind: str | None = None) -> str:
    return next(k for k, s in state["ships"].items() if s["seat"] == seat and (kind is None or s["kind"] == kind))


def put_ship(state: State, seat: int, kind: str, point: int) -> str:
    for k, s in list(state["ships"].items()):
        if s["at"] == point:
            del state["ships"][k]
    return place_ship(state, seat, kind, point)


def clear_ships(state: State) -> None:
    state["ships"] = {}


def flight_phase(state: State, seat: int, speed: int) -> State:
    """``seat`` in its flight phase at ``speed``, no encounter."""
    trade_phase(state, seat)
    state["pending"] = []
    turn = state["turn"]
    turn.update(phase="flight", balls=["yellow", "blue"], speed=speed,
                left={k: speed for k in table.ships(state, seat)},
                started_on={k: state["ships"][k]["at"] for k in table.ships(state, seat)})
    state["step"] = "flight"
    flow.advance(state, [])
    return state




def start_turn(state: State, seat: int, a: int, b: int) -> list[Event]:
    """``seat``'s turn begins with the dice showing a and b."""
    state["turn"] = new_turn(seat, 1)
    state["step"] = "turn_start"
    state["pending"] = []
    force_roll(state, a, b)
    ev: list[Event] = []
    flow.advance(state, ev)
    return ev
