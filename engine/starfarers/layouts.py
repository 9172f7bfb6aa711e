"""The four layouts (rules file 12.1, 12.2): which tile lies in which slot, face up or down.

``beginner`` is fixed; ``strategic`` shuffles the tiles by star rating face up; ``exploration``
does the same face down; ``crazy`` shuffles all 16 tiles into the 15 slots face down.
Planet tokens go face down on face-up systems and are drawn when a face-down system is discovered.
"""

from __future__ import annotations

import copy
from typing import Any

from engine import rng
from engine.starfarers import board
from engine.starfarers.components import BEGINNER_TILES, CATANIAN, TILES, TOKEN_POOLS

LAYOUTS = ("beginner", "strategic", "exploration", "crazy")
LAYOUT_NAMES = {"beginner": "the beginner layout", "strategic": "the strategic layout",
                "exploration": "the exploration layout", "crazy": "the crazy universe"}
REMOVED_TILE = "empty-1a"  # default: a 1-star empty sector stays in the box in the strategic layouts

State = dict[str, Any]


def _sector(tile: str, face_up: bool) -> dict[str, Any]:
    data = TILES[tile]
    return {"tile": tile, "kind": data["kind"], "star": data["star"], "race": data.get("race"),
            "face_up": face_up,
            "planets": [{"res": res, "sym": sym, "token": None, "shown": False}
                        for res, sym in data.get("planets", [])]}


def _home(i: int) -> dict[str, Any]:
    return {"tile": None, "kind": "home", "star": 0, "race": None, "face_up": True,
            "planets": [{"res": res, "sym": None, "token": {"nums": list(nums)}, "shown": True}
                        for res, nums in CATANIAN[i]]}


def _rotate(state: State, sector: dict[str, Any]) -> None:
    """A random one of the three ways a system tile can lie in its hole."""
    k = rng.randbelow(state, 3)
    sector["planets"] = sector["planets"][k:] + sector["planets"][:k]


def draw_tokens(state: State, sector: dict[str, Any]) -> None:
    """Tokens for a system's planets, from the pool of its star rating, by symbol."""
    for planet in sector["planets"]:
        pile = state["pools"][str(sector["star"])][planet["sym"]]
        if pile:
            planet["token"] = pile.pop(rng.randbelow(state, len(pile)))
        else:  # a crazy universe can run a pool dry: the planet has no number
            planet["token"] = {"nums": []}


def lay_out(state: State, layout: str) -> None:
    """Fill ``state["sectors"]`` for the layout; tokens for face-up systems go on face down."""
    state["pools"] = {str(star): copy.deepcopy(pools) for star, pools in TOKEN_POOLS.items()}
    if layout == "beginner":
        tiles = list(BEGINNER_TILES)
        face_up = True
    elif layout == "crazy":
        tiles = sorted(TILES)
        rng.shuffle(state, tiles)
        tiles = tiles[:board.N_SLOTS]
        face_up = False
    else:
        by_star: dict[int, list[str]] = {1: [], 2: []}
        for key in sorted(TILES):
            if key != REMOVED_TILE:
                by_star[TILES[key]["star"]].append(key)
        for pile in by_star.values():
            rng.shuffle(state, pile)
        tiles = [by_star[star].pop() for star in board.STARS]
        face_up = layout == "strategic"
    sectors = [_sector(t, face_up) for t in tiles]
    for sector in sectors:
        if sector["kind"] == "system":
            if layout != "beginner":
                _rotate(state, sector)
            if face_up:
                draw_tokens(state, sector)
    state["sectors"] = sectors + [_home(i) for i in range(len(board.HOME))]
    state["box"] = sorted(set(TILES) - set(tiles))
