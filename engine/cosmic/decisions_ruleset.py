"""The parts of the engine contract both Cosmic editions answer the same way.

Every prompt comes from a pending decision spec and the edition's registry of decisions, a timed-out or
random answer from that decision, and a seat's view from the edition's own view; an edition subclasses
:class:`DecisionsRuleset` and names its ``decisions`` and ``seat_view``.  Setup, ``apply`` (the answers
in advance differ) and everything else the editions disagree on stay in each edition's ruleset.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Action, Prompt, State, refusal
from engine.cosmic.flow import Decision
from engine.pending import LazyPrompts, find_spec


class DecisionsRuleset:
    decisions: dict[str, Decision]
    seat_view: Callable[[State, int | None], dict[str, Any]]

    def prompts(self, state: State) -> list[Prompt]:
        return [self._prompt(state, spec) for spec in state["pending"]]

    def lazy_prompts(self, state: State) -> Sequence[Prompt]:
        """:meth:`prompts`, each built only when read (see :func:`engine.playout.open_prompts`); one alone is built
        at once, in a list: a playout reads it for sure, and it asks a list's length and item for less than
        :class:`LazyPrompts`' (three calls of its methods per action, and most states have one decision open)."""
        specs = state["pending"]
        if len(specs) == 1:
            spec = specs[0]
            return [self.decisions[spec["kind"]].answerable(state, spec)]
        return LazyPrompts(state, lambda state, spec: self.decisions[spec["kind"]].answerable(state, spec))

    def _prompt(self, state: State, spec: dict[str, Any]) -> Prompt:
        return self.decisions[spec["kind"]].prompt(state, spec)

    def timeout_action(self, state: State, prompt: Prompt) -> Action:
        spec = find_spec(state, prompt.id, prompt.seat)
        return Action(prompt.id, prompt.seat, self.decisions[spec["kind"]].default(state, spec))

    def random_action(self, state: State, prompt: Prompt, r: random.Random) -> Action:
        spec = find_spec(state, prompt.id, prompt.seat)
        return Action(prompt.id, prompt.seat, self.decisions[spec["kind"]].random_answer(state, spec, r, prompt))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        if seat is not None and not 0 <= seat < state["n"]:
            raise refusal("refused.no_seat")
        return self.seat_view(state, seat)

    def result(self, state: State) -> list[int] | None:
        return state["winners"]

    def round_key(self, state: State) -> str | None:
        """The encounter the game is in (turn and encounter number), for ``python -m engine pace``."""
        return f"{state['turn']['number']}.{state['turn']['encounter']}"
