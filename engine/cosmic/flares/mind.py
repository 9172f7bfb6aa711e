"""Mind's flare.  Wild (any player, any time): name another player; until the encounter ends you see every
card that player draws from the deck.  Super (not a main player, before invitations): see both main
players' hands."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import timing
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.prompt_text import say

State = dict[str, Any]
ANY_TIME = frozenset(p for p in timing.POINTS if p != "card.played")


@flare
class MindWild(Half):
    alien, half, who, points = "Mind", "wild", "any", ANY_TIME

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(s), say("flare.mind.wild.seat", seat=s))
                for s in range(state["n"]) if s != seat]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        state["enc"]["mind_watch"] = [seat, int(arg)]

    def hook_drawn(self, state: State, seat: int, seen: list[int], drawer: int) -> list[int]:
        """The watched player's draws are shown to the watcher too."""
        if played(state, seat, "Mind", "wild") and state["enc"].get("mind_watch") == [seat, drawer]:
            return [*seen, seat]
        return seen


@flare
class MindSuper(Half):
    alien, half, who, points = "Mind", "super", "not main", frozenset({"alliance.before"})

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        for other in (state["turn"]["offense"], state["enc"]["defense"]):
            hand = sorted(state["hands"][other])
            ev.append(event("power.mind.hand", (seat,), seat=other, cards=hand))
