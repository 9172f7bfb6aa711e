"""Reincarnator's flare.  Wild (any player, once the outcome is known): give it to a player who is not the
Reincarnator and whose side lost; that player changes at once to a random unused alien, and the flare goes
to its hand.  Super (main player or ally, once the outcome is known, when the Reincarnator would
reincarnate): skip reincarnating this encounter.

The rules data says the wild's player changes "after the encounter"; the engine changes it when the flare
resolves, the same moment of the resolution phase, so the new alien may act at the end of the encounter.
A failed deal is not covered by either half (the flare's window is the attack's outcome)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import alien_swap
from engine.cosmic.aliens.reincarnator import loses
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import REINCARNATOR, held, usable
from engine.cosmic.prompt_text import say

State = dict[str, Any]
RESOLUTION = frozenset({"resolution"})


def targets(state: State) -> list[int]:
    """Players on a losing side who hold no Reincarnator power."""
    return [s for s in range(state["n"]) if state["aliens"][s] and loses(state, s)
            and all(p.name != REINCARNATOR for p in held(state, s))]


@flare
class ReincarnatorWild(Half):
    alien, half, who, points = REINCARNATOR, "wild", "any", RESOLUTION

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(targets(state)) and bool(alien_swap.unused(state))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(s), say("flare.reincarnator.wild.seat", seat=s)) for s in targets(state)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        target = int(arg)
        new = alien_swap.draw(state)
        if new is not None and target in targets(state):
            alien_swap.swap(state, target, new, ev, "the Reincarnator wild flare")

    def afterwards(self, state: State, seat: int, arg: str) -> int | None:
        return int(arg)


@flare
class ReincarnatorSuper(Half):
    alien, half, who, points = REINCARNATOR, "super", "main or ally", RESOLUTION

    def can_use(self, state: State, seat: int, point: str) -> bool:
        power = next((p for p in held(state, seat) if p.name == REINCARNATOR), None)
        return power is not None and usable(state, seat, "end_encounter", power) is not None
