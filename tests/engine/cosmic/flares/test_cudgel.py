"""Cudgel's flare: the wild clears the colonized planet of other ships; the super also crushes opposing allies."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.flares.windows import flare_keys
from tests.engine.cosmic.table import (
    ARTIFACTS,
    RULES,
    artifact,
    attack,
    cards,
    encounter_warp,
    flare_card,
    kinds,
    launch,
    open_prompt,
    play,
    table,
)

CARD = flare_card("Cudgel")
ZAP = artifact("Card Zap")


def test_cudgel_wild_sends_a_bystander_s_ships_on_the_colonized_planet_to_the_warp() -> None:
    state, _ = revealed({}, attack(20), attack(4), hands={0: [CARD]}, ships={(5, 2): 2})
    assert flare_keys(state, 0) == [f"flare:c{CARD}:"]
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    assert state["planets"][5][2] == 0 and state["warp"][2] == 2
    assert state["planets"][5][0] == 2 and CARD in state["hands"][0]


def test_cudgel_wild_is_for_a_winning_offense_only() -> None:
    state, _ = revealed({}, attack(4), attack(20), hands={0: [CARD]}, ships={(5, 2): 2})
    assert ("response", 0) not in kinds(state)
    state, _ = revealed({}, attack(4), attack(20), hands={1: [CARD]}, ships={(5, 2): 2})
    assert ("response", 1) not in kinds(state)


def test_a_card_zap_cancels_cudgel_wild() -> None:
    state, _ = revealed({}, attack(20), attack(4), hands={0: [CARD], 1: [ZAP]}, ships={(5, 2): 2},
                        options=ARTIFACTS)
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert state["planets"][5][2] == 2 and CARD in state["discard"]


def defended_by_green(aliens: dict[int, str], hand: list[int]) -> dict:
    """Red (4 ships on the gate) attacks Blue 1; Green defends with one ship; Red's 20 beats Blue's 4."""
    state = table(destiny=["color:blue"], aliens=aliens, hands={0: [attack(20), *hand], 1: [attack(4)],
                                                                2: [attack(5)]})
    state = launch(state, 5, {0: 2, 1: 2})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 1}})
    state, _ = cards(state, attack(20), attack(4))
    return state


def test_cudgel_super_also_crushes_an_opposing_ally() -> None:
    state = defended_by_green({0: "Cudgel"}, [CARD])
    assert kinds(state) == [("cudgel.ships", 1)]  # the power's hit is answered before the window reopens
    default = RULES.timeout_action(state, open_prompt(state, "cudgel.ships", 1))
    state, _ = RULES.apply(state, default)
    assert flare_keys(state, 0) == [f"flare:c{CARD}:2"]
    state, _ = play(state, "response", f"flare:c{CARD}:2", 0)
    assert open_prompt(state, "cudgel.ships", 2).fields[0].max == 4
    state, _ = play(state, "cudgel.ships", {"ships": {"11": 4}}, 2)
    assert encounter_warp(state)[2] == 5 and encounter_warp(state)[1] == 8  # 4 crushed, then the defeated ships too


def test_cudgel_super_is_the_cudgel_s_own_and_needs_its_power() -> None:
    state = defended_by_green({}, [CARD])
    assert ("response", 0) not in kinds(state)  # the wild needs bystander ships on the planet
    weak = {(2, 0): 0, (3, 0): 0, (4, 0): 0}
    state = table(destiny=["color:blue"], aliens={0: "Cudgel"}, hands={0: [attack(20), CARD], 1: [attack(4)],
                                                                      2: [attack(5)]}, ships=weak)
    state = launch(state, 5, {0: 2, 1: 2})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 1}})
    state, _ = cards(state, attack(20), attack(4))
    assert ("cudgel.ships", 1) not in kinds(state) and ("response", 0) not in kinds(state)
