"""Vacuum (green; any player; mandatory; any time): whenever the Vacuum loses ships to the warp, other players
lose as many, on top of their normal losses: the Vacuum chooses who and how many (``vacuum.victims``), each
victim chooses from which of its colonies (``vacuum.ships``, as for a failed deal).

A loss is seen through the ``to_warp`` hook and owed on the Vacuum's sheet; the power is used by itself at the
next timing point (so a Cosmic Zap can stop it, and the owed ships are then forgiven).  Only ships on colonies
can be taken; when the others have fewer, they lose what they have.  With its super flare the Vacuum also
chooses the colonies.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option, Say
from engine.cosmic import board, deal, flare, flow, timing
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, data, peek
from engine.cosmic.prompt_text import say

State = dict[str, Any]
NAME = "Vacuum"


def others_ships(state: State, seat: int) -> dict[int, int]:
    """Ships each other player has on its colonies (what the Vacuum can take)."""
    return {s: board.ships_on_colonies(state, s) for s in board.priority_order(state) if s != seat
            and board.ships_on_colonies(state, s)}


@alien
class Vacuum(Power):
    name, alert, who, optional = NAME, "green", "any", False
    points = frozenset(p for p in timing.POINTS if p != "card.played")
    summary = "whenever it loses ships to the warp, other players of its choice lose as many"
    repeatable = True  # once for each loss (see choices: each loss is a use of its own)

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return peek(state, NAME).get("owed", 0) > 0 and bool(others_ships(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        mine = peek(state, NAME)
        return [(str(mine["losses"]), say("power.vacuum", count=mine["owed"]))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        mine = data(state, NAME)
        count = min(mine["owed"], sum(others_ships(state, seat).values()))
        mine["owed"] = 0
        ev.append(event("power.vacuum", seat=seat, count=count))
        flow.ask(state, "vacuum.victims", seat, count=count)

    def on_zapped(self, state: State, seat: int, ev: list[Event]) -> None:
        data(state, NAME)["owed"] = 0

    def hook_to_warp(self, state: State, owner: int, count: int, seat: int, ev: list[Event]) -> int:
        if seat == owner and count > 0:
            mine = data(state, NAME)
            mine["owed"] = mine.get("owed", 0) + count
            mine["losses"] = mine.get("losses", 0) + 1
        return count


def chooses_colonies(state: State, seat: int) -> bool:
    return flare.played(state, seat, NAME, "super")


@flow.decision
class VacuumVictims(flow.Decision):
    kind = "vacuum.victims"

    def text(self, state: State, spec: flow.Spec) -> Say:
        which = ".colonies" if chooses_colonies(state, spec["seat"]) else ""
        return say(f"vacuum.victims{which}", count=spec["count"])

    def count(self, state: State, spec: flow.Spec) -> int:
        return min(spec["count"], sum(others_ships(state, spec["seat"]).values()))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat, count = spec["seat"], self.count(state, spec)
        if chooses_colonies(state, seat):
            stacks = [(s, p) for s in others_ships(state, seat) for p in board.colonies(state, s)]
            opts = tuple(Option(f"{s}:{p}", say("vacuum.victims.colony", seat=s, planet=board.planet_ref(state, p),
                                                ships=state["planets"][p][s])) for s, p in stacks)
            return [Field("ships", say("vacuum.victims.ships"), "count_map", opts, min=count, max=count,
                          caps=tuple(state["planets"][p][s] for s, p in stacks))]
        have = others_ships(state, seat)
        opts = tuple(Option(str(s), say("vacuum.victims.seat", seat=s, ships=n)) for s, n in have.items())
        return [Field("ships", say("vacuum.victims.by_player"), "count_map", opts, min=count, max=count,
                      caps=tuple(have.values()))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        if chooses_colonies(state, spec["seat"]):
            by_victim: dict[int, dict[str, int]] = {}
            for stack, n in choice["ships"].items():
                victim, planet = stack.split(":")
                by_victim.setdefault(int(victim), {})[planet] = n
            for victim, ships in by_victim.items():
                board.take_from_planets(state, victim, ships)
                board.to_warp(state, victim, sum(ships.values()), ev, "taken by the Vacuum")
            return
        for victim, n in choice["ships"].items():
            deal.lose_ships(state, int(victim), "vacuum.ships", ev, "taken by the Vacuum", n)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """One ship at a time from whoever has the most on its colonies (and, choosing colonies, from its biggest
        stack): nobody is singled out."""
        left = others_ships(state, spec["seat"])
        taken: dict[int, int] = {}
        for _ in range(self.count(state, spec)):
            victim = max(left, key=lambda s: left[s])
            left[victim] -= 1
            taken[victim] = taken.get(victim, 0) + 1
        if not chooses_colonies(state, spec["seat"]):
            return {"ships": {str(s): n for s, n in taken.items()}}
        return {"ships": {f"{s}:{p}": k for s, n in taken.items()
                          for p, k in board.safest_sources(state, s, n).items()}}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        field = self.fields(state, spec)[0]
        left = dict(zip((o.key for o in field.options), field.caps, strict=True))
        taken: dict[str, int] = {}
        for _ in range(self.count(state, spec)):
            key = r.choice([k for k, v in left.items() if v])
            left[key] -= 1
            taken[key] = taken.get(key, 0) + 1
        return {"ships": taken}


@flow.decision
class VacuumShips(deal.Penalty):
    kind = "vacuum.ships"
    why = "taken by the Vacuum"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("vacuum.ships", count=deal.count(spec))
