"""Cudgel's flare.  Wild (offense, the outcome is known): when the offense wins and lands on the target planet,
every other player's ships there go to the warp (not this encounter's allies; the defense's go anyway).
Super (main player, the outcome is known): when the Cudgel's power hits its opponent, the opposing allies it
chooses (one, or all) each lose as many ships as the Cudgel had in the encounter, of their choice."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board, flow
from engine.cosmic.aliens.cudgel import Cudgel, lose, own_ships, safest, stacks
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
EVERYONE = "all"


def bystanders_on_target(state: State) -> dict[int, int]:
    """Ships on the target planet of players who are neither main players nor allies this encounter."""
    enc = state["enc"]
    spared = {state["turn"]["offense"], enc["defense"], *enc["allies_off"], *enc["allies_def"]}
    ships = state["planets"][enc["target"]]
    return {s: n for s, n in enumerate(ships) if n and s not in spared}


@flare
class CudgelWild(Half):
    alien, half, who, points = "Cudgel", "wild", "offense", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["winner"] == "offense" and bool(bystanders_on_target(state))

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        target = state["enc"]["target"]
        for victim, count in bystanders_on_target(state).items():
            state["planets"][target][victim] = 0
            board.to_warp(state, victim, count, ev, "Cudgel flare")


def opposing_allies(state: State, seat: int) -> dict[int, int]:
    """Opposing allies with ships outside the encounter, and how many they lose."""
    enc = state["enc"]
    allies = enc["allies_def"] if role(state, seat) == "offense" else enc["allies_off"]
    count = own_ships(state, seat)
    return {a: min(count, sum(stacks(state, a).values())) for a in allies if sum(stacks(state, a).values())}


@flare
class CudgelSuper(Half):
    alien, half, who, points = "Cudgel", "super", "main", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return Cudgel().can_use(state, seat, point) and bool(opposing_allies(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        hit = opposing_allies(state, seat)
        out = [(str(a), say("flare.cudgel.super.ally", seat=a, count=n)) for a, n in hit.items()]
        return out + ([(EVERYONE, say("flare.cudgel.super.every"))] if len(hit) > 1 else [])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        hit = opposing_allies(state, seat)
        for victim in list(hit) if arg == EVERYONE else [int(arg)] if int(arg) in hit else []:
            have, count = stacks(state, victim), hit[victim]
            ev.append(event("flare.cudgel", seat=victim, count=count))
            if count == sum(have.values()) or len(have) == 1:
                lose(state, victim, safest(state, victim, count), ev)
            else:
                flow.ask(state, "cudgel.ships", victim, count=count)
