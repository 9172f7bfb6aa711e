"""What is on the table and in the hands: cards, pieces, motherships, victory points.

Everything here reads or moves things in the plain-data state; rules about *when* a thing may
happen live in the phase modules.
"""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.starfarers import board
from engine.starfarers.components import (
    BALL_VALUE,
    BALLS,
    FRIENDSHIP,
    HALF_MEDALS,
    PIECES,
    RESERVE_PER_RESOURCE,
    RESOURCES,
    SCIENCE,
    UPGRADE_LIMIT,
    UPGRADE_SUPPLY,
    reserve_draw,
)
from engine.starfarers.events import event

State = dict[str, Any]


# --- cards -----------------------------------------------------------------------------------

def hand_size(state: State, seat: int) -> int:
    return sum(state["hands"][seat].values())


def has(state: State, seat: int, counts: dict[str, int]) -> bool:
    hand = state["hands"][seat]
    return all(hand[r] >= n for r, n in counts.items())


def pay(state: State, seat: int, counts: dict[str, int]) -> None:
    """Cards from a hand back to the supply."""
    for r, n in counts.items():
        state["hands"][seat][r] -= n
        state["supply"][r] += n


def take(state: State, seat: int, counts: dict[str, int]) -> None:
    """Cards from the supply into a hand (the caller checked the supply has them)."""
    for r, n in counts.items():
        state["supply"][r] -= n
        state["hands"][seat][r] += n


def move_cards(state: State, giver: int, taker: int, counts: dict[str, int]) -> None:
    for r, n in counts.items():
        state["hands"][giver][r] -= n
        state["hands"][taker][r] += n


def random_card(state: State, seat: int) -> str | None:
    """A card drawn blind from a hand: each card equally likely."""
    hand = state["hands"][seat]
    total = sum(hand.values())
    if not total:
        return None
    k = rng.randbelow(state, total)
    for r in RESOURCES:
        if k < hand[r]:
            return r
        k -= hand[r]
    raise AssertionError("hand count changed while drawing")


def draw_reserve(state: State, seat: int, count: int, ev: list) -> None:
    """Cards from the reserve pile, rebuilt from the supply when it runs out."""
    got = {r: 0 for r in RESOURCES}
    for _ in range(count):
        if not state["reserve"]:
            _rebuild_reserve(state, ev)
            if not state["reserve"]:
                break
        got[state["reserve"].pop()] += 1
    for r, n in got.items():
        state["hands"][seat][r] += n
    drawn = sum(got.values())
    if drawn:
        ev.append(event("reserve.draw", seat=seat, count=drawn))
        ev.append(event("reserve.cards", (seat,), seat=seat, cards={r: n for r, n in got.items() if n}))


def _rebuild_reserve(state: State, ev: list) -> None:
    pile = []
    for r in RESOURCES:
        n = min(RESERVE_PER_RESOURCE, state["supply"][r])
        state["supply"][r] -= n
        pile += [r] * n
    rng.shuffle(state, pile)
    state["reserve"] = pile
    ev.append(event("reserve.rebuilt", count=len(pile)))


def reserve_entitlement(state: State, seat: int) -> int:
    return reserve_draw(vp(state, seat))


# --- pieces ----------------------------------------------------------------------------------

def colonies(state: State, seat: int) -> list[int]:
    """Sites holding this seat's colonies and spaceports."""
    return [int(p) for p, c in state["colonies"].items() if c[0] == seat]


def ports(state: State, seat: int) -> list[int]:
    return [int(p) for p, c in state["colonies"].items() if c[0] == seat and c[1]]


def ships(state: State, seat: int) -> list[str]:
    return [k for k, s in state["ships"].items() if s["seat"] == seat]


def stations(state: State, seat: int) -> int:
    return sum(docks.count(seat) for docks in state["docks"].values())


def pool(state: State, seat: int) -> dict[str, int]:
    """Pieces of a colour still off the board (a ship holds a colony or station and a transport)."""
    mine = [state["ships"][k]["kind"] for k in ships(state, seat)]
    return {
        "colony": PIECES["colony"] - len(colonies(state, seat)) - mine.count("colony"),
        "station": PIECES["station"] - stations(state, seat) - mine.count("trade"),
        "transport": PIECES["transport"] - len(mine),
        "shipyard": PIECES["shipyard"] - len(ports(state, seat)),
    }


def occupied(state: State) -> set[int]:
    """Points where nothing may end a move: ships, colonies and spaceports."""
    taken = {s["at"] for s in state["ships"].values()}
    taken.update(int(p) for p in state["colonies"])
    return taken


def free_port_points(state: State, seat: int) -> list[int]:
    taken = occupied(state)
    return sorted({p for site in ports(state, seat) for p in board.PORT_POINTS[site] if p not in taken})


def is_site(state: State, point: int) -> bool:
    """A colony site: the outer end of an edge between two planets of a (known) planetary system."""
    sector = board.SITE_SECTOR.get(point)
    return sector is not None and state["sectors"][sector]["kind"] in ("system", "home") \
        and state["sectors"][sector]["face_up"]


def system_centres(state: State) -> set[int]:
    """Centres of planetary systems (and face-down sectors, whose kind is still unknown)."""
    return {board.CENTRES[s] for s, sec in enumerate(state["sectors"])
            if sec["kind"] in ("system", "home") or not sec["face_up"]}


# --- motherships -----------------------------------------------------------------------------

def science(state: State, seat: int) -> tuple[int, int]:
    cannons = boosters = 0
    for card in state["friends"][seat]:
        c, b = SCIENCE.get(card, (0, 0))
        cannons += c
        boosters += b
    return cannons, boosters


def cannons(state: State, seat: int) -> int:
    return state["ms"][seat]["cannon"] + science(state, seat)[0]


def boosters(state: State, seat: int) -> int:
    return state["ms"][seat]["booster"] + science(state, seat)[1]


def tray(state: State, kind: str) -> int:
    return UPGRADE_SUPPLY[kind] - sum(ms[kind] for ms in state["ms"])


def can_add_upgrade(state: State, seat: int, kind: str) -> bool:
    return state["ms"][seat][kind] < UPGRADE_LIMIT[kind] and tray(state, kind) > 0


def shake(state: State) -> tuple[str, str]:
    """Two of the five balls, drawn without replacement."""
    i = rng.randbelow(state, 5)
    j = rng.randbelow(state, 4)
    if j >= i:
        j += 1
    return BALLS[i], BALLS[j]


def ball_sum(balls: tuple[str, str] | list[str]) -> int:
    return sum(BALL_VALUE[b] for b in balls)


# --- fame and victory points -----------------------------------------------------------------

def halves_in_supply(state: State) -> int:
    return HALF_MEDALS - sum(state["halves"])


def gain_halves(state: State, seat: int, n: int) -> int:
    n = min(n, halves_in_supply(state))
    state["halves"][seat] += n
    return n


def lose_halves(state: State, seat: int, n: int) -> int:
    n = min(n, state["halves"][seat])
    state["halves"][seat] -= n
    return n


def vp(state: State, seat: int) -> int:
    """Victory points, always computed from what is on the table (so they cannot drift)."""
    points = 0
    for owner, is_port in state["colonies"].values():
        if owner == seat:
            points += 2 if is_port else 1
    points += 2 * sum(1 for holder in state["markers"].values() if holder == seat)
    points += len(state["medals"][seat])
    points += state["halves"][seat] // 2
    return points


def has_card(state: State, seat: int, card: str) -> bool:
    return card in state["friends"][seat]


def card_race(card: str) -> str:
    return FRIENDSHIP[card][0]


def left_of(state: State, seat: int, k: int = 1) -> int:
    return (seat + k) % state["n"]
