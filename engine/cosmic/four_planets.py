"""How big each player's system is: five planets, or four in the Four Planets variant.

Rulebook, "Warianty rozgrywki: Cztery planety": each player gets four planets instead of five and uses
only 16 ships (still four on each planet); four foreign colonies win instead of five, and two home
colonies keep the alien power instead of three.  Every number that follows from the size of a system
is read here, so the board, the victory check and the power check agree.  Aliens whose setup depends
on it (Tick-Tock's tokens, Warrior's gains: ``shared/rules/cosmic-ffg2008.md`` §9) read
:func:`scale` too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.cosmic import table_options

State = dict[str, Any]
SHIPS_PER_PLANET = 4


@dataclass(frozen=True)
class Scale:
    planets: int  # planets in each player's system
    foreign_colonies_to_win: int
    home_colonies_for_power: int

    @property
    def ships(self) -> int:
        """Each player's ships: four on each home planet at the start."""
        return self.planets * SHIPS_PER_PLANET


FIVE = Scale(planets=5, foreign_colonies_to_win=5, home_colonies_for_power=3)
FOUR = Scale(planets=4, foreign_colonies_to_win=4, home_colonies_for_power=2)
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


def scale(state: State) -> Scale:
    """The table's scale, as its ``planets`` option says (a game stored before the option plays five)."""
    return FOUR if table_options.get(state, "planets") == "4" else FIVE


def for_options(options: Mapping[str, Any]) -> Scale:
    """The scale of a table still being set up, from its checked options."""
    return scale({"options": options})
