"""Reserve's flare.  Wild (any player, any time): for the rest of the encounter you take the reinforcement cards
other players discard (played ones too, as the encounter ends).  Super (main player or ally, reveal): play one
attack card of 09 or less as a reinforcement of that value."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import timing
from engine.cosmic.aliens.reserve import as_reinforcement, main_player, reinforce
from engine.cosmic.cards import COSMIC
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.prompt_text import say

State = dict[str, Any]
ANY_TIME = frozenset(p for p in timing.POINTS if p != "card.played")
SUPER_LIMIT = 9


@flare
class ReserveWild(Half):
    alien, half, who, points = "Reserve", "wild", "any", ANY_TIME

    def hook_discard(self, state: State, owner: int, cards: list[int], seat: int, why: str,
                     ev: list[Event]) -> list[int]:
        if seat == owner or not played(state, owner, "Reserve", "wild"):
            return cards
        taken = [c for c in cards if COSMIC[c].type == "reinforcement"]
        if not taken:
            return cards
        state["hands"][owner].extend(taken)
        ev.append(event("flare.reserve", seat=owner, cards=taken, seat_2=seat))
        return [c for c in cards if c not in taken]


@flare
class ReserveSuper(Half):
    alien, half, who, points = "Reserve", "super", "main or ally", frozenset({"reveal"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack" and bool(as_reinforcement(state, seat, SUPER_LIMIT))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(arg, say(f"flare.reserve.super.{side}", card=int(cid[1:]), value=COSMIC[int(cid[1:])].value,
                             seat=main_player(state, side)))
                for arg, _ in as_reinforcement(state, seat, SUPER_LIMIT) for cid, side in [arg.split(":")]]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        reinforce(state, seat, arg, "Reserve super flare", ev)
