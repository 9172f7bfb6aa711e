"""Steps 3 and 4: ships onto the mothership, then the mothership pointed at a planet.

The offense commits its ships before choosing the planet ("Scegliere le astronavi", "Puntare
l'Astronave Madre"); nobody else acts between the two, so by email they are one form with both
answers.  A re-founding (own-colour order, README) lands at once and needs no alliance or card.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option, Say
from engine.cosmic_ah2000 import board, flow, powers
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.orders import targets
from engine.cosmic_ah2000.prompt_text import colony, say

State = dict[str, Any]


@flow.step("launch")
def launch(state: State, ev: list[Event]) -> None:
    flow.ask(state, "mothership.launch", state["turn"]["offense"])


def _target_key(planet: int, defense: int | None) -> str:
    return f"{planet}:{'-' if defense is None else defense}"


def _target_label(state: State, planet: int, defense: int | None) -> Say:
    if defense is None:
        return say("mothership.launch.refound", planet=board.planet_ref(state, planet))
    return say("mothership.launch.defended", planet=board.planet_ref(state, planet), seat=defense,
               held=[[s, n] for s, n in enumerate(state["planets"][planet]) if n])


@flow.decision
class Launch(flow.Decision):
    kind = "mothership.launch"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("mothership.launch")

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        own = board.colonies(state, seat)
        total = sum(state["planets"][p][seat] for p in own)
        return [
            Field("ships", say("mothership.launch.ships"), "count_map",
                  tuple(Option(str(p), colony(state, p, seat)) for p in own),
                  min=1 if own else 0, max=min(max_ships(state, seat), total),
                  caps=tuple(state["planets"][p][seat] for p in own)),
            Field("target", say("mothership.launch.target"), "choice",
                  tuple(Option(_target_key(p, d), _target_label(state, p, d)) for p, d in targets(state))),
        ]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, enc = spec["seat"], state["enc"]
        flow.done(state, spec)
        planet, defense = choice["target"].split(":")
        enc["target"] = int(planet)
        board.lift(state, seat, choice["ships"])
        board.merge(enc["mothership"][seat], choice["ships"])
        count = board.total(enc["mothership"][seat])
        if defense == "-":
            enc["refound"] = True
            state["planets"][enc["target"]][seat] += count
            enc["mothership"][seat] = {}
            enc["success"] = True
            ev.append(event("refound", seat=seat, planet=enc["target"], count=count,
                            target=board.planet_ref(state, enc['target'])))
            flow.goto(state, "end_encounter")
            return
        enc["defense"] = int(defense)
        ev.append(event("launch", seat=seat, planet=enc["target"], count=count, defense=enc["defense"],
                        target=board.planet_ref(state, enc['target']), defense_2=enc['defense']))
        flow.goto(state, "alliances")

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The planet where the defense has the fewest ships; as many ships (up to 4) as go without
        emptying a colony, from the biggest stacks."""
        seat = spec["seat"]
        ships, target = self.fields(state, spec)
        options = [o.key for o in target.options]
        best = min(options, key=lambda k: (_defending(state, k), options.index(k)))
        spare = sum(max(0, state["planets"][p][seat] - 1) for p in board.colonies(state, seat))
        count = max(ships.min, min(ships.max, spare))
        return {"ships": board.safest_sources(state, seat, count), "target": best}

    def random(self, state: State, spec: flow.Spec, rng: random.Random) -> Any:
        """Mostly a planet the offense has no colony on yet: uniform targets made random two-player games
        wander for tens of thousands of decisions (the offense reinforcing its own colonies)."""
        seat = spec["seat"]
        ships, target = self.fields(state, spec)
        fresh = [o for o in target.options if state["planets"][int(o.key.split(":")[0])][seat] == 0]
        pick = rng.choice(fresh if fresh and rng.random() < 0.8 else target.options)
        return {"ships": random_ships(state, seat, rng.randint(ships.min, ships.max), rng), "target": pick.key}


def max_ships(state: State, seat: int) -> int:
    """At most four ships go into an encounter, fewer if a power says so (Macron)."""
    return powers.run("max_ships", state, board.MAX_ENCOUNTER_SHIPS, seat=seat)


def _defending(state: State, key: str) -> int:
    planet, defense = key.split(":")
    return 0 if defense == "-" else state["planets"][int(planet)][int(defense)]


def random_ships(state: State, seat: int, count: int, rng: random.Random,
                 exclude: int | None = None) -> dict[str, int]:
    """``count`` ships taken one at a time from random colonies (not from ``exclude``)."""
    left = {str(p): state["planets"][p][seat] for p in board.colonies(state, seat) if p != exclude}
    taken: dict[str, int] = {}
    for _ in range(count):
        key = rng.choice(sorted(k for k, v in left.items() if v))
        left[key] -= 1
        taken[key] = taken.get(key, 0) + 1
    return taken

