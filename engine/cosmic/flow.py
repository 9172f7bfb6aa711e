"""The step machine: named steps run until the game waits on a decision.

A phase module registers its steps with :func:`step` and its kinds of
decision with :func:`decision`.  ``state["step"]`` names what runs next and
``state["pending"]`` holds the open decisions (one spec per prompt); while
any is pending, nothing runs.  Prompt ids come from a counter in the state,
so an answered prompt's id is never reused and an old link stays refused.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.core import Event, Field, Option, Prompt

State = dict[str, Any]
Spec = dict[str, Any]
StepFn = Callable[[State, list[Event]], None]

STEPS: dict[str, StepFn] = {}
DECISIONS: dict[str, Decision] = {}
_CHECKS: list[Callable[[State, list[Event]], None]] = []


def step(name: str) -> Callable[[StepFn], StepFn]:
    def register(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn

    return register


def after_each_step(fn: Callable[[State, list[Event]], None]) -> Callable[[State, list[Event]], None]:
    """Register a check run after every step and decision (power loss, victory)."""
    _CHECKS.append(fn)
    return fn


def run_checks(state: State, ev: list[Event]) -> None:
    for check in _CHECKS:
        check(state, ev)


def advance(state: State, ev: list[Event]) -> None:
    run_checks(state, ev)
    while not state["pending"] and state["step"] != "over":
        STEPS[state["step"]](state, ev)
        run_checks(state, ev)


def goto(state: State, name: str) -> None:
    state["step"] = name


def ask(state: State, kind: str, seat: int, **data: Any) -> Spec:
    state["pid"] += 1
    spec = {"id": f"p{state['pid']}-{kind}", "kind": kind, "seat": seat, **data}
    state["pending"].append(spec)
    return spec


def done(state: State, spec: Spec) -> None:
    state["pending"] = [s for s in state["pending"] if s["id"] != spec["id"]]


def pending_of(state: State, kind: str) -> list[Spec]:
    return [s for s in state["pending"] if s["kind"] == kind]


class Decision:
    """One kind of prompt: how it is asked, applied, defaulted and answered at random."""

    kind = ""
    deadline_class = "decision"

    def prompt(self, state: State, spec: Spec) -> Prompt:
        return Prompt(
            id=spec["id"],
            seat=spec["seat"],
            kind=self.kind,
            text=self.text(state, spec),
            deadline_class=self.deadline_class,  # type: ignore[arg-type]
            options=tuple(self.options(state, spec)),
            fields=tuple(self.fields(state, spec)),
            suggested=self.suggested(state, spec),
        )

    def text(self, state: State, spec: Spec) -> str:
        raise NotImplementedError

    def options(self, state: State, spec: Spec) -> list[Option]:
        return []

    def fields(self, state: State, spec: Spec) -> list[Field]:
        return []

    def suggested(self, state: State, spec: Spec) -> Any:
        return None

    def apply(self, state: State, spec: Spec, choice: Any, ev: list[Event]) -> None:
        raise NotImplementedError

    def default(self, state: State, spec: Spec) -> Any:
        raise NotImplementedError

    def random(self, state: State, spec: Spec, rng: random.Random) -> Any:
        options = self.options(state, spec)
        return rng.choice(options).key


def decision(cls: type[Decision]) -> type[Decision]:
    DECISIONS[cls.kind] = cls()
    return cls
