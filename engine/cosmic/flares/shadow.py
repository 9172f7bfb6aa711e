"""Shadow's flare.  Wild (defense, once the outcome is known): losing to an attack, send one of your ships
from a colony outside the encounter to the warp and every ship on the gate with it; the winners found no
colony.  Super (offense, destiny): after the power took a ship on your own turn, retrieve one of your ships
from the warp."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.prompt_text import say

State = dict[str, Any]


@flare
class ShadowWild(Half):
    alien, half, who, points = "Shadow", "wild", "defense", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        return (enc["winner"] == "offense" and enc["effective"]["offense"][0] == "attack"
                and bool(self.choices(state, seat, point)))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(p), say("flare.shadow.wild.planet", planet=board.planet_ref(state, p)))
                for p in board.colonies(state, seat) if p != state["enc"]["target"]]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg)
        if state["planets"][planet][seat] == 0:
            return
        state["planets"][planet][seat] -= 1
        board.to_warp(state, seat, 1, ev, "Shadow flare")
        enc = state["enc"]
        for other in range(state["n"]):
            board.to_warp(state, other, board.gate_ships(state, other), ev, "taken by the Shadow flare")
            enc["gate"][other] = {}
        ev.append(event("flare.shadow", seat=seat))


@flare
class ShadowSuper(Half):
    alien, half, who, points = "Shadow", "super", "offense", frozenset({"destiny"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return ([self.alien, "destiny"] in state["enc"]["used_at"] and state["warp"][seat] > 0
                and bool(board.colonies(state, seat)))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(p), say("flare.shadow.super.planet", planet=board.planet_ref(state, p)))
                for p in board.colonies(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg)
        if not board.retrieve(state, seat, planet):
            return
        ev.append(event("flare.shadow.retrieve", seat=seat, planet=board.planet_ref(state, planet)))
