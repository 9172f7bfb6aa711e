"""The table options of a Cosmic game, and how the rules read one.

Two of them settle rulings the sources leave open (``shared/rules/cosmic-ffg2008.md`` §10 asks
for each "configurable" default to be a table option): compensation when a power keeps ships out of
the warp (note 6), and Clone against Filch on the same card (note 11).  Two more let a table by email
ask at once what a face-to-face table asks in turn (invitations, alliance answers), and two ask sooner
what it asks after a response window (points with nothing between them as one window; the launch, the
invitations, the encounter cards and "a second encounter?" alongside the window before them), each with the
rulebook order one option away.  The rest are the rulebook's variants ("Warianty rozgrywki"), each in
a module of its own (:mod:`engine.cosmic.four_planets`, :mod:`engine.cosmic.hidden_powers`,
:mod:`engine.cosmic.changing_powers`, :mod:`engine.cosmic.flare` for Free Flares), and the cosmic quake of
later editions (:func:`engine.cosmic.hands.quake`), which the 2008 rules do not have.
"""

from __future__ import annotations

from typing import Any

from engine.core import Field, Option
from engine.eventtext import Templates

# Each option's label and each choice's, as prompt words (the ruleset's prompt templates hold them too),
# so a page or the host's form writes them in the reader's language.
WORDS: dict[str, str] = {
    "table.artifacts": "Artifact cards",
    "table.artifacts.off": "Kept in the box (the base game as first played)",
    "table.artifacts.on": "Shuffled into the cosmic deck (11 cards)",
    "table.aliens": "Alien powers",
    "table.aliens.off": "None (the base game)",
    "table.aliens.green": "Green aliens only (for beginners)",
    "table.aliens.yellow": "Green and yellow aliens",
    "table.aliens.red": "All aliens",
    "table.flares": "Flare cards (with alien powers)",
    "table.flares.on": "Shuffled into the cosmic deck",
    "table.flares.off": "Left out, as the rulebook suggests for first games",
    'table.compensation': "Compensation when a power keeps a negotiator's ships out of the warp",
    "table.compensation.defeated": "One card per ship defeated, wherever it went",
    "table.compensation.warped": "One card per ship that really went to the warp",
    "table.clone_filch": "Clone and Filch claiming the same encounter card",
    "table.clone_filch.clone": "The Clone keeps it",
    "table.clone_filch.priority": "The first to claim it in priority order takes it",
    "table.invitations": "Who invites allies first",
    "table.invitations.with_launch": ("The offense invites in its launch form, the defense at the same moment, "
                                      "revealed "
                                      "together when alliances are formed (fastest by email)"),
    "table.invitations.together": ("Once the gate is aimed, offense and defense invite at the same moment, "
                                   "revealed together"),
    "table.invitations.in_turn": "The offense, then the defense (rulebook order)",
    "table.alliance_answers": "How invited players answer",
    "table.alliance_answers.together": "All at once, revealed together (faster by email)",
    'table.alliance_answers.clockwise': "One by one clockwise from the offense's left (rulebook order)",
    "table.windows": "Response windows with nothing to learn between them",
    "table.windows.merged": "Asked as one window (faster by email)",
    "table.windows.every_point": "Each asked on its own (rulebook order)",
    "table.next_decision": ("The question after a response window (launch, invitations, encounter cards, "
                            "second encounter)"),
    "table.next_decision.with_window": ("Asked alongside the window, and asked again if anything is played there "
                                        "(faster by email)"),
    "table.next_decision.after_window": "Asked once the window has closed (rulebook order)",
    "table.planets": "Planets per player (Four Planets variant)",
    "table.planets.5": "Five planets and 20 ships each; five foreign colonies win",
    "table.planets.4": "Four planets and 16 ships each; four foreign colonies win, two home colonies keep the power",
    "table.hidden_powers": "Hidden Powers variant (with alien powers)",
    "table.hidden_powers.off": "Every alien is shown once all have chosen",
    "table.hidden_powers.on": "Aliens stay face down until their owner reveals one to use it",
    "table.changing_powers": "Changing Powers variant (with alien powers)",
    "table.changing_powers.off": "Each player keeps its alien all game",
    "table.changing_powers.on": ("At the start of its turn the offense draws a new alien and keeps the old "
                                 "or the new one"),
    "table.free_flares": "Free Flares variant (with alien powers)",
    "table.free_flares.off": "At most one flare per player per encounter",
    "table.free_flares.on": "Any number of flares per player per encounter, each flare still once",
    "table.cosmic_quake": "When the cosmic deck and its discard pile are both empty",
    "table.cosmic_quake.off": "Nothing more is drawn until cards are discarded (the 2008 rules)",
    "table.cosmic_quake.on": "Cosmic quake: every hand is discarded, the pile shuffled and eight cards dealt to each",
    "table.technology": "Technology (techs researched with ships)",
    "table.technology.off": "No techs",
    'table.technology.on': "Each player is dealt techs to research (the rulebook's Technology variant)",
}
say = Templates(WORDS).say

FIELDS: tuple[Field, ...] = (
    Field("artifacts", say("table.artifacts"), "choice", (
        Option("off", say("table.artifacts.off")),
        Option("on", say("table.artifacts.on")),
    ), required=False, default="off"),
    Field("aliens", say("table.aliens"), "choice", (
        Option("off", say("table.aliens.off")),
        Option("green", say("table.aliens.green")),
        Option("yellow", say("table.aliens.yellow")),
        Option("red", say("table.aliens.red")),
    ), required=False, default="off"),
    Field("flares", say("table.flares"), "choice", (
        Option("on", say("table.flares.on")),
        Option("off", say("table.flares.off")),
    ), required=False, default="on"),
    Field("compensation", say("table.compensation"), "choice", (
        Option("defeated", say("table.compensation.defeated")),
        Option("warped", say("table.compensation.warped")),
    ), required=False, default="defeated"),
    Field("clone_filch", say("table.clone_filch"), "choice", (
        Option("clone", say("table.clone_filch.clone")),
        Option("priority", say("table.clone_filch.priority")),
    ), required=False, default="clone"),
    Field("invitations", say("table.invitations"), "choice", (
        Option("with_launch", say("table.invitations.with_launch")),
        Option("together", say("table.invitations.together")),
        Option("in_turn", say("table.invitations.in_turn")),
    ), required=False, default="with_launch"),
    Field("alliance_answers", say("table.alliance_answers"), "choice", (
        Option("together", say("table.alliance_answers.together")),
        Option("clockwise", say("table.alliance_answers.clockwise")),
    ), required=False, default="together"),
    Field("windows", say("table.windows"), "choice", (
        Option("merged", say("table.windows.merged")),
        Option("every_point", say("table.windows.every_point")),
    ), required=False, default="merged"),
    Field("next_decision", say("table.next_decision"), "choice", (
        Option("with_window", say("table.next_decision.with_window")),
        Option("after_window", say("table.next_decision.after_window")),
    ), required=False, default="with_window"),
    Field("planets", say("table.planets"), "choice", (
        Option("5", say("table.planets.5")),
        Option("4", say("table.planets.4")),
    ), required=False, default="5"),
    Field("hidden_powers", say("table.hidden_powers"), "choice", (
        Option("off", say("table.hidden_powers.off")),
        Option("on", say("table.hidden_powers.on")),
    ), required=False, default="off"),
    Field("changing_powers", say("table.changing_powers"), "choice", (
        Option("off", say("table.changing_powers.off")),
        Option("on", say("table.changing_powers.on")),
    ), required=False, default="off"),
    Field("free_flares", say("table.free_flares"), "choice", (
        Option("off", say("table.free_flares.off")),
        Option("on", say("table.free_flares.on")),
    ), required=False, default="off"),
    Field("cosmic_quake", say("table.cosmic_quake"), "choice", (
        Option("off", say("table.cosmic_quake.off")),
        Option("on", say("table.cosmic_quake.on")),
    ), required=False, default="off"),
    Field("technology", say("table.technology"), "choice", (
        Option("off", say("table.technology.off")),
        Option("on", say("table.technology.on")),
    ), required=False, default="off"),
)
_DEFAULTS = {f.name: f.default for f in FIELDS}
# Options whose default changed while games were under way, with the default those games were created under:
# a new table has today's default written into its state (:func:`for_new_table`), so one stored earlier,
# where the option is unset, keeps the rules it started with.
_EARLIER_DEFAULTS = {"invitations": "together", "windows": "every_point", "next_decision": "after_window"}


def for_new_table(options: dict[str, Any]) -> dict[str, Any]:
    """A new table's options, with today's default written in for each option whose default changed."""
    return {**options, **{name: _DEFAULTS[name] for name in _EARLIER_DEFAULTS if options.get(name) is None}}


def get(state: dict[str, Any], name: str) -> Any:
    """The option as the table set it; one left unset (or a game stored before the option existed)
    plays its default, or the default it was created under."""
    value = state["options"].get(name)
    return _EARLIER_DEFAULTS.get(name, _DEFAULTS[name]) if value is None else value
