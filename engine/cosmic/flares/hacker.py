"""Hacker's flare.  Wild (main player, once the outcome is known): your opponent collects no compensation from
you.  Super (main player, once the outcome is known): after you take compensation, you give that player as many
cards of your choice from your hand (``hacker.return``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import flow, hands
from engine.cosmic.aliens.hacker import GiveFromHand, chosen, compensation_sides
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import role
from engine.cosmic.prompt_text import say

State = dict[str, Any]


@flare
class HackerWild(Half):
    alien, half, who, points = "Hacker", "wild", "main", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        sides = compensation_sides(state)
        return sides is not None and sides[1] == role(state, seat)

    def hook_compensation(self, state: State, owner: int, count: int, seat: int) -> int:
        return 0 if seat != owner and played(state, owner, "Hacker", "wild") else count


@flare
class HackerSuper(Half):
    alien, half, who, points = "Hacker", "super", "main", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        sides = compensation_sides(state)
        return sides is not None and sides[0] == role(state, seat)

    def hook_compensation_paid(self, state: State, owner: int, taken: list[int], taker: int, giver: int,
                               ev: list[Event]) -> list[int]:
        if taker == owner and taken and played(state, owner, "Hacker", "super"):
            flow.ask(state, "hacker.return", owner, count=len(taken), to=giver)
        return taken


@flow.decision
class HackerReturn(GiveFromHand):
    kind = "hacker.return"

    def text(self, state: State, spec: flow.Spec) -> str:
        return say("hacker.return", seat=spec["to"], count=spec["count"])

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        given = chosen(choice, state["hands"][spec["seat"]])
        hands.give(state, spec["seat"], spec["to"], given)
        ev.append(event("flare.hacker.return", seat=spec["seat"], count=len(given), seat_2=spec['seat'], to=spec['to']))
