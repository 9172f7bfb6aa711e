"""Will (green; offense; mandatory; destiny): once destiny is drawn, the Will chooses the defense itself, and
may aim at any colony of that player, home or foreign; the card's other effects (a Shadow's) still apply.

The choice is a prompt of its own (``will.target``), whose first option keeps what destiny named, so an
unanswered Will plays as if it had no power.  A re-founding of its own empty home planet (destiny named the
Will) is not an encounter with a defense, so the power does not come into it.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flow
from engine.cosmic.destiny import set_defense
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say

State = dict[str, Any]
KEEP = "keep"


def _colony_words(state: State, other: int, planet: int, ships: int) -> Say:
    return say("will.target.colony", seat=other, planet=board.planet_ref(state, planet), ships=ships)


def colony_options(state: State, seat: int) -> list[Option]:
    """Every colony of every other player: the defense and the planet the gate aims at (labels worked out only
    when read: a playout reads none)."""
    return [Option.later(f"{other}:{p}", _colony_words, state, other, p, state["planets"][p][other])
            for other in board.priority_order(state) if other != seat for p in board.colonies(state, other)]


def aim(state: State, seat: int, choice: str, ev: list[Event]) -> None:
    defense, planet = (int(x) for x in choice.split(":"))
    ev.append(event("power.will", defense=defense, planet=planet, seat=seat, planet_2=board.planet_ref(state, planet)))
    set_defense(state, defense, board.system_of(state, planet), planet, ev)


@alien
class Will(Power):
    name, alert, who, optional = "Will", "green", "offense", False
    points = frozenset({"destiny"})
    summary = "chooses the defense itself once destiny is drawn, and may attack any of that player's colonies"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        return enc["defense"] is not None and not enc["recolonize"] and bool(colony_options(state, seat))

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        flow.ask(state, "will.target", seat)


@flow.decision
class WillTarget(flow.Decision):
    kind = "will.target"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("will.target")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        enc = state["enc"]
        named = (say("will.target.keep", seat=enc["defense"]) if enc["target"] is None
                 else say("will.target.keep.planet", seat=enc["defense"],
                          planet=board.planet_ref(state, enc["target"])))
        return [Option(KEEP, named), *colony_options(state, spec["seat"])]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        if choice != KEEP:
            aim(state, spec["seat"], choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """What destiny named: the game as it would go without the power."""
        return KEEP
