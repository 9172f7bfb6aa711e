"""Filch's flare.  Wild (any player, as another player's artifact or flare is played, on the stack's
``card.played`` reaction point): discard a negotiate to steal it: its effect is cancelled and the card goes to
your hand.  Super (any player, end of the encounter): the Filch takes a used encounter card, either main
player's, even when it is not one of them (a Clone keeping its own card still wins the card)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import hands
from engine.cosmic.cards import COSMIC
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.prompt_text import say

State = dict[str, Any]


def negotiate(state: State, seat: int) -> int | None:
    held = [c for c in state["hands"][seat] if COSMIC[c].type == "negotiate"]
    return min(held) if held else None


@flare
class FilchWild(Half):
    alien, half, who, points = "Filch", "wild", "any", frozenset({"card.played"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        top = state["stack"][-1] if state["stack"] else None
        return (top is not None and top["seat"] != seat and not top["cancelled"] and top["card"] is not None
                and COSMIC[top["card"]].type in ("artifact", "flare") and negotiate(state, seat) is not None)

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("flare.filch.wild.steal", card=state["stack"][-1]["card"]))]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """The stolen card is the next item on the stack: it is cancelled and leaves it for this hand."""
        cost = negotiate(state, seat)
        if not state["stack"] or cost is None:
            return
        target = state["stack"][-1]
        card, target["card"], target["cancelled"] = target["card"], None, True
        state["hands"][seat].remove(cost)
        hands.discard(state, seat, [cost], ev, "Filch flare")
        state["hands"][seat].append(card)
        ev.append(event("flare.filch", seat=seat, seat_2=target['seat'], card=card))


def unclaimed(state: State) -> list[tuple[str, int]]:
    enc = state["enc"]
    return [(r, c) for r, c in enc["cards"].items() if c is not None and str(c) not in enc["to_hand"]]


@flare
class FilchSuper(Half):
    alien, half, who, points = "Filch", "super", "any", frozenset({"end_encounter"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(unclaimed(state))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(r, say(f"flare.filch.super.{r}", card=c)) for r, c in unclaimed(state)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        card = dict(unclaimed(state)).get(arg)
        if card is not None:
            state["enc"]["to_hand"][str(card)] = seat
