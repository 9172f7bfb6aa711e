"""Explicit Avalon Hill tables for scenario tests: chosen hands, orders and ships."""

from __future__ import annotations

from typing import Any

from engine import get_ruleset
from engine.core import Action, Event
from engine.cosmic_ah2000 import flow, turn
from engine.cosmic_ah2000.cards import DECK

RULES = get_ruleset("cosmic-ah2000")
State = dict[str, Any]


def ids(kind: str, value: int = 0, name: str = "") -> list[int]:
    return [i for i, c in enumerate(DECK) if c.type == kind and c.value == value and c.name == name]


def attack(value: int, copy: int = 0) -> int:
    return ids("attack", value)[copy]


NEGOTIATES = ids("negotiate")


def artifact(name: str, copy: int = 0) -> int:
    return ids("artifact", 0, name)[copy]


def table(
    players: int = 3,
    offense: int = 0,
    hands: dict[int, list[int]] | None = None,
    orders: list[int] | None = None,
    ships: dict[tuple[int, int], int] | None = None,
    warp: dict[int, int] | None = None,
    aliens: dict[int, str] | None = None,
    options: dict[str, Any] | None = None,
    seed: int = 7,
) -> State:
    """A table at the start of ``offense``'s turn, run until the first decision.

    ``hands`` replaces the named seats' hands (the others keep their dealt cards less any named here); the
    deck is the rest, so every card stays accounted for.  ``orders`` lists the order tokens to come (seats,
    first first).  ``ships`` sets ``(planet, seat) -> count``; ``warp`` moves that many of a seat's ships from
    its native planets to the warp (last planet first).  ``aliens`` gives seats their powers directly.
    """
    state, _ = RULES.setup(options or {}, players, seed)
    named = {c for cards in (hands or {}).values() for c in cards}
    for seat in range(players):
        state["hands"][seat] = list((hands or {}).get(seat, [c for c in state["hands"][seat] if c not in named]))
    held = {c for hand in state["hands"] for c in hand}
    state["deck"] = [c for c in range(len(DECK)) if c not in held]
    state["discard"] = []
    if orders:
        pool = state["orders"] + state["orders_discard"]
        for token in orders:
            pool.remove(token)
        state["orders"] = pool + list(reversed(orders))
        state["orders_discard"] = []
    for (planet, seat), count in (ships or {}).items():
        state["planets"][planet][seat] = count
    for seat, count in (warp or {}).items():
        for planet in reversed(range(seat * 5, seat * 5 + 5)):
            moved = min(count, state["planets"][planet][seat])
            state["planets"][planet][seat] -= moved
            state["warp"][seat] += moved
            count -= moved
    if aliens is not None:
        state["aliens"] = [aliens.get(seat, "") for seat in range(players)]
    state.update(step="start_turn", pending=[], windows=[], enc=turn.new_encounter(players))
    state["turn"] = {"offense": offense, "encounter": 1, "number": 1}
    flow.advance(state, [])
    return state


def kinds(state: State) -> list[tuple[str, int]]:
    return [(spec["kind"], spec["seat"]) for spec in state["pending"]]


def answer(state: State, kind: str, seat: int, choice: Any) -> tuple[State, list[Event]]:
    spec = next(s for s in state["pending"] if s["kind"] == kind and s["seat"] == seat)
    return RULES.apply(state, Action(spec["id"], seat, choice))


def answer_all(state: State, kind: str, choice: Any) -> tuple[State, list[Event]]:
    events: list[Event] = []
    while any(s["kind"] == kind for s in state["pending"]):
        spec = next(s for s in state["pending"] if s["kind"] == kind)
        state, ev = answer(state, kind, spec["seat"], choice)
        events += ev
    return state, events


def skip_retrieve(state: State) -> State:
    if any(s["kind"] == "retrieve.colony" for s in state["pending"]):
        state, _ = answer(state, "retrieve.colony", state["turn"]["offense"], "none")
    return state


def launch(state: State, planet: int, ships: dict[int, int], defense: int | None = None) -> State:
    """Steps 3–4: ``ships`` from the offense's colonies; ``defense`` defaults to the planet's system."""
    off = state["turn"]["offense"]
    target = f"{planet}:{planet // 5 if defense is None else defense}"
    state, _ = answer(state, "mothership.launch", off, {"ships": {str(p): n for p, n in ships.items()},
                                                          "target": target})
    return state


def no_invites(state: State) -> State:
    while any(s["kind"] == "alliance.invite" for s in state["pending"]):
        spec = next(s for s in state["pending"] if s["kind"] == "alliance.invite")
        state, _ = answer(state, "alliance.invite", spec["seat"], {"players": []})
    return state


def cards(state: State, offense_card: int, defense_card: int) -> tuple[State, list[Event]]:
    off, defense = state["turn"]["offense"], state["enc"]["defense"]
    events: list[Event] = []
    for seat, cid in ((off, offense_card), (defense, defense_card)):
        if any(s["kind"] == "planning.card" and s["seat"] == seat for s in state["pending"]):
            state, ev = answer(state, "planning.card", seat, f"c{cid}")
            events += ev
    return state, events


def event_kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
