"""Parasite's flare.  Wild (any player, any time): while another player's power is lost for lack of home
colonies, found a one-ship colony on one of its home planets (one ship from your colonies).  Super (not a main
player, before invitations): ally this encounter with any number of ships."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board, timing
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.prompt_text import say

State = dict[str, Any]
ANY_TIME = frozenset(p for p in timing.POINTS if p != "card.played")


def planets(state: State, seat: int) -> list[int]:
    """Home planets of players whose power is lost, where the seat has no colony yet."""
    return [p for other in range(state["n"]) if other != seat and state["power_lost"][other]
            for p in board.home_planets(state, other) if state["planets"][p][seat] == 0 and board.in_play(state, p)]


@flare
class ParasiteWild(Half):
    alien, half, who, points = "Parasite", "wild", "any", ANY_TIME

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(planets(state, seat)) and board.ships_on_colonies(state, seat) > 1  # rarely a planet to take

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(p), say("flare.parasite.wild.planet", planet=board.planet_ref(state, p)))
                for p in planets(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg)
        if state["planets"][planet][seat] or board.ships_on_colonies(state, seat) < 2:
            return
        board.take_from_planets(state, seat, board.safest_sources(state, seat, 1))
        state["planets"][planet][seat] = 1
        ev.append(event("flare.parasite", seat=seat, planet=planet, planet_2=board.planet_ref(state, planet)))


@flare
class ParasiteSuper(Half):
    alien, half, who, points = "Parasite", "super", "not main", frozenset({"alliance.before"})

    def hook_encounter_ships(self, state: State, owner: int, most: int, seat: int) -> int:
        if seat == owner and played(state, owner, "Parasite", "super"):
            return max(most, board.ships_on_colonies(state, owner))
        return most
