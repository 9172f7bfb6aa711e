"""Ships, planets and colonies: the moves every phase shares.

Planet ``p`` belongs to system ``p // planets per system`` (its owner's seat; five planets, or four
in the Four Planets variant, :mod:`engine.cosmic.four_planets`).  A planet added to a home system during
the game (the Genesis planet of the Genesis Bomb tech) comes after all of them, its system recorded in
``state["genesis"]`` (``{str(planet): seat}``), so the numbers of the printed planets never change.  Ships on
a planet are ``state["planets"][p][seat]``; ships in the warp are
``state["warp"][seat]``.  Ships on the hyperspace gate and beside the target
planet (defensive allies) remember the planet they came from, as
``{str(planet): count}`` per seat, so they can go back there.
"""

from __future__ import annotations

import functools
from typing import Any

from engine.core import Event, player
from engine.cosmic import hooks
from engine.cosmic.events import event

MAX_ENCOUNTER_SHIPS = 4

State = dict[str, Any]


def planets_per_system(state: State) -> int:
    """The printed planets of each system (a Genesis planet added later is not one of them)."""
    return (len(state["planets"]) - len(state.get("genesis", ()))) // state["n"]


def system_of(state: State, planet: int) -> int:
    added = state.get("genesis")
    if added and str(planet) in added:
        return added[str(planet)]
    return planet // planets_per_system(state)


def home_planets(state: State, seat: int) -> list[int]:
    """The planets of a player's own system, a Genesis planet added to it last."""
    size = planets_per_system(state)
    added = [int(p) for p, owner in state.get("genesis", {}).items() if owner == seat]
    return [*range(seat * size, (seat + 1) * size), *added]


def add_home_planet(state: State, seat: int) -> int:
    """A new, empty planet in a player's home system (the Genesis planet); its number."""
    planet = len(state["planets"])
    state["planets"].append([0] * state["n"])
    state.setdefault("genesis", {})[str(planet)] = seat
    return planet


def added(state: State, planet: int) -> bool:
    """Whether the planet was added during the game (the Genesis planet)."""
    return str(planet) in state.get("genesis", ())


def planet_name(state: State, planet: int) -> str:
    system = color(state, system_of(state, planet)).capitalize()
    if added(state, planet):
        return f"{system} Genesis"
    return f"{system} {planet % planets_per_system(state) + 1}"


def planet_ref(state: State, planet: int) -> list[Any]:
    """A planet as event data names it, ``[colour, number]``: what its name is made of, not words. The Genesis
    planet has no number: ``[colour, "Genesis"]``."""
    genesis = state.get("genesis")  # system_of and added, each read once: choices name planets by the dozen
    if genesis and str(planet) in genesis:
        return [color(state, genesis[str(planet)]), "Genesis"]
    size = planets_per_system(state)
    return [color(state, planet // size), planet % size + 1]


def ships(count: int) -> str:
    return f"{count} ship" if count == 1 else f"{count} ships"


def colony_label(state: State, planet: int, seat: int) -> str:
    """One of ``seat``'s colonies as a choice names it, "Red 1 — 3 ships": the count follows a dash,
    so it never reads like another planet."""
    return f"{planet_name(state, planet)} — {ships(state['planets'][planet][seat])}"


def planet_label(state: State, planet: int) -> str:
    """A planet with whose ships are on it, "Red 1 — Ann: 4 ships, Bob: 1 ship", for choosing a target."""
    held = ", ".join(f"{name(state, s)}: {ships(n)}" for s, n in enumerate(state["planets"][planet]) if n)
    return f"{planet_name(state, planet)} — {held or 'empty'}"


def color(state: State, seat: int) -> str:
    return state["colors"][seat]


def name(state: State, seat: int) -> str:
    """A player in event and prompt text: a token the service renders as that player's display name
    (a colour word would read like a planet: "Red 1" is a planet, not a player)."""
    return player(seat)


def in_play(state: State, planet: int) -> bool:
    """Whether the planet is still in the game (an Omega Missile removes one for good)."""
    return planet not in state.get("removed_planets", ())


def colonies(state: State, seat: int) -> list[int]:
    """The planets where the seat has ships (a plain loop: a comprehension costs a fifth more, asked about
    once per action)."""
    own = []
    for planet, ships in enumerate(state["planets"]):
        if ships[seat] > 0:
            own.append(planet)
    return own


def home_colonies(state: State, seat: int, enough: int | None = None) -> int:
    """The planets of its own system where a player has ships (asked whenever a power is, to know it works:
    ``enough`` stops the count there, as that question needs no more)."""
    planets = state["planets"]
    size = planets_per_system(state)
    count = 0
    for ships in planets[seat * size:(seat + 1) * size]:  # a generator in sum() costs half as much again
        if ships[seat] > 0:
            count += 1
            if count == enough:
                return count
    if state.get("genesis"):
        count += sum(1 for p, owner in state["genesis"].items() if owner == seat and planets[int(p)][seat] > 0)
    return count


def foreign_colonies(state: State, seat: int) -> int:
    return sum(1 for p, ships in enumerate(state["planets"]) if ships[seat] > 0 and system_of(state, p) != seat)


def colony_counts(state: State) -> tuple[list[int], list[int]]:
    """Home and foreign colonies of every player, counted down each player's column of planets (the power and
    victory check asks after most moves that shift a ship: one pass down each column)."""
    planets, n, genesis = state["planets"], state["n"], state.get("genesis")
    size = planets_per_system(state)
    abroad = size * (n - 1)  # the printed planets of the other systems
    home, foreign = [], []
    lo = 0
    # (zip given a keyword, even ``strict``, builds its tuples several times slower: a third of this count)
    printed = planets if len(planets) == size * n else planets[:size * n]  # (a Genesis planet comes last)
    for column in zip(*printed):  # noqa: B905  (each row holds one count per seat)
        empty = column[lo:lo + size].count(0)
        home.append(size - empty)
        foreign.append(abroad - column.count(0) + empty)
        lo += size
    for planet, owner in (genesis or {}).items():
        for seat, count in enumerate(planets[int(planet)]):
            if count:
                (home if seat == owner else foreign)[seat] += 1
    return home, foreign


def ships_on_colonies(state: State, seat: int) -> int:
    """The seat's ships on planets, added in a plain loop: a generator in sum() costs nearly twice as much, and
    launches and alliances ask about once per action."""
    total = 0
    for ships in state["planets"]:
        total += ships[seat]
    return total


def ships_in_play(state: State, seat: int) -> int:
    """A player's ships on planets, in the warp and in the encounter (not those removed from the game)."""
    return ships_on_colonies(state, seat) + state["warp"][seat] + gate_ships(state, seat) + ally_ships(state, seat)


def priority_order(state: State) -> list[int]:
    """Offense, defense, then the others clockwise from the offense's left."""
    return list(_priority_order(state["n"], state["turn"]["offense"], state["enc"].get("defense")))


@functools.cache  # a table has a few dozen orders, and a window asks for one at every round
def _priority_order(n: int, offense: int, defense: int | None) -> tuple[int, ...]:
    rest = _others_from_left(n, offense, defense)
    return (offense, *rest) if defense is None else (offense, defense, *rest)


def others_from_left(state: State) -> list[int]:
    """The players who are neither main player, clockwise from the offense's left: those who may be invited."""
    return list(_others_from_left(state["n"], state["turn"]["offense"], state["enc"]["defense"]))


@functools.cache  # as few as the orders above, and asked for about once per action
def _others_from_left(n: int, offense: int, defense: int | None) -> tuple[int, ...]:
    return tuple(s for s in (*range(offense + 1, n), *range(offense)) if s != defense)  # (offense + i) % n, i >= 1


def to_warp(state: State, seat: int, count: int, ev: list[Event], why: str) -> None:
    """Ships lost to the warp, unless a power sends them elsewhere (``to_warp`` hook).

    The encounter keeps count of each player's losses (``enc["warped"]``): a power that answers a loss
    (Healer) needs to know what was lost in this encounter, not what sits in the warp.
    """
    count = hooks.run("to_warp", state, count, seat=seat, ev=ev)
    if count <= 0:
        return
    state["warp"][seat] += count
    state["enc"]["warped"][seat] += count
    ev.append(event("ships.warp", seat=seat, count=count, why=why))


def removed(state: State, seat: int) -> int:
    """Ships taken out of the game (neither on the board nor in the warp): they still count in the 20 a player
    owns, so the ship-count invariant holds."""
    return state.get("removed", {}).get(str(seat), 0)


def remove_from_game(state: State, seat: int, count: int, ev: list[Event], why: str) -> None:
    """Ships leave the game for good (Void, Masochist's super flare), counted in ``state["removed"]`` so every ship
    stays accounted for; the caller has taken them off the board or out of a count going to the warp."""
    if count <= 0:
        return
    ev.append(event("ships.removed", seat=seat, count=count, why=why))
    gone = state.setdefault("removed", {})
    gone[str(seat)] = gone.get(str(seat), 0) + count


def retrieve(state: State, seat: int, planet: int) -> bool:
    """One ship back from the warp to a colony of the player's; False if there is none to move or no colony there."""
    if state["warp"][seat] == 0 or state["planets"][planet][seat] == 0:
        return False
    state["warp"][seat] -= 1
    state["planets"][planet][seat] += 1
    return True


def take_from_planets(state: State, seat: int, counts: dict[str, int]) -> None:
    """Lift ships off planets; the caller has checked the counts."""
    for key, n in counts.items():
        state["planets"][int(key)][seat] -= n


def return_home(state: State, seat: int, origins: dict[str, int], ev: list[Event]) -> None:
    """Send encounter ships back to the colonies they came from (:func:`back_where_they_came_from`); with no colony
    at all, to the warp."""
    if not origins:
        return
    where = back_where_they_came_from(state, seat, origins)
    if where is None:
        to_warp(state, seat, sum(origins.values()), ev, "no colony to return to")
        return
    for key, n in where.items():
        state["planets"][int(key)][seat] += n


def back_where_they_came_from(state: State, seat: int, origins: dict[str, int]) -> dict[str, int] | None:
    """Where returning ships land: the colonies they came from.

    A planet the player has since left cannot take them back (the rules: a
    colony is gone once its last ship leaves); those go to the player's first
    remaining colony, home planets first.  ``None`` when it has no colony at all.
    """
    first = first_colony(state, seat)
    if first is None:
        return None
    where: dict[str, int] = {}
    for key, n in origins.items():
        planet = key if int(key) >= 0 and state["planets"][int(key)][seat] > 0 else str(first)
        where[planet] = where.get(planet, 0) + n
    return where


def first_colony(state: State, seat: int) -> int | None:
    """The colony ships go to when no colony is named: the first home colony, else the first colony."""
    own = colonies(state, seat)
    home = [p for p in own if system_of(state, p) == seat]
    return (home or own)[0] if own else None


def place_anywhere(state: State, seat: int, count: int, ev: list[Event]) -> None:
    """Ships that must go to 'any colony' with no colony named go to the home-first colony."""
    first = first_colony(state, seat)
    if first is None:
        to_warp(state, seat, count, ev, "no colony to return to")
        return
    state["planets"][first][seat] += count


def safest_sources(state: State, seat: int, count: int, extra: dict[str, int] | None = None) -> dict[str, int]:
    """Take ``count`` ships one at a time from the biggest stack, emptying no colony if avoidable.

    This is the conservative default used whenever a player's ships must be
    chosen for them (a launch, a penalty) after a deadline passes.
    ``extra`` adds stacks that may be emptied freely (the gate).
    """
    stacks = {str(p): state["planets"][p][seat] for p in colonies(state, seat)}
    free = dict(extra or {})
    taken: dict[str, int] = {}
    for _ in range(count):
        if any(v > 0 for v in free.values()):
            key = max(free, key=lambda k: (free[k], k))
            free[key] -= 1
        else:
            spare = {k: v for k, v in stacks.items() if v - taken.get(k, 0) > 1}
            pool = spare or {k: v for k, v in stacks.items() if v - taken.get(k, 0) > 0}
            if not pool:
                break
            key = max(pool, key=lambda k: (pool[k] - taken.get(k, 0), -int(k)))
        taken[key] = taken.get(key, 0) + 1
    return taken


def gate_ships(state: State, seat: int) -> int:
    return sum(state["enc"]["gate"][seat].values())


def ally_ships(state: State, seat: int) -> int:
    return sum(state["enc"]["dallies"][seat].values())
