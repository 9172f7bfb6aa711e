"""Response windows: everyone who holds a legal play at a moment of the encounter is asked at once.

Answers stay hidden until all are in (or time out as a pass).  The first play in the edition's timing
order ("Altri dettagli": the players outside the encounter clockwise from the offense's left, then the
offense, then the defense) is carried out, and the window opens again for everyone who can still
play, so each decides knowing what was just played; it closes when a round passes with no play.
A play that asks something first (a Plague victim's losses) is answered before the window reopens.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic.windows import PASS, WindowAnswer
from engine.cosmic_ah2000 import board, flow, plays, standing
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.prompt_text import say

State = dict[str, Any]
REOPEN = "window.reopen"
DECLARED = "power.resolve"


def open_window(state: State, point: str, then: str, ev: list[Event]) -> None:
    """Ask every player with a legal play at ``point``; go on at ``then`` once all pass."""
    state["windows"].append({"point": point, "then": then, "round": 0, "answers": {}})
    _next_round(state, ev)


def _next_round(state: State, ev: list[Event]) -> None:
    window = state["windows"][-1]
    window["answers"] = {}
    asked = False
    for seat in board.timing_order(state):
        offered = plays.plays_for(state, seat, window["point"])
        if any(standing.answer(state, seat, standing.unit_of(o.key)) != "never" for o in offered):
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
        if key not in {o.key for o in plays.plays_for(state, seat, window["point"])}:
            ev.append(event("window.skipped", (seat,)))
            continue
        window["round"] += 1
        if plays.is_power_use(key):
            _declare(state, seat, key, ev)
            return
        plays.carry_out(state, seat, key, ev)
        _after_play(state, ev)
        return
    _close(state)


def _after_play(state: State, ev: list[Event]) -> None:
    if state["pending"]:
        flow.goto(state, REOPEN)
    else:
        _next_round(state, ev)


def _declare(state: State, seat: int, key: str, ev: list[Event]) -> None:
    """A power use is announced first, so whoever holds a Cosmic Zap may cancel it before it acts."""
    state["enc"]["declared"] = {"seat": seat, "key": key}
    ev.append(event("power.declared", seat=seat, alien=state["aliens"][seat], aliens=state['aliens'][seat]))
    open_window(state, "power.declared", DECLARED, ev)


@flow.step(DECLARED)
def resolve_declared(state: State, ev: list[Event]) -> None:
    declared = state["enc"]["declared"]
    state["enc"]["declared"] = None
    if declared["seat"] not in state["enc"]["zapped"]:
        plays.carry_out(state, declared["seat"], declared["key"], ev)
    _after_play(state, ev)


@flow.decision
class Response(WindowAnswer):
    def resolve_round(self, state: State, ev: list[Event]) -> None:
        _resolve_round(state, ev)

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("response", point=spec["point"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        seat = spec["seat"]
        return [Option(PASS, say("pass")), *(o for o in plays.plays_for(state, seat, spec["point"])
                                         if standing.answer(state, seat, standing.unit_of(o.key)) != "never")]
