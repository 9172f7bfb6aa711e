"""The decision registry and the step machine that opens the next prompt.

Each kind of prompt is one :class:`Decision` (how to ask, how to apply the answer, what a
deadline chooses, what a random player chooses), registered by the module that owns the rule.
Open decisions are plain specs in ``state["pending"]``; when none is left, :func:`advance` asks
the current step what comes next.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Prompt

State = dict[str, Any]
Spec = dict[str, Any]


@dataclass(frozen=True)
class Decision:
    prompt: Callable[[State, Spec], Prompt]
    apply: Callable[[State, Spec, Any, list], None]
    default: Callable[[State, Spec], Any]
    random: Callable[[State, Spec, random.Random], Any]


DECISIONS: dict[str, Decision] = {}
STEPS: dict[str, Callable[[State, list], None]] = {}


def decision(kind: str, decision: Decision) -> None:
    DECISIONS[kind] = decision


def step(name: str) -> Callable[[Callable[[State, list], None]], Callable[[State, list], None]]:
    def register(fn: Callable[[State, list], None]) -> Callable[[State, list], None]:
        STEPS[name] = fn
        return fn
    return register


def ask(state: State, kind: str, seat: int, **extra: Any) -> Spec:
    """Open a decision with a new stable id."""
    state["pid"] += 1
    spec = {"id": f"{kind}-{state['pid']}", "seat": seat, "kind": kind, **extra}
    state["pending"].append(spec)
    return spec


def close(state: State, spec: Spec) -> None:
    state["pending"] = [s for s in state["pending"] if s["id"] != spec["id"]]


def advance(state: State, ev: list) -> None:
    """Run automatic steps until some decision is open or the game is over."""
    for _ in range(1000):
        if state["winners"] is not None:
            state["pending"] = []
            return
        if state["pending"]:
            return
        STEPS[state["step"]](state, ev)
    raise RuntimeError(f"step {state['step']!r} opened no decision")
