"""Kamikaze (yellow; main player; optional; planning, before cards are chosen): sends up to four of its ships
from its colonies to the warp and draws two cards for each.

How many is the use's choice (one option per count, so an answer in advance takes one ship); which colonies
they leave is a prompt of its own (``kamikaze.ships``), asked only when there is a choice.  The ships come from
colonies outside the encounter (for a defense, not the target planet).  The wild flare sends ships the same way
(``mode="wild"``) for +3 each instead of cards.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option, Say
from engine.cosmic import board, flow, hands
from engine.cosmic.aliens.cudgel import any_ships, safest, stacks
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say

State = dict[str, Any]
MOST = 4
CARDS_PER_SHIP = 2
WILD_BONUS_PER_SHIP = 3


def spare(state: State, seat: int) -> int:
    """Ships it may send: those on its colonies outside the encounter."""
    return sum(stacks(state, seat).values())


def counts(state: State, seat: int) -> range:
    return range(1, min(MOST, spare(state, seat)) + 1)


def send(state: State, seat: int, count: int, mode: str, ev: list[Event]) -> None:
    """Send ``count`` ships to the warp, from the only possible colonies at once, else as the player says."""
    have = stacks(state, seat)
    count = min(count, sum(have.values()))
    if count == sum(have.values()) or len([n for n in have.values() if n]) == 1:
        sent(state, seat, safest(state, seat, count), mode, ev)
    else:
        flow.ask(state, "kamikaze.ships", seat, count=count, mode=mode)


def sent(state: State, seat: int, ships: dict[str, int], mode: str, ev: list[Event]) -> None:
    count = sum(ships.values())
    board.take_from_planets(state, seat, ships)
    board.to_warp(state, seat, count, ev, "Kamikaze")
    if mode == "wild":
        bonus = state["enc"].setdefault("kamikaze_bonus", {})
        bonus[str(seat)] = bonus.get(str(seat), 0) + WILD_BONUS_PER_SHIP * count
    else:
        hands.draw(state, seat, CARDS_PER_SHIP * count, ev, "Kamikaze")


@alien
class Kamikaze(Power):
    name, alert, who, optional = "Kamikaze", "yellow", "main", True
    points = frozenset({"planning.before"})
    summary = "may send up to 4 of its ships to the warp before cards are chosen, drawing 2 cards for each"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return spare(state, seat) > 0

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(n), say("power.kamikaze", count=n, cards=CARDS_PER_SHIP * n))
                for n in counts(state, seat)]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        count = int(arg) if arg.isdigit() else 1
        ev.append(event("power.kamikaze", seat=seat, count=count, value=CARDS_PER_SHIP * count))
        send(state, seat, count, "power", ev)


@flow.decision
class KamikazeShips(flow.Decision):
    """Which colonies the Kamikaze's ships leave; on timeout, no colony emptied if that can be avoided."""

    kind = "kamikaze.ships"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("kamikaze.ships", count=spec["count"])

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        have = stacks(state, spec["seat"])
        count = min(spec["count"], sum(have.values()))
        opts = tuple(Option(p, say("colony", planet=board.planet_ref(state, int(p)), ships=n)) for p, n in have.items())
        return [Field("ships", say("kamikaze.ships.field"), "count_map", opts, min=count, max=count,
                      caps=tuple(have.values()))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        sent(state, spec["seat"], choice["ships"], spec["mode"], ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"ships": safest(state, spec["seat"], spec["count"])}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return {"ships": any_ships(state, spec["seat"], spec["count"], r)}
