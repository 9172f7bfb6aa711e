"""The table options of a Cosmic game, and how the rules read one.

Two of them settle rulings the sources leave open (``shared/rules/cosmic-ffg2008.md`` §10 asks
for each "configurable" default to be a table option): compensation when a power keeps ships out of
the warp (note 6), and Clone against Filch on the same card (note 11).  Two more let a table by email
ask at once what a face-to-face table asks in turn (invitations, alliance answers), with the
rulebook order one option away.
"""

from __future__ import annotations

from typing import Any

from engine.core import Field, Option

FIELDS: tuple[Field, ...] = (
    Field("artifacts", "Artifact cards", "choice", (
        Option("off", "Kept in the box (the base game as first played)"),
        Option("on", "Shuffled into the cosmic deck (11 cards)"),
    ), required=False, default="off"),
    Field("aliens", "Alien powers", "choice", (
        Option("off", "None (the base game)"),
        Option("green", "Green aliens only (for beginners)"),
        Option("yellow", "Green and yellow aliens"),
        Option("red", "All aliens"),
    ), required=False, default="off"),
    Field("flares", "Flare cards (with alien powers)", "choice", (
        Option("on", "Shuffled into the cosmic deck"),
        Option("off", "Left out, as the rulebook suggests for first games"),
    ), required=False, default="on"),
    Field("compensation", "Compensation when a power keeps a negotiator's ships out of the warp", "choice", (
        Option("defeated", "One card per ship defeated, wherever it went"),
        Option("warped", "One card per ship that really went to the warp"),
    ), required=False, default="defeated"),
    Field("clone_filch", "Clone and Filch claiming the same encounter card", "choice", (
        Option("clone", "The Clone keeps it"),
        Option("priority", "The first to claim it in priority order takes it"),
    ), required=False, default="clone"),
    Field("invitations", "Who invites allies first", "choice", (
        Option("together", "Offense and defense invite at the same moment, revealed together (faster by email)"),
        Option("in_turn", "The offense, then the defense (rulebook order)"),
    ), required=False, default="together"),
    Field("alliance_answers", "How invited players answer", "choice", (
        Option("together", "All at once, revealed together (faster by email)"),
        Option("clockwise", "One by one clockwise from the offense's left (rulebook order)"),
    ), required=False, default="together"),
    Field("technology", "Technology (techs researched with ships)", "choice", (
        Option("off", "No techs"),
        Option("on", "Each player is dealt techs to research (the rulebook's Technology variant)"),
    ), required=False, default="off"),
)
_DEFAULTS = {f.name: f.default for f in FIELDS}


def get(state: dict[str, Any], name: str) -> Any:
    """The option as the table set it; one left unset (or a game stored before the option existed)
    plays its default."""
    value = state["options"].get(name)
    return _DEFAULTS[name] if value is None else value
