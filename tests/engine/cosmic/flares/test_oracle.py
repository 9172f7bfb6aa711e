"""Oracle's flare: the wild half mixes both hands; the super half ends the encounter as a deal."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import to_planning
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, play

ORACLE = flare_card("Oracle")


def test_oracle_wild_shuffles_both_hands_and_deals_each_as_many_cards_as_it_had() -> None:
    state = to_planning({}, {0: [ORACLE, attack(8), attack(4)], 1: [attack(20), attack(15), attack(12)]})
    before = sorted(state["hands"][0] + state["hands"][1])
    state, _ = use(state, 0, ORACLE)
    assert len(state["hands"][0]) == 3 and len(state["hands"][1]) == 3
    assert sorted(state["hands"][0] + state["hands"][1]) == before and ORACLE in state["hands"][0]


def test_oracle_super_after_the_face_up_card_ends_the_encounter_as_a_successful_deal() -> None:
    state = to_planning({0: "Oracle"}, {0: [ORACLE, attack(8), attack(4)], 1: [attack(20)]})
    assert offered(state, 0) == set()  # before cards are chosen, only the wild half would be playable
    state, _ = play(state, "planning.card", f"c{attack(20)}", 1)
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, _ = use(state, 0, ORACLE)
    assert attack(20) in state["hands"][1] and attack(8) in state["hands"][0]
    assert state["enc"]["gate"][0] == {} and state["planets"][0][0] == 4
    assert ("encounter.second", 0) in kinds(state)


def test_while_the_oracle_power_is_lost_its_player_gets_the_wild_half_not_the_super() -> None:
    weak = {(2, 0): 0, (3, 0): 0, (4, 0): 0}
    state = to_planning({0: "Oracle"}, {0: [ORACLE, attack(8)], 1: [attack(20)]}, ships=weak)
    assert offered(state, 0) == {f"flare:c{ORACLE}:"}  # the wild half, before cards are chosen
    state, _ = play(state, "response", "pass", 0)
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, _ = play(state, "planning.card", f"c{attack(20)}", 1)
    assert offered(state, 0) == set()


def test_a_card_zap_cancels_the_oracle_super_and_the_encounter_goes_on() -> None:
    zap = artifact("Card Zap")
    state = to_planning({0: "Oracle"}, {0: [ORACLE, attack(8)], 1: [attack(20)], 2: [zap, attack(5)]},
                        options=ARTIFACTS)
    state, _ = play(state, "planning.card", f"c{attack(20)}", 1)
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, _ = use(state, 0, ORACLE)
    state, events = play(state, "response", f"cardzap:c{zap}:", 2)
    assert any(e.kind == "reveal" for e in events) and ORACLE in state["discard"]
