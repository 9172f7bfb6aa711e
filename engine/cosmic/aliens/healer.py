"""Healer (yellow; any player; optional; end of the encounter): when other players lost ships to the warp in the
encounter, it may heal one of them, or all: their lost ships come back to their colonies and the Healer
draws one card per player healed.

The offer comes at the end of each encounter, for the ships each other player lost to the warp during it
(and that are still there); healed ships go to their owner's first colony, home colonies first.  Compensation
has been collected by then, so a healed negotiator keeps it.  With its super flare played first, the Healer
instead takes one random card per ship healed from each healed player (seen by the two of them only).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board, flare, hands
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say

State = dict[str, Any]
EVERYONE = "all"


def wounded(state: State, healer: int) -> dict[int, int]:
    """Other players' ships lost to the warp this encounter that could go back to a colony."""
    out = {}
    for seat in range(state["n"]):
        count = min(state["enc"]["warped"][seat], state["warp"][seat])
        if seat != healer and count and board.colonies(state, seat):
            out[seat] = count
    return out


@alien
class Healer(Power):
    name, alert, who, optional = "Healer", "yellow", "any", True
    points = frozenset({"end_encounter"})
    summary = "may return other players' ships lost to the warp to their colonies, drawing a card per player healed"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(wounded(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        hurt = wounded(state, seat)
        out = [(str(s), say("power.healer", seat=s, count=n)) for s, n in hurt.items()]
        return out + ([(EVERYONE, say("power.healer.all", count=len(hurt)))] if len(hurt) > 1 else [])

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        hurt = wounded(state, seat)
        healed = list(hurt) if arg == EVERYONE else [int(arg)] if int(arg) in hurt else []
        for patient in healed:
            state["warp"][patient] -= hurt[patient]
            state["enc"]["warped"][patient] -= hurt[patient]
            board.place_anywhere(state, patient, hurt[patient], ev)
            ev.append(event("power.healer", seat=patient, count=hurt[patient], seat_2=seat))
        if not flare.played(state, seat, "Healer", "super"):
            hands.draw(state, seat, len(healed), ev, "Healer")
            return
        for patient in healed:
            taken = hands.take_random(state, patient, seat, hurt[patient])
            ev.append(event("flare.healer", seat=patient, count=len(taken), seat_2=seat))
            ev.append(event("flare.healer.cards", (seat, patient), cards=taken))
