"""Campaign scoring ("Modalità campagna")."""

from __future__ import annotations

import pytest

import engine
from engine.core import campaign_rules
from engine.cosmic_ah2000.campaign import campaign_winners, next_first_player, score_game, score_state
from engine.playout import playout
from tests.engine.cosmic_ah2000.table import RULES


def test_a_sole_winner_scores_8_and_each_player_with_four_foreign_colonies_1() -> None:
    assert score_game([2], [4, 1, 5, 4]) == [1, 0, 8, 1]


def test_shared_winners_score_4_each() -> None:
    assert score_game([0, 1], [5, 6, 3]) == [4, 4, 0]


def test_a_finished_game_is_scored_from_its_board() -> None:
    state = playout(RULES, 3, 21).state
    points = score_state(state)
    winners = RULES.result(state)
    assert all(points[w] in (4, 8) for w in winners)
    assert sum(points) >= (8 if len(winners) == 1 else 4 * len(winners))


def test_an_unfinished_game_has_no_score() -> None:
    state, _ = RULES.setup({}, 3, 1)
    with pytest.raises(ValueError):
        score_state(state)


def test_the_lowest_scorer_starts_the_next_game() -> None:
    assert next_first_player([8, 1, 0, 1], [0]) == 2


def test_tied_lowest_scorers_the_one_closest_clockwise_to_the_winner_starts() -> None:
    assert next_first_player([0, 0, 8, 0], [2]) == 3  # seat 3 is on the winner's left, then 0, then 1
    assert next_first_player([0, 8, 0], [1]) == 2


def test_the_campaign_goes_on_until_someone_reaches_15() -> None:
    assert campaign_winners([14, 9, 1], [3, 3, 3]) is None
    assert campaign_winners([16, 9, 1], [3, 3, 3]) == [0]


def test_several_at_15_the_highest_total_then_most_cards_then_the_earliest_birthday_then_shared() -> None:
    assert campaign_winners([16, 17, 2], [3, 1, 0]) == [1]
    assert campaign_winners([16, 16, 2], [3, 5, 0]) == [1]
    assert campaign_winners([16, 16, 2], [4, 4, 0], birth_order=[2, 1, 0]) == [1]
    assert campaign_winners([16, 16, 2], [4, 4, 0]) == [0, 1]


def test_the_campaign_hook_deals_the_next_game_started_by_the_chosen_player() -> None:
    """Modalità campagna: the lowest scorer of the last game starts the next one; everything else is dealt as
    for a single game from the same seed (the order token is still drawn, so single games deal unchanged)."""
    ruleset = engine.get_ruleset("cosmic-ah2000")
    rules = campaign_rules(ruleset)
    single, _ = ruleset.setup({"aliens": "on"}, 3, 7)
    for first in range(3):
        state, events = rules.setup({"aliens": "on"}, 3, 7, first)
        assert state["turn"]["offense"] == first
        assert state["hands"] == single["hands"] and state["aliens"] == single["aliens"]
        said = next(e for e in events if e.kind == "setup.first")
        assert said.data["seat"] == first and "scored least" in said.text
    assert campaign_rules(engine.get_ruleset("cosmic")) is None  # the 2008 rules have no campaign play


def test_the_campaign_hook_breaks_a_tie_at_15_by_cards_in_hand_at_the_end() -> None:
    rules = campaign_rules(engine.get_ruleset("cosmic-ah2000"))
    state, _ = engine.get_ruleset("cosmic-ah2000").setup({}, 2, 3)
    state["hands"] = [[1, 2], [3, 4, 5]]
    assert rules.winners([16, 16], state) == [1]
    assert rules.winners([14, 9], state) is None
    assert rules.points_to_win == 15
