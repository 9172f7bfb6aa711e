"""Our own board geometry (rules file section 14): the one place that knows where things are.

No measured graph of the printed frame exists, so this module defines one that keeps the
described structure: a pointy-top hex lattice; 15 sector slots, each a triangle of 3 mutually
adjacent hexes, in five bands from the far edge (band 1) to the nebula and the home edge (band 5);
the 4 Catanian systems as four more triangles along the home edge; every other hex open space.
Space points are hex corners shared by 3 board hexes; edges are hex sides.  A better graph can
replace this module as long as it exports the same names.

Hexes use axial coordinates ``(q, r)``; ``r`` grows towards the home edge.  A sector is a "down"
triangle: two hexes ``T1 = (q, r)``, ``T2 = (q + 1, r)`` and ``B = (q, r + 1)`` below them.
Its planets are listed in that order (T1, T2, B); the colony site between planets *i* and *j*
is the outer end of the edge they share.
"""

from __future__ import annotations

import math
from collections import deque
from itertools import combinations
from typing import Any

WIDTH = 15  # hexes per row, offset ("odd-r") columns 0..14
ROWS = 14  # row 0 is the far edge's open space, row 13 the home edge's

# (offset row, offset column) of each slot's T1 hex, from the far edge to the home edge,
# left to right; the star is the mark on the back of the tiles the slot takes.
SLOTS: tuple[tuple[int, int, int], ...] = (
    (1, 2, 2), (1, 6, 2), (1, 10, 2),
    (3, 4, 2), (3, 8, 2), (3, 12, 2),
    (5, 2, 1), (5, 6, 2), (5, 10, 1),
    (7, 4, 1), (7, 8, 1), (7, 12, 1),
    (9, 2, 1), (9, 6, 1), (9, 10, 1),
)
HOME_SLOTS: tuple[tuple[int, int], ...] = ((11, 1), (11, 4), (11, 8), (11, 12))  # alpha beta gamma delta
HOME_NAMES = ("α", "β", "γ", "δ")
BANDS = 5


def _axial(row: int, col: int) -> tuple[int, int]:
    return col - (row - (row & 1)) // 2, row


def _triangle(row: int, col: int) -> tuple[tuple[int, int], ...]:
    q, r = _axial(row, col)
    return (q, r), (q + 1, r), (q, r + 1)


HEXES: tuple[tuple[int, int], ...] = tuple(_axial(r, c) for r in range(ROWS) for c in range(WIDTH))
_HEXSET = set(HEXES)
SECTOR_HEXES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    _triangle(r, c) for r, c, _ in SLOTS) + tuple(_triangle(r, c) for r, c in HOME_SLOTS)
STARS: tuple[int, ...] = tuple(s for _, _, s in SLOTS)
N_SLOTS = len(SLOTS)
HOME = tuple(range(N_SLOTS, N_SLOTS + len(HOME_SLOTS)))  # sector indices of alpha..delta


def _corners() -> list[frozenset[tuple[int, int]]]:
    """Every corner shared by 3 board hexes, as the set of those hexes, in reading order."""
    found = set()
    for q0, r0 in HEXES:
        for q, r in ((q0, r0), (q0 - 1, r0), (q0, r0 - 1), (q0 - 1, r0 - 1), (q0 + 1, r0 - 1)):
            for tri in (((q, r), (q + 1, r), (q, r + 1)), ((q + 1, r), (q, r + 1), (q + 1, r + 1))):
                if all(h in _HEXSET for h in tri):
                    found.add(frozenset(tri))
    return sorted(found, key=lambda c: (sum(h[1] for h in c), sum(2 * h[0] + h[1] for h in c)))


_CORNERS = _corners()
POINT_HEXES: tuple[frozenset[tuple[int, int]], ...] = tuple(_CORNERS)
N_POINTS = len(POINT_HEXES)
_INDEX = {c: i for i, c in enumerate(_CORNERS)}
CENTRES: tuple[int, ...] = tuple(_INDEX[frozenset(tri)] for tri in SECTOR_HEXES)


def _hex_xy(h: tuple[int, int]) -> tuple[float, float]:
    q, r = h
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def _point_xy(i: int) -> tuple[float, float]:
    xs, ys = zip(*(_hex_xy(h) for h in POINT_HEXES[i]), strict=True)
    return round(sum(xs) / 3, 3), round(sum(ys) / 3, 3)


def _edges() -> dict[int, tuple[int, ...]]:
    """Two corners are joined when they share two hexes (the side between those hexes)."""
    by_pair: dict[frozenset[tuple[int, int]], list[int]] = {}
    for i, c in enumerate(_CORNERS):
        for pair in combinations(sorted(c), 2):
            by_pair.setdefault(frozenset(pair), []).append(i)
    adj: dict[int, set[int]] = {i: set() for i in range(N_POINTS)}
    for ends in by_pair.values():
        if len(ends) == 2:
            a, b = ends
            adj[a].add(b)
            adj[b].add(a)
    return {i: tuple(sorted(n)) for i, n in adj.items()}


_ADJ = _edges()


def _outer_corner(a: tuple[int, int], b: tuple[int, int], centre: frozenset[tuple[int, int]]) -> int:
    """The corner at the far end of the edge between hexes a and b, away from the sector centre."""
    for i, c in enumerate(_CORNERS):
        if a in c and b in c and c != centre:
            return i
    raise ValueError("board has no corner beyond that edge")


def _sites(sector: int) -> tuple[tuple[int, tuple[int, int]], ...]:
    """(point, (planet i, planet j)) for the 3 colony sites of a sector, in the order T1-T2, T1-B, T2-B."""
    tri = SECTOR_HEXES[sector]
    centre = frozenset(tri)
    return tuple((_outer_corner(tri[i], tri[j], centre), (i, j)) for i, j in ((0, 1), (0, 2), (1, 2)))


SITES: tuple[tuple[tuple[int, tuple[int, int]], ...], ...] = tuple(_sites(s) for s in range(len(SECTOR_HEXES)))


def _port_points(site: int, sector: int) -> tuple[int, ...]:
    centre = CENTRES[sector]
    return tuple(p for p in _ADJ[site] if p != centre)


PORT_POINTS: dict[int, tuple[int, ...]] = {
    site: _port_points(site, s) for s in range(len(SECTOR_HEXES)) for site, _ in SITES[s]}
SITE_SECTOR: dict[int, int] = {site: s for s in range(len(SECTOR_HEXES)) for site, _ in SITES[s]}
SITE_PLANETS: dict[int, tuple[int, int]] = {site: pl for s in range(len(SECTOR_HEXES)) for site, pl in SITES[s]}

# Which sectors and which planet hexes each point touches ("bordering", "next to a planet").
POINT_SECTORS: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s, tri in enumerate(SECTOR_HEXES) if POINT_HEXES[i] & set(tri)) for i in range(N_POINTS))
POINT_PLANETS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((s, k) for s, tri in enumerate(SECTOR_HEXES) for k, h in enumerate(tri) if h in POINT_HEXES[i])
    for i in range(N_POINTS))

SECTOR_POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(N_POINTS) if s in POINT_SECTORS[i] and i != CENTRES[s]) for s in range(len(SECTOR_HEXES)))


def neighbours(point: int, system_centres: frozenset[int] | set[int]) -> tuple[int, ...]:
    """Points one edge away; the centre of a planetary system is never entered or left."""
    if point in system_centres:
        return ()
    return tuple(p for p in _ADJ[point] if p not in system_centres)


def distances(start: int, system_centres: frozenset[int] | set[int], limit: int = 99) -> dict[int, int]:
    """Edges from ``start`` to every point within ``limit`` (breadth first)."""
    return distances_from([start], system_centres, limit)


def distances_from(starts: list[int], system_centres: frozenset[int] | set[int], limit: int = 99) -> dict[int, int]:
    """Edges from the nearest of ``starts`` to every point within ``limit``."""
    dist = dict.fromkeys(starts, 0)
    frontier = [p for p in starts if p not in system_centres]
    d = 0
    while frontier and d < limit:  # level by level: the hot loop of every flight question
        d += 1
        nxt = []
        for p in frontier:
            for n in _ADJ[p]:
                if n not in dist and n not in system_centres:
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    return dist


def path(start: int, goal: int, system_centres: frozenset[int] | set[int]) -> list[int]:
    """A shortest path from start to goal (both included); the lowest-numbered step wins ties."""
    back = {start: start}
    todo = deque([start])
    while todo:
        p = todo.popleft()
        if p == goal:
            break
        for n in neighbours(p, system_centres):
            if n not in back:
                back[n] = p
                todo.append(n)
    out = [goal]
    while out[-1] != start:
        out.append(back[out[-1]])
    return out[::-1]


def geometry() -> dict[str, Any]:
    """The board as plain data for a picture: points with coordinates, edges, sector hexes."""
    return {
        "points": [_point_xy(i) for i in range(N_POINTS)],
        "edges": [[a, b] for a in range(N_POINTS) for b in _ADJ[a] if a < b],
        "sectors": [[list(_hex_xy(h)) for h in tri] for tri in SECTOR_HEXES],
        "centres": list(CENTRES),
        "sites": {str(site): list(PORT_POINTS[site]) for site in PORT_POINTS},
    }


GEOMETRY = geometry()
