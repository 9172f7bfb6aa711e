"""Calculator (yellow; main player; optional; planning, after cards are chosen): calls "equalize": if both
revealed cards are attacks of different values, the higher is reduced by the lower.

It is called blind, before the reveal, so a call on cards that turn out not to be two attacks does nothing.
With its super flare it may call it as an ally too (Amoeba's pattern: ``who`` lets allies through and
:meth:`Calculator.can_use` keeps them out without the flare).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import flare
from engine.cosmic.events import event
from engine.cosmic.powers import WHO, Power, alien, role, used
from engine.cosmic.prompt_text import say

State = dict[str, Any]


def revealed_attacks(state: State) -> tuple[int, int] | None:
    """The offense's and the defense's revealed attack values (a morph as what it copied), else ``None``."""
    eff = state["enc"]["effective"]
    if eff is None or eff["offense"][0] != "attack" or eff["defense"][0] != "attack":
        return None
    return eff["offense"][1], eff["defense"][1]


@alien
class Calculator(Power):
    name, alert, who, optional = "Calculator", "yellow", "main or ally", True  # a main player: see can_use
    points = frozenset({"planning.after"})
    summary = "may call \"equalize\" before the reveal: of two attack cards, the higher is reduced by the lower"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """A main player; an ally once it played the super flare."""
        return role(state, seat) in WHO["main"] or flare.played(state, seat, "Calculator", "super")

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.calculator"))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.calculator", seat=seat))

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        """The revealed values say which card is higher and by how much; other powers' changes to that card
        (a Tripler's) apply as well."""
        values = revealed_attacks(state)
        if values is None or values[0] == values[1] or not used(state, seat, self.name):
            return parts
        higher = "offense" if values[0] > values[1] else "defense"
        parts[higher]["card"] -= min(values)
        return parts
