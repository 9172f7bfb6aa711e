"""The step machine of this edition: its own registry of steps and decisions.

The mechanics (a decision's prompt, ``ask``/``done``/``goto``) are the 2008 ruleset's, imported from
:mod:`engine.cosmic.flow`; only the registries are this edition's, so the two editions never see each
other's steps.  Checks after every step (power loss, victory) run when what they read has changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event
from engine.cosmic.flow import Decision, Spec, ask, done, goto, pending_of

__all__ = ["Decision", "Spec", "advance", "ask", "decision", "done", "goto", "pending_of", "step"]

State = dict[str, Any]
StepFn = Callable[[State, list[Event]], None]
Check = Callable[[State, list[Event]], None]

STEPS: dict[str, StepFn] = {}
DECISIONS: dict[str, Decision] = {}
CHECKS: list[Check] = []


def step(name: str) -> Callable[[StepFn], StepFn]:
    def register(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn

    return register


def decision(cls: type[Decision]) -> type[Decision]:
    DECISIONS[cls.kind] = cls()
    return cls


def after_each_step(fn: Check) -> Check:
    CHECKS.append(fn)
    return fn


def run_checks(state: State, ev: list[Event]) -> None:
    for check in CHECKS:
        check(state, ev)


def advance(state: State, ev: list[Event]) -> None:
    """Run steps until a decision is pending or the game is over."""
    run_checks(state, ev)
    while not state["pending"] and state["step"] != "over":
        STEPS[state["step"]](state, ev)
        run_checks(state, ev)
