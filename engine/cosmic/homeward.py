"""Where a player's ships go when they leave an encounter for home.

The rulebook sends ships going home to *any* of their owner's colonies, not
necessarily the ones they came from: defensive allies after the defense wins,
the allies before a deal, the offense's gate ships after a deal, and the
ships of an encounter the offense cannot go on with for want of an encounter
card.  Asking at that moment would add a wait to the encounter, so each player
answers in advance (the standing unit ``homeward``): where they came from (the
default, and what a player who never answers gets), or spread over its home
colonies or over its foreign colonies, one ship at a time onto the smallest
stack.  Where a prompt is open for the player at that very moment (a defensive
ally's reward), the prompt also asks where its ships go, its answer in advance
filled in.  A planet the ships just fought over is never a destination: allies do
not land on the planet they defended.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board
from engine.cosmic.events import event

State = dict[str, Any]
UNIT = "homeward"
DEFAULT = "origin"
ANSWERS: tuple[tuple[str, str], ...] = (
    (DEFAULT, "where they came from"),
    ("home", "my home colonies, fewest ships first"),
    ("foreign", "my foreign colonies, fewest ships first"),
)


def spread(state: State, seat: int, count: int) -> dict[str, int] | None:
    """The colonies the seat's answer sends ``count`` ships to, or ``None`` for where they came from (its answer,
    or no colony of the kind it named)."""
    answer = state["standing"][seat].get(UNIT, DEFAULT)
    if answer == DEFAULT:
        return None
    home, target = answer == "home", state["enc"]["target"]
    kind = [p for p in board.colonies(state, seat) if p != target and (board.system_of(state, p) == seat) == home]
    if not kind:
        return None
    stacks = {p: state["planets"][p][seat] for p in kind}
    placed: dict[str, int] = {}
    for _ in range(count):
        p = min(kind, key=lambda q: (stacks[q], q))
        stacks[p] += 1
        placed[str(p)] = placed.get(str(p), 0) + 1
    return placed


def planned(state: State, seat: int, origins: dict[str, int]) -> dict[str, int] | None:
    """Where ships leaving the encounter go unless the player says otherwise there and then: its answer in
    advance, else where they came from; ``None`` when it has no colony (they go to the warp)."""
    return spread(state, seat, sum(origins.values())) or board.back_where_they_came_from(state, seat, origins)


def send_home(state: State, seat: int, origins: dict[str, int], ev: list[Event]) -> None:
    """Ships leaving the encounter (``{origin planet: count}``) go where their owner answered in advance."""
    where = spread(state, seat, sum(origins.values())) if origins else None
    if where is None:
        board.return_home(state, seat, origins, ev)
    else:
        land(state, seat, origins, where, ev)


def land(state: State, seat: int, origins: dict[str, int], where: dict[str, int], ev: list[Event]) -> None:
    """Ships going home land on the colonies ``where`` names; the table is told when that is not where they came
    from."""
    if where != board.back_where_they_came_from(state, seat, origins):
        ev.append(event("ships.home", seat=seat, to=dict(where), values=sum(where.values()),
                        words=[[n, board.planet_ref(state, int(p))] for p, n in where.items()]))
    for planet, n in where.items():
        state["planets"][int(planet)][seat] += n
