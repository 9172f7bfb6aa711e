"""The stand-in: the answers a Starfarers seat gets while its player is away or gone.

It plays the plain game a careful newcomer would, from what its seat may know (its hand, the open
board, the offer on the table):

* on its turn it builds in this order: a spaceport, a colony ship (while it has fewer than two on
  the board), a trade ship (while it has none), a half medal for goods; when one card stands between
  it and a colony ship or a spaceport it could place, it trades spare cards with the supply for it;
  then an upgrade (a booster first); then it flies;
* in flight it founds a colony wherever its colony ship may, and otherwise moves a ship only when
  that brings it strictly nearer a free colony site, an open dock or the unexplored, so a turn always
  ends;
* it accepts a trade offer it can pay that gives it at least as many cards as it asks, and declines
  the rest; it makes no offers of its own.

Every other decision takes the documented deadline default (the start-phase defaults already take
the sites that roll most often). Nothing here draws a random number: the answer depends on the
state alone, so a replay of the action log is exact.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Action, Prompt, State
from engine.pending import find_spec
from engine.starfarers import board, flight, flow, friendship, table
from engine.starfarers.components import COSTS, RESOURCES
from engine.starfarers.turn import goals

Spec = dict[str, Any]
COLONY_SHIPS = 2  # colony ships in flight at once; more only ties up resources
AIMS = ("colony_ship", "spaceport")  # what the stand-in trades with the supply towards


def stand_in_action(state: State, prompt: Prompt) -> Action:
    """The stand-in's answer to ``prompt``; a kind without a strategy of its own takes the deadline default."""
    spec = find_spec(state, prompt.id, prompt.seat)
    decide = _STRATEGIES.get(spec["kind"])
    keys = [o.key for o in prompt.options]
    choice = decide(state, spec, keys) if decide is not None else None
    if choice is None or choice not in keys:
        choice = flow.DECISIONS[spec["kind"]].default(state, spec)
    return Action(prompt.id, prompt.seat, choice)


def _turn(state: State, spec: Spec, keys: list[str]) -> str | None:
    seat = spec["seat"]
    if state["turn"]["phase"] == "flight":
        return _flight(state, seat, keys)
    ships = [state["ships"][k]["kind"] for k in table.ships(state, seat)]
    wanted = ["build:spaceport:"]
    if ships.count("colony") < COLONY_SHIPS:
        wanted.append("build:colony_ship:")
    if "trade" not in ships:
        wanted.append("build:trade_ship:")
    wanted.append("fame")
    found = _first(keys, wanted)
    if found is None:
        found = _supply_trade(state, seat, keys) or _first(keys, ["build:booster", "build:cannon", "build:freight"])
    return found or ("fly" if "fly" in keys else "end")


def _first(keys: list[str], prefixes: list[str]) -> str | None:
    return next((k for prefix in prefixes for k in keys if k.startswith(prefix)), None)


def _supply_trade(state: State, seat: int, keys: list[str]) -> str | None:
    """One supply trade that leaves a single card missing for a colony ship or a spaceport, paid with
    cards that build needs none of. Each trade shrinks the hand, so the turn cannot trade forever."""
    hand = state["hands"][seat]
    for aim in AIMS:
        if not _room_for(state, seat, aim):
            continue
        cost = COSTS[aim]
        missing = [r for r in RESOURCES if hand[r] < cost.get(r, 0)]
        if sum(cost.get(r, 0) - hand[r] for r in missing) != 1:
            continue
        for give in RESOURCES:
            if hand[give] - cost.get(give, 0) >= friendship.supply_rate(state, seat, give):
                key = f"supply:{give}:{missing[0]}"
                if key in keys:
                    return key
    return None


def _room_for(state: State, seat: int, aim: str) -> bool:
    """Whether the board and the pieces left would let ``aim`` be built once it is paid for."""
    pool = table.pool(state, seat)
    if aim == "spaceport":
        bare = [site for site in table.colonies(state, seat) if not state["colonies"][str(site)][1]]
        return bool(pool["shipyard"] and bare)
    mine = [state["ships"][k]["kind"] for k in table.ships(state, seat)]
    return (bool(pool["colony"] and pool["transport"] and table.free_port_points(state, seat))
            and mine.count("colony") < COLONY_SHIPS)


def _flight(state: State, seat: int, keys: list[str]) -> str | None:
    found = next((k for k in keys if k.startswith("found:")), None)
    if found is not None:
        return found
    for key in keys:
        if key.startswith("move:") and _nearer(state, key[5:]) is not None:
            return key
    if "end" not in keys:  # a ship must leave an opponent's spaceport point first
        return next((k for k in keys if k.startswith("move:")), None)
    return "end"


def _nearer(state: State, ship: str) -> int | None:
    """The point that brings ``ship`` nearest its goals, if it is strictly nearer than where it is."""
    heading = goals(state, ship)
    dests = flight.destinations(state, ship)
    if not heading or not dests:
        return None
    dist = board.distances_from(heading, table.system_centres(state))
    best = min(dests, key=lambda p: (dist.get(p, 99), p))
    return best if dist.get(best, 99) < dist.get(state["ships"][ship]["at"], 99) else None


def _move(state: State, spec: Spec, keys: list[str]) -> str | None:
    if spec["ship"] in flight.stranded(state, spec["seat"]):
        return None  # it must leave: the default's way out, never "stay"
    best = _nearer(state, spec["ship"])
    return "stay" if best is None else str(best)


def _answer(state: State, spec: Spec, keys: list[str]) -> str | None:
    offer = state["offer"]
    fair = sum(offer["give"].values()) >= sum(offer["want"].values())
    return "accept" if fair and "accept" in keys else "decline"


_STRATEGIES: dict[str, Callable[[State, Spec, list[str]], str | None]] = {
    "turn.action": _turn,
    "flight.move": _move,
    "trade.answer": _answer,
}
