"""A new hand drawn by a main player, as an occasion the players it concerns may answer.

The printed Miser wild flare answers "when you draw a new hand": before the old hand is shown and discarded, its
holder sets cards aside.  So the phases do not draw a main player's new hand at once: they call :func:`due`,
which opens a window at the occasion ``new_hand`` (see ``engine/cosmic/timing.py``) for the units that name it,
and the hand is drawn when that window closes, then the phase goes on where it said.  With nobody to ask the
window closes at once and the hand is drawn in the same step, as before.

A play there may set cards of the old hand aside (``kept``): they leave the hand before it is discarded and come
back when the encounter ends (``enc["aside"]``, returned by the encounter's cleanup).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import flow, hands
from engine.cosmic.windows import open_window

State = dict[str, Any]
DRAW = "new_hand.draw"


def due(state: State, seat: int, then: str, ev: list[Event]) -> None:
    """``seat`` is to draw a new hand; the game goes on at ``then`` once it has."""
    state["enc"]["new_hand"] = {"seat": seat, "then": then, "kept": []}
    open_window(state, "new_hand", DRAW, ev)
    if state["step"] == DRAW:  # nobody was asked: the hand is drawn now, before anything else this step asks
        draw(state, ev)


def drawing(state: State) -> int | None:
    """The seat whose new hand the open ``new_hand`` window waits on."""
    pending = state["enc"].get("new_hand")
    return None if pending is None else pending["seat"]


def keep(state: State, cards: list[int]) -> None:
    """Set these cards of the old hand aside until the encounter ends."""
    state["enc"]["new_hand"]["kept"].extend(cards)


@flow.step(DRAW)
def draw(state: State, ev: list[Event]) -> None:
    pending = state["enc"].pop("new_hand")
    seat, hand = pending["seat"], state["hands"][pending["seat"]]
    kept = [c for c in pending["kept"] if c in hand]
    for c in kept:
        hand.remove(c)
    if kept:
        state["enc"].setdefault("aside", {}).setdefault(str(seat), []).extend(kept)
    hands.new_hand(state, seat, ev)
    flow.goto(state, pending["then"])
