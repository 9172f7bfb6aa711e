"""Response windows: everyone who can play something is asked at once.

Answers are collected face down (an undecided or undisclosed choice is never
in another seat's view).  When all have answered, the first play in the
printed priority order (offense, defense, then clockwise from the offense's
left) is carried out, and the window opens again for everyone who can still
play, so each player decides knowing what was just played.  It closes when
a round passes with no play.  On timeout a response passes.

A play that spends a card which can itself be cancelled (an artifact) does
not take effect at once: it goes on the stack and a reaction window opens at
``card.played`` for the players who could cancel it (Card Zap).  When that
window closes, the stack resolves last-in first-out, and the window the card
was played in opens again, once whatever the play asked (a Plague victim's
ships) is answered, so everyone decides knowing its whole effect.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flow, hands, timing
from engine.cosmic.events import event
from engine.cosmic.prompt_text import say

State = dict[str, Any]
PASS = "pass"
REACTION = "card.played"
REOPEN = "window.reopen"


def open_window(state: State, point: str, then: str | None, ev: list[Event]) -> None:
    """Ask every player with a legal play at ``point``; continue at ``then`` once all pass."""
    state["windows"].append({"point": point, "then": then, "round": 0, "answers": {}, "triggered": []})
    _next_round(state, ev)


def continue_at(state: State, step: str) -> None:
    """The encounter goes on at ``step`` once the current window closes (a play that ends it early)."""
    state["windows"][-1]["then"] = step


def standing(state: State, seat: int, key: str) -> str:
    """A player's answer given in advance for this kind of play: always, never, or ask."""
    return state["standing"][seat].get(key.split(":", 1)[0], "ask")


def _next_round(state: State, ev: list[Event]) -> None:
    window = state["windows"][-1]
    if _trigger(state, window, ev):
        return
    window["answers"] = {}
    asked = False
    units = timing.in_play(state, window["point"])
    for seat in board.priority_order(state) if units else ():
        offered = timing.plays_for(state, seat, window["point"], units)
        if not offered:  # most seats at most points
            continue
        plays = [o.key for o in offered if standing(state, seat, o.key) != "never"]
        auto = next((key for key in plays if standing(state, seat, key) == "always"), None)
        if auto is not None:
            window["answers"][str(seat)] = auto
        elif plays:
            flow.ask(state, "response", seat, point=window["point"], round=window["round"])
            asked = True
    if not asked:
        if window["answers"]:
            _resolve_round(state, ev)
        else:
            _close(state, ev)


def _trigger(state: State, window: dict[str, Any], ev: list[Event]) -> bool:
    """Put the next play that happens by itself here (a mandatory power) on the stack."""
    units = timing.triggering(state, window["point"])
    if window["point"] == REACTION or not units:
        return False
    for seat in board.priority_order(state):
        for key in timing.triggers(state, seat, window["point"], units):
            if [seat, key] not in window["triggered"]:
                window["triggered"].append([seat, key])
                _stack(state, seat, key, window, ev)
                return True
    return False


def _close(state: State, ev: list[Event]) -> None:
    window = state["windows"].pop()
    if window["point"] == REACTION:
        _resolve_stack(state, ev)
        state["windows"][-1]["round"] += 1
        if state["pending"]:  # the play asks something first (a Plague's ships): reopen once it is answered
            flow.goto(state, REOPEN)
            return
        _next_round(state, ev)
    else:
        flow.goto(state, window["then"])


@flow.step(REOPEN)
def reopen(state: State, ev: list[Event]) -> None:
    _next_round(state, ev)


def _resolve_stack(state: State, ev: list[Event]) -> None:
    while state["stack"]:
        item = state["stack"].pop()
        unit = timing.unit_for(item["key"])
        if item["cancelled"]:
            ev.append(event("play.cancelled", seat=item["seat"], seat_2=item['seat'],
                            seat_3=unit.said(state, item['key'], item['seat'])))
            if item["card"] is not None:
                hands.discard(state, item["seat"], [item["card"]], ev, "cancelled")
            if hasattr(unit, "cancelled"):
                unit.cancelled(state, item, ev)
            continue
        unit.play(state, item["seat"], item["key"], item["point"], ev)
        if item["card"] is not None:
            keeper = unit.keeper(state, item) if hasattr(unit, "keeper") else None
            if keeper is None:
                hands.discard(state, item["seat"], [item["card"]], ev, "played")
            else:
                state["hands"][keeper].append(item["card"])


def _stack(state: State, seat: int, key: str, window: dict[str, Any], ev: list[Event]) -> None:
    """Put a play on the stack and give everyone who could cancel it the chance."""
    unit = timing.unit_for(key)
    card = unit.card_of(state, seat, key)
    ev.append(event("play.stacked", seat=seat, card=card, seat_2=unit.said(state, key, seat)))
    if card is not None:
        hands.take_played(state, seat, card, ev)
    state["stack"].append({"seat": seat, "key": key, "point": window["point"], "card": card,
                           "by": unit.cancellable_by(state, seat, key), "cancelled": False})
    if window["point"] == REACTION:
        window["round"] += 1
        _next_round(state, ev)
    else:
        open_window(state, REACTION, None, ev)


def _resolve_round(state: State, ev: list[Event]) -> None:
    window = state["windows"][-1]
    for seat in board.priority_order(state):
        key = window["answers"].get(str(seat), PASS)
        if key == PASS:
            continue
        if key not in {o.key for o in timing.plays_for(state, seat, window["point"])}:
            ev.append(event("window.skipped", (seat,)))
            continue
        unit = timing.unit_for(key)
        told = _not_carried_out(state, window, seat, key)
        if unit.cancellable_by(state, seat, key) is None:
            unit.play(state, seat, key, window["point"], ev)
            ev += told  # after the play, before whatever the reopened window brings
            window["round"] += 1
            _next_round(state, ev)
        else:
            stacked = len(ev) + 1  # right after "plays ..." goes on the stack
            _stack(state, seat, key, window, ev)
            ev[stacked:stacked] = told
        return
    _close(state, ev)


def _not_carried_out(state: State, window: dict[str, Any], first: int, first_key: str) -> list[Event]:
    """Each later player who chose a play learns, alone, that it waits: their card is still in hand and
    the same question comes again, which without a word reads as a play that was lost."""
    order = board.priority_order(state)
    what_first = timing.said(state, first_key, first)
    told = []
    for seat in order[order.index(first) + 1:]:
        key = window["answers"].get(str(seat), PASS)
        if key == PASS:
            continue
        mine = timing.said(state, key, seat)
        told.append(event("response.not_carried_out", (seat,), seat=seat, first=first, play=key, mine=mine,
                          what_first=what_first))
    return told


class WindowAnswer(flow.Decision):
    """A response window's question as both editions ask it: each answer is kept face down until every
    asked seat has answered (a timeout passes), then the edition's :meth:`resolve_round` carries out the
    first play.  An edition says what is offered and how the question reads."""

    kind = "response"
    deadline_class = "response"

    def resolve_round(self, state: State, ev: list[Event]) -> None:
        raise NotImplementedError

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        state["windows"][-1]["answers"][str(spec["seat"])] = choice
        flow.done(state, spec)
        if not flow.pending_of(state, "response"):
            self.resolve_round(state, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return PASS

    def random_option(self, options: Sequence[Option], rng: random.Random) -> Any:
        return PASS if rng.random() < 0.6 else rng.choice(options).key


@flow.decision
class Response(WindowAnswer):
    def resolve_round(self, state: State, ev: list[Event]) -> None:
        _resolve_round(state, ev)

    def text(self, state: State, spec: flow.Spec) -> Say:
        if spec["point"] == REACTION and state["stack"]:
            top = state["stack"][-1]
            return say("response.reaction", seat=top["seat"], play=timing.said(state, top["key"], top["seat"]))
        return say("response", point=spec["point"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(PASS, say("pass")), *timing.plays_for(state, spec["seat"], spec["point"])]

