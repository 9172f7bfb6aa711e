"""The table options of a Starfarers game: the layout, and three readings of the almanac that the
rules file (section 9) asks to be switchable, each defaulting to the reading we implement."""

from __future__ import annotations

from typing import Any

from engine.core import Field, Option

FIELDS: tuple[Field, ...] = (
    Field("layout", "Board layout", "choice", (
        Option("beginner", "Beginner (fixed board, printed starting pieces)"),
        Option("strategic", "Strategic (shuffled tiles face up, start phase)"),
        Option("exploration", "Exploration (shuffled tiles face down, start phase)"),
        Option("crazy", "Crazy universe (all tiles shuffled face down, start phase)"),
    ), required=False, default="beginner"),
    Field("council_aid", "Council Aid (Diplomats)", "choice", (
        Option("richer", "Draw from up to 2 players with more victory points (usable with one)"),
        Option("two_richer", "Only when at least 2 players have more victory points (the literal reading)"),
    ), required=False, default="richer"),
    Field("reduced_tribute", "Reduced Tribute (Diplomats): halve your hand on a 7 from", "choice", (
        Option("12", "12 cards (the almanac)"),
        Option("13", "13 cards (more than 12, as fan implementations)"),
    ), required=False, default="12"),
    Field("galactic_relief", "Galactic Relief (Diplomats) applies on", "choice", (
        Option("any_roll", "Any player's roll"),
        Option("own_roll", "Only your own roll"),
    ), required=False, default="any_roll"),
)
DEFAULTS = {f.name: f.default for f in FIELDS}


def get(state: dict[str, Any], name: str) -> Any:
    """The option as the table set it (a game stored before the option existed plays its default)."""
    value = state["options"].get(name)
    return DEFAULTS[name] if value is None else value
