"""The step machine: named steps run until the game waits on a decision.

A phase module registers its steps with :func:`step` and its kinds of
decision with :func:`decision`.  ``state["step"]`` names what runs next and
``state["pending"]`` holds the open decisions (one spec per prompt); while
any is pending, nothing runs.  Prompt ids come from a counter in the state,
so an answered prompt's id is never reused and an old link stays refused.
"""

from __future__ import annotations

import functools
import marshal
import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Event, Field, Option, Prompt, Say, english_of, say_of, settled, settled_field

State = dict[str, Any]
Spec = dict[str, Any]
StepFn = Callable[[State, list[Event]], None]

STEPS: dict[str, StepFn] = {}
DECISIONS: dict[str, Decision] = {}
Check = Callable[[State, list[Event]], None]
Reads = Callable[[State], Any]
Keep = Callable[[Any], Any]
_CHECKS: list[tuple[Check, Reads, Keep]] = []


def step(name: str) -> Callable[[StepFn], StepFn]:
    def register(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn

    return register


def after_each_step(reads: Reads, keep: Keep | None = None) -> Callable[[Check], Check]:
    """Register a check run after every step and decision (power loss, victory).

    ``reads`` returns what the check's answer depends on, in a form that compares equal while it is
    unchanged (the live lists themselves will do: a copy is kept to compare with); a check must change
    nothing when run twice on the same input, so it runs again only after a move that changed what it
    reads (the planets change in under 9% of actions, and the checks ran about four times per action before).
    ``keep`` makes that copy when the check knows the shape of what it reads (a general copy costs twice as much)."""

    def register(fn: Check) -> Check:
        _CHECKS.append((fn, reads, keep or kept))
        if not fn.__module__.startswith(_ALIENS_ONLY):
            _BASE_CHECKS.append((fn, reads, keep or kept))
        return fn

    return register


# An alien's or a flare's own check (the Remora's) reads what only its power or flare changes, and a game dealt no
# aliens has neither, all game long (``state["aliens"]`` is set at setup or never): such a game skips those checks,
# which ran about four times per action.
_ALIENS_ONLY = ("engine.cosmic.aliens.", "engine.cosmic.flares.")
_BASE_CHECKS: list[tuple[Check, Reads, Keep]] = []


def _checks(state: State) -> list[tuple[Check, Reads, Keep]]:
    """The checks that may change anything in this game (see ``_ALIENS_ONLY``)."""
    return _CHECKS if state["aliens"] is not None else _BASE_CHECKS


def kept(key: Any) -> Any:
    """A copy of what a check read (any plain data), to compare the live state with after the next step."""
    return key if key is None else marshal.loads(marshal.dumps(key))


_HANDED: tuple[State | None, list[Any]] = (None, [])  # see handed_out


def check_inputs(state: State, owned: bool = False) -> list[Any]:
    """What every check reads now; a state the engine handed out has had its checks run on this. The state
    :func:`handed_out` last kept, given back ``owned`` (a playout's next move), comes with what its checks
    read then, which is what they read now: copying it again before every move was a twentieth of a playout."""
    global _HANDED
    handed, seen = _HANDED
    if handed is state:
        _HANDED = (None, [])  # kept for one move: a refused one may leave the state half-changed
        if owned:
            return seen
    return [keep(reads(state)) for _, reads, keep in _checks(state)]


def handed_out(state: State | None, seen: list[Any]) -> None:
    """Keep ``seen`` (what :func:`advance` returned) for the state an apply hands out to an owner that gives it
    back unchanged with the next move (see "Applying without copying" in :mod:`engine.core`)."""
    global _HANDED
    _HANDED = (state, seen)


def run_checks(state: State, ev: list[Event], seen: list[Any] | None = None) -> list[Any]:
    """Run each check whose input differs from ``seen`` (all of them when ``None``); returns the inputs now
    (``seen`` itself, brought up to date). Comparing the live input with the copy costs less than copying it
    after every step, and it seldom changes."""
    if seen is None:
        now = []
        for check, reads, keep in _checks(state):
            check(state, ev)
            now.append(keep(reads(state)))
        return now
    i = 0  # (enumerate would build a pair per check: this runs about four times per action)
    for check, reads, keep in _checks(state):
        if seen[i] != reads(state):
            check(state, ev)
            seen[i] = keep(reads(state))
        i += 1  # noqa: SIM113 (see above)
    return seen


def advance(state: State, ev: list[Event], seen: list[Any] | None = None) -> list[Any]:
    """Run steps until a decision is pending; ``seen``: :func:`check_inputs` of the state before the
    decision just applied, so checks whose input it left alone are not run again. Returns what the checks
    read at the end."""
    seen = run_checks(state, ev, seen)
    while not state["pending"] and state["step"] != "over":
        STEPS[state["step"]](state, ev)
        seen = run_checks(state, ev, seen)
    return seen


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
            options=settled(tuple(self.options(state, spec))),
            fields=tuple(settled_field(f) for f in self.fields(state, spec)),
            suggested=self.suggested(state, spec),
        )

    def answerable(self, state: State, spec: Spec) -> Prompt:
        """:meth:`prompt` with its text, suggested answer and labels given :meth:`Option.later` worked out only
        when read: a random playout needs the options and fields (to check the answer) and seldom the words,
        which cost as much."""
        return _Answerable(self, state, spec)

    def text(self, state: State, spec: Spec) -> str | Say:
        """The question; a :class:`Say` from the ruleset's prompt templates (engine/cosmic/prompt_text.py)."""
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
        return self.random_option(self.options(state, spec), rng)

    def random_option(self, options: Sequence[Option], rng: random.Random) -> Any:
        """A random pick among the options, for a kind that keeps the default :meth:`random`."""
        return rng.choice(options).key

    def random_answer(self, state: State, spec: Spec, rng: random.Random, prompt: Prompt) -> Any:
        """:meth:`random` for ``prompt``, built for ``spec`` on this very state: a kind that keeps the default
        :meth:`random` picks among the prompt's options instead of building them again."""
        if type(self).random is Decision.random:
            return self.random_option(prompt.options, rng)
        return self.random(state, spec, rng)


class _Answerable(Prompt):
    """A :class:`Prompt` whose ``text``, ``suggested`` and labels given :meth:`Option.later` are read off the
    state when first asked for, so the state must not change until then (see :meth:`Decision.answerable`)."""

    def __init__(self, decision: Decision, state: State, spec: Spec) -> None:
        d = self.__dict__
        d["id"], d["seat"], d["kind"] = spec["id"], spec["seat"], decision.kind
        d["deadline_class"] = decision.deadline_class
        d["options"] = tuple(decision.options(state, spec))
        d["fields"] = tuple(decision.fields(state, spec))
        d["_from"] = (decision, state, spec)

    def __eq__(self, other: object) -> bool:  # equal to the same prompt built at once, as a Prompt is
        return isinstance(other, Prompt) and self.to_dict() == other.to_dict()

    __hash__ = Prompt.__hash__

    @functools.cached_property
    def _words(self) -> str | Say:
        decision, state, spec = self._from
        return decision.text(state, spec)

    @functools.cached_property
    def text(self) -> str:  # type: ignore[override]
        return english_of(self._words)

    @functools.cached_property
    def say(self) -> Say | None:  # type: ignore[override]
        return say_of(self._words)

    @functools.cached_property
    def suggested(self) -> Any:  # type: ignore[override]
        decision, state, spec = self._from
        return decision.suggested(state, spec)


def decision(cls: type[Decision]) -> type[Decision]:
    DECISIONS[cls.kind] = cls()
    return cls
