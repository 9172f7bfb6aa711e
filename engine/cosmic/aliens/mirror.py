"""Mirror (yellow; main player; optional; planning, after cards are chosen): calls a reversal: the two digits
of every revealed attack card swap (15 counts 51, 20 counts 02, 08 counts 80).

The call is blind, before the reveal; the reversal is made as the cards are revealed (``revealed`` hook), so
everything after the reveal (other powers, flares, artifacts) sees the reversed values.  With its super flare
the Mirror calls it instead on one card only, its own or its opponent's (``enc["mirror"]``).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, used
from engine.cosmic.prompt_text import say

State = dict[str, Any]
BOTH = ["offense", "defense"]


def reversed_value(value: int) -> int:
    """The attack value read with its two digits swapped (8 is 08, so it counts 80)."""
    return value % 10 * 10 + value // 10


@alien
class Mirror(Power):
    name, alert, who, optional = "Mirror", "yellow", "main", True
    points = frozenset({"planning.after"})
    summary = "may call a reversal before the reveal: the two digits of every revealed attack card swap"

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.mirror"))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        state["enc"]["mirror"] = BOTH
        ev.append(event("power.mirror", seat=seat))

    def hook_revealed(self, state: State, seat: int, eff: dict[str, list], ev: list[Event]) -> dict[str, list]:
        if not used(state, seat, self.name):
            return eff
        for side in state["enc"].get("mirror", BOTH):
            kind, value = eff[side]
            if kind == "attack" and reversed_value(value) != value:
                eff[side] = ["attack", reversed_value(value)]
                ev.append(event("power.mirror.reversed", side=side, value=value, value_2=reversed_value(value)))
        return eff
