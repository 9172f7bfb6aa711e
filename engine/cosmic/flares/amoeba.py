"""Amoeba's flare.  Wild (main player, before cards are chosen): add up to four ships from your colonies to the
encounter (even past four in all), or withdraw up to four of your ships from it, as the Amoeba does
(``amoeba.ships`` with ``most`` 4).  Super (ally): the Amoeba may use its power as an ally (see ``aliens/amoeba.py``);
the power is then offered after cards are chosen."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import flow
from engine.cosmic.aliens.amoeba import in_encounter, moves
from engine.cosmic.flare import Half, flare

State = dict[str, Any]
WILD_MOST = 4


@flare
class AmoebaWild(Half):
    alien, half, who, points = "Amoeba", "wild", "main", frozenset({"planning.before"})
    text = f"add or withdraw up to {WILD_MOST} of your ships"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(moves(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, str]]:
        return [(arg, label.replace("ships", f"up to {WILD_MOST} ships", 1)) for arg, label in moves(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if arg in dict(moves(state, seat)):
            flow.ask(state, "amoeba.ships", seat, mode=arg, most=WILD_MOST)


@flare
class AmoebaSuper(Half):
    alien, half, who, points = "Amoeba", "super", "ally", frozenset({"alliance", "planning.before", "planning.after"})
    text = "use your power as an ally"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return in_encounter(state, seat) > 0
