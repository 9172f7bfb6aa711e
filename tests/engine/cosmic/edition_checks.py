"""The invariant checks both Cosmic editions share, given the edition's ruleset and its own rules data.

Each edition's ``invariants`` module says what differs (its private event kinds, which cards are face down
or disclosed, how many ships and cards there are) and builds its ``check_all`` with :func:`every_action`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from engine.core import Action, Event, Ruleset
from engine.playout import Check

State = dict[str, Any]


# While :func:`every_action`'s check runs: what each seat is shown of the one state under check. The hidden
# information checks ask for the same seat's view up to two dozen times an action, and rendering views is most
# of what a checked playout costs; outside a check nothing is kept, so a caller never reads another state's.
_shown: dict[tuple[str, int | None], Any] | None = None


def _once(what: str, viewer: int | None, render: Callable[[], Any]) -> Any:
    if _shown is None:
        return render()
    key = (what, viewer)
    if key not in _shown:
        _shown[key] = render()
    return _shown[key]


def view_text(rules: Ruleset, state: State, viewer: int | None) -> str:
    """A seat's view (``None``: a spectator's) as the JSON text it is sent as."""
    return _once("view", viewer, lambda: json.dumps(rules.view(state, viewer)))


def seen_by(rules: Ruleset, state: State, viewer: int | None) -> str:
    """Everything a seat (``None``: a spectator) is shown: its view and its own prompts."""
    prompts = _once("prompts", None, lambda: [(p.seat, p.to_dict()) for p in rules.prompts(state)])
    return view_text(rules, state, viewer) + _once("prompts text", viewer, lambda: json.dumps(
        [p for seat, p in prompts if seat == viewer]))


def check_cards_hidden(rules: Ruleset, state: State, face_down: dict[int, int],
                       disclosed: Callable[[State, int | None], set[int]]) -> None:
    """No seat sees a card in another seat's hand (unless ``disclosed`` to it) nor another's face-down card
    (``face_down``: card -> owner); nor does a spectator."""
    for viewer in [None, *range(state["n"])]:
        text = seen_by(rules, state, viewer)
        allowed = disclosed(state, viewer)
        for owner in range(state["n"]):
            if owner == viewer:
                continue
            for c in state["hands"][owner]:
                assert c in allowed or f'"c{c}"' not in text, f"seat {viewer} can see card {c} of seat {owner}"
        for c, owner in face_down.items():
            if owner != viewer:
                assert f'"c{c}"' not in text, f"seat {viewer} can see a face-down card"


def check_responses_hidden(rules: Ruleset, state: State) -> None:
    """A response window's answers stay face down until every asked seat has answered."""
    answers = [key for window in state["windows"] for key in window["answers"].values() if key != "pass"]
    for viewer in range(state["n"]):
        text = view_text(rules, state, viewer)
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
        global _shown
        accounting(state)
        _shown = {}
        try:
            hidden(state)
        finally:
            _shown = None
        check_private_events(events, private_kinds)
        check_distinct_options(rules, state)
        assert json.loads(json.dumps(state)) == state

    return check_all
