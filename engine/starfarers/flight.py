"""Flight (rules file 6-8): where a ship may stop, what it finds on the way, what it founds.

A move is one ship to one legal resting point within its remaining speed, along a shortest path;
every point on the path is "reached", so passing a system explores it, passing a face-down sector
discovers it, and passing a pirate base or ice planet with enough cannons or freight pods clears it.
A ship may move again while it has speed left.
"""

from __future__ import annotations

from typing import Any

from engine.starfarers import board, flow, layouts, table
from engine.starfarers.components import DOCKS
from engine.starfarers.events import event

State = dict[str, Any]


def outpost_at(state: State, point: int) -> int | None:
    """The outpost sector whose docking point this is."""
    for s in board.POINT_SECTORS[point]:
        sec = state["sectors"][s]
        if sec["face_up"] and sec["kind"] == "outpost" and board.CENTRES[s] == point:
            return s
    return None


def can_dock(state: State, seat: int, sector: int) -> bool:
    docked = state["docks"].get(str(sector), [])
    return len(docked) < DOCKS and state["ms"][seat]["freight"] > len(docked)


def opponents_port_points(state: State, seat: int) -> set[int]:
    return {p for site, (owner, port) in state["colonies"].items() if port and owner != seat
            for p in board.PORT_POINTS[int(site)]}


Rules = tuple[set[int], set[int], dict[int, int], set[int]]


def resting_rules(state: State, seat: int) -> Rules:
    """What may_rest reads for every point, computed once per question: the points no ship of
    ``seat`` may end on (taken, foreign spaceport points), system centres, docking points (to their
    outpost) and colony sites."""
    docks = {board.CENTRES[s]: s for s, sec in enumerate(state["sectors"])
             if sec["face_up"] and sec["kind"] == "outpost"}
    sites = {site for s, sec in enumerate(state["sectors"]) if sec["face_up"] and sec["kind"] in ("system", "home")
             for site, _ in board.SITES[s]}
    return (table.occupied(state) | opponents_port_points(state, seat), table.system_centres(state), docks, sites)


def may_rest(state: State, ship: dict[str, Any], point: int, rules: Rules | None = None) -> bool:
    """Whether a ship may end a move (or a space jump) on a point."""
    blocked, centres, docks, sites = resting_rules(state, ship["seat"]) if rules is None else rules
    if point in blocked or point in centres:
        return False
    dock = docks.get(point)
    if ship["kind"] == "colony":
        return dock is None
    if point in sites:
        return False
    return dock is None or can_dock(state, ship["seat"], dock)


def destinations(state: State, key: str, rules: Rules | None = None) -> list[int]:
    """Points the ship may fly to with the speed it has left this turn."""
    ship = state["ships"][key]
    left = state["turn"]["left"].get(key, 0)
    if left <= 0:
        return []
    rules = resting_rules(state, ship["seat"]) if rules is None else rules
    dist = board.distances(ship["at"], rules[1], left)
    return sorted(p for p, d in dist.items() if d and may_rest(state, ship, p, rules))


def fly(state: State, key: str, goal: int, ev: list) -> None:
    ship = state["ships"][key]
    steps = board.path(ship["at"], goal, table.system_centres(state))
    state["turn"]["left"][key] -= len(steps) - 1
    ev.append(event("move", seat=ship["seat"], ship=ship["kind"], steps=len(steps) - 1,
                    start=ship["at"], goal=goal, key=key))
    for p in steps[1:]:
        ship["at"] = p
        reach(state, ship, p, ev)
    arrive(state, key, ev)


def jump(state: State, key: str, goal: int, ev: list) -> None:
    """A space jump: to any free point the ship may rest on; its movement ends there."""
    ship = state["ships"][key]
    ship["at"] = goal
    ev.append(event("effect.jump", seat=ship["seat"], ship=ship["kind"], goal=goal, key=key))
    reach(state, ship, goal, ev)
    state["turn"]["left"][key] = 0
    arrive(state, key, ev)


def jump_targets(state: State, key: str) -> list[int]:
    ship = state["ships"][key]
    rules = resting_rules(state, ship["seat"])
    return [p for p in range(board.N_POINTS) if p != ship["at"] and may_rest(state, ship, p, rules)]


def arrive(state: State, key: str, ev: list) -> None:
    """A trade ship ending on a docking point founds a trade station at once."""
    ship = state["ships"][key]
    dock = outpost_at(state, ship["at"])
    if ship["kind"] == "trade" and dock is not None and can_dock(state, ship["seat"], dock):
        found_station(state, key, dock, ev)


def reach(state: State, ship: dict[str, Any], point: int, ev: list) -> None:
    """What a ship finds by reaching a point: hidden sectors and numbers, hazards it can clear."""
    seat = ship["seat"]
    for s in board.POINT_SECTORS[point]:
        sec = state["sectors"][s]
        if not sec["face_up"]:
            sec["face_up"] = True
            ev.append(event("discover", seat=seat, found=sec["race"] or sec["kind"], sector=s, tile=sec["tile"]))
            if sec["kind"] == "system":
                layouts.draw_tokens(state, sec)
                _show(state, s, seat, ev)
        elif sec["kind"] == "system" and not all(p["shown"] for p in sec["planets"]):
            _show(state, s, seat, ev)
    for s, k in board.POINT_PLANETS[point]:
        planet = state["sectors"][s]["planets"][k] if state["sectors"][s]["planets"] else None
        if planet and planet["shown"] and planet["token"] and planet["token"].get("special"):
            token = planet["token"]
            strength = table.cannons(state, seat) if token["special"] == "pirate" else state["ms"][seat]["freight"]
            if strength >= token["value"]:
                state["medals"][seat].append(token)
                nums = [state["reserve_tokens"].pop()] if state["reserve_tokens"] else []
                planet["token"] = {"nums": nums}
                ev.append(event("clear", seat=seat, hazard=token["special"], sector=s, planet=k))


def _show(state: State, s: int, seat: int, ev: list) -> None:
    sec = state["sectors"][s]
    for planet in sec["planets"]:
        planet["shown"] = True
    planets = [[p["res"], p["token"]["nums"], p["token"].get("special")] for p in sec["planets"]]
    ev.append(event("explore", seat=seat, planets=planets, sector=s))
    for k, planet in enumerate(sec["planets"]):
        if planet["token"].get("special"):
            ev.append(event("hazard", hazard=planet["token"]["special"], value=planet["token"]["value"],
                            sector=s, planet=k))


def may_found(state: State, site: int) -> bool:
    """A free, open colony site whose system is explored and has no uncleared hazard beside it."""
    if not table.is_site(state, site) or str(site) in state["colonies"] or site in state["closed"]:
        return False
    s = board.SITE_SECTOR[site]
    sec = state["sectors"][s]
    for k in board.SITE_PLANETS[site]:
        planet = sec["planets"][k]
        if not planet["shown"] or planet["token"].get("special"):
            return False
    if state["n"] == 3 and sec["kind"] == "system":
        used = sum(1 for other, _ in board.SITES[s] if str(other) in state["colonies"])
        if used >= 2:
            return False
    return True


def found_colony(state: State, key: str, ev: list) -> None:
    ship = state["ships"].pop(key)
    state["colonies"][str(ship["at"])] = [ship["seat"], False]
    state["turn"]["left"].pop(key, None)
    ev.append(event("colony", seat=ship["seat"], site=ship["at"]))


def found_station(state: State, key: str, sector: int, ev: list) -> None:
    ship = state["ships"].pop(key)
    seat = ship["seat"]
    docked = state["docks"].setdefault(str(sector), [])
    docked.append(seat)
    state["turn"]["left"].pop(key, None)
    race = state["sectors"][sector]["race"]
    ev.append(event("station", seat=seat, race=race, sector=sector))
    holder = state["markers"][race]
    if holder is None or (holder != seat and docked.count(seat) > docked.count(holder)):
        state["markers"][race] = seat
        ev.append(event("marker", seat=seat, race=race))
    if state["fcards"][race]:
        flow.ask(state, "friend.pick", seat, race=race)


def stranded(state: State, seat: int) -> list[str]:
    """Ships on an opponent's spaceport point (a colony became a spaceport under them) that can
    still move this turn: they must leave at the first chance (almanac, Punkt portu kosmicznego)."""
    foreign = opponents_port_points(state, seat)
    return [k for k in table.ships(state, seat) if state["ships"][k]["at"] in foreign
            and k not in state["turn"]["grounded"] and destinations(state, k)]
