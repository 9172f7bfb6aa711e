"""Step 2, receiving orders ("Ricevere Ordini"), and what the offense may attack.

Twelve order tokens, three per colour in play, replace the 2008 destiny deck.  A token of another
player's colour names the system to attack and its owner, the defense.  The offense's own colour: draw
again, or attack another player's colony on one of its native planets, or (our reading, §14.6, table
option ``refound``) re-found a native planet with no ships on it.  With two players the orders only
chose the first player: the offense attacks any planet of the opponent or one of its own native planets
where the opponent has a colony ("Partite a due giocatori").
"""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event, Option, Say
from engine.cosmic_ah2000 import board, flow
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.prompt_text import say

State = dict[str, Any]
REDRAW = "redraw"


def order_pile(n: int) -> list[int]:
    return [seat for seat in range(n) for _ in range(3)]


def draw_order(state: State, ev: list[Event]) -> int:
    """The top token; when one token is left, the discarded ones are shuffled back in first."""
    if len(state["orders"]) <= 1:
        state["orders"] += state["orders_discard"]
        state["orders_discard"] = []
        rng.shuffle(state, state["orders"])
        ev.append(event("orders.reshuffle"))
    token = state["orders"].pop()
    state["orders_discard"].append(token)
    return token


def targets(state: State) -> list[tuple[int, int | None]]:
    """``(planet, defense)`` pairs the mothership may be pointed at once the orders are known; ``None``
    for a native planet to re-found."""
    enc, off, n = state["enc"], state["turn"]["offense"], state["n"]
    if enc["own_order"]:
        return [(enc["target"], None if enc["refound"] else enc["defense"])]
    if n == 2:
        opp = 1 - off
        out: list[tuple[int, int | None]] = [(p, opp) for p in _native(opp)]
        out += [(p, opp) for p in _native(off) if state["planets"][p][opp] > 0]
        if refound_allowed(state):
            out += [(p, None) for p in _native(off) if not any(state["planets"][p])]
        return out
    system = enc["order"]
    return [(p, system) for p in range(system * board.PLANETS, (system + 1) * board.PLANETS)]


def own_colour_choices(state: State, off: int) -> list[tuple[int, int | None]]:
    """``(planet, defense)``: a foreign colony on a native planet, or ``None`` for an empty one to re-found."""
    out: list[tuple[int, int | None]] = []
    for p in _native(off):
        ships = state["planets"][p]
        out += [(p, s) for s in range(state["n"]) if s != off and ships[s] > 0]
        if refound_allowed(state) and not any(ships):
            out.append((p, None))
    return out


def refound_allowed(state: State) -> bool:
    return state["options"].get("refound") != "off"


def _native(seat: int) -> range:
    return range(seat * board.PLANETS, (seat + 1) * board.PLANETS)


@flow.step("orders")
def orders(state: State, ev: list[Event]) -> None:
    off = state["turn"]["offense"]
    flow.goto(state, "launch")
    if state["n"] == 2:
        state["enc"]["defense"] = 1 - off
        return
    while True:
        token = draw_order(state, ev)
        ev.append(event("orders.draw", color=state["colors"][token], seat=token))
        if token != off:
            state["enc"]["order"] = token
            state["enc"]["defense"] = token
            return
        if own_colour_choices(state, off):
            flow.ask(state, "orders.own", off)
            return
        ev.append(event("orders.redraw", seat=off))


def choose_home_target(state: State, planet: int, defense: int | None, ev: list[Event]) -> None:
    enc, off = state["enc"], state["turn"]["offense"]
    enc["own_order"] = True
    enc["target"] = planet
    if defense is None:
        enc["refound"] = True
        ev.append(event("orders.refound", seat=off, planet=planet, planet_2=board.planet_ref(state, planet)))
    else:
        enc["defense"] = defense
        ev.append(event("orders.home", seat=off, planet=planet, defense=defense,
                        planet_2=board.planet_ref(state, planet)))


@flow.decision
class OwnColour(flow.Decision):
    kind = "orders.own"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("orders.own")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        out = [Option(REDRAW, say("orders.own.redraw"))]
        for p, defense in own_colour_choices(state, spec["seat"]):
            if defense is None:
                out.append(Option(f"{p}:-", say("orders.own.refound", planet=board.planet_ref(state, p))))
            else:
                out.append(Option(f"{p}:{defense}", say("orders.own.attack", seat=defense,
                                                        planet=board.planet_ref(state, p))))
        return out

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        if choice == REDRAW:
            ev.append(event("orders.another", seat=spec["seat"]))
            flow.goto(state, "orders")
            return
        planet, defense = choice.split(":")
        choose_home_target(state, int(planet), None if defense == "-" else int(defense), ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return REDRAW
