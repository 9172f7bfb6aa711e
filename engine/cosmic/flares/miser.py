"""Miser's flare.  Wild (a main player, when it draws a new hand or will pay compensation): set the two cards you
would miss most aside, face down, until the encounter ends.  Super (offense, regroup): add the deck's top card to
your hoard.

Paying compensation can be foreseen once the outcome is known; the cards set aside are out of its reach and the
flare goes back to the hand at once, as every flare does.  A new hand is an occasion of its own
(``engine/cosmic/new_hand.py``): the flare is set aside with the two cards, so neither it nor they are discarded
with the old hand, and the new hand is still a full eight.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import new_hand
from engine.cosmic.aliens.miser import hoard
from engine.cosmic.cards import FLARE_OF, keep_rank
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
    alien, half, who, points = "Miser", "wild", "main", frozenset({"resolution", "new_hand"})
    params = {"count": ASIDE}

    def can_use(self, state: State, seat: int, point: str) -> bool:
        if point == "new_hand":
            return new_hand.drawing(state) == seat
        return pays_compensation(state, seat) and len(state["hands"][seat]) > 0

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        hand = state["hands"][seat]
        best = sorted(hand, key=lambda c: (keep_rank(c), c))[-ASIDE:]
        if point == "new_hand":  # they leave with the flare (back in the hand by then) as the old hand goes
            best.append(FLARE_OF["Miser"])
            new_hand.keep(state, best)
        else:
            for c in best:
                hand.remove(c)
            state["enc"].setdefault("aside", {}).setdefault(str(seat), []).extend(best)
        ev.append(event("flare.miser", seat=seat, count=len(best)))


@flare
class MiserSuper(Half):
    alien, half, who, points = "Miser", "super", "offense", frozenset({"regroup"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["deck"])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if not state["deck"]:
            return
        hoard(state).append(state["deck"].pop())
        ev.append(event("flare.miser.hoard", seat=seat))
