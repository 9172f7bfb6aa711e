"""Spiff (green; offense; optional; resolution): losing an encounter of two attack cards by 10 or more, it
crash-lands one of its ships from the gate on the target planet instead of sending it to the warp.

The landing is made as the power is used, once the outcome is known and before its effects, so the other
ships on the gate then go to the warp as usual.  The encounter is still lost: it is not a success.  "Lost by"
is the difference between the two totals, whatever made the defense win (an Anti-Matter, an upset).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board, flare, resolution
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say

State = dict[str, Any]
MARGIN = 10
SUPER_MARGIN = 5  # with its super flare


def lost_by(state: State) -> int | None:
    """How much the offense lost by, when both cards were attacks and the defense won; else ``None``."""
    enc = state["enc"]
    if enc["outcome_kind"] != "attack" or enc["winner"] != "defense":
        return None
    totals = resolution.totals(state)
    return abs(totals["defense"] - totals["offense"])


@alien
class Spiff(Power):
    name, alert, who, optional = "Spiff", "green", "offense", True
    points = frozenset({"resolution"})
    summary = "losing an encounter of two attacks by 10 or more, may land one of its ships on the target planet"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        margin = SUPER_MARGIN if flare.played(state, seat, "Spiff", "super") else MARGIN
        by = lost_by(state)
        return by is not None and by >= margin and board.gate_ships(state, seat) > 0

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.spiff", planet=board.planet_ref(state, state["enc"]["target"])))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        gate = enc["gate"][seat]
        if not gate:
            return
        origin = max(gate, key=lambda k: (gate[k], k))
        gate[origin] -= 1
        if not gate[origin]:
            del gate[origin]
        target = enc["target"]
        founded = state["planets"][target][seat] == 0
        state["planets"][target][seat] += 1
        kind = "power.spiff.founds" if founded else "power.spiff.joins"
        ev.append(event(kind, seat=seat, planet=target, target=board.planet_ref(state, target)))
