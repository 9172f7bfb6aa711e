"""Sorcerer's flare: the wild half swaps the main players' powers; the super half swaps cards as an ally."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import to_planning
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, cards, flare_card, launch, play, table

SORCERER = flare_card("Sorcerer")


def test_sorcerer_wild_swaps_the_main_players_powers_for_good_and_goes_to_the_sorcerer() -> None:
    state = to_planning({0: "Tripler", 1: "Virus", 2: "Sorcerer"}, {0: [SORCERER, attack(8)], 1: [attack(20)]})
    state, _ = use(state, 0, SORCERER)
    assert state["aliens"] == ["Virus", "Tripler", "Sorcerer"]
    assert SORCERER in state["hands"][2] and SORCERER not in state["hands"][0]


def test_sorcerer_wild_is_not_offered_while_the_sorcerer_is_a_main_player() -> None:
    state = to_planning({0: "Tripler", 1: "Sorcerer"}, {0: [SORCERER, attack(8)], 1: [attack(20)]})
    assert offered(state, 0) == set()


def test_a_card_zapped_sorcerer_wild_is_discarded_and_nothing_is_swapped() -> None:
    zap = artifact("Card Zap")
    state = to_planning({0: "Tripler", 1: "Virus", 2: "Sorcerer"}, {0: [SORCERER, attack(8)], 1: [attack(20)],
                                                                  2: [zap, attack(5)]}, options=ARTIFACTS)
    state, _ = use(state, 0, SORCERER)
    state, _ = play(state, "response", f"cardzap:c{zap}:", 2)
    assert state["aliens"][:2] == ["Tripler", "Virus"] and SORCERER in state["discard"]


def test_sorcerer_super_lets_the_sorcerer_swap_the_face_down_cards_as_an_ally() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Sorcerer"}, hands={0: [attack(20)], 1: [attack(4)],
                                                                       2: [SORCERER, attack(5)]})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    state, _ = cards(state, attack(20), attack(4))
    state, events = use(state, 2, SORCERER)
    reveal = next(e for e in events if e.kind == "reveal").data
    assert (reveal["offense"], reveal["defense"]) == (attack(4), attack(20))


def test_sorcerer_super_is_not_offered_to_a_main_sorcerer() -> None:
    state = to_planning({0: "Sorcerer"}, {0: [SORCERER, attack(8)], 1: [attack(20)]})
    state, _ = cards(state, attack(8), attack(20))
    assert offered(state, 0) == set()
