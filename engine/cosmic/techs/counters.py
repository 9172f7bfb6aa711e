"""Techs that cancel: Cosmic Field Generator (an alien power's use) and Tech Scrambler (another tech's).

Both are reactions at ``card.played``, like a zap: they cancel the play on top of the stack."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import timing
from engine.cosmic.prompt_text import say
from engine.cosmic.techs import registry
from engine.cosmic.techs.registry import TECHS, Tech, X, tech
from engine.cosmic.techs.use import unit_name

State = dict[str, Any]


class Canceller(Tech):
    points = frozenset({timing.POINTS[-1]})  # card.played

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        top = state["stack"][-1]
        return [("", say("tech.cancel", play=timing.said(state, top["key"], top["seat"])))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if state["stack"]:
            state["stack"][-1]["cancelled"] = True


@tech
class CosmicFieldGenerator(Canceller):
    name, research = "Cosmic Field Generator", 2
    summary = "discard as an alien power is used: that use is cancelled and the power is off for the encounter"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["stack"]) and state["stack"][-1]["by"] == "power"


@tech
class TechScrambler(Canceller):
    name, research, hidden = "Tech Scrambler", X, True
    summary = ("hidden until used; discard as another tech is used: it is cancelled and discarded, if its research "
               "number is at most the ships that researched the Tech Scrambler")

    def can_use(self, state: State, seat: int, point: str) -> bool:
        if not state["stack"] or state["stack"][-1]["by"] != "tech":
            return False
        top = state["stack"][-1]
        target = next(t for t in TECHS.values() if top["key"].startswith(unit_name(t.name) + ":"))
        card = registry.completed(state, seat, self.name)
        return target.name != self.name and (target.research or 0) <= (card or {}).get("researched", 0)

