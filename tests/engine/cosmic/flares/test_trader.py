"""Trader's flare: the wild half takes a random card and gives one back; the super half swaps hands with
anyone."""

from __future__ import annotations

from engine.cosmic.cards import key
from tests.engine.cosmic.aliens.encounter import to_planning
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import RULES, attack, flare_card, open_prompt, play

TRADER = flare_card("Trader")


def test_trader_wild_takes_a_random_card_from_the_opponent_then_gives_one_back() -> None:
    state = to_planning({}, {0: [TRADER, attack(8), attack(4)], 1: [attack(20)]})
    assert state["pending"][0]["point"] == "alliance"
    state, events = use(state, 0, TRADER)
    assert attack(20) in state["hands"][0] and state["hands"][1] == []
    prompt = open_prompt(state, "trader.give", 0)
    assert RULES.timeout_action(state, prompt).choice == key(attack(4))  # the card it would miss least
    state, _ = play(state, "trader.give", key(attack(8)), 0)
    assert state["hands"][1] == [attack(8)]


def test_trader_super_swaps_hands_with_any_player_instead_of_the_power() -> None:
    state = to_planning({0: "Trader"}, {0: [TRADER, attack(8)], 1: [attack(20)], 2: [attack(5), attack(6)]})
    assert f"flare:c{TRADER}:2" in offered(state, 0)
    state, _ = use(state, 0, TRADER, "2")
    assert sorted(state["hands"][0]) == sorted([attack(5), attack(6), TRADER]) and state["hands"][2] == [attack(8)]
    assert ("response", 0) not in [(p.kind, p.seat) for p in RULES.prompts(state)]  # the power is spent


def test_trader_super_goes_to_the_trader_only_and_the_wild_half_while_its_power_is_lost() -> None:
    state = to_planning({1: "Trader"}, {0: [TRADER, attack(8)], 1: [attack(20)]})
    assert offered(state, 0) == {f"flare:c{TRADER}:"}  # anyone else: the wild half, after alliances
    weak = {(2, 0): 0, (3, 0): 0, (4, 0): 0}
    state = to_planning({0: "Trader"}, {0: [TRADER, attack(8)], 1: [attack(20)]}, ships=weak)
    assert offered(state, 0) == {f"flare:c{TRADER}:"}  # the wild half, after alliances


def test_trader_giving_from_two_copies_of_a_card_is_one_choice() -> None:
    state = to_planning({}, {0: [TRADER, attack(4), attack(4, 1)], 1: [attack(20)]})
    state, _ = use(state, 0, TRADER)
    options = open_prompt(state, "trader.give", 0).options
    assert [o.label for o in options].count("Attack 04") == 1
    assert RULES.timeout_action(state, open_prompt(state, "trader.give", 0)).choice in {o.key for o in options}
