"""Engine text names players by token, never by colour: the service shows each reader the display name.

A colour word is left for what it names on the table: a planet ("Red 1") or a
colour card of the destiny deck ("Red (colour)").
"""

from __future__ import annotations

import re

import pytest

from engine.core import Action, Event, State, player
from engine.cosmic.cards import COLORS
from engine.playout import playout
from tests.engine.cosmic.table import RULES, open_prompt, table

# A colour word that is neither a planet's name (a digit follows) nor a colour card ("(colour)" follows).
COLOUR_AS_PLAYER = re.compile(r"\b(" + "|".join(c.capitalize() for c in COLORS) + r")\b(?! \d| \(colour\))")


def _texts(state: State, events: list[Event]) -> list[str]:
    out = [e.text for e in events]
    for prompt in RULES.prompts(state):
        out += [prompt.text] + [o.label for o in prompt.options]
        for f in prompt.fields:
            out += [f.label] + [o.label for o in f.options]
    return out


@pytest.mark.parametrize("options", [{}, {"aliens": "red", "artifacts": "on"}], ids=["base", "all aliens"])
def test_no_event_or_prompt_names_a_player_by_colour(options: dict[str, str]) -> None:
    seen: list[str] = []

    def check(state: State, action: Action | None, events: list[Event]) -> None:
        for text in _texts(state, events):
            assert not COLOUR_AS_PLAYER.search(text), text
            seen.append(text)

    for seed in range(8):
        playout(RULES, 5, 700 + seed, options=options, check=check)
    assert any(player(0) in text for text in seen)


def test_a_target_planet_reads_as_the_planet_then_whose_ships_are_on_it() -> None:
    """Issue 11: "Red 1 (Red 4)" read as two planets; now "Blue 1 — {p:1}: 4 ships"."""
    state = table(destiny=["color:blue"], ships={(6, 2): 1})
    planets, sources = open_prompt(state, "launch.ships").fields
    labels = [o.label for o in planets.options]
    assert labels[0] == f"Blue 1 — {player(1)}: 4 ships"
    assert labels[1] == f"Blue 2 — {player(1)}: 4 ships, {player(2)}: 1 ship"
    assert [o.label for o in sources.options][0] == "Red 1 — 4 ships"
