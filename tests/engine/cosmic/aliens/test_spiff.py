"""Spiff: losing an encounter of two attacks by 10 or more as the offense, it may crash-land a ship on the
target planet."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, encounter_warp, kinds, play

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def test_spiff_losing_by_ten_or_more_lands_one_ship_on_the_target() -> None:
    state, events = revealed({0: "Spiff"}, attack(4), attack(20))  # 6 against 24
    assert outcome(events) == "defense" and kinds(state) == [("response", 0)]
    assert state["pending"][0]["point"] == "resolution"
    state, events = play(state, "response", "power:", 0)
    assert state["planets"][5][0] == 1 and state["planets"][5][1] == 4  # both colonies on Blue 1
    assert encounter_warp(state)[0] == 1  # the other ship went to the warp
    assert any(e.kind.startswith("power.spiff.") for e in events)


def test_spiff_losing_by_less_than_ten_is_not_asked() -> None:
    state, events = revealed({0: "Spiff"}, attack(8), attack(14))  # 10 against 18
    assert outcome(events) == "defense" and ("response", 0) not in kinds(state)
    assert state["planets"][5][0] == 0 and encounter_warp(state)[0] == 2


def test_spiff_is_asked_only_when_both_cards_are_attacks_and_only_as_the_offense() -> None:
    state, events = revealed({0: "Spiff"}, NEGOTIATES[0], attack(20))
    assert outcome(events) == "defense" and ("response", 0) not in kinds(state)
    state, events = revealed({1: "Spiff"}, attack(20), attack(4))  # Blue loses 22 to 8
    assert outcome(events) == "offense" and ("response", 1) not in kinds(state)


def test_a_zapped_spiff_lands_nothing() -> None:
    state, _ = revealed({0: "Spiff"}, attack(4), attack(20), hands={2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 0)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert any(e.kind == "power.zapped" for e in events)
    assert state["planets"][5][0] == 0 and encounter_warp(state)[0] == 2


def test_spiff_below_three_home_colonies_is_not_asked() -> None:
    state, _ = revealed({0: "Spiff"}, attack(4), attack(20), ships=WEAK)
    assert ("response", 0) not in kinds(state)
