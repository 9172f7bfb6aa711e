"""Production (rules file 4): the roll, the planets, the reserve pile, and the 7.

A turn starts here: the roll is automatic (nobody decides anything by rolling), so the first
prompt of a turn is a discard on a 7, a Galactic Relief pick, or the trade-and-build phase.
"""

from __future__ import annotations

import random
from typing import Any

from engine import rng
from engine.core import Field, IllegalAction, Option, Prompt
from engine.starfarers import board, flow, table, table_options
from engine.starfarers.components import HAND_LIMIT, RESOURCES
from engine.starfarers.events import event
from engine.starfarers.flow import Decision, Spec
from engine.starfarers.prompt_text import resource, say

State = dict[str, Any]


def new_turn(seat: int, number: int) -> dict[str, Any]:
    return {"seat": seat, "number": number, "roll": None, "phase": "production", "fame": False,
            "council": False, "goods11": False, "balls": None, "speed": 0, "left": {}, "grounded": [],
            "started_on": {}}


@flow.step("turn_start")
def _turn_start(state: State, ev: list) -> None:
    if state["turn"] is None:
        state["turn"] = new_turn(state["first"], 1)
    seat = state["turn"]["seat"]
    ev.append(event("turn.start", seat=seat))
    a, b = 1 + rng.randbelow(state, 6), 1 + rng.randbelow(state, 6)
    state["turn"]["roll"] = [a, b]
    ev.append(event("roll", seat=seat, a=a, b=b, total=a + b))
    if a + b == 7:
        for other in range(state["n"]):
            if must_discard(state, other):
                flow.ask(state, "seven.discard", other)
        state["step"] = "seven_rob"
        return
    produced = produce(state, a + b, ev)
    for other in range(state["n"]):
        if table.has_card(state, other, "galactic_relief") and not produced[other] and any(state["supply"].values()) \
                and (other == seat or table_options.get(state, "galactic_relief") == "any_roll"):
            flow.ask(state, "relief.take", other)
    state["step"] = "reserve"


def produce(state: State, roll: int, ev: list) -> list[int]:
    """Every colony and spaceport next to a planet showing the roll earns 1 card; the supply
    gives a resource to everybody or to nobody.  Returns the cards each seat received."""
    want = [{r: 0 for r in RESOURCES} for _ in range(state["n"])]
    for site, (owner, _port) in state["colonies"].items():
        if owner < 0:
            continue
        sector = state["sectors"][board.SITE_SECTOR[int(site)]]
        for k in board.SITE_PLANETS[int(site)]:
            planet = sector["planets"][k]
            if planet["shown"] and planet["token"] and roll in planet["token"]["nums"]:
                want[owner][planet["res"]] += 1
    for seat in range(state["n"]):
        for r in RESOURCES:
            if want[seat][r] and table.has_card(state, seat, f"production_{r}"):
                want[seat][r] += 1
    got = [0] * state["n"]
    for r in RESOURCES:
        total = sum(w[r] for w in want)
        if total > state["supply"][r]:
            ev.append(event("shortage", resource=r))
            for w in want:
                w[r] = 0
    for seat in range(state["n"]):
        cards = {r: n for r, n in want[seat].items() if n}
        if cards:
            table.take(state, seat, cards)
            got[seat] = sum(cards.values())
            ev.append(event("produce", seat=seat, cards=cards))
    return got


def must_discard(state: State, seat: int) -> bool:
    size = table.hand_size(state, seat)
    if table.has_card(state, seat, "reduced_tribute"):  # almanac: only from 12 cards (an option says 13)
        return size >= int(table_options.get(state, "reduced_tribute"))
    return size > HAND_LIMIT


def _hand_field(state: State, seat: int, label: str, total: int) -> Field:
    hand = state["hands"][seat]
    held = [r for r in RESOURCES if hand[r]]
    return Field("cards", label, "count_map", tuple(Option(r, resource(r)) for r in held), min=total, max=total,
                 caps=tuple(hand[r] for r in held))


def _discard_prompt(state: State, spec: Spec) -> Prompt:
    n = table.hand_size(state, spec["seat"]) // 2
    return Prompt(spec["id"], spec["seat"], "seven.discard", say("seven.discard", count=n), "decision",
                  fields=(_hand_field(state, spec["seat"], say("seven.discard.cards"), n),))


def _discard_apply(state: State, spec: Spec, choice: dict, ev: list) -> None:
    cards = choice["cards"]
    table.pay(state, spec["seat"], cards)
    flow.close(state, spec)
    ev.append(event("seven.discard", seat=spec["seat"], cards=cards))


def largest_stacks(state: State, seat: int, n: int, r: random.Random) -> dict[str, int]:
    """n cards taken one at a time from the biggest stacks, a random one of the biggest on ties."""
    hand = dict(state["hands"][seat])
    out: dict[str, int] = {}
    for _ in range(n):
        top = max(hand.values())
        res = r.choice([x for x in RESOURCES if hand[x] == top])
        hand[res] -= 1
        out[res] = out.get(res, 0) + 1
    return out


def _discard_default(state: State, spec: Spec) -> dict:
    r = random.Random(state["rng"] ^ spec["seat"])
    return {"cards": largest_stacks(state, spec["seat"], table.hand_size(state, spec["seat"]) // 2, r)}


def _discard_random(state: State, spec: Spec, r: random.Random) -> dict:
    hand = state["hands"][spec["seat"]]
    pile = [x for x in RESOURCES for _ in range(hand[x])]
    r.shuffle(pile)
    out: dict[str, int] = {}
    for x in pile[: len(pile) // 2]:
        out[x] = out.get(x, 0) + 1
    return {"cards": out}


flow.decision("seven.discard", Decision(_discard_prompt, _discard_apply, _discard_default, _discard_random))


@flow.step("seven_rob")
def _seven_rob(state: State, ev: list) -> None:
    seat = state["turn"]["seat"]
    state["step"] = "seven_draws"
    if _rob_targets(state, seat):
        flow.ask(state, "seven.rob", seat)


def _rob_targets(state: State, seat: int) -> list[int]:
    return [o for o in range(state["n"]) if o != seat and table.hand_size(state, o)]


def _rob_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "seven.rob", say("seven.rob"), "decision",
                  options=tuple(Option(str(o), say("seven.rob.seat", seat=o, count=table.hand_size(state, o)))
                                for o in _rob_targets(state, spec["seat"])))


def _rob_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    other = int(choice)
    rob(state, spec["seat"], other, ev, "seven.rob")
    flow.close(state, spec)


def rob(state: State, seat: int, other: int, ev: list, kind: str) -> None:
    """One card drawn blind from another hand: both see what it was, the others only that it moved."""
    res = table.random_card(state, other)
    if res is None:
        return
    table.move_cards(state, other, seat, {res: 1})
    ev.append(event(kind, seat=seat, other=other))
    ev.append(event(f"{kind}_card", (seat, other), seat=seat, other=other, resource=res))


flow.decision("seven.rob", Decision(
    _rob_prompt, _rob_apply,
    lambda state, spec: str(max(_rob_targets(state, spec["seat"]),
                                key=lambda o: (table.hand_size(state, o), -o))),
    lambda state, spec, r: str(r.choice(_rob_targets(state, spec["seat"])))))


@flow.step("seven_draws")
def _seven_draws(state: State, ev: list) -> None:
    seat = state["turn"]["seat"]
    for k in range(1, state["n"]):
        table.draw_reserve(state, (seat + k) % state["n"], 1, ev)
    state["step"] = "reserve"


@flow.step("reserve")
def _reserve(state: State, ev: list) -> None:
    seat = state["turn"]["seat"]
    table.draw_reserve(state, seat, table.reserve_entitlement(state, seat), ev)
    state["turn"]["phase"] = "trade"
    state["step"] = "trade"


def _relief_options(state: State) -> list[str]:
    return [r for r in RESOURCES if state["supply"][r]]


def _relief_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "relief.take",
                  say("relief.take"), "decision", options=tuple(Option(r, resource(r)) for r in _relief_options(state)))


def _relief_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    if not state["supply"][choice]:
        raise IllegalAction(say("refused.supply_empty"))
    table.take(state, spec["seat"], {choice: 1})
    flow.close(state, spec)
    ev.append(event("relief", seat=spec["seat"], resource=choice))


flow.decision("relief.take", Decision(
    _relief_prompt, _relief_apply,
    lambda state, spec: max(_relief_options(state), key=lambda r: (state["supply"][r], -RESOURCES.index(r))),
    lambda state, spec, r: r.choice(_relief_options(state))))
