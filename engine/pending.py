"""What rulesets that keep their open decisions in the state as a ``pending`` list share.

Cosmic Encounter and Catan: Starfarers each keep every open decision as a
small spec (``id``, ``seat``, ``kind`` and what that kind needs) in
``state["pending"]`` and a finished game's winners in ``state["winners"]``;
finding the decision an action answers, copying such a state, and building its
open prompts only when read are the same for both, so they live here once.
"""

from __future__ import annotations

import marshal
from collections.abc import Callable, Sequence
from typing import Any, overload

from engine.core import Prompt, State, refusal


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


class LazyPrompts(Sequence[Prompt]):
    """The open prompts of a state, each built the first time it is read: a random playout answers one
    of them and reads no other, and building every one cost about a sixth of a playout. The state must
    not change while this is read (the playout reads it before applying)."""

    def __init__(self, state: State, build: Callable[[State, dict[str, Any]], Prompt]) -> None:
        self._state, self._build = state, build
        self._specs = state["pending"]
        self._built: dict[int, Prompt] = {}

    def __len__(self) -> int:
        return len(self._specs)

    @overload
    def __getitem__(self, i: int) -> Prompt: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[Prompt]: ...

    def __getitem__(self, i: int | slice) -> Prompt | Sequence[Prompt]:
        if isinstance(i, slice):
            return [self[j] for j in range(len(self._specs))[i]]
        i = range(len(self._specs))[i]  # an IndexError as a list gives it, negative indexes counted from the end
        built = self._built.get(i)
        if built is None:
            built = self._built[i] = self._build(self._state, self._specs[i])
        return built
