"""Miser's flare.  Wild (any player, once the outcome is known, when you will pay compensation): set the two cards
you would miss most aside, face down, until the encounter ends, out of the compensation's reach.  Super
(offense, regroup): add the deck's top card to your hoard.

The printed wild also answers drawing a new hand; the engine has no window at that moment, so it is offered
where paying compensation can be foreseen.  The flare itself goes back to the hand at once, as every flare does.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.aliens.miser import hoard
from engine.cosmic.cards import keep_rank
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import role

State = dict[str, Any]
ASIDE = 2


def pays_compensation(state: State, seat: int) -> bool:
    """The main player whose attack beat a negotiate: its opponent takes compensation from it."""
    enc = state["enc"]
    mine = role(state, seat)
    return (enc["outcome_kind"] == "compensation" and enc["winner"] == mine
            and enc["effective"][mine][0] == "attack" and not enc["ionic_gas"])


@flare
class MiserWild(Half):
    alien, half, who, points = "Miser", "wild", "main", frozenset({"resolution"})
    text = f"set your {ASIDE} best cards aside until the encounter ends"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return pays_compensation(state, seat) and len(state["hands"][seat]) > 0

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        hand = state["hands"][seat]
        best = sorted(hand, key=lambda c: (keep_rank(c), c))[-ASIDE:]
        for c in best:
            hand.remove(c)
        state["enc"].setdefault("aside", {}).setdefault(str(seat), []).extend(best)
        ev.append(event("flare.miser", seat=seat, count=len(best)))


@flare
class MiserSuper(Half):
    alien, half, who, points = "Miser", "super", "offense", frozenset({"regroup"})
    text = "add the deck's top card to your hoard"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["deck"])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if not state["deck"]:
            return
        hoard(state).append(state["deck"].pop())
        ev.append(event("flare.miser.hoard", seat=seat))
