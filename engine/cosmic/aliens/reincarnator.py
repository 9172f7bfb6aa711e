"""Reincarnator (yellow; main player or ally; mandatory; resolution): when its side loses an encounter (two
morphs: both sides lose) or, as a main player, fails to make a deal, it draws a random unused alien and
becomes it, keeping the Reincarnator sheet beside it (``shared/rules/cosmic-ffg2008.md`` §6, item 34: "keep
Reincarnator too"), so it reincarnates again at its next loss, the current alien going out of the game.

The use is made at the end of the encounter (a Cosmic Zap stops it; the super flare skips it).  A player
using the power lent to it (Philanthropist's flare) reincarnates too and loses its own alien, but does not
keep the Reincarnator.  The drawing and the swap are :mod:`engine.cosmic.alien_swap`'s, shared with
Changing Powers.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import alien_swap
from engine.cosmic.flare import played
from engine.cosmic.powers import REINCARNATOR, Power, alien, role, side_of
from engine.cosmic.prompt_text import say

State = dict[str, Any]


def loses(state: State, seat: int) -> bool:
    """Whether the seat's side lost the encounter, or the seat, as a main player, failed to make a deal."""
    enc = state["enc"]
    if enc["outcome_kind"] == "deal":
        return role(state, seat) in ("offense", "defense") and enc["deal"] is not None and enc["deal"]["made"] is False
    side = side_of(state, seat)
    return side is not None and enc["winner"] in ("offense", "defense", "none") and enc["winner"] != side


@alien
class Reincarnator(Power):
    name, alert, who, optional = REINCARNATOR, "yellow", "main or ally", False
    points = frozenset({"end_encounter"})
    summary = ("when its side loses or its deal fails, it draws a random unused alien and becomes it, keeping "
               "the Reincarnator beside it")

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return (loses(state, seat) and not played(state, seat, REINCARNATOR, "super")
                and bool(alien_swap.unused(state)))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.reincarnator"))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        new = alien_swap.draw(state)
        if new is None:
            return
        own = state["aliens"][seat] == REINCARNATOR
        if own:
            state.setdefault("reincarnated", []).append(seat)
        alien_swap.swap(state, seat, new, ev, "the Reincarnator reincarnates", discard_old=not own)
