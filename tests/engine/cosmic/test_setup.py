"""Setup as the rulebook lays it out, and the contract's determinism."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine import IllegalAction, get_ruleset
from engine.cosmic import board
from engine.cosmic.cards import ALIEN_NAMES, COSMIC
from engine.cosmic.four_planets import scale

RULES = get_ruleset("cosmic")


def test_get_ruleset_returns_cosmic_and_names_unknown_ones() -> None:
    assert RULES.name == "cosmic"
    with pytest.raises(KeyError, match="known: cosmic"):
        get_ruleset("chess")


@pytest.mark.parametrize("players", [2, 6])
def test_setup_refuses_player_counts_outside_three_to_five(players: int) -> None:
    with pytest.raises(IllegalAction, match="3 to 5"):
        RULES.setup({}, players, 1)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_gives_five_planets_of_four_ships_and_colony_markers_at_zero(players: int) -> None:
    state, _ = RULES.setup({}, players, 1)
    view = RULES.view(state, None)
    for seat in range(players):
        home = [p for p in view["planets"] if p["system"] == seat]
        assert len(home) == 5
        assert state["enc"]["gate"][seat] == {}
        assert all(p["ships"][seat] == 4 for p in home)
        assert view["players"][seat]["foreign_colonies"] == 0
        assert view["players"][seat]["warp"] == 0


def test_cosmic_deck_has_the_real_72_card_composition() -> None:
    counts = Counter((c.type, c.value) for c in COSMIC if c.type != "flare")
    assert sum(counts.values()) == 72
    assert sum(n for (t, _), n in counts.items() if t == "attack") == 39
    assert counts[("attack", 8)] == 7 and counts[("attack", 6)] == 7 and counts[("attack", 40)] == 1
    assert counts[("negotiate", 0)] == 15
    assert counts[("morph", 0)] == 1
    assert (counts[("reinforcement", 2)], counts[("reinforcement", 3)], counts[("reinforcement", 5)]) == (2, 3, 1)
    assert sum(n for (t, _), n in counts.items() if t == "artifact") == 11


def test_setup_deals_eight_cards_each_and_keeps_artifacts_out_until_their_issue() -> None:
    state, _ = RULES.setup({}, 4, 3)
    assert [len(h) for h in state["hands"]] == [8, 8, 8, 8]
    boxed = Counter(COSMIC[c].type for c in state["box"])
    assert boxed == {"artifact": 11, "flare": len(ALIEN_NAMES)}  # flares come with alien powers
    everywhere = state["deck"] + state["discard"] + state["box"] + [c for h in state["hands"] for c in h]
    assert sorted(everywhere) == list(range(len(COSMIC)))


def test_destiny_deck_holds_three_cards_per_player_colour_two_wilds_and_three_specials() -> None:
    state, _ = RULES.setup({}, 3, 5)
    deck = Counter(state["destiny_deck"] + state["destiny_discard"])
    assert deck == Counter({"color:red": 3, "color:blue": 3, "color:green": 3, "wild": 2,
                            "special:colonies": 1, "special:cards": 1, "special:warp": 1})


def test_first_player_is_drawn_from_the_destiny_deck_and_varies_with_the_seed() -> None:
    firsts = {RULES.setup({}, 5, seed)[0]["turn"]["offense"] for seed in range(40)}
    assert len(firsts) > 1


def test_same_seed_and_actions_give_byte_identical_state() -> None:
    import random

    def run(seed: int) -> str:
        r = random.Random(seed)
        state, _ = RULES.setup({}, 4, seed)
        for _ in range(120):
            prompt = r.choice(RULES.prompts(state))
            state, _ = RULES.apply(state, RULES.random_action(state, prompt, r))
            if RULES.result(state):
                break
        return json.dumps(state, sort_keys=True)

    assert run(21) == run(21)
    assert run(21) != run(22)


def test_state_round_trips_through_json_unchanged() -> None:
    state, _ = RULES.setup({}, 5, 9)
    assert json.loads(json.dumps(state)) == state


def test_apply_leaves_the_given_state_untouched() -> None:
    state, _ = RULES.setup({}, 3, 2)
    before = json.dumps(state, sort_keys=True)
    prompt = RULES.prompts(state)[0]
    RULES.apply(state, RULES.timeout_action(state, prompt))
    assert json.dumps(state, sort_keys=True) == before


def test_unknown_table_option_is_refused() -> None:
    with pytest.raises(IllegalAction, match="Unknown table options"):
        RULES.setup({"black_holes": True}, 3, 1)


def test_board_constants_match_the_rulebook() -> None:
    state, _ = RULES.setup({}, 3, 1)
    size = scale(state)
    assert (board.planets_per_system(state), size.ships, size.foreign_colonies_to_win) == (5, 20, 5)
    assert size.home_colonies_for_power == 3
