"""A new game: the layout, the beginner pieces or the start phase in snake order (rules file 12)."""

from __future__ import annotations

import random
from typing import Any

from engine import rng
from engine.core import Option, Prompt
from engine.starfarers import board, flow, layouts, table
from engine.starfarers.components import (
    BEGINNER_PIECES,
    CARDS_PER_RESOURCE,
    COLORS,
    FRIENDSHIP,
    RACES,
    RESERVE_PER_RESOURCE,
    RESOURCES,
)
from engine.starfarers.encounters import new_deck
from engine.starfarers.events import event
from engine.starfarers.flow import Decision, Spec
from engine.starfarers.names import point_said
from engine.starfarers.prompt_text import point, say

State = dict[str, Any]
START_UPGRADES = ("booster", "booster", "cannon", "freight")


def new_state(options: dict[str, Any], n: int, seed: int) -> State:
    state: State = {
        "ruleset": "starfarers", "options": dict(options), "n": n, "rng": rng.seed_value(seed),
        "colors": list(COLORS[:n]),
        "supply": {r: CARDS_PER_RESOURCE - RESERVE_PER_RESOURCE for r in RESOURCES},
        "reserve": [r for r in RESOURCES for _ in range(RESERVE_PER_RESOURCE)],
        "hands": [{r: 0 for r in RESOURCES} for _ in range(n)],
        "colonies": {}, "closed": [], "ships": {}, "next_ship": 1,
        "ms": [{"booster": 0, "cannon": 0, "freight": 0} for _ in range(n)],
        "halves": [0] * n, "medals": [[] for _ in range(n)], "friends": [[] for _ in range(n)],
        "fcards": {race: [c for c, (r, copies) in FRIENDSHIP.items() if r == race for _ in range(copies)]
                   for race in RACES},
        "markers": {race: None for race in RACES}, "docks": {},
        "reserve_tokens": [], "owed_trade_ships": [0] * n,
        "enc_deck": [], "enc_discard": [], "enc": None,
        "turn": None, "first": 0, "start": None,
        "step": "turn_start", "pending": [], "pid": 0, "winners": None,
    }
    rng.shuffle(state, state["reserve"])
    return state


def place_ship(state: State, seat: int, kind: str, point: int) -> str:
    key = f"s{state['next_ship']}"
    state["next_ship"] += 1
    state["ships"][key] = {"seat": seat, "kind": kind, "at": point}
    return key


def home_site(system: int, planets: tuple[int, int]) -> int:
    sector = board.HOME[system]
    return next(site for site, pl in board.SITES[sector] if pl == tuple(planets))


def beginner(state: State, ev: list) -> None:
    """The printed starting pieces; a fourth colour not in play still blocks its sites."""
    for colour, pieces in BEGINNER_PIECES.items():
        seat = COLORS.index(colour) if COLORS.index(colour) < state["n"] else -1
        (port_sys, port_pl), *cols = pieces
        state["colonies"][str(home_site(port_sys, port_pl))] = [seat, True]
        for system, pl in cols:
            state["colonies"][str(home_site(system, pl))] = [seat, False]
    for seat in range(state["n"]):
        place_ship(state, seat, "colony", table.free_port_points(state, seat)[0])
        state["ms"][seat]["booster"] = 1
    finish_setup(state, ev)


def finish_setup(state: State, ev: list) -> None:
    """Every player draws 3 reserve cards and takes 1 half medal; the first player begins."""
    for seat in range(state["n"]):
        table.draw_reserve(state, seat, 3, ev)
        table.gain_halves(state, seat, 1)
    state["start"] = None
    state["step"] = "turn_start"


def start_phase(state: State) -> None:
    """Four snake-order rounds: three colonies, then a spaceport, a ship and an upgrade."""
    order = [(state["first"] + i) % state["n"] for i in range(state["n"])]
    queue = order + order[::-1] + order + order[::-1]
    pool = list(START_UPGRADES)
    if state["n"] == 3:
        pool.remove("booster")
    state["start"] = {"queue": queue, "round_size": state["n"], "pool": pool}
    state["step"] = "start"


@flow.step("start")
def _next_start(state: State, ev: list) -> None:
    start = state["start"]
    if not start["queue"]:
        if state["n"] == 3:  # sites still empty after the start phase stay closed (rules file 13)
            state["closed"] = sorted(site for s in board.HOME for site, _ in board.SITES[s]
                                     if str(site) not in state["colonies"])
        finish_setup(state, ev)
        return
    seat = start["queue"][0]
    final_round = len(start["queue"]) <= start["round_size"]
    flow.ask(state, "start.spaceport" if final_round else "start.colony", seat)


def _free_home_sites(state: State) -> list[int]:
    return [site for s in board.HOME for site, _ in board.SITES[s] if str(site) not in state["colonies"]]


def _colony_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "start.colony", say("start.colony"), "decision",
                  options=tuple(Option(str(p), point(state, p)) for p in _free_home_sites(state)))


def _colony_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    site = int(choice)
    state["colonies"][str(site)] = [spec["seat"], False]
    state["start"]["queue"].pop(0)
    flow.close(state, spec)
    ev.append(event("start.colony", seat=spec["seat"], where=point_said(state, site), site=site))


def _best_site(state: State, sites: list[int]) -> int:
    """The site whose two planets roll most often (ties: the lowest point)."""
    def weight(site: int) -> int:
        sector = state["sectors"][board.SITE_SECTOR[site]]
        return sum(6 - abs(7 - n) for k in board.SITE_PLANETS[site]
                   for n in (sector["planets"][k]["token"] or {"nums": []})["nums"])
    return max(sites, key=lambda s: (weight(s), -s))


flow.decision("start.colony", Decision(
    _colony_prompt, _colony_apply,
    lambda state, spec: str(_best_site(state, _free_home_sites(state))),
    lambda state, spec, r: r.choice(_colony_prompt(state, spec).options).key))


def _port_options(state: State, seat: int) -> list[int]:
    """Colonies with a free point for the free ship (all of them if ships already fill every one)."""
    taken = table.occupied(state)
    roomy = [s for s in table.colonies(state, seat) if any(p not in taken for p in board.PORT_POINTS[s])]
    return roomy or table.colonies(state, seat)


def _port_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "start.spaceport",
                  say("start.spaceport"), "decision",
                  options=tuple(Option(str(p), point(state, p)) for p in _port_options(state, spec["seat"])))


def _port_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    site = int(choice)
    state["colonies"][choice][1] = True
    flow.close(state, spec)
    ev.append(event("start.spaceport", seat=spec["seat"], where=point_said(state, site), site=site))
    flow.ask(state, "start.ship", spec["seat"], site=site)


flow.decision("start.spaceport", Decision(
    _port_prompt, _port_apply,
    lambda state, spec: str(_best_site(state, _port_options(state, spec["seat"]))),
    lambda state, spec, r: str(r.choice(_port_options(state, spec["seat"])))))


def _ship_options(state: State, spec: Spec) -> list[Option]:
    points = [p for p in board.PORT_POINTS[spec["site"]] if p not in table.occupied(state)]
    return [Option(f"{kind}:{p}", say("start.ship.option", ship=kind, point=point_said(state, p)))
            for kind in ("colony", "trade") for p in points] or [Option("none", say("start.ship.none"))]


def _ship_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "start.ship", say("start.ship"), "decision",
                  options=tuple(_ship_options(state, spec)))


def _ship_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    flow.close(state, spec)
    if choice != "none":
        kind, point = choice.split(":")
        place_ship(state, spec["seat"], kind, int(point))
        ev.append(event("start.ship", seat=spec["seat"], ship=kind, point=int(point)))
    flow.ask(state, "start.upgrade", spec["seat"])


flow.decision("start.ship", Decision(
    _ship_prompt, _ship_apply,
    lambda state, spec: _ship_options(state, spec)[0].key,
    lambda state, spec, r: r.choice(_ship_options(state, spec)).key))


def _upgrade_prompt(state: State, spec: Spec) -> Prompt:
    kinds = sorted(set(state["start"]["pool"]), key=START_UPGRADES.index)
    return Prompt(spec["id"], spec["seat"], "start.upgrade", say("start.upgrade"),
                  "decision", options=tuple(Option(k, say("upgrade", upgrade=k)) for k in kinds))


def _upgrade_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    state["start"]["pool"].remove(choice)
    state["ms"][spec["seat"]][choice] += 1
    state["start"]["queue"].pop(0)
    flow.close(state, spec)
    ev.append(event("start.upgrade", seat=spec["seat"], upgrade=choice))


def _random_upgrade(state: State, spec: Spec, r: random.Random) -> str:
    return r.choice(_upgrade_prompt(state, spec).options).key


flow.decision("start.upgrade", Decision(
    _upgrade_prompt, _upgrade_apply, lambda state, spec: _upgrade_prompt(state, spec).options[0].key,
    _random_upgrade))


def setup_game(options: dict[str, Any], n: int, seed: int) -> tuple[State, list]:
    state = new_state(options, n, seed)
    ev: list = []
    layout = options["layout"]
    layouts.lay_out(state, layout)
    state["reserve_tokens"] = [3, 9, 10, 11, 11]
    rng.shuffle(state, state["reserve_tokens"])
    state["enc_deck"] = new_deck(state)
    ev.append(event("setup.layout", layout=layout))
    state["first"] = rng.randbelow(state, n)
    ev.append(event("setup.first", seat=state["first"]))
    if layout == "beginner":
        beginner(state, ev)
    else:
        start_phase(state)
    return state, ev
