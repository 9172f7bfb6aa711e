"""Miser (rules data §6 item 26): a second hand of eight cards dealt at setup, its hoard, that nobody else may see,
"playable whenever a card may be played": its encounter card, and reinforcements, artifacts and flares at any
timing point; a hoard without an encounter card is shown, discarded and dealt anew."""

from __future__ import annotations

import json

from engine.cosmic.aliens.miser import hoard
from tests.engine.cosmic.aliens.encounter import to_planning
from tests.engine.cosmic.table import (
    ARTIFACTS,
    NEGOTIATES,
    RULES,
    artifact,
    attack,
    kinds,
    open_prompt,
    play,
    reinforcement,
)

ZAP = artifact("Cosmic Zap")
WEAK = {(5, 1): 0, (6, 1): 0, (7, 1): 0}  # Blue 1 to 3 empty (Blue 1, the target, too)


def with_hoard(state: dict, cards: list[int]) -> dict:
    """The Miser's hoard replaced by ``cards`` (the dealt one goes back to the deck)."""
    state["deck"] += hoard(state)
    hoard(state)[:] = cards
    state["deck"] = [c for c in state["deck"] if c not in cards]
    return state


def at_planning(hoarded: list[int], aliens: dict | None = None, **kw) -> dict:
    """Red attacks Blue 1; Blue, the Miser, holds a 04 and hoards ``hoarded``."""
    state = to_planning(aliens or {1: "Miser"}, {0: [attack(8)], 1: [attack(4)]}, **kw)
    return with_hoard(state, hoarded)


def test_setup_deals_the_hoard_seen_whole_by_the_miser_only() -> None:
    state = to_planning({1: "Miser"}, {0: [attack(8)], 1: [attack(4)]})
    assert len(hoard(state)) == 8 and not set(hoard(state)) & set(state["deck"] + state["hands"][1])
    mine = RULES.view(state, 1)["aliens"]["powers"][1][0]["status"]
    assert mine.startswith("hoard: 8 cards (")
    for viewer in (None, 0, 2):
        assert RULES.view(state, viewer)["aliens"]["powers"][1][0]["status"] == "hoard: 8 cards"
        assert mine[len("hoard: 8 cards"):] not in json.dumps(RULES.view(state, viewer))


def test_the_miser_plays_its_encounter_card_from_the_hoard() -> None:
    state = at_planning([attack(20), NEGOTIATES[0]])
    assert ("response", 1) in kinds(state)
    state, _ = play(state, "response", "power:", 1)
    assert f"c{attack(20)}" in {o.key for o in open_prompt(state, "planning.card", 1).options}
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, events = play(state, "planning.card", f"c{attack(20)}", 1)
    assert hoard(state) == [NEGOTIATES[0]] and attack(4) in state["hands"][1]
    assert next(e for e in events if e.kind == "resolution.outcome").data["winner"] == "defense"


def test_a_hoard_left_with_no_encounter_card_is_shown_discarded_and_dealt_again() -> None:
    state = at_planning([attack(20), reinforcement(2)])
    state, _ = play(state, "response", "power:", 1)
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, events = play(state, "planning.card", f"c{attack(20)}", 1)
    shown = next(e for e in events if e.kind == "power.miser.new_hoard")
    assert shown.seats is None and "Reinforcement +2" in shown.text
    assert reinforcement(2) in state["discard"] and len(hoard(state)) == 8


def test_without_the_power_the_hoard_is_not_offered() -> None:
    state = at_planning([attack(20)])
    state, _ = play(state, "response", "pass", 1)
    assert {o.key for o in open_prompt(state, "planning.card", 1).options} == {f"c{attack(4)}"}


def test_the_miser_is_asked_as_a_main_player_only() -> None:
    state = at_planning([attack(20)], aliens={2: "Miser"})
    assert ("response", 2) not in kinds(state)


def test_a_cosmic_zap_keeps_the_hoard_shut() -> None:
    state = to_planning({1: "Miser"}, {0: [attack(8), ZAP], 1: [attack(4)]}, options=ARTIFACTS)
    state = with_hoard(state, [attack(20)])
    state, _ = play(state, "response", "power:", 1)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 0)
    assert any(e.kind == "power.zapped" for e in events)
    assert {o.key for o in open_prompt(state, "planning.card", 1).options} == {f"c{attack(4)}"}


def test_below_three_home_colonies_the_hoard_stays_shut() -> None:
    state = at_planning([attack(20)], ships={(6, 1): 0, (7, 1): 0, (8, 1): 0})
    assert ("response", 1) not in kinds(state) and state["power_lost"][1]


def test_the_miser_plays_a_reinforcement_from_the_hoard_where_a_card_may_be_played() -> None:
    state = at_planning([attack(20), reinforcement(3)])
    state, _ = play(state, "response", "pass", 1)  # no encounter card from the hoard this time
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, _ = play(state, "planning.card", f"c{attack(4)}", 1)
    keys = {o.key for o in open_prompt(state, "response", 1).options}
    assert f"reinforcement:c{reinforcement(3)}:defense" in keys
    assert f"c{reinforcement(3)}" not in json.dumps(RULES.view(state, 0))  # still hidden from the others
    state, events = play(state, "response", f"reinforcement:c{reinforcement(3)}:defense", 1)
    assert hoard(state) == [attack(20)] and reinforcement(3) not in state["hands"][1]
    assert "offense 10, defense 11" in next(e.text for e in events if e.kind == "resolution.outcome")


def test_a_zapped_miser_plays_nothing_from_the_hoard() -> None:
    state = to_planning({1: "Miser"}, {0: [attack(8), ZAP], 1: [attack(4)]}, options=ARTIFACTS)
    state = with_hoard(state, [attack(20), reinforcement(3)])
    state, _ = play(state, "response", "power:", 1)
    state, _ = play(state, "response", f"cosmiczap:c{ZAP}:", 0)
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, _ = play(state, "planning.card", f"c{attack(4)}", 1)
    assert ("response", 1) not in kinds(state) and reinforcement(3) in hoard(state)


def test_the_hoard_is_playable_by_the_miser_alone() -> None:
    state = at_planning([attack(20), reinforcement(3)])
    state, _ = play(state, "response", "pass", 1)
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, _ = play(state, "planning.card", f"c{attack(4)}", 1)
    assert ("response", 1) in kinds(state)
    assert ("response", 0) not in kinds(state)  # the offense holds no reinforcement of its own
