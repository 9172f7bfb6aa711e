"""The Changing Powers variant (rulebook, "Warianty rozgrywki: Zmienne moce"; option ``changing_powers``).

At the start of its turn the offense draws a new alien sheet, then keeps the old or the new one and
discards the other (out of the game).  The drawn sheet is shown to the offense alone until it is kept; with
Hidden Powers a kept new sheet enters face down.  The draw comes after the offense's hand is checked and
before the start-of-turn window, so the alien it keeps is the one it plays the turn with.  The drawing and
the swap are :mod:`engine.cosmic.alien_swap`'s, shared with the Reincarnator.

No answer in advance: the choice depends on the alien drawn.  The timeout keeps the old alien.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import alien_swap, flow, table_options
from engine.cosmic.events import event
from engine.cosmic.prompt_text import say

State = dict[str, Any]
KEEP, TAKE = "keep", "take"


def offer(state: State) -> bool:
    """Draw the offense a new sheet and ask which it keeps; False when the variant is off or no sheet is left."""
    off = state["turn"]["offense"]
    if table_options.get(state, "changing_powers") != "on" or not state["aliens"] or not state["aliens"][off]:
        return False
    drawn = alien_swap.draw(state)
    if drawn is None:
        return False
    flow.ask(state, "changing.keep", off, drawn=drawn)
    return True


@flow.decision
class KeepAlien(flow.Decision):
    kind = "changing.keep"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("changing.keep", alien=spec["drawn"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        old, drawn = state["aliens"][spec["seat"]], spec["drawn"]
        return [Option(KEEP, say("changing.keep.keep", alien=old)),
                Option(TAKE, say("changing.keep.take", alien=drawn))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat = spec["seat"]
        if choice == TAKE:
            alien_swap.swap(state, seat, spec["drawn"], ev, "Changing Powers")
        else:
            state.setdefault("aliens_out", []).append(spec["drawn"])
            ev.append(event("alien.kept", seat=seat, drawn=spec['drawn']))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The alien the player already plays: nothing changes without its word."""
        return KEEP
