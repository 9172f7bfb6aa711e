"""How engine text names places on the board, without giving away hidden numbers."""

from __future__ import annotations

from typing import Any

from engine.eventtext import ENGLISH, Language
from engine.starfarers import board
from engine.starfarers.components import RACE_NAMES

# A point as event data (``where``): ``["site", sector, planet, planet]`` (a planet ``[resource, numbers]``),
# ``["dock", point, race]`` or ``["point", point, [sectors]]``; worded by :func:`write_point` in any language.
POINT_WORDS: dict[str, str] = {
    "site": "{sector}, between {a} and {b}",
    "dock": "point {point}, the docking point of {race}",
    "point": "point {point}",
    "point.by": "point {point}, by {sectors}",
    "sector": "sector {n}",
}


def sector_name(sector: int, lang: Language = ENGLISH) -> str:
    if sector in board.HOME:
        return board.HOME_NAMES[board.HOME.index(sector)]
    return lang.gettext(POINT_WORDS["sector"]).format(n=sector + 1)


def planet_said(state: dict[str, Any], sector: int, k: int) -> list[str]:
    """A planet as its resource and its numbers ("?" while its token is face down)."""
    planet = state["sectors"][sector]["planets"][k]
    token = planet["token"] if planet["shown"] else None
    return [planet["res"], "/".join(str(n) for n in token["nums"]) if token and token.get("nums") else "?"]


def point_said(state: dict[str, Any], point: int) -> list[Any]:
    """A colony site by its system and two planets; any other point by its number and surroundings."""
    sector = board.SITE_SECTOR.get(point)
    if sector is not None and state["sectors"][sector]["face_up"] and state["sectors"][sector]["planets"]:
        i, j = board.SITE_PLANETS[point]
        return ["site", sector, planet_said(state, sector, i), planet_said(state, sector, j)]
    dock = _CENTRE_OF.get(point)
    if dock is not None and state["sectors"][dock]["face_up"] and state["sectors"][dock]["kind"] == "outpost":
        return ["dock", point, state["sectors"][dock]["race"]]
    return ["point", point, list(board.POINT_SECTORS[point])]


def write_point(said: list[Any], lang: Language = ENGLISH) -> str:
    """A point's name from :func:`point_said`."""
    kind, *facts = said
    if kind == "site":
        sector, a, b = facts
        return lang.gettext(POINT_WORDS["site"]).format(
            sector=sector_name(sector, lang), a=f"{lang.gettext(a[0])} {a[1]}", b=f"{lang.gettext(b[0])} {b[1]}")
    if kind == "dock":
        return lang.gettext(POINT_WORDS["dock"]).format(point=facts[0], race=lang.gettext(RACE_NAMES[facts[1]]))
    point, sectors = facts
    if not sectors:
        return lang.gettext(POINT_WORDS["point"]).format(point=point)
    names = [sector_name(s, lang) for s in sectors]
    by = names[0] if len(names) == 1 else lang.gettext("{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1])
    return lang.gettext(POINT_WORDS["point.by"]).format(point=point, sectors=by)


_CENTRE_OF = {c: s for s, c in enumerate(board.CENTRES)}
