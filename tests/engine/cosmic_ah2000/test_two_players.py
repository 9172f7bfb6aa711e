"""The two-player game ("Partite a due giocatori")."""

from __future__ import annotations

from tests.engine.cosmic_ah2000.table import RULES, attack, cards, kinds, launch, table


def test_orders_only_choose_the_first_player_and_the_offense_may_attack_any_opponent_planet() -> None:
    state = table(players=2, hands={0: [attack(10)], 1: [attack(6)]})
    pile = list(state["orders"])
    assert kinds(state) == [("mothership.launch", 0)]
    targets = [o.key for o in RULES.prompts(state)[0].fields[1].options]
    assert targets == [f"{p}:1" for p in range(5, 10)]
    assert state["orders"] == pile


def test_the_offense_may_attack_an_opponent_colony_on_its_own_native_planet() -> None:
    state = table(players=2, hands={0: [attack(20), attack(4)], 1: [attack(6)]}, ships={(3, 1): 2})
    targets = [o.key for o in RULES.prompts(state)[0].fields[1].options]
    assert "3:1" in targets
    state = launch(state, 3, {0: 2}, defense=1)
    state, _ = cards(state, attack(20), attack(6))
    assert state["planets"][3] == [6, 0] and state["warp"][1] == 2


def test_there_are_no_alliances_with_two_players() -> None:
    state = launch(table(players=2, hands={0: [attack(10)], 1: [attack(6)]}), 5, {0: 2})
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]


def test_the_power_goes_below_four_native_colonies_with_two_players() -> None:
    from engine.cosmic_ah2000 import board

    state = table(players=2, hands={0: [attack(10)], 1: [attack(6)]})
    assert board.native_colonies_for_power(state) == 4
    three = table(players=3, hands={0: [attack(10)], 1: [attack(6)], 2: [attack(5)]})
    assert board.native_colonies_for_power(three) == 3


def test_a_two_player_game_is_won_with_five_colonies_in_the_opponents_system() -> None:
    ships = {(p, 0): 1 for p in range(5, 9)}
    state = launch(table(players=2, hands={0: [attack(30)], 1: [attack(6)]}, ships=ships), 9, {0: 1})
    state, events = cards(state, attack(30), attack(6))
    assert RULES.result(state) == [0]
