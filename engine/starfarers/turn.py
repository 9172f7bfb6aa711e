"""The active player's turn as a chain of single-step ``turn.action`` prompts.

Trade-and-build phase: build, upgrade, trade with the supply, use a friendship card, offer a
trade to the others, or go on to the flight phase.  Flight phase (after the shake): move a ship,
found a colony, or end the turn.  Each answer opens a new prompt with a new id.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Option, Prompt
from engine.starfarers import board, flight, flow, friendship, table
from engine.starfarers.components import COSTS, RESOURCES, UPGRADES, VICTORY
from engine.starfarers.events import event
from engine.starfarers.flow import Decision, Spec
from engine.starfarers.names import point_said
from engine.starfarers.production import new_turn
from engine.starfarers.prompt_text import point, say
from engine.starfarers.setup import place_ship

State = dict[str, Any]


@flow.step("trade")
def _trade_step(state: State, ev: list) -> None:
    place_owed_trade_ships(state, ev)
    flow.ask(state, "turn.action", state["turn"]["seat"])


@flow.step("flight")
def _flight_step(state: State, ev: list) -> None:
    place_owed_trade_ships(state, ev)
    if state["turn"].get("stay") and not flight.stranded(state, state["turn"]["seat"]):
        end_turn(state, ev)
        return
    flow.ask(state, "turn.action", state["turn"]["seat"])


def place_owed_trade_ships(state: State, ev: list) -> None:
    """A free trade ship owed by an encounter is placed as soon as a point and a transport are free."""
    seat = state["turn"]["seat"]
    while state["owed_trade_ships"][seat]:
        points = table.free_port_points(state, seat)
        pool = table.pool(state, seat)
        if not points or pool["transport"] < 1 or pool["station"] < 1:
            return
        key = place_ship(state, seat, "trade", points[0])
        state["owed_trade_ships"][seat] -= 1
        if state["turn"]["phase"] == "flight":
            state["turn"]["left"][key] = state["turn"]["speed"]
        ev.append(event("effect.trade_ship", seat=seat, point=points[0]))


# --- what the active player may do -------------------------------------------------------------

def build_options(state: State, seat: int) -> list[Option]:
    out = []
    pool = table.pool(state, seat)
    points = table.free_port_points(state, seat)
    for kind, piece in (("colony_ship", "colony"), ("trade_ship", "station")):
        if table.has(state, seat, COSTS[kind]) and pool[piece] and pool["transport"]:
            for p in points:
                out.append(Option(f"build:{kind}:{p}",
                                  say("turn.action.build_ship", build=kind, point=point_said(state, p))))
    if table.has(state, seat, COSTS["spaceport"]) and pool["shipyard"]:
        for site in table.colonies(state, seat):
            if not state["colonies"][str(site)][1]:
                out.append(Option(f"build:spaceport:{site}",
                                  say("turn.action.build_spaceport", point=point_said(state, site))))
    for kind in UPGRADES:
        if table.has(state, seat, COSTS[kind]) and table.can_add_upgrade(state, seat, kind):
            out.append(Option(f"build:{kind}", say("turn.action.build", build=kind)))
    return out


def supply_trade_options(state: State, seat: int) -> list[Option]:
    out = []
    hand = state["hands"][seat]
    for give in RESOURCES:
        rate = friendship.supply_rate(state, seat, give)
        if hand[give] >= rate:
            for get in RESOURCES:
                if get != give and state["supply"][get]:
                    out.append(Option(f"supply:{give}:{get}",
                                      say("turn.action.supply", rate=rate, give=give, get=get)))
    if table.has_card(state, seat, "rate_goods") and not state["turn"]["goods11"] and hand["goods"]:
        for get in RESOURCES:
            if get != "goods" and state["supply"][get]:
                out.append(Option(f"goods11:{get}", say("turn.action.goods11", get=get)))
    return out


def trade_phase_options(state: State, seat: int) -> list[Option]:
    out = build_options(state, seat) + supply_trade_options(state, seat)
    if friendship.can_buy_fame(state, seat):
        out.append(Option("fame", say("turn.action.fame")))
    for targets in friendship.council_choices(state, seat):
        out.append(Option("council:" + "-".join(map(str, targets)), say("turn.action.council", seats=targets)))
    if table.hand_size(state, seat):
        out.append(Option("offer", say("turn.action.offer")))
    if table.ships(state, seat):
        out.append(Option("fly", say("turn.action.fly")))
        out.append(Option("end", say("turn.action.stay")))
    else:
        out.append(Option("end", say("turn.action.end")))
    return out


def flight_options(state: State, seat: int) -> list[Option]:
    out = []
    rules = flight.resting_rules(state, seat)
    for key in table.ships(state, seat):
        ship = state["ships"][key]
        if ship["kind"] == "colony" and flight.may_found(state, ship["at"]):
            out.append(Option(f"found:{key}", say("turn.action.found", point=point_said(state, ship["at"]))))
        if key not in state["turn"]["grounded"] and flight.destinations(state, key, rules):
            out.append(Option(f"move:{key}", say("turn.action.move", ship=ship["kind"],
                                                 point=point_said(state, ship["at"]), left=state["turn"]["left"][key])))
    if not flight.stranded(state, seat):
        out.append(Option("end", say("turn.action.end")))
    return out


def options(state: State, seat: int) -> list[Option]:
    if state["turn"]["phase"] == "flight":
        return flight_options(state, seat)
    return trade_phase_options(state, seat)


def _prompt(state: State, spec: Spec) -> Prompt:
    phase = state["turn"]["phase"]
    text = say("turn.action.trade") if phase == "trade" else say("turn.action.flight", speed=state["turn"]["speed"])
    return Prompt(spec["id"], spec["seat"], "turn.action", text, "decision",
                  options=tuple(options(state, spec["seat"])))


def _apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    seat = spec["seat"]
    flow.close(state, spec)
    head, _, rest = choice.partition(":")
    if head == "build":
        build(state, seat, rest, ev)
    elif head == "supply":
        give, get = rest.split(":")
        rate = friendship.supply_rate(state, seat, give)
        table.pay(state, seat, {give: rate})
        table.take(state, seat, {get: 1})
        ev.append(event("trade.supply", seat=seat, give={give: rate}, get={get: 1}))
    elif head == "goods11":
        table.pay(state, seat, {"goods": 1})
        table.take(state, seat, {rest: 1})
        state["turn"]["goods11"] = True
        ev.append(event("trade.supply", seat=seat, give={"goods": 1}, get={rest: 1}))
    elif head == "fame":
        friendship.buy_fame(state, seat, ev)
    elif head == "council":
        friendship.council_aid(state, seat, [int(x) for x in rest.split("-")], ev)
    elif head == "offer":
        flow.ask(state, "trade.compose", seat)
    elif head == "fly":
        start_flight(state, ev)
    elif head == "move":
        flow.ask(state, "flight.move", seat, ship=rest)
    elif head == "found":
        flight.found_colony(state, rest, ev)
    elif head == "end" and state["turn"]["phase"] == "trade" and table.ships(state, seat):
        # with a ship on the board the flight phase is not optional (almanac, "Faza lotu"): the
        # mothership is shaken and any encounter resolved; the ships just stay
        state["turn"]["stay"] = True
        start_flight(state, ev)
    elif head == "end":
        end_turn(state, ev)


def build(state: State, seat: int, what: str, ev: list) -> None:
    kind, _, where = what.partition(":")
    table.pay(state, seat, COSTS[kind])
    if kind in ("colony_ship", "trade_ship"):
        place_ship(state, seat, kind.split("_")[0], int(where))
    elif kind == "spaceport":
        state["colonies"][where][1] = True
    else:
        state["ms"][seat][kind] += 1
    ev.append(event("build", seat=seat, build=kind, where=where or None))


def start_flight(state: State, ev: list) -> None:
    seat = state["turn"]["seat"]
    turn = state["turn"]
    turn["phase"] = "flight"
    a, b = table.shake(state)
    turn["balls"] = [a, b]
    ev.append(event("shake", seat=seat, a=a, b=b))
    black = "black" in (a, b)
    base = 3 if black else table.ball_sum((a, b))
    turn["speed"] = base + table.boosters(state, seat)
    ev.append(event("speed", seat=seat, speed=turn["speed"]))
    turn["left"] = {k: turn["speed"] for k in table.ships(state, seat)}
    turn["started_on"] = {k: state["ships"][k]["at"] for k in table.ships(state, seat)}
    state["step"] = "encounter" if black else "flight"


def end_turn(state: State, ev: list) -> None:
    seat = state["turn"]["seat"]
    for key in table.ships(state, seat):
        ship = state["ships"][key]
        stayed = state["turn"]["started_on"].get(key) == ship["at"] and key not in state["turn"]["grounded"]
        if stayed and ship["kind"] == "colony" and flight.may_found(state, ship["at"]):
            flight.found_colony(state, key, ev)  # it must leave or found, unless an encounter grounded it
    points = table.vp(state, seat)
    ev.append(event("turn.end", seat=seat, vp=points))
    if points >= VICTORY:
        state["winners"] = [seat]
        ev.append(event("victory", seat=seat, vp=points))
        return
    state["turn"] = new_turn(table.left_of(state, seat), state["turn"]["number"] + 1)
    state["step"] = "turn_start"


def _random(state: State, spec: Spec, r: random.Random) -> str:
    """Random but purposeful: build when possible, fly towards something to found, end the turn."""
    opts = options(state, spec["seat"])
    keys = [o.key for o in opts]
    if state["turn"]["phase"] == "flight":
        found = [k for k in keys if k.startswith("found:")]
        if found:
            return found[0]
        moves = [k for k in keys if k.startswith("move:")]
        if moves and (r.random() < 0.9 or "end" not in keys):
            return r.choice(moves)
        return "end"
    builds = [k for k in keys if k.startswith(("build:", "fame", "council"))]
    if builds and r.random() < 0.85:
        ships = [k for k in builds if k.startswith(("build:colony_ship", "build:trade_ship", "build:spaceport"))]
        return r.choice(ships if ships and r.random() < 0.7 else builds)
    trades = [k for k in keys if k.startswith(("supply:", "goods11:"))]
    if trades and r.random() < 0.5:
        return r.choice(trades)
    if "offer" in keys and r.random() < 0.1:
        return "offer"
    return "fly" if "fly" in keys else "end"


def _timeout_default(state: State, spec: Spec) -> str:
    """The turn ends; a ship that must leave a foreign spaceport point flies first."""
    ships = flight.stranded(state, spec["seat"]) if state["turn"]["phase"] == "flight" else []
    return f"move:{ships[0]}" if ships else "end"


flow.decision("turn.action", Decision(_prompt, _apply, _timeout_default, _random))


# --- moving one ship ---------------------------------------------------------------------------

def _move_prompt(state: State, spec: Spec) -> Prompt:
    key = spec["ship"]
    return Prompt(spec["id"], spec["seat"], "flight.move",
                  say("flight.move", ship=state["ships"][key]["kind"], left=state["turn"]["left"][key]), "decision",
                  options=tuple([Option(str(p), point(state, p)) for p in flight.destinations(state, key)]
                                + [Option("stay", say("flight.move.stay"))]))


def _move_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    flow.close(state, spec)
    if choice != "stay":
        flight.fly(state, spec["ship"], int(choice), ev)


def _move_random(state: State, spec: Spec, r: random.Random) -> str:
    """Towards the nearest place to found or dock, most of the time."""
    key = spec["ship"]
    dests = flight.destinations(state, key)
    if not dests:
        return "stay"
    if r.random() < 0.75:
        heading = goals(state, key)
        if heading:
            dist = board.distances_from(heading, table.system_centres(state))
            return str(min(dests, key=lambda p: (dist.get(p, 99), p)))
    return str(r.choice(dests))


def goals(state: State, key: str) -> list[int]:
    """Where a ship heads (a random player most of the time, the stand-in always): free sites (colony
    ships) or open docks (trade ships), and the unknown."""
    ship = state["ships"][key]
    unknown = [p for s, sec in enumerate(state["sectors"])
               if not sec["face_up"] or not all(pl["shown"] for pl in sec["planets"])
               for p in board.SECTOR_POINTS[s]]
    if ship["kind"] == "colony":
        return [s for s in board.SITE_SECTOR if flight.may_found(state, s)] + unknown
    return [board.CENTRES[s] for s, sec in enumerate(state["sectors"])
            if sec["kind"] == "outpost" and sec["face_up"] and flight.can_dock(state, ship["seat"], s)] + unknown


def _move_default(state: State, spec: Spec) -> str:
    """The ship stays, unless it must leave a foreign spaceport point: then the nearest way out."""
    if spec["ship"] in flight.stranded(state, spec["seat"]):
        return str(flight.destinations(state, spec["ship"])[0])
    return "stay"


flow.decision("flight.move", Decision(_move_prompt, _move_apply, _move_default, _move_random))
