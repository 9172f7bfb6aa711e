"""The table options of a Cosmic game, and how the rules read one.

Two of them settle rulings the sources leave open (``shared/rules/cosmic-ffg2008.md`` §10 asks
for each "configurable" default to be a table option): compensation when a power keeps ships out of
the warp (note 6), and Clone against Filch on the same card (note 11).  Two more let a table by email
ask at once what a face-to-face table asks in turn (invitations, alliance answers), with the
rulebook order one option away.  The rest are the rulebook's variants ("Warianty rozgrywki"), each in
a module of its own (:mod:`engine.cosmic.four_planets`, :mod:`engine.cosmic.hidden_powers`,
:mod:`engine.cosmic.changing_powers`, :mod:`engine.cosmic.flare` for Free Flares), and the cosmic quake of
later editions (:func:`engine.cosmic.hands.quake`), which the 2008 rules do not have.
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
        Option("with_launch", "The offense invites in its launch form, the defense at the same moment, revealed "
                              "together when alliances are formed (fastest by email)"),
        Option("together", "Once the gate is aimed, offense and defense invite at the same moment, revealed together"),
        Option("in_turn", "The offense, then the defense (rulebook order)"),
    ), required=False, default="with_launch"),
    Field("alliance_answers", "How invited players answer", "choice", (
        Option("together", "All at once, revealed together (faster by email)"),
        Option("clockwise", "One by one clockwise from the offense's left (rulebook order)"),
    ), required=False, default="together"),
    Field("planets", "Planets per player (Four Planets variant)", "choice", (
        Option("5", "Five planets and 20 ships each; five foreign colonies win"),
        Option("4", "Four planets and 16 ships each; four foreign colonies win, two home colonies keep the power"),
    ), required=False, default="5"),
    Field("hidden_powers", "Hidden Powers variant (with alien powers)", "choice", (
        Option("off", "Every alien is shown once all have chosen"),
        Option("on", "Aliens stay face down until their owner reveals one to use it"),
    ), required=False, default="off"),
    Field("changing_powers", "Changing Powers variant (with alien powers)", "choice", (
        Option("off", "Each player keeps its alien all game"),
        Option("on", "At the start of its turn the offense draws a new alien and keeps the old or the new one"),
    ), required=False, default="off"),
    Field("free_flares", "Free Flares variant (with alien powers)", "choice", (
        Option("off", "At most one flare per player per encounter"),
        Option("on", "Any number of flares per player per encounter, each flare still once"),
    ), required=False, default="off"),
    Field("cosmic_quake", "When the cosmic deck and its discard pile are both empty", "choice", (
        Option("off", "Nothing more is drawn until cards are discarded (the 2008 rules)"),
        Option("on", "Cosmic quake: every hand is discarded, the pile shuffled and eight cards dealt to each"),
    ), required=False, default="off"),
    Field("technology", "Technology (techs researched with ships)", "choice", (
        Option("off", "No techs"),
        Option("on", "Each player is dealt techs to research (the rulebook's Technology variant)"),
    ), required=False, default="off"),
)
_DEFAULTS = {f.name: f.default for f in FIELDS}
# Options whose default changed while games were under way, with the default those games were created under:
# a new table has today's default written into its state (:func:`for_new_table`), so one stored earlier,
# where the option is unset, keeps the rules it started with.
_EARLIER_DEFAULTS = {"invitations": "together"}


def for_new_table(options: dict[str, Any]) -> dict[str, Any]:
    """A new table's options, with today's default written in for each option whose default changed."""
    return {**options, **{name: _DEFAULTS[name] for name in _EARLIER_DEFAULTS if options.get(name) is None}}


def get(state: dict[str, Any], name: str) -> Any:
    """The option as the table set it; one left unset (or a game stored before the option existed)
    plays its default, or the default it was created under."""
    value = state["options"].get(name)
    return _EARLIER_DEFAULTS.get(name, _DEFAULTS[name]) if value is None else value
