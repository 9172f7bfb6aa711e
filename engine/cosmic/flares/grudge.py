"""Grudge's flare.  Wild (main player, once the outcome is known, when your opponent won): its allies gain
nothing and take their ships home (offensive allies found no colony, defensive allies take no reward).  Super
(main player, once the outcome is known, while grudge tokens are held): every holder loses four ships whatever
the result (the power's loss at the end of the encounter reads this half)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import homeward
from engine.cosmic.aliens.grudge import holders
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import role

State = dict[str, Any]


def opponent_allies(state: State, seat: int) -> tuple[str, list[int]]:
    """The allies' list key of the opponent's side, and who is on it."""
    key = "allies_def" if role(state, seat) == "offense" else "allies_off"
    return key, list(state["enc"][key])


@flare
class GrudgeWild(Half):
    alien, half, who, points = "Grudge", "wild", "main", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        opponent = "defense" if role(state, seat) == "offense" else "offense"
        return enc["winner"] == opponent and bool(opponent_allies(state, seat)[1])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        key, allies = opponent_allies(state, seat)
        for ally in allies:
            homeward.send_home(state, ally, enc["gate"][ally], ev)
            homeward.send_home(state, ally, enc["dallies"][ally], ev)
            enc["gate"][ally], enc["dallies"][ally] = {}, {}
        enc[key] = []
        if allies:
            ev.append(event("flare.grudge", seats=allies))


@flare
class GrudgeSuper(Half):
    alien, half, who, points = "Grudge", "super", "main", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(holders(state))
