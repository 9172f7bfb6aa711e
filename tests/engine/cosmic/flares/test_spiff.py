"""Spiff's flare: the wild keeps one of a losing defense's ships on its planet; the super lets the Spiff
crash-land when it lost by 5 or more."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed
from tests.engine.cosmic.aliens.test_spiff import WEAK
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    artifact,
    as_encounter_left,
    attack,
    encounter_warp,
    flare_card,
    kinds,
    play,
)

CARD = flare_card("Spiff")
ZAP = artifact("Card Zap")


def test_spiff_wild_keeps_one_of_the_losing_defense_s_ships_on_the_planet() -> None:
    state, events = revealed({}, attack(20), attack(4), hands={1: [CARD, attack(6)]})  # 22 against 8
    assert outcome(events) == "offense" and state["pending"][0]["point"] == "resolution"
    assert offered(state, 1) == {f"flare:c{CARD}:"}
    state, events = use(state, 1, CARD)
    left = as_encounter_left(state)  # before Blue's regroup at the start of its turn
    assert left["planets"][5][1] == 1 and left["planets"][5][0] == 2  # Blue keeps one, Red lands two
    assert left["warp"][1] == 3 and CARD in state["hands"][1]


def test_spiff_wild_is_for_a_losing_defense_once_the_outcome_is_known() -> None:
    state, _ = revealed({}, attack(4), attack(20), hands={1: [CARD, attack(6)]})
    assert ("response", 1) not in kinds(state)  # Blue won
    state, _ = revealed({}, attack(4), attack(20), hands={0: [CARD, attack(6)]})
    assert ("response", 0) not in kinds(state)  # the losing offense
    state, _ = revealed({}, attack(20), attack(4), hands={2: [CARD, attack(5)]})
    assert ("response", 2) not in kinds(state)  # a bystander


def test_spiff_super_lets_the_spiff_crash_land_after_losing_by_five() -> None:
    state, events = revealed({0: "Spiff"}, attack(8), attack(14), hands={0: [CARD, attack(6)]})  # 10 against 18
    assert outcome(events) == "defense" and offered(state, 0) == {f"flare:c{CARD}:"}
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", "power:", 0)
    assert state["planets"][5][0] == 1 and encounter_warp(state)[0] == 1
    assert CARD in state["hands"][0]


def test_spiff_super_is_not_offered_outside_a_loss_by_five_to_nine_or_to_another_player() -> None:
    state, _ = revealed({0: "Spiff"}, attack(12), attack(14), hands={0: [CARD, attack(6)]})  # 14 against 18
    assert ("response", 0) not in kinds(state)
    state, _ = revealed({0: "Spiff"}, attack(4), attack(20), hands={0: [CARD, attack(6)]})  # by 18: the power does
    assert offered(state, 0) == set() and ("response", 0) in kinds(state)


def test_spiff_super_only_while_the_power_works() -> None:
    state, _ = revealed({0: "Spiff"}, attack(8), attack(14), hands={0: [CARD, attack(6)]}, ships=WEAK)
    assert ("response", 0) not in kinds(state)  # and its wild is a losing defense's


def test_a_card_zap_cancels_spiff_super_and_nothing_lands() -> None:
    state, _ = revealed({0: "Spiff"}, attack(8), attack(14), hands={0: [CARD, attack(6)], 1: [attack(14), ZAP]},
                        options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert CARD in state["discard"] and ("response", 0) not in kinds(state)
    assert state["planets"][5][0] == 0 and encounter_warp(state)[0] == 2


def test_a_card_zap_cancels_spiff_wild_and_the_defense_keeps_no_ship() -> None:
    state, _ = revealed({}, attack(20), attack(4), hands={1: [CARD, attack(6)], 2: [ZAP, attack(5)]},
                        options=ARTIFACTS)
    state, _ = use(state, 1, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 2)
    left = as_encounter_left(state)
    assert left["planets"][5][1] == 0 and left["planets"][5][0] == 2 and CARD in state["discard"]
