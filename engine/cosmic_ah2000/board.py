"""Ships, planets and colonies in this edition: the mothership, the transports and the warp.

The planets are laid out as in the 2008 ruleset (planet ``p`` is in system ``p // 5``, the seat that
owns it; ``state["planets"][p][seat]`` ships), so the pure helpers that read them are imported from
:mod:`engine.cosmic.board`.  Ships in the encounter remember where they came from:
``enc["mothership"][seat]`` (the offense's central row and the offensive allies' wings) and
``enc["transports"][seat]`` (a defensive ally's transport), each ``{str(planet): count}``, with
``"-1"`` for a ship that came straight from the warp.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.board import (
    colonies,
    colony_counts,
    colony_label,
    name,
    planet_label,
    planet_name,
    planet_ref,
    safest_sources,
    ships,
)
from engine.cosmic_ah2000.events import event

__all__ = [
    "PLANETS", "SHIPS_PER_PLANET", "SHIPS_PER_PLAYER", "colonies", "colony_counts", "colony_label", "name",
    "planet_label", "planet_name", "planet_ref", "safest_sources", "ships", "system_of",
]  # fmt: skip

# The edition always has five planets of four ships per player (no Four Planets variant), so its
# board sizes are constants of its own rather than the 2008 ruleset's table-dependent scale.
PLANETS = 5
SHIPS_PER_PLANET = 4
SHIPS_PER_PLAYER = PLANETS * SHIPS_PER_PLANET
FOREIGN_COLONIES_TO_WIN = 5
MAX_ENCOUNTER_SHIPS = 4

State = dict[str, Any]


def system_of(planet: int) -> int:
    """The player whose system a planet is in."""
    return planet // PLANETS


def native_colonies(state: State, seat: int) -> int:
    base = seat * PLANETS
    return sum(1 for p in range(base, base + PLANETS) if state["planets"][p][seat] > 0)


def native_colonies_for_power(state: State) -> int:
    """Fewer native colonies than this and the power goes ("Partite a due giocatori": four with two players)."""
    return 4 if state["n"] == 2 else 3


def timing_order(state: State) -> list[int]:
    """Who acts first when it matters ("Altri dettagli", timing): the players outside the encounter's
    main pair clockwise from the offense's left, then the offense, the defense last."""
    n, off = state["n"], state["turn"]["offense"]
    defense = state["enc"]["defense"]
    others = [(off + i) % n for i in range(1, n) if (off + i) % n != defense]
    return others + [off] + ([defense] if defense is not None else [])


def clockwise_from_offense(state: State) -> list[int]:
    n, off = state["n"], state["turn"]["offense"]
    return [(off + i) % n for i in range(1, n)]


def encounter_ships(state: State, seat: int) -> int:
    enc = state["enc"]
    return sum(enc["mothership"][seat].values()) + sum(enc["transports"][seat].values())


def ships_of(state: State, seat: int) -> int:
    """Every ship of a player, wherever it is: always twenty."""
    return sum(row[seat] for row in state["planets"]) + state["warp"][seat] + encounter_ships(state, seat)


def to_warp(state: State, seat: int, count: int, ev: list[Event], why: str) -> None:
    """Ships lost to the warp, unless a power sends them elsewhere (Zombie)."""
    from engine.cosmic_ah2000 import powers  # here, not above: the powers read the board

    count = powers.run("to_warp", state, count, seat=seat, ev=ev)
    if count <= 0:
        return
    state["warp"][seat] += count
    state["enc"]["warped"][seat] += count
    ev.append(event("ships.warp", seat=seat, count=count, why=why))


def first_colony(state: State, seat: int, avoid: int | None = None) -> int | None:
    """Where ships with nowhere named go: the native colony with the fewest ships, else any colony."""
    own = [p for p in colonies(state, seat) if p != avoid]
    native = [p for p in own if system_of(p) == seat]
    pool = native or own
    return min(pool, key=lambda p: (state["planets"][p][seat], p)) if pool else None


def go_home(state: State, seat: int, origins: dict[str, int], ev: list[Event], avoid: int | None = None) -> None:
    """Ships leaving the encounter go back to the colonies they came from ("any colony" in the rulebook;
    see README); a colony emptied meanwhile, or ``avoid`` (the planet just defended), cannot take
    them, so they go to :func:`first_colony`; with no colony at all, to the warp."""
    for key, count in origins.items():
        planet = int(key)
        if planet < 0 or planet == avoid or state["planets"][planet][seat] == 0:
            other = first_colony(state, seat, avoid)
            if other is None:
                to_warp(state, seat, count, ev, "no colony to go back to")
                continue
            planet = other
        state["planets"][planet][seat] += count


def lift(state: State, seat: int, counts: dict[str, int]) -> None:
    """Take ships off planets (the caller checked the counts)."""
    for key, count in counts.items():
        state["planets"][int(key)][seat] -= count


def merge(into: dict[str, int], counts: dict[str, int]) -> None:
    for key, count in counts.items():
        into[key] = into.get(key, 0) + count


def total(counts: dict[str, int]) -> int:
    return sum(counts.values())
