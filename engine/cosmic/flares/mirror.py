"""Mirror's flare.  Wild (main player, reveal): your card becomes an exact copy of your opponent's revealed
card.  Super (main player, after cards are chosen): used instead of the power, the Mirror calls the reversal
on its own card only, or on its opponent's only."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.cards import Card
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.planning import allies_go_home, outcome_kind
from engine.cosmic.powers import mark_used, role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
POINT = "planning.after"


def other_side(state: State, seat: int) -> str:
    return "defense" if role(state, seat) == "offense" else "offense"


@flare
class MirrorWild(Half):
    alien, half, who, points = "Mirror", "wild", "main", frozenset({"reveal"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        eff = state["enc"]["effective"]
        return eff[role(state, seat)] != eff[other_side(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        eff = enc["effective"]
        eff[role(state, seat)] = list(eff[other_side(state, seat)])
        enc["outcome_kind"] = outcome_kind(tuple(eff["offense"]), tuple(eff["defense"]))
        kind, value = eff[role(state, seat)]
        copied = Card(kind, value, "").label
        ev.append(event("flare.mirror", seat=seat, copied=copied))
        if enc["outcome_kind"] == "deal":
            allies_go_home(state, ev)


@flare
class MirrorSuper(Half):
    alien, half, who, points = "Mirror", "super", "main", frozenset({POINT})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return [self.alien, POINT] not in state["enc"]["used_at"]

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(which, say(f"flare.mirror.super.{which}")) for which in ("mine", "theirs")]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """This is the power's use for the encounter: it is not offered again here."""
        mark_used(state, self.alien, POINT)
        state["enc"]["mirror"] = [role(state, seat) if arg == "mine" else other_side(state, seat)]
        ev.append(event("flare.mirror.reversal.own" if arg == "mine" else "flare.mirror.reversal.opponent", seat=seat))
