"""Amoeba's flare.  Wild (main player, before cards are chosen): add up to four ships from your colonies to the
encounter (even past four in all), or withdraw up to four of your ships from it, as the Amoeba does
(``amoeba.ships`` with ``most`` 4).  Super (ally): the Amoeba may use its power as an ally (see ``aliens/amoeba.py``);
the power is then offered after cards are chosen."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import flow
from engine.cosmic.aliens.amoeba import in_encounter, moves
from engine.cosmic.flare import Half, flare
from engine.cosmic.prompt_text import say

State = dict[str, Any]
WILD_MOST = 4


@flare
class AmoebaWild(Half):
    alien, half, who, points = "Amoeba", "wild", "main", frozenset({"planning.before"})
    params = {"most": WILD_MOST}

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(moves(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(arg, say(f"flare.amoeba.wild.{arg}", most=WILD_MOST)) for arg, _ in moves(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if arg in dict(moves(state, seat)):
            flow.ask(state, "amoeba.ships", seat, mode=arg, most=WILD_MOST)


@flare
class AmoebaSuper(Half):
    alien, half, who, points = "Amoeba", "super", "ally", frozenset({"alliance", "planning.before", "planning.after"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return in_encounter(state, seat) > 0
