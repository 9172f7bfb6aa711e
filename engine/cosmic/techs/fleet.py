"""Techs that move ships or add encounters: Warpspace Key, Coldsleep Ship, Infinity Drive."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board, hands
from engine.cosmic.events import event
from engine.cosmic.techs import registry
from engine.cosmic.techs.registry import Tech, tech

State = dict[str, Any]


@tech
class WarpspaceKey(Tech):
    name, research, who = "Warpspace Key", 3, "offense"
    points = frozenset({"regroup"})
    summary = "discard in your own regroup: all your ships in the warp return to your colonies"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["warp"][seat] > 0 and bool(board.colonies(state, seat))

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        count = state["warp"][seat]
        state["warp"][seat] = 0
        board.place_anywhere(state, seat, count, ev)
        ev.append(event("tech.warpspace", seat=seat, count=count))


@tech
class ColdsleepShip(Tech):
    name, research = "Coldsleep Ship", 9
    points = frozenset({"regroup"})
    summary = ("discard at the start of an encounter: found a colony with up to 4 ships from your colonies on "
               "another player's home planet where you have none")
    MOST = 4

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(self.choices(state, seat, point)) and bool(board.colonies(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, str]]:
        return [(str(p), f"found a colony on {board.planet_label(state, p)}")
                for p in range(len(state["planets"]))
                if board.system_of(state, p) != seat and state["planets"][p][seat] == 0 and board.in_play(state, p)]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """As many ships as can go (up to 4) without emptying a colony, one at least: asking how many would add
        a wait for a choice that rarely differs."""
        planet = int(arg)
        spare = sum(max(0, state["planets"][p][seat] - 1) for p in board.colonies(state, seat))
        sources = board.safest_sources(state, seat, max(1, min(self.MOST, spare)))
        board.take_from_planets(state, seat, sources)
        count = sum(sources.values())
        state["planets"][planet][seat] += count
        ev.append(event("tech.coldsleep", seat=seat, count=count, planet=board.planet_ref(state, planet)))


@tech
class InfinityDrive(Tech):
    name, research, who = "Infinity Drive", 6, "offense"
    points = frozenset({"end_encounter"})
    summary = "discard at the end of an encounter, as the offense: you may have another encounter"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return hands.has_encounter_card(state, seat)

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("tech.infinity", seat=seat))

    def hook_another_encounter(self, state: State, holder: int, another: bool) -> bool:
        return another or (holder == state["turn"]["offense"] and registry.used(state, self.name, holder))


@tech
class OmegaMissile(Tech):
    name, research = "Omega Missile", 8
    points = frozenset({"regroup"})
    summary = "discard at the start of an encounter: remove any planet from the game; the ships on it go to the warp"

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, str]]:
        return [(str(p), f"remove {board.planet_label(state, p)}") for p in range(len(state["planets"]))
                if board.in_play(state, p)]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg)
        state.setdefault("removed_planets", []).append(planet)
        ev.append(event("tech.omega", seat=seat, planet=planet, planet_2=board.planet_ref(state, planet)))
        for owner, count in enumerate(state["planets"][planet]):
            if count:
                state["planets"][planet][owner] = 0
                board.to_warp(state, owner, count, ev, "Omega Missile")
