"""Machine's flare: the wild gives the offense a second encounter after a failure or without encounter cards."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, open_prompt, play

CARD = flare_card("Machine")
ZAP = artifact("Card Zap")


def keys(state: dict, seat: int) -> list[str]:
    return [o.key for o in open_prompt(state, "response", seat).options if o.key.startswith("flare:")]


def test_machine_wild_gives_a_second_encounter_after_a_failure() -> None:
    state, _ = revealed({}, attack(4), attack(20), hands={0: [CARD, attack(6)]})
    assert keys(state, 0) == [f"flare:c{CARD}:"]
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    assert kinds(state) == [("encounter.second", 0)] and CARD in state["hands"][0]


def test_machine_wild_without_an_encounter_card_draws_a_new_hand_and_keeps_the_flare() -> None:
    state, _ = revealed({}, attack(4), attack(20), hands={0: [CARD]})
    state, events = play(state, "response", f"flare:c{CARD}:", 0)
    assert any(e.kind == "cards.new_hand" for e in events)
    assert kinds(state) == [("encounter.second", 0)] and CARD in state["hands"][0] and len(state["hands"][0]) == 9


def test_machine_wild_is_for_the_offense_and_not_needed_after_a_win() -> None:
    state, _ = revealed({}, attack(20), attack(4), hands={0: [CARD, attack(6)]})
    assert ("response", 0) not in kinds(state)  # a second encounter is offered anyway
    state, _ = revealed({}, attack(4), attack(20), hands={1: [CARD, attack(6)]})
    assert ("response", 1) not in kinds(state)


def test_a_card_zap_cancels_machine_wild_and_the_turn_passes() -> None:
    state, _ = revealed({}, attack(4), attack(20), hands={0: [CARD, attack(6)], 1: [ZAP]}, options=ARTIFACTS)
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert ("encounter.second", 0) not in kinds(state) and CARD in state["discard"]


def test_the_machine_itself_plays_no_wild_half_while_its_power_works() -> None:
    state, _ = revealed({0: "Machine"}, attack(4), attack(20), hands={0: [CARD, attack(6)]})
    assert kinds(state) == [("encounter.second", 0)]


def test_machine_super_draws_a_card_instead_of_retrieving_a_ship() -> None:
    from tests.engine.cosmic.table import table

    state = table(destiny=["color:blue"], warp={0: 4}, aliens={0: "Machine"},
                  hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})
    state, _ = play(state, "regroup.colony", "1")
    assert state["warp"][0] == 3
    keys = [o.key for o in open_prompt(state, "response", 0).options]
    assert f"flare:c{CARD}:" in keys and "Machine super flare" in open_prompt(state, "response", 0).options[2].label
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    assert state["warp"][0] == 4 and state["planets"][1][0] == 4
    assert len(state["hands"][0]) == 3 and CARD in state["hands"][0]  # drew one; the flare came back


def test_machine_super_is_not_offered_without_a_retrieved_ship() -> None:
    from tests.engine.cosmic.table import table

    state = table(destiny=["color:blue"], aliens={0: "Machine"},
                  hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})
    assert ("response", 0) not in kinds(state)
