"""Moving a scenario through response windows to the timing point a flare is played at."""

from __future__ import annotations

from typing import Any

from tests.engine.cosmic.table import RULES, open_prompt, play

State = dict[str, Any]


def pass_to(state: State, point: str) -> State:
    """Pass every open response window until one at ``point`` is open (or none is)."""
    while True:
        open_ = [s for s in state["pending"] if s["kind"] == "response"]
        if not open_ or open_[0]["point"] == point:
            return state
        for spec in open_:
            state, _ = play(state, "response", "pass", spec["seat"])


def use(state: State, seat: int, card: int, arg: str = "") -> tuple[State, list]:
    return play(state, "response", f"flare:c{card}:{arg}", seat)


def offered(state: State, seat: int) -> set[str]:
    """The flare plays open to ``seat`` now (none when it is not asked)."""
    return {o.key for p in RULES.prompts(state) if p.seat == seat and p.kind == "response" for o in p.options
            if o.key.startswith("flare:")}


def flare_keys(state: State, seat: int) -> list[str]:
    """The flare plays in the response prompt open to ``seat``, in the order offered (the prompt must be open)."""
    return [o.key for o in open_prompt(state, "response", seat).options if o.key.startswith("flare:")]


def settle(state: State, events: list | None = None) -> tuple[State, list]:
    """Pass every open response window until none is open; returns the events of it all (``events`` first)."""
    events = list(events or [])
    while True:
        open_ = [s for s in state["pending"] if s["kind"] == "response"]
        if not open_:
            return state, events
        state, more = play(state, "response", "pass", open_[0]["seat"])
        events += more
