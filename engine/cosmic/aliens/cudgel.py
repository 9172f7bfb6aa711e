"""Cudgel (green; main player; mandatory; resolution): when it wins an encounter with an attack card, its
opponent also loses as many ships as the Cudgel had in the encounter, chosen by the opponent.

The extra ships come from the opponent's colonies outside the encounter: a losing defense's ships on the
target planet go to the warp anyway, so they cannot pay for the Cudgel too.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option, Say
from engine.cosmic import board, flow
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role
from engine.cosmic.prompt_text import say

State = dict[str, Any]


def own_ships(state: State, seat: int) -> int:
    """The Cudgel's own ships in the encounter: on the gate as the offense, on the planet as the defense."""
    if role(state, seat) == "offense":
        return board.gate_ships(state, seat)
    return state["planets"][state["enc"]["target"]][seat]


def stacks(state: State, seat: int) -> dict[str, int]:
    """The colonies a losing player pays from: all but the target planet."""
    return {str(p): state["planets"][p][seat] for p in board.colonies(state, seat) if p != state["enc"]["target"]}


def lose(state: State, seat: int, ships: dict[str, int], ev: list[Event]) -> None:
    board.take_from_planets(state, seat, ships)
    board.to_warp(state, seat, sum(ships.values()), ev, "crushed by the Cudgel")


@alien
class Cudgel(Power):
    name, alert, who, optional = "Cudgel", "green", "main", False
    points = frozenset({"resolution"})
    summary = "winning with an attack card, its opponent also loses as many ships as the Cudgel had in the encounter"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc, mine = state["enc"], role(state, seat)
        return enc["winner"] == mine and enc["effective"][mine][0] == "attack" and own_ships(state, seat) > 0

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        victim = enc["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]
        have = stacks(state, victim)
        count = min(own_ships(state, seat), sum(have.values()))
        ev.append(event("power.cudgel", seat=victim, count=count, seat_2=seat))
        if count == sum(have.values()) or len(have) == 1:
            lose(state, victim, safest(state, victim, count), ev)
        else:
            flow.ask(state, "cudgel.ships", victim, count=count)


def safest(state: State, seat: int, count: int) -> dict[str, int]:
    """One ship at a time from the biggest stack, emptying no colony if that can be avoided."""
    left = stacks(state, seat)
    taken: dict[str, int] = {}
    for _ in range(count):
        pool = {k: v for k, v in left.items() if v > 1} or {k: v for k, v in left.items() if v > 0}
        if not pool:
            break
        origin = max(pool, key=lambda k: (pool[k], -int(k)))
        left[origin] -= 1
        taken[origin] = taken.get(origin, 0) + 1
    return taken


def any_ships(state: State, seat: int, count: int, r: random.Random) -> dict[str, int]:
    """A random legal payment: one ship at a time from any stack that has one (random players)."""
    left = stacks(state, seat)
    ships: dict[str, int] = {}
    for _ in range(min(count, sum(left.values()))):
        origin = r.choice([k for k, v in left.items() if v])
        left[origin] -= 1
        ships[origin] = ships.get(origin, 0) + 1
    return ships


@flow.decision
class CudgelShips(flow.Decision):
    """The ships the Cudgel's opponent loses; on timeout, as for a failed deal (no colony emptied if avoidable)."""

    kind = "cudgel.ships"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("cudgel.ships", count=spec["count"])

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        have = stacks(state, seat)
        count = min(spec["count"], sum(have.values()))
        opts = tuple(Option(p, say("colony", planet=board.planet_ref(state, int(p)), ships=n)) for p, n in have.items())
        return [Field("ships", say("deal.penalty.ships"), "count_map", opts, min=count, max=count,
                      caps=tuple(have.values()))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        lose(state, spec["seat"], choice["ships"], ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"ships": safest(state, spec["seat"], spec["count"])}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return {"ships": any_ships(state, spec["seat"], spec["count"], r)}
