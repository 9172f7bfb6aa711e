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
was played in opens again.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Option
from engine.cosmic import board, flow, timing
from engine.cosmic.cards import COSMIC

State = dict[str, Any]
PASS = "pass"
REACTION = "card.played"


def open_window(state: State, point: str, then: str | None, ev: list[Event]) -> None:
    """Ask every player with a legal play at ``point``; continue at ``then`` once all pass."""
    state["windows"].append({"point": point, "then": then, "round": 0, "answers": {}})
    _next_round(state, ev)


def _next_round(state: State, ev: list[Event]) -> None:
    window = state["windows"][-1]
    window["answers"] = {}
    asked = False
    for seat in board.priority_order(state):
        if timing.plays_for(state, seat, window["point"]):
            flow.ask(state, "response", seat, point=window["point"], round=window["round"])
            asked = True
    if not asked:
        _close(state, ev)


def _close(state: State, ev: list[Event]) -> None:
    window = state["windows"].pop()
    if window["point"] == REACTION:
        _resolve_stack(state, ev)
        state["windows"][-1]["round"] += 1
        _next_round(state, ev)
    else:
        flow.goto(state, window["then"])


def _resolve_stack(state: State, ev: list[Event]) -> None:
    while state["stack"]:
        item = state["stack"].pop()
        state["discard"].append(item["card"])
        if item["cancelled"]:
            ev.append(Event("card.cancelled", f"{COSMIC[item['card']].label} is cancelled.",
                            data={"card": item["card"]}))
            continue
        timing.unit_for(item["key"]).play(state, item["seat"], item["key"], item["point"], ev)


def _resolve_round(state: State, ev: list[Event]) -> None:
    window = state["windows"][-1]
    for seat in board.priority_order(state):
        key = window["answers"].get(str(seat), PASS)
        if key == PASS:
            continue
        if key not in {o.key for o in timing.plays_for(state, seat, window["point"])}:
            ev.append(Event("window.skipped", "Your play was no longer possible and was skipped.", seats=(seat,)))
            continue
        unit = timing.unit_for(key)
        card = unit.card_of(state, seat, key)
        if card is None:
            unit.play(state, seat, key, window["point"], ev)
        else:
            ev.append(Event("card.played", f"{board.name(state, seat)} plays {unit.describe(state, key)}.",
                            data={"seat": seat, "card": card}))
            state["hands"][seat].remove(card)
            state["stack"].append({"seat": seat, "key": key, "point": window["point"], "card": card,
                                   "cancelled": False})
            if window["point"] != REACTION:
                open_window(state, REACTION, None, ev)
                return
        window["round"] += 1
        _next_round(state, ev)
        return
    _close(state, ev)


@flow.decision
class Response(flow.Decision):
    kind = "response"
    deadline_class = "response"

    def text(self, state: State, spec: flow.Spec) -> str:
        if spec["point"] == REACTION and state["stack"]:
            top = state["stack"][-1]
            return (f"{board.name(state, top['seat'])} just played {COSMIC[top['card']].label}. "
                    "You may cancel it, or pass.")
        return f"You may play a card now ({_POINT_WORDS.get(spec['point'], spec['point'])}), or pass."

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(PASS, "Pass"), *timing.plays_for(state, spec["seat"], spec["point"])]

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
    "deal": "a deal was made",
    "end_encounter": "end of the encounter",
    REACTION: "a card was just played",
}
