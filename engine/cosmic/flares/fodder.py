"""Fodder's flare.  Wild (a player invited to ally who stayed out, reveal): join the side that invited you
with one ship from a colony you name.  Super (main player, reveal): used instead of the power, the Fodder
discards every attack card in its hand lower than its opponent's card, whatever its own, and adds their
values."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.aliens.fodder import feed, values
from engine.cosmic.cards import COSMIC
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import mark_used, role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
INVITES = {"offense": "invites_off", "defense": "invites_def"}


def inviting_sides(state: State, seat: int) -> list[str]:
    return [side for side, invites in INVITES.items() if seat in state["enc"][invites]]


@flare
class FodderWild(Half):
    alien, half, who, points = "Fodder", "wild", "not main", frozenset({"reveal"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """A bystander now, so an invitation it had was declined; not when the encounter became a deal."""
        return (role(state, seat) == "bystander" and state["enc"]["outcome_kind"] not in ("deal", "morphs")
                and bool(inviting_sides(state, seat)) and bool(board.colonies(state, seat)))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(f"{side}:{p}", say(f"flare.fodder.wild.{side}", planet=board.planet_ref(state, p)))
                for side in inviting_sides(state, seat) for p in board.colonies(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        side, _, planet = arg.partition(":")
        if side not in inviting_sides(state, seat) or not planet.isdigit() or state["planets"][int(planet)][seat] < 1:
            return
        enc = state["enc"]
        state["planets"][int(planet)][seat] -= 1
        stack = enc["gate" if side == "offense" else "dallies"][seat]
        stack[planet] = stack.get(planet, 0) + 1
        enc["allies_off" if side == "offense" else "allies_def"].append(seat)
        ev.append(event("flare.fodder.join", seat=seat, side=side, ships=1))


def lower(state: State, seat: int) -> list[int]:
    theirs = values(state, seat)[1]
    return sorted(c for c in state["hands"][seat] if COSMIC[c].type == "attack" and COSMIC[c].value < theirs)


@flare
class FodderSuper(Half):
    alien, half, who, points = "Fodder", "super", "main", frozenset({"reveal"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return (state["enc"]["outcome_kind"] == "attack" and ["Fodder", "reveal"] not in state["enc"]["used_at"]
                and bool(lower(state, seat)))

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """This is the power's use for the encounter: it is not offered again here."""
        mark_used(state, "Fodder", "reveal")
        cards = lower(state, seat)
        if cards:
            feed(state, seat, cards, ev, "Fodder super flare")

