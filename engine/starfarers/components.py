"""The boxed components as data (rules file sections 1, 3, 9, 12): counts, costs, limits, tiles, tokens."""

from __future__ import annotations

RESOURCES = ("ore", "fuel", "carbon", "food", "goods")
CARDS_PER_RESOURCE = 20
RESERVE_PER_RESOURCE = 8
COLORS = ("yellow", "red", "white", "blue")
VICTORY = 15
HAND_LIMIT = 7  # on a 7, a hand of more than this is halved
HALF_MEDALS = 40

UPGRADES = ("booster", "cannon", "freight")
UPGRADE_NAMES = {"booster": "booster", "cannon": "cannon", "freight": "freight pod"}
UPGRADE_LIMIT = {"booster": 6, "cannon": 6, "freight": 5}  # per mothership
UPGRADE_SUPPLY = {"booster": 24, "cannon": 24, "freight": 20}

PIECES = {"colony": 9, "station": 7, "transport": 3, "shipyard": 3}

COSTS: dict[str, dict[str, int]] = {
    "colony_ship": {"ore": 1, "fuel": 1, "carbon": 1, "food": 1},
    "trade_ship": {"ore": 1, "fuel": 1, "goods": 2},
    "spaceport": {"carbon": 3, "food": 2},
    "booster": {"fuel": 2},
    "cannon": {"carbon": 2},
    "freight": {"ore": 2},
}
BUILD_NAMES = {"colony_ship": "a colony ship", "trade_ship": "a trade ship", "spaceport": "a spaceport",
               "booster": "a booster", "cannon": "a cannon", "freight": "a freight pod"}

# Mothership balls: two are drawn of five.
BALLS = ("black", "blue", "yellow", "yellow", "red")
BALL_VALUE = {"black": 0, "blue": 1, "yellow": 2, "red": 3}
BLACK_SPEED = 3

# Sector tiles: planets in (T1, T2, B) order as (resource, symbol); symbols: tri, sq, hex.
TILES: dict[str, dict] = {
    "1-1": {"star": 1, "kind": "system", "planets": [["carbon", "sq"], ["food", "tri"], ["fuel", "hex"]]},
    "1-2": {"star": 1, "kind": "system", "planets": [["carbon", "tri"], ["ore", "hex"], ["goods", "sq"]]},
    "1-3": {"star": 1, "kind": "system", "planets": [["fuel", "sq"], ["ore", "tri"], ["goods", "hex"]]},
    "1-4": {"star": 1, "kind": "system", "planets": [["fuel", "tri"], ["food", "hex"], ["ore", "sq"]]},
    "1-5": {"star": 1, "kind": "system", "planets": [["food", "sq"], ["carbon", "hex"], ["goods", "tri"]]},
    "2-6": {"star": 2, "kind": "system", "planets": [["carbon", "sq"], ["fuel", "tri"], ["goods", "hex"]]},
    "2-7": {"star": 2, "kind": "system", "planets": [["goods", "tri"], ["food", "sq"], ["ore", "hex"]]},
    "2-8": {"star": 2, "kind": "system", "planets": [["ore", "hex"], ["carbon", "tri"], ["goods", "sq"]]},
    "green": {"star": 1, "kind": "outpost", "race": "green"},
    "merchants": {"star": 1, "kind": "outpost", "race": "merchants"},
    "scientists": {"star": 2, "kind": "outpost", "race": "scientists"},
    "diplomats": {"star": 2, "kind": "outpost", "race": "diplomats"},
    "empty-1a": {"star": 1, "kind": "empty"},
    "empty-1b": {"star": 1, "kind": "empty"},
    "empty-2a": {"star": 2, "kind": "empty"},
    "empty-2b": {"star": 2, "kind": "empty"},
}
RACES = ("green", "scientists", "merchants", "diplomats")
RACE_NAMES = {"green": "the Green Folk", "scientists": "the Scientists", "merchants": "the Merchants",
              "diplomats": "the Diplomats"}
DOCKS = 5

# Number tokens: "n" numbers; "pirate"/"ice" with a strength (rules file 12.2 pools).
def _t(*nums: int) -> dict:
    return {"nums": list(nums)}


def _special(kind: str, value: int) -> dict:
    return {"nums": [], "special": kind, "value": value}


TOKEN_POOLS: dict[int, dict[str, list[dict]]] = {
    1: {"tri": [_t(3), _t(4), _t(4), _t(11), _t(12)],
        "sq": [_t(2), _t(5), _t(5), _t(6), _t(9)],
        "hex": [_t(10), _t(10), _special("pirate", 4), _special("pirate", 5), _special("ice", 3)]},
    2: {"tri": [_t(3), _t(4), _t(11)],
        "sq": [_t(5), _t(8), _t(9)],
        "hex": [_t(10), _special("pirate", 6), _special("ice", 4)]},
}
RESERVE_TOKENS = (3, 9, 10, 11, 11)

# The Catanian systems, planets in (T1, T2, B) order: resource and numbers (rules file 12.1).
CATANIAN = (
    [["fuel", [4]], ["carbon", [8]], ["food", [11]]],
    [["fuel", [10]], ["goods", [3, 12]], ["ore", [8]]],
    [["carbon", [6]], ["ore", [5]], ["food", [3]]],
    [["goods", [2, 11]], ["ore", [9]], ["fuel", [6]]],
)
# Beginner starting pieces per colour: (home system, planet pair) for the spaceport, then the colonies.
BEGINNER_PIECES = {
    "yellow": ((0, (0, 1)), (2, (1, 2)), (3, (0, 2))),
    "red": ((1, (0, 1)), (0, (1, 2)), (3, (1, 2))),
    "white": ((2, (0, 1)), (0, (0, 2)), (1, (1, 2))),
    "blue": ((3, (0, 1)), (1, (0, 2)), (2, (0, 2))),
}
# The beginner layout by slot (board.SLOTS order, far edge first).
BEGINNER_TILES = (
    "scientists", "2-6", "diplomats",
    "empty-2a", "2-7", "2-8",
    "green", "empty-2b", "1-4",
    "1-3", "empty-1a", "merchants",
    "1-2", "1-1", "1-5",
)

# Friendship cards: key -> (race, copies).
FRIENDSHIP: dict[str, tuple[str, int]] = {
    "reduced_tribute": ("diplomats", 1),
    "fame_for_sale": ("diplomats", 2),
    "council_aid": ("diplomats", 1),
    "galactic_relief": ("diplomats", 1),
    **{f"production_{r}": ("green", 1) for r in RESOURCES},
    **{f"rate_{r}": ("merchants", 1) for r in ("carbon", "ore", "fuel", "food")},
    "rate_goods": ("merchants", 1),
    "cannon_booster": ("scientists", 3),
    "cannons": ("scientists", 1),
    "boosters": ("scientists", 1),
}
FRIENDSHIP_NAMES = {
    "reduced_tribute": "Reduced Tribute", "fame_for_sale": "Fame for Sale", "council_aid": "Council Aid",
    "galactic_relief": "Galactic Relief",
    **{f"production_{r}": f"Production Increase ({r})" for r in RESOURCES},
    **{f"rate_{r}": f"Trade Rate 2:1 ({r})" for r in ("carbon", "ore", "fuel", "food")},
    "rate_goods": "Trade Rate 1:1 (goods)",
    "cannon_booster": "Extra Cannon and Booster", "cannons": "Extra Cannons", "boosters": "Extra Boosters",
}
SCIENCE = {"cannon_booster": (1, 1), "cannons": (2, 0), "boosters": (0, 2)}  # (cannons, boosters)


def reserve_draw(vp: int) -> int:
    """Reserve cards the active player draws after production: poorer players get more."""
    return 2 if vp <= 7 else 1 if vp <= 9 else 0
