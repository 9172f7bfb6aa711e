"""The table options of a Starfarers game: the layout, and three readings of the almanac that the
rules file (section 9) asks to be switchable, each defaulting to the reading we implement."""

from __future__ import annotations

from typing import Any

from engine.core import Field, Option
from engine.eventtext import Templates

# Each option's label and each choice's, as prompt words (the ruleset's prompt templates hold them too),
# so a page or the host's form writes them in the reader's language.
WORDS: dict[str, str] = {
    "table.layout": "Board layout",
    "table.layout.beginner": "Beginner (fixed board, printed starting pieces)",
    "table.layout.strategic": "Strategic (shuffled tiles face up, start phase)",
    "table.layout.exploration": "Exploration (shuffled tiles face down, start phase)",
    "table.layout.crazy": "Crazy universe (all tiles shuffled face down, start phase)",
    "table.council_aid": "Council Aid (Diplomats)",
    "table.council_aid.richer": "Draw from up to 2 players with more victory points (usable with one)",
    "table.council_aid.two_richer": "Only when at least 2 players have more victory points (the literal reading)",
    "table.reduced_tribute": "Reduced Tribute (Diplomats): halve your hand on a 7 from",
    "table.reduced_tribute.12": "12 cards (the almanac)",
    "table.reduced_tribute.13": "13 cards (more than 12, as fan implementations)",
    "table.galactic_relief": "Galactic Relief (Diplomats) applies on",
    'table.galactic_relief.any_roll': "Any player's roll",
    "table.galactic_relief.own_roll": "Only your own roll",
}
say = Templates(WORDS).say

FIELDS: tuple[Field, ...] = (
    Field("layout", say("table.layout"), "choice", (
        Option("beginner", say("table.layout.beginner")),
        Option("strategic", say("table.layout.strategic")),
        Option("exploration", say("table.layout.exploration")),
        Option("crazy", say("table.layout.crazy")),
    ), required=False, default="beginner"),
    Field("council_aid", say("table.council_aid"), "choice", (
        Option("richer", say("table.council_aid.richer")),
        Option("two_richer", say("table.council_aid.two_richer")),
    ), required=False, default="richer"),
    Field("reduced_tribute", say("table.reduced_tribute"), "choice", (
        Option("12", say("table.reduced_tribute.12")),
        Option("13", say("table.reduced_tribute.13")),
    ), required=False, default="12"),
    Field("galactic_relief", say("table.galactic_relief"), "choice", (
        Option("any_roll", say("table.galactic_relief.any_roll")),
        Option("own_roll", say("table.galactic_relief.own_roll")),
    ), required=False, default="any_roll"),
)
DEFAULTS = {f.name: f.default for f in FIELDS}


def get(state: dict[str, Any], name: str) -> Any:
    """The option as the table set it (a game stored before the option existed plays its default)."""
    value = state["options"].get(name)
    return DEFAULTS[name] if value is None else value
