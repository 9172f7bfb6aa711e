"""Observer (green; main player or ally; mandatory; resolution): as an ally, its ships that would go to the
warp go to its colonies instead; as a main player, its allies' ships do.

The use is made once the outcome is known, when its side loses with such ships in the encounter, so a Cosmic
Zap can stop it; the saved ships then go to their owner's first colony, home colonies first (as a Zombie's),
and to the warp only when the owner has no colony.  It covers ships still in the encounter as they are lost.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role, side_of, used

State = dict[str, Any]


def allies_of(state: State, side: str) -> list[int]:
    enc = state["enc"]
    return list(enc["allies_off"] if side == "offense" else enc["allies_def"])


def protected(state: State, owner: int) -> list[int]:
    """The seats whose ships the Observer keeps out of the warp: itself as an ally, its allies as a main player."""
    side = side_of(state, owner)
    if side is None:
        return []
    return allies_of(state, side) if role(state, owner) in ("offense", "defense") else [owner]


def in_encounter(state: State, seat: int) -> int:
    """An ally's ships in the encounter: on the gate (offense's side) or beside the planet (defense's)."""
    return board.gate_ships(state, seat) + board.ally_ships(state, seat)


@alien
class Observer(Power):
    name, alert, who, optional = "Observer", "green", "main or ally", False
    points = frozenset({"resolution"})
    summary = "losing, its ships as an ally (its allies' as a main player) go to colonies instead of the warp"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        if state["enc"]["winner"] == side_of(state, seat):
            return False
        return any(in_encounter(state, s) for s in protected(state, seat))

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        main = role(state, seat) in ("offense", "defense")
        ev.append(event("power.observer.allies" if main else "power.observer.own", seat=seat))

    def hook_to_warp(self, state: State, owner: int, count: int, seat: int, ev: list[Event]) -> int:
        first = board.first_colony(state, seat)
        if (count <= 0 or first is None or not used(state, owner, self.name) or seat not in protected(state, owner)
                or not in_encounter(state, seat)):
            return count
        state["planets"][first][seat] += count
        ev.append(event("power.observer.saved", count=count, seat=seat, first=board.planet_ref(state, first)))
        return 0
