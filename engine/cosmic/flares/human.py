"""Human's flare.  Wild (main player, reveal): unless the opponent is the Human, your card becomes an
attack 42; the flare then goes to the Human's player (discarded if no one is the Human).  Super (main
player or ally, reveal): add 8 instead of 4, or discard the flare to zap your own power, so your side wins."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.planning import outcome_kind
from engine.cosmic.powers import role, side_of

WILD_ATTACK = 42


def _human_seat(state: dict[str, Any]) -> int | None:
    return next((s for s, a in enumerate(state["aliens"] or []) if a == "Human"), None)


@flare
class HumanWild(Half):
    alien, half, who, points = "Human", "wild", "main", frozenset({"reveal"})
    text = f"your encounter card becomes an attack {WILD_ATTACK}"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        enc = state["enc"]
        other = enc["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]
        return state["aliens"] is None or state["aliens"][other] != "Human"

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        enc["effective"][role(state, seat)] = ["attack", WILD_ATTACK]
        enc["outcome_kind"] = outcome_kind(tuple(enc["effective"]["offense"]), tuple(enc["effective"]["defense"]))

    def afterwards(self, state: dict[str, Any], seat: int, arg: str) -> int | None:
        return _human_seat(state)


@flare
class HumanSuper(Half):
    alien, half, who, points = "Human", "super", "main or ally", frozenset({"reveal"})
    text = "add 8 instead of 4"

    def choices(self, state: dict[str, Any], seat: int, point: str) -> list[tuple[str, str]]:
        return [("8", "add 8 instead of 4"), ("zap", "discard this flare to zap your own power: your side wins")]

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if arg == "zap":
            state["enc"]["zapped"].append(self.alien)
            state["enc"]["forced_winner"] = side_of(state, seat)
            ev.append(event("power.human.self_zap", side=side_of(state, seat)))

    def afterwards(self, state: dict[str, Any], seat: int, arg: str) -> int | None:
        return None if arg == "zap" else seat
