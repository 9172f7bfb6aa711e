"""Techs that change the planets themselves: the Omega Missile removes one, the Genesis Bomb adds one.

A removed planet stays in ``state["planets"]`` (listed in ``state["removed_planets"]``) so every other
planet keeps its number; the Genesis planet is added after all the printed ones
(:func:`engine.cosmic.board.add_home_planet`)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.events import event
from engine.cosmic.prompt_text import say, target
from engine.cosmic.techs import registry
from engine.cosmic.techs.registry import Tech, tech

State = dict[str, Any]


@tech
class OmegaMissile(Tech):
    name, research = "Omega Missile", 8
    points = frozenset({"regroup"})
    summary = "discard at the start of an encounter: remove any planet from the game; the ships on it go to the warp"

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(p), say("tech.remove", target=target(state, p).to_dict())) for p in range(len(state["planets"]))
                if board.in_play(state, p)]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg)
        state.setdefault("removed_planets", []).append(planet)
        ev.append(event("tech.omega", seat=seat, planet=planet, planet_2=board.planet_ref(state, planet)))
        for owner, count in enumerate(state["planets"][planet]):
            if count:
                state["planets"][planet][owner] = 0
                board.to_warp(state, owner, count, ev, "Omega Missile")


@tech
class GenesisBomb(Tech):
    name, research, hidden = "Genesis Bomb", 4, True
    points = frozenset({"regroup"})
    summary = ("hidden until used; discard at the start of an encounter to add the Genesis planet to your home "
               "system, and colonize it with as many ships as researched the bomb if you like")

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """The box holds one Genesis planet: once it is in the game (even removed again), a bomb does nothing."""
        return not state.get("genesis")

    def _colonists(self, state: State, seat: int) -> dict[str, int]:
        """The ships that researched it, taken back from the colonies they went home to, emptying none."""
        card = registry.completed(state, seat, self.name)
        wanted = card.get("researched", 0) if card is not None else registry.researched(state, self.name)
        spare = sum(max(0, state["planets"][p][seat] - 1) for p in board.colonies(state, seat))
        count = min(wanted, spare)
        return board.safest_sources(state, seat, count) if count else {}

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        count = sum(self._colonists(state, seat).values())
        settle = [(str(count), say("tech.genesis.settle", ships=count))]
        return [*(settle if count else []), ("0", say("tech.genesis.empty"))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        sources = self._colonists(state, seat) if int(arg) else {}
        planet = board.add_home_planet(state, seat)
        board.take_from_planets(state, seat, sources)
        count = sum(sources.values())
        state["planets"][planet][seat] += count
        ev.append(event("tech.genesis" if count else "tech.genesis.empty", seat=seat, planet=planet, count=count,
                        planet_2=board.planet_ref(state, planet)))
