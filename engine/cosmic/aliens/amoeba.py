"""Amoeba (yellow; main player; optional; planning, after cards are chosen): adds ships from its colonies to the
encounter, or withdraws its encounter ships to its colonies; the 4-ship limit does not apply.

The offense's ships in the encounter are on the gate (withdrawn, they go back where they came from); the
defense's are its ships on the target planet (withdrawn, they go to a colony it names).  With its super flare it
uses the power as an ally too: an ally's ships are on the gate or beside the planet and withdraw to where they came
from.  The Amoeba's wild flare lets any main player move up to four ships the same way (the ``most`` of a prompt).
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, IllegalAction, Option, Say
from engine.cosmic import board, flare, flow
from engine.cosmic.events import event
from engine.cosmic.powers import WHO, Power, alien, role, side_of
from engine.cosmic.prompt_text import colony, say

State = dict[str, Any]


def in_encounter(state: State, seat: int) -> int:
    if role(state, seat) == "defense":
        return state["planets"][state["enc"]["target"]][seat]
    return sum(stacks(state, seat).values())


def stacks(state: State, seat: int) -> dict[str, int]:
    """Encounter ships that remember their colony: on the gate, or beside the planet for a defensive ally."""
    enc = state["enc"]
    return enc["dallies"][seat] if role(state, seat) == "defensive ally" else enc["gate"][seat]


def sources(state: State, seat: int) -> list[int]:
    """Colonies ships may come from or go to: every colony but the defended planet."""
    return [p for p in board.colonies(state, seat) if p != state["enc"]["target"] or side_of(state, seat) == "offense"]


def withdraw_gate(state: State, seat: int, count: int, ev: list[Event]) -> None:
    """Take ``count`` ships off the gate (or from beside the planet), from the biggest stacks, and send them back
    where they came from."""
    gate = stacks(state, seat)
    taken: dict[str, int] = {}
    for _ in range(count):
        origin = max(gate, key=lambda k: (gate[k], k))
        gate[origin] -= 1
        taken[origin] = taken.get(origin, 0) + 1
        if not gate[origin]:
            del gate[origin]
    board.return_home(state, seat, taken, ev)


@alien
class Amoeba(Power):
    name, alert, who, optional = "Amoeba", "yellow", "main or ally", True  # a main player: see can_use
    points = frozenset({"planning.after"})
    summary = "may add ships to the encounter from its colonies, or withdraw its ships, after cards are chosen"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """A main player; an ally once it played the super flare."""
        main = role(state, seat) in WHO["main"] or flare.played(state, seat, "Amoeba", "super")
        return main and in_encounter(state, seat) > 0

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return move_choices(state, seat)

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.amoeba.add" if arg == "add" else "power.amoeba.withdraw", seat=seat))
        flow.ask(state, "amoeba.ships", seat, mode=arg)


def move_choices(state: State, seat: int) -> list[tuple[str, Say]]:
    """Adding needs a colony to take ships from; a defense withdrawing needs a colony to send them to."""
    spare = bool(sources(state, seat))
    out = [("add", say("power.amoeba.add"))] if spare else []
    if in_encounter(state, seat) and (spare or role(state, seat) != "defense"):
        out.append(("withdraw", say("power.amoeba.withdraw")))
    return out


def moves(state: State, seat: int) -> list[tuple[str, str]]:
    """The same moves in English, for the wild flare that words them its own way."""
    return [(arg, label.english) for arg, label in move_choices(state, seat)]


def most(state: State, spec: flow.Spec) -> int:
    """The most ships the prompt may move: any number for the power, four for the wild flare."""
    seat = spec["seat"]
    if spec["mode"] == "add":
        have = sum(state["planets"][p][seat] for p in sources(state, seat))
    else:
        have = in_encounter(state, seat)
    return min(have, spec.get("most", have))


@flow.decision
class AmoebaShips(flow.Decision):
    """How many ships the Amoeba moves; on timeout, none (the encounter stays as it is)."""

    kind = "amoeba.ships"

    def text(self, state: State, spec: flow.Spec) -> Say:
        if spec["mode"] == "add":
            return say("amoeba.ships.add", count=most(state, spec))
        return say("amoeba.ships.withdraw", count=in_encounter(state, spec["seat"]))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        own = sources(state, seat)
        opts = tuple(Option(str(p), colony(state, p, seat)) for p in own)
        if spec["mode"] == "add":
            caps = tuple(state["planets"][p][seat] for p in own)
            return [Field("ships", say("amoeba.ships.add.field"), "count_map", opts, min=0, max=most(state, spec),
                          caps=caps)]
        fields = [Field("count", say("amoeba.ships.withdraw.field"), "int", min=0, max=most(state, spec))]
        if role(state, seat) == "defense":
            fields.append(Field("colony", say("amoeba.ships.colony"), "choice", opts, required=False))
        return fields

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, enc = spec["seat"], state["enc"]
        defense = role(state, seat) == "defense"
        if spec["mode"] == "add":
            ships = choice["ships"]
            count = sum(ships.values())
            board.take_from_planets(state, seat, ships)
            if not defense:
                for origin, n in ships.items():
                    stacks(state, seat)[origin] = stacks(state, seat).get(origin, 0) + n
            else:
                state["planets"][enc["target"]][seat] += count
            kind = "power.amoeba.ships.added"
        else:
            count = choice["count"]
            if not defense:
                withdraw_gate(state, seat, count, ev)
            elif count:
                if choice.get("colony") is None:
                    raise IllegalAction(say("refused.amoeba.colony"))
                state["planets"][enc["target"]][seat] -= count
                state["planets"][int(choice["colony"])][seat] += count
            kind = "power.amoeba.ships.withdrawn"
        flow.done(state, spec)
        ev.append(event(kind, seat=seat, mode=spec["mode"], count=count))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """Move no ship: the encounter stays as the Amoeba launched it."""
        if spec["mode"] == "add":
            return {"ships": {}}
        return {"count": 0, "colony": None} if role(state, spec["seat"]) == "defense" else {"count": 0}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        seat = spec["seat"]
        own = sources(state, seat)
        if spec["mode"] == "add":
            left = {str(p): state["planets"][p][seat] for p in own}
            ships: dict[str, int] = {}
            for _ in range(r.randint(0, min(6, most(state, spec)))):
                origin = r.choice([k for k, v in left.items() if v])
                left[origin] -= 1
                ships[origin] = ships.get(origin, 0) + 1
            return {"ships": ships}
        count = r.randint(0, most(state, spec))
        if role(state, seat) == "defense":
            return {"count": count, "colony": str(r.choice(own))} if own else {"count": 0, "colony": None}
        return {"count": count}
