"""Response windows: everyone who holds a legal play at a moment of the encounter is asked at once.

Answers stay hidden until all are in (or time out as a pass).  The first play in the edition's timing
order ("Altri dettagli": the players outside the encounter clockwise from the offense's left, then the
offense, then the defense) is carried out, and the window opens again for everyone who can still
play, so each decides knowing what was just played; it closes when a round passes with no play.
A play that asks something first (a Plague victim's losses) is answered before the window reopens.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Option
from engine.cosmic_ah2000 import artifacts, board, flow

State = dict[str, Any]
PASS = "pass"
REOPEN = "window.reopen"

POINT_WORDS = {
    "start_encounter": "an encounter is about to start",
    "allies_placed": "before the encounter cards are chosen",
    "reveal": "the encounter cards are revealed",
    "compensation": "compensation is claimed",
    "end_encounter": "the encounter is over",
}


def open_window(state: State, point: str, then: str, ev: list[Event]) -> None:
    """Ask every player with a legal play at ``point``; go on at ``then`` once all pass."""
    state["windows"].append({"point": point, "then": then, "round": 0, "answers": {}})
    _next_round(state, ev)


def _next_round(state: State, ev: list[Event]) -> None:
    window = state["windows"][-1]
    window["answers"] = {}
    asked = False
    for seat in board.timing_order(state):
        if artifacts.plays_for(state, seat, window["point"]):
            flow.ask(state, "response", seat, point=window["point"], round=window["round"])
            asked = True
    if not asked:
        _close(state)


def _close(state: State) -> None:
    window = state["windows"].pop()
    flow.goto(state, window["then"])


@flow.step(REOPEN)
def reopen(state: State, ev: list[Event]) -> None:
    _next_round(state, ev)


def _resolve_round(state: State, ev: list[Event]) -> None:
    window = state["windows"][-1]
    for seat in board.timing_order(state):
        key = window["answers"].get(str(seat), PASS)
        if key == PASS:
            continue
        if key not in {o.key for o in artifacts.plays_for(state, seat, window["point"])}:
            ev.append(Event("window.skipped", "Your play was no longer possible and was skipped.", seats=(seat,)))
            continue
        artifacts.carry_out(state, seat, key, ev)
        window["round"] += 1
        if state["pending"]:
            flow.goto(state, REOPEN)
        else:
            _next_round(state, ev)
        return
    _close(state)


@flow.decision
class Response(flow.Decision):
    kind = "response"
    deadline_class = "response"

    def text(self, state: State, spec: flow.Spec) -> str:
        return f"You may play a card now ({POINT_WORDS[spec['point']]}), or pass."

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(PASS, "Pass"), *artifacts.plays_for(state, spec["seat"], spec["point"])]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        state["windows"][-1]["answers"][str(spec["seat"])] = choice
        flow.done(state, spec)
        if not flow.pending_of(state, "response"):
            _resolve_round(state, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return PASS

    def random(self, state: State, spec: flow.Spec, rng: random.Random) -> Any:
        options = self.options(state, spec)
        return PASS if rng.random() < 0.6 else rng.choice(options).key
