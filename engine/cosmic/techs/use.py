"""How a completed tech is offered, played and consulted: one timing unit per tech, and the hooks.

Each tech is its own unit (``tech_<name>``), so a player answers each in advance on its own, as for
an artifact.  A use goes on the stack (``"tech"``), where only a Tech Scrambler may cancel it; a
cancelled tech is discarded.  A tech discarded after use leaves play as it is played.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option
from engine.cosmic import board, hooks, timing
from engine.cosmic.events import event
from engine.cosmic.prompt_text import say
from engine.cosmic.techs import registry
from engine.cosmic.techs.registry import TECHS

State = dict[str, Any]
PREFIX = "tech_"


def unit_name(tech: str) -> str:
    return PREFIX + tech.lower().replace("the ", "").replace(" ", "_")


class TechUse:
    """The timing unit of one tech."""

    def __init__(self, tech: registry.Tech) -> None:
        self.tech = tech
        self.name = unit_name(tech.name)
        self.points = tech.points

    in_game = staticmethod(registry.on)  # one predicate for every tech: a window asks it once (timing.in_play)

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        if not registry.on(state) or not registry.may_use(state, seat, self.tech.name, point):
            return []
        return [Option(f"{self.name}:{arg}", say("play.tech", tech=self.tech.name, choice=label.to_dict()))
                for arg, label in self.tech.choices(state, seat, point)]

    def card_of(self, state: State, seat: int, key: str) -> int | None:
        return None

    def cancellable_by(self, state: State, seat: int, key: str) -> str | None:
        return "tech"

    def said(self, state: State, key: str, seat: int) -> dict[str, Any]:
        return {"play": "tech", "tech": self.tech.name}

    def play(self, state: State, seat: int, key: str, point: str, ev: list[Event]) -> None:
        card = registry.completed(state, seat, self.tech.name)
        if card is None:
            return  # gone meanwhile (scrambled)
        state["enc"].setdefault("tech_researched", {})[self.tech.name] = card.get("researched", 0)
        state["enc"].setdefault("tech_used", []).append([self.tech.name, point, seat])
        if not self.tech.stays:
            if hasattr(self.tech, "before_discard"):
                self.tech.before_discard(state, seat, card)
            registry.discard(state, seat, self.tech.name)
        self.tech.use(state, seat, key.split(":", 1)[1], point, ev)

    def cancelled(self, state: State, item: dict[str, Any], ev: list[Event]) -> None:
        seat = item["seat"]
        card = registry.completed(state, seat, self.tech.name)
        if card is not None:
            if card.get("card") is not None:  # a card stored under it (Quark Battery) is discarded with it
                state["discard"].append(card["card"])
            registry.discard(state, seat, self.tech.name)
        ev.append(event("tech.cancelled", seat=seat, tech=self.tech.name))


UNITS: dict[str, TechUse] = {}


def register_all() -> None:
    """Register every tech's unit and the hooks, once the tech modules have registered the techs."""
    for name, tech in TECHS.items():
        UNITS[name] = timing.register(TechUse(tech))  # type: ignore[assignment]
    for hook in hooks.NAMES:
        if any(type(t).__dict__.get(f"hook_{hook}") is not None for t in TECHS.values()):
            hooks.register(hook, _dispatch(hook))


def _dispatch(name: str) -> hooks.Hook:
    method = f"hook_{name}"
    defining = [t for t in TECHS.values() if type(t).__dict__.get(method) is not None]

    def run(state: State, value: Any, kw: dict[str, Any]) -> Any:
        if not registry.on(state):
            return value
        for seat in board.priority_order(state):
            for t in defining:
                if registry.in_effect(state, seat, t.name):
                    value = getattr(t, method)(state, seat, value, **kw)
        return value

    return run
