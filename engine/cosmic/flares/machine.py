"""Machine's flare.  Wild (offense, end of the first encounter of its turn): the offense may have a second
encounter even after a failed one, or without an encounter card: then it sets the flare aside, draws a new hand
and takes the flare back.  Super (offense, regroup): draw a card instead of retrieving a ship (the
retrieved ship goes back to the warp)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import hands
from engine.cosmic.flare import Half, flare, played


@flare
class MachineWild(Half):
    alien, half, who, points = "Machine", "wild", "offense", frozenset({"end_encounter"})

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


@flare
class MachineSuper(Half):
    alien, half, who, points = "Machine", "super", "offense", frozenset({"regroup"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return state["enc"]["regrouped"] is not None

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        where = enc["regrouped"]
        if where == "gate":
            enc["gate"][seat]["-1"] -= 1
            enc["gate"][seat] = {k: v for k, v in enc["gate"][seat].items() if v}
        elif state["planets"][int(where)][seat] > 0:
            state["planets"][int(where)][seat] -= 1
        else:  # the ship has left that planet since; nothing to give back
            return
        enc["regrouped"] = None
        state["warp"][seat] += 1
        hands.draw(state, seat, 1, ev, "Machine super flare")
