"""Warrior's flare.  Wild (defense, once the outcome is known): right after this encounter, you have an
encounter with the offense in its home system, as its offense (no regroup, no destiny; see
:func:`engine.cosmic.turn.extra_encounter`), and then the offense's turn goes on.  Super (ally, reveal): as an
ally with an attack card on your side, add your tokens to your side's total."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board, turn
from engine.cosmic.aliens.warrior import tokens
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import side_of

State = dict[str, Any]


@flare
class WarriorWild(Half):
    alien, half, who, points = "Warrior", "wild", "defense", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """Not from inside an extra encounter (one at a time), and only with ships to launch."""
        return not turn.in_extra_encounter(state) and board.ships_on_colonies(state, seat) > 0

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        turn.extra_encounter(state, seat, state["turn"]["offense"])


@flare
class WarriorSuper(Half):
    alien, half, who, points = "Warrior", "super", "ally", frozenset({"reveal"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack" and tokens(state) > 0

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = side_of(state, seat)
        if side in parts and played(state, seat, "Warrior", "super"):
            parts[side]["bonus"] += tokens(state)
        return parts
