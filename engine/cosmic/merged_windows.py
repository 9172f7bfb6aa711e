"""The timing points asked as one response window with ``windows=merged`` (the default for new tables).

By email every window anyone could play in is a day's wait.  Where the encounter goes from one point to
the next with no decision, no card drawn or shown and no ship moved in between, a player learns nothing
between them, so being asked both at once takes no information away: each seat is offered its plays at
both points, a play of the earlier point is carried out there (and the merged window opens again, so the
others decide knowing it), and a play of the later point waits until everyone has passed the earlier one
(:mod:`engine.cosmic.windows`).  A play that happens by itself at the later point (a mandatory power)
keeps the later window its own.  Each merge below says why nothing comes between its two points; the
condition is checked at every round of the window, since a play may change it.
"""

from __future__ import annotations

from typing import Any

from engine.cosmic.planning import refill_due
from engine.cosmic.techs import registry as techs
from engine.cosmic.windows import Merge, merge

State = dict[str, Any]


def _nothing_to_regroup(state: State) -> bool:
    """Between the start of the turn and the regroup point the offense retrieves a ship from the warp and
    the Technology variant asks for research; with neither, nothing happens in between."""
    return state["warp"][state["turn"]["offense"]] == 0 and not techs.on(state)


def _no_new_hand(state: State) -> bool:
    """Between the alliance point and the one before cards are chosen, only a defense without an encounter
    card draws a new hand."""
    return not refill_due(state)


merge("start_turn", Merge(later="regroup", opens="regroup", then="destiny", when=_nothing_to_regroup))
# nothing at all happens between the ships landing on the gate and the invitations' window
merge("launch", Merge(later="alliance.before", opens="alliance.before", then="alliance.invite_offense",
                      when=lambda state: True))
merge("alliance", Merge(later="planning.before", opens="planning", then="planning.choose", when=_no_new_hand))
