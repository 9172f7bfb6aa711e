"""Vulch (green; any player; mandatory; any phase): takes into its hand every artifact another player
discards, played or not; its own played artifacts are discarded, and a new hand of its own keeps them.  With
its super flare played, flares too, for the rest of the encounter."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import flare
from engine.cosmic.cards import COSMIC
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien

State = dict[str, Any]


@alien
class Vulch(Power):
    name, alert, who, optional = "Vulch", "green", "any", False
    summary = "takes every artifact another player discards; keeps its own artifacts when it draws a new hand"

    def hook_discard(self, state: State, owner: int, cards: list[int], seat: int, why: str,
                     ev: list[Event]) -> list[int]:
        if seat == owner and why != "new hand":
            return cards
        kinds = ("artifact", "flare") if flare.played(state, owner, "Vulch", "super") else ("artifact",)
        taken = [c for c in cards if COSMIC[c].type in kinds]
        if not taken:
            return cards
        state["hands"][owner].extend(taken)
        if seat == owner:
            ev.append(event("power.vulch.keeps", seat=owner, cards=taken))
        else:
            ev.append(event("power.vulch.takes", seat=owner, other=seat, cards=taken))
        return [c for c in cards if c not in taken]
