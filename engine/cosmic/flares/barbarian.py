"""Barbarian's flare.  Super (offensive ally, the outcome is known, when the offense won): the Barbarian uses its
power as an offensive ally, keeping one card of the defense's hand per ship of its own on the gate (see
``aliens/barbarian.py``).  (Its wild half, about compensation and rewards, is not in yet.)"""

from __future__ import annotations

from typing import Any

from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import role


@flare
class BarbarianSuper(Half):
    alien, half, who, points = "Barbarian", "super", "ally", frozenset({"resolution"})
    text = "use your power as an offensive ally"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        enc = state["enc"]
        return role(state, seat) == "offensive ally" and enc["winner"] == "offense" and bool(
            state["hands"][enc["defense"]])
