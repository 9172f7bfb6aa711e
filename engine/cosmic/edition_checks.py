"""The invariant checks both Cosmic editions share, given the edition's ruleset and its own rules data.

The test suite runs them after every action of its playouts, and ``python -m engine simulate --check`` after
every action of every game: one set of rules for both.  Each edition's ``invariants`` module says what
differs (its private event kinds, which cards are face down or disclosed, how many ships and cards there
are) and builds its ``check_all`` with :func:`every_action`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from engine.core import Action, Event, Ruleset
from engine.playout import Check

State = dict[str, Any]


class Sight:
    """What each seat (``None``: a spectator) is shown of one state: its view and its own prompts, rendered
    once for all the checks of an action (a view is the costly part of a check)."""

    def __init__(self, rules: Ruleset, state: State) -> None:
        self.rules, self.state = rules, state
        self._views: dict[int | None, str] = {}
        self._texts: dict[int | None, str] = {}
        self._prompts: list[Any] | None = None

    def view(self, viewer: int | None) -> str:
        if viewer not in self._views:
            self._views[viewer] = json.dumps(self.rules.view(self.state, viewer))
        return self._views[viewer]

    def text(self, viewer: int | None) -> str:
        if viewer not in self._texts:
            if self._prompts is None:
                self._prompts = self.rules.prompts(self.state)
            self._texts[viewer] = self.view(viewer) + json.dumps(
                [p.to_dict() for p in self._prompts if p.seat == viewer])
        return self._texts[viewer]


def check_cards_hidden(sight: Sight, face_down: dict[int, int],
                       disclosed: Callable[[State, int | None], set[int]]) -> None:
    """No seat sees a card in another seat's hand (unless ``disclosed`` to it) nor another's face-down card
    (``face_down``: card -> owner); nor does a spectator."""
    state = sight.state
    for viewer in [None, *range(state["n"])]:
        text = sight.text(viewer)
        allowed = disclosed(state, viewer)
        for owner in range(state["n"]):
            if owner == viewer:
                continue
            for c in state["hands"][owner]:
                assert c in allowed or f'"c{c}"' not in text, f"seat {viewer} can see card {c} of seat {owner}"
        for c, owner in face_down.items():
            if owner != viewer:
                assert f'"c{c}"' not in text, f"seat {viewer} can see a face-down card"


def check_responses_hidden(sight: Sight) -> None:
    """A response window's answers stay face down until every asked seat has answered."""
    answers = [key for window in sight.state["windows"] for key in window["answers"].values()
               if key not in ("pass", "pass.encounter")]
    if not answers:
        return
    for viewer in range(sight.state["n"]):
        text = sight.view(viewer)
        for key in answers:
            assert key not in text, "an undisclosed response is visible"


def check_cards_once(everything: Iterable[int], deck_size: int) -> None:
    assert sorted(everything) == list(range(deck_size)), "a card was lost or duplicated"


def check_private_events(events: list[Event], private_kinds: set[str]) -> None:
    for e in events:
        if e.kind in private_kinds:
            assert e.seats is not None, f"private event {e.kind} is public"


def check_distinct_options(rules: Ruleset, state: State) -> None:
    """Each button of a prompt reads differently: two copies of a card are one choice."""
    for prompt in rules.prompts(state):
        labels = [o.label for o in prompt.options]
        assert len(labels) == len(set(labels)), f"{prompt.kind} offers the same choice twice: {labels}"


def every_action(rules: Ruleset, accounting: Callable[[State], None], hidden: Callable[[State], None],
                 private_kinds: set[str]) -> Check:
    """The check a playout runs after every action: ships and cards accounted for, nothing hidden shown,
    private events private, distinct choices, and a state that survives JSON."""

    def check_all(state: State, action: Action | None, events: list[Event]) -> None:
        accounting(state)
        hidden(state)
        check_private_events(events, private_kinds)
        check_distinct_options(rules, state)
        assert json.loads(json.dumps(state)) == state

    return check_all
