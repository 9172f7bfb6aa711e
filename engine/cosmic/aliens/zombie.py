"""Zombie (green; any player; mandatory; any phase): its ships never go to the warp; they go to its colonies.
As a main player making a deal it may also free the other dealer's ships from the warp as a term of the deal.
Neither part is a use of the power, so neither can be zapped; both need the power (three home colonies)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Field
from engine.cosmic import board
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say

FREE = "zombie_free"


def freed_by(owner: int, seat: int, other: int) -> int | None:
    """Whose ships a Zombie dealer frees: the other dealer's (none when the Zombie is not dealing)."""
    return other if owner == seat else seat if owner == other else None


@alien
class Zombie(Power):
    name, alert, who, optional = "Zombie", "green", "any", False
    summary = ("its ships never go to the warp: they go back to its colonies; in a deal it may free the other "
               "dealer's ships from the warp")

    def hook_to_warp(self, state: dict[str, Any], owner: int, count: int, seat: int, ev: list[Event]) -> int:
        own = board.colonies(state, owner)
        if seat != owner or count <= 0 or not own:
            return count
        home = [p for p in own if board.system_of(state, p) == owner] or own
        state["planets"][home[0]][owner] += count
        ev.append(event("power.zombie", owner=owner, count=count, home=board.planet_ref(state, home[0])))
        return 0

    def hook_deal_fields(self, state: dict[str, Any], owner: int, fields: list[Field], seat: int,
                         other: int) -> list[Field]:
        """Either dealer may put the freeing in an offer, the Zombie or the player whose ships it frees."""
        freed = freed_by(owner, seat, other)
        if freed is None or not state["warp"][freed]:
            return fields
        label = say("deal.propose.zombie_free.mine" if owner == seat else "deal.propose.zombie_free.theirs")
        return [*fields, Field(FREE, label, "int", max=state["warp"][freed])]

    def hook_deal_terms(self, state: dict[str, Any], owner: int, extras: list[dict[str, Any]], seat: int,
                        other: int, choice: dict[str, Any]) -> list[dict[str, Any]]:
        count, freed = choice.get(FREE, 0), freed_by(owner, seat, other)
        if freed is None or not count:
            return extras
        said = ["zombie", owner, freed, count]
        return [*extras, {"power": self.name, "from": owner, "seat": freed, "count": count, "said": said}]

    def hook_deal_made(self, state: dict[str, Any], owner: int, terms: dict[str, Any],
                       ev: list[Event]) -> dict[str, Any]:
        for give in (terms["offense"], terms["defense"]):
            for extra in give.get("extras", []):
                if extra["power"] != self.name or extra["from"] != owner:
                    continue
                seat = extra["seat"]
                count = min(extra["count"], state["warp"][seat])
                if count:
                    state["warp"][seat] -= count
                    board.place_anywhere(state, seat, count, ev)
                    ev.append(event("power.zombie.free", seat=seat, owner=owner, count=count))
        return terms
