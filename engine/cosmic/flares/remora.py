"""Remora's flare.  Wild (any player, any time): for the rest of the encounter, draw a card whenever anyone
plays a flare.  Super (any player, any time): for the rest of the encounter, whenever another player gains a
colony, the Remora is owed a card or a ship (its choice, once per player gaining), and asked for it at once, like
its power's follows (see ``aliens/remora.py``), by one check with theirs."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import flow, hands, timing
from engine.cosmic.aliens.remora import (
    EITHER,
    NAME,
    at_table,
    follow_at_once,
    follows_seen,
    owe,
    owed,
    ships_retrieved,
    warp_seen,
)
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare, played

State = dict[str, Any]
ANY_TIME = frozenset(p for p in timing.POINTS if p != "card.played")


@flare
class RemoraWild(Half):
    alien, half, who, points = NAME, "wild", "any", ANY_TIME

    def hook_flare_played(self, state: State, owner: int, value: None, seat: int, alien: str,
                          ev: list[Event]) -> None:
        if played(state, owner, NAME, "wild"):
            hands.draw(state, owner, 1, ev, "Remora wild flare")
        return value


@flare
class RemoraSuper(Half):
    alien, half, who, points = NAME, "super", "any", ANY_TIME


def _colonies_seen(state: State) -> Any:
    """What the colony check reads once the Remora super flare is played: who has a colony where, now and at the
    last look (so the check runs, and changes something, only while the two differ)."""
    flares = state["enc"]["flares"]
    if not flares or not any(a == NAME and h == "super" for _, a, h in flares):
        return None
    last = state["enc"].get("remora", {}).get("colonies")
    return (tuple(tuple(n > 0 for n in planet) for planet in state["planets"]),
            None if last is None else tuple(tuple(p) for p in last))


def colonies_gained(state: State, ev: list[Event]) -> None:
    """Another player founded a colony since the flare was played: the Remora is owed one follow of its choice,
    once per player gaining."""
    seen = _colonies_seen(state)
    if seen is None or seen[0] == seen[1]:
        return
    now = seen[0]
    seat = next(s for s, a, h in state["enc"]["flares"] if a == NAME and h == "super")
    due = owed(state)
    before = due.get("colonies")
    due["colonies"] = [list(p) for p in now]
    if before is None:
        return
    for other in range(state["n"]):
        if other == seat or other in due.setdefault("gainers", []):
            continue
        if any(now[p][other] and not before[p][other] for p in range(len(now))):
            due["gainers"].append(other)
            owe(state, EITHER)
            ev.append(event("flare.remora", seat=seat, other=other))
    follow_at_once(state, ev)  # this check runs after the power's follow check


def _follows_seen(state: State) -> Any:
    """What the Remora's checks read, the power's and the super flare's; ``None`` while none of them has anything
    to read, as in most alien games (asked after every step: one check, not three)."""
    enc = state["enc"]
    if not enc.get("remora") and not enc["flares"] and not at_table(state):
        return None
    return warp_seen(state), follows_seen(state), _colonies_seen(state)


@flow.after_each_step(_follows_seen)
def follows(state: State, ev: list[Event]) -> None:
    """The Remora's checks, in their order: each changes nothing when what it reads is as it left it."""
    ships_retrieved(state, ev)
    follow_at_once(state, ev)
    colonies_gained(state, ev)
