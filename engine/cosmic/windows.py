"""Response windows: everyone who can play something is asked at once.

Answers are collected face down (an undecided or undisclosed choice is never
in another seat's view).  When all have answered, the plays are carried out
in the printed priority order (offense, defense, then clockwise from the
offense's left), skipping any that the earlier ones made illegal.  If
anything was played the window reopens for everyone who can still play; it
closes when a round passes with no play.  On timeout a response passes.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Option
from engine.cosmic import board, flow, timing

State = dict[str, Any]
PASS = "pass"


def open_window(state: State, point: str, then: str) -> None:
    """Ask every player with a legal play at ``point``; continue at ``then`` once all pass."""
    state["window"] = {"point": point, "then": then, "round": 0, "answers": {}}
    if not _ask_round(state):
        _close(state)


def _ask_round(state: State) -> bool:
    window = state["window"]
    window["answers"] = {}
    asked = False
    for seat in board.priority_order(state):
        if timing.plays_for(state, seat, window["point"]):
            flow.ask(state, "response", seat, point=window["point"], round=window["round"])
            asked = True
    return asked


def _close(state: State) -> None:
    flow.goto(state, state["window"]["then"])
    state["window"] = None


def _resolve(state: State, ev: list[Event]) -> None:
    window = state["window"]
    played = False
    for seat in board.priority_order(state):
        key = window["answers"].get(str(seat), PASS)
        if key == PASS:
            continue
        legal = {o.key for o in timing.plays_for(state, seat, window["point"])}
        if key not in legal:
            ev.append(Event("window.skipped", "A play was no longer possible and was skipped.", seats=(seat,)))
            continue
        timing.unit_for(key).play(state, seat, key, window["point"], ev)
        played = True
    window["round"] += 1
    if not played or not _ask_round(state):
        _close(state)


@flow.decision
class Response(flow.Decision):
    kind = "response"
    deadline_class = "response"

    def text(self, state: State, spec: flow.Spec) -> str:
        return f"You may play a card now ({_POINT_WORDS.get(spec['point'], spec['point'])}), or pass."

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(PASS, "Pass"), *timing.plays_for(state, spec["seat"], spec["point"])]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        state["window"]["answers"][str(spec["seat"])] = choice
        flow.done(state, spec)
        if not flow.pending_of(state, "response"):
            _resolve(state, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return PASS

    def random(self, state: State, spec: flow.Spec, rng: random.Random) -> Any:
        options = self.options(state, spec)
        return PASS if rng.random() < 0.6 else rng.choice(options).key


_POINT_WORDS = {
    "reveal": "the encounter cards are revealed",
    "start_turn": "start of turn",
    "regroup": "regroup",
    "destiny": "destiny",
    "launch": "launch",
    "alliance.before": "before alliances",
    "alliance": "alliances are formed",
    "planning.before": "before cards are chosen",
    "planning.after": "cards are chosen",
    "resolution": "the outcome is known",
    "end_encounter": "end of the encounter",
}
