"""Machine's flare.  Wild (offense, end of the first encounter of its turn): the offense may have a second
encounter even after a failed one, or without an encounter card: then it sets the flare aside, draws a new hand
and takes the flare back.  (Its super half, drawing a card instead of retrieving a ship, is not in yet.)"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import hands
from engine.cosmic.flare import Half, flare, played


@flare
class MachineWild(Half):
    alien, half, who, points = "Machine", "wild", "offense", frozenset({"end_encounter"})
    text = "have another encounter, even after a failure or without an encounter card"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """The two-encounter limit stays; offered when it changes something."""
        return state["turn"]["encounter"] == 1 and not (state["enc"]["success"]
                                                         and hands.has_encounter_card(state, seat))

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """The flare is on the stack (set aside) while the new hand is drawn; it then comes back to the hand."""
        if not hands.has_encounter_card(state, seat):
            hands.new_hand(state, seat, ev)

    def hook_another_encounter(self, state: dict[str, Any], owner: int, allowed: bool) -> bool:
        mine = played(state, owner, "Machine", "wild") and owner == state["turn"]["offense"]
        return allowed or (mine and state["turn"]["encounter"] == 1)
