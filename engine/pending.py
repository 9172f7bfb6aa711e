"""What rulesets that keep their open decisions in the state as a ``pending`` list share.

Cosmic Encounter and Catan: Starfarers each keep every open decision as a
small spec (``id``, ``seat``, ``kind`` and what that kind needs) in
``state["pending"]`` and a finished game's winners in ``state["winners"]``;
finding the decision an action answers, and copying such a state, are the same
for both, so they live here once.
"""

from __future__ import annotations

import marshal
from typing import Any

from engine.core import State, refusal


def clone(state: State) -> State:
    """A deep copy: marshal round-trips plain data faster than pickle or deepcopy (measured here
    on a 2 KB mid-game Cosmic state: 46 µs, 70 µs and 280 µs)."""
    return marshal.loads(marshal.dumps(state))


def find_spec(state: State, prompt_id: str, seat: int) -> dict[str, Any]:
    """The open decision ``prompt_id`` of ``seat``, or a reason a player can read why it is not open."""
    if state["winners"] is not None:
        raise refusal("refused.game_over")
    for spec in state["pending"]:
        if spec["id"] == prompt_id:
            if spec["seat"] != seat:
                raise refusal("refused.other_seat")
            return spec
    raise refusal("refused.moved_on")
