"""How engine text names places on the board, without giving away hidden numbers."""

from __future__ import annotations

from typing import Any

from engine.starfarers import board
from engine.starfarers.components import RACE_NAMES


def sector_name(sector: int) -> str:
    if sector in board.HOME:
        return board.HOME_NAMES[board.HOME.index(sector)]
    return f"sector {sector + 1}"


def planet_name(state: dict[str, Any], sector: int, k: int) -> str:
    planet = state["sectors"][sector]["planets"][k]
    token = planet["token"] if planet["shown"] else None
    nums = "/".join(str(n) for n in token["nums"]) if token and token.get("nums") else "?"
    return f"{planet['res']} {nums}"


def point_name(state: dict[str, Any], point: int) -> str:
    """A colony site by its system and two planets; any other point by its number and surroundings."""
    sector = board.SITE_SECTOR.get(point)
    if sector is not None and state["sectors"][sector]["face_up"] and state["sectors"][sector]["planets"]:
        i, j = board.SITE_PLANETS[point]
        return f"{sector_name(sector)}, between {planet_name(state, sector, i)} and {planet_name(state, sector, j)}"
    dock = _CENTRE_OF.get(point)
    if dock is not None and state["sectors"][dock]["face_up"] and state["sectors"][dock]["kind"] == "outpost":
        return f"point {point}, the docking point of {RACE_NAMES[state['sectors'][dock]['race']]}"
    return _PLAIN[point]


_CENTRE_OF = {c: s for s, c in enumerate(board.CENTRES)}
_PLAIN = tuple(f"point {p}" + (f", by {' and '.join(sector_name(s) for s in board.POINT_SECTORS[p])}"
                               if board.POINT_SECTORS[p] else "") for p in range(board.N_POINTS))
