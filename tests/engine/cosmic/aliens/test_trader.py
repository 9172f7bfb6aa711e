"""Trader: may swap hands with its opponent before encounter cards are chosen."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import to_planning
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, kinds, open_prompt, play


def test_trader_is_offered_the_swap_and_hands_change_owners() -> None:
    state = to_planning({1: "Trader"}, {0: [attack(30), attack(20)], 1: [NEGOTIATES[0]]})
    assert kinds(state) == [("response", 1)]
    assert [o.label for o in open_prompt(state, "response").options][2].startswith("Trader:")
    state, _ = play(state, "response", "power:", 1)
    assert sorted(state["hands"][1]) == sorted([attack(30), attack(20)])
    assert state["hands"][0] == [NEGOTIATES[0]]


def test_trader_may_pass() -> None:
    state = to_planning({1: "Trader"}, {0: [attack(30)], 1: [NEGOTIATES[0]]})
    state, _ = play(state, "response", "pass", 1)
    assert state["hands"][1] == [NEGOTIATES[0]]


def test_a_zapped_trade_does_not_happen() -> None:
    zap = artifact("Cosmic Zap")
    state = to_planning({1: "Trader"}, {0: [attack(30)], 1: [NEGOTIATES[0]], 2: [zap, attack(5)]},
                        options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 1)
    state, _ = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert state["hands"][1] == [NEGOTIATES[0]]


def test_a_bystander_trader_is_not_asked() -> None:
    state = to_planning({2: "Trader"}, {0: [attack(30)], 1: [NEGOTIATES[0]]})
    assert ("response", 2) not in kinds(state)


def test_trader_below_three_home_colonies_is_not_asked() -> None:
    state = to_planning({1: "Trader"}, {0: [attack(30)], 1: [NEGOTIATES[0]]}, ships={(7, 1): 0, (8, 1): 0, (9, 1): 0})
    assert ("response", 1) not in kinds(state)


def test_a_trader_defense_needing_a_new_hand_draws_it_before_it_swaps() -> None:
    """Rules data: 'as a defense needing a new hand, draw it before swapping'."""
    from tests.engine.cosmic.table import reinforcement

    state = to_planning({1: "Trader"}, {0: [attack(30), attack(20)], 1: [reinforcement(3)]})
    drawn = list(state["hands"][1])
    assert reinforcement(3) in state["discard"] and len(drawn) == 8  # the new hand came first
    state, _ = play(state, "response", "power:", 1)
    assert sorted(state["hands"][0]) == sorted(drawn) and sorted(state["hands"][1]) == sorted([attack(30), attack(20)])
    assert ("planning.card", 0) in kinds(state)  # no dud: the offense now holds the drawn hand
