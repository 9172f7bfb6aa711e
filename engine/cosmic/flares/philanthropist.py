"""Philanthropist's flare.  Wild (any player, regroup): send one of your ships to the warp to lend your alien
power to another player for the encounter; they cannot refuse, and you cannot use it meanwhile.  Which
ship goes is a prompt of its own (``philanthropist.ship``), asked only when there is a choice.  Super (main
player or ally, before cards are chosen): the encounter card the power gave a main player this encounter must
be that player's encounter card."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board, deal, flow
from engine.cosmic.cards import COSMIC
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import active
from engine.cosmic.prompt_text import say

State = dict[str, Any]


def gift(state: State) -> tuple[int, int] | None:
    """The receiver and the encounter card the power gave this encounter, while the receiver still holds it."""
    given = state["enc"].get("gift")
    if given is None or given[1] not in state["hands"][given[0]] or not COSMIC[given[1]].is_encounter:
        return None
    return given[0], given[1]


@flare
class PhilanthropistWild(Half):
    alien, half, who, points = "Philanthropist", "wild", "any", frozenset({"regroup"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """Only a working power can be lent (not one lost, zapped, or the Philanthropist's own: that is the super
        half's), and it costs a ship from a colony."""
        return active(state, seat) and bool(board.colonies(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        power = state["aliens"][seat]
        return [(str(to), say("flare.philanthropist.wild.seat", alien=power, seat=to))
                for to in range(state["n"]) if to != seat]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if not active(state, seat) or not board.colonies(state, seat):
            return
        to, power = int(arg), state["aliens"][seat]
        state["enc"]["lent"] = {"from": seat, "to": to, "alien": power}
        ev.append(event("flare.philanthropist.lend", seat=seat, to=to, alien=power))
        deal.lose_ships(state, seat, ShipLent.kind, ev, "Philanthropist flare", count=1)


@flow.decision
class ShipLent(deal.Penalty):
    kind = "philanthropist.ship"
    why = "Philanthropist flare"

    def text(self, state: State, spec: flow.Spec) -> str:
        return say("philanthropist.ship")


@flare
class PhilanthropistSuper(Half):
    alien, half, who, points = "Philanthropist", "super", "main or ally", frozenset({"planning.before"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return gift(state) is not None

    def hook_encounter_cards(self, state: State, owner: int, cards: list[int], seat: int) -> list[int]:
        given = gift(state)
        if given is None or given[0] != seat or given[1] not in cards:
            return cards
        return [given[1]] if played(state, owner, "Philanthropist", "super") else cards
