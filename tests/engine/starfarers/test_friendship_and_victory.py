"""Almanac: the friendship cards in detail (Karty sojuszników), Fame medals (Medale sławy), Victory points
(Punkty zwycięstwa) and the end of the game (Koniec gry)."""

from __future__ import annotations

from engine.starfarers import table
from tests.engine.starfarers.scenario import (
    BLUE,
    RED,
    RULES,
    WHITE,
    YELLOW,
    act,
    flight_phase,
    game,
    give,
    keys,
    trade_phase,
)


def befriend(state, seat: int, card: str) -> None:
    race = table.card_race(card)
    state["fcards"][race].remove(card)
    state["friends"][seat].append(card)


def test_fame_for_sale_one_goods_for_one_half_medal_once_per_turn_even_with_both_copies() -> None:
    state = game()
    befriend(state, YELLOW, "fame_for_sale")
    befriend(state, YELLOW, "fame_for_sale")
    give(state, YELLOW, goods=3)
    state = trade_phase(state, YELLOW)
    halves = state["halves"][YELLOW]
    state, _ = act(state, "turn.action", "fame")
    assert state["halves"][YELLOW] == halves + 1 and state["hands"][YELLOW]["goods"] == 2
    assert "fame" not in keys(state)


def test_council_aid_draws_from_up_to_two_players_with_more_victory_points_once_per_turn() -> None:
    state = game()
    befriend(state, YELLOW, "council_aid")
    for s in range(4):
        give(state, s, ore=1)
    state["halves"][RED] = 2
    state["halves"][WHITE] = 2
    state["halves"][BLUE] = 0
    state = trade_phase(state, YELLOW)
    assert [k for k in keys(state) if k.startswith("council")] == [f"council:{RED}-{WHITE}"]
    state, ev = act(state, "turn.action", f"council:{RED}-{WHITE}")
    assert state["hands"][YELLOW]["ore"] == 3 and table.hand_size(state, RED) == 0
    assert table.hand_size(state, BLUE) == 1
    assert not [k for k in keys(state) if k.startswith("council")]


def test_council_aid_is_worthless_to_the_leader() -> None:
    state = game()
    befriend(state, YELLOW, "council_aid")
    state["halves"][YELLOW] = 4
    for s in range(4):
        give(state, s, ore=1)
    state = trade_phase(state, YELLOW)
    assert not [k for k in keys(state) if k.startswith("council")]


def test_scientist_cards_add_speed_and_combat_strength_but_are_not_upgrades() -> None:
    state = game()
    befriend(state, YELLOW, "cannon_booster")
    befriend(state, YELLOW, "boosters")
    befriend(state, YELLOW, "cannons")
    assert table.boosters(state, YELLOW) == 1 + 1 + 2 and table.cannons(state, YELLOW) == 0 + 1 + 2
    state["ms"][YELLOW] = {"booster": 0, "cannon": 0, "freight": 0}
    state = flight_phase(state, YELLOW, 3)
    from engine.starfarers import flow
    state["pending"] = []
    state["enc"] = {"card": 10, "queue": [["lose_upgrade"]], "gift": {}, "gained": {}}
    state["step"] = "encounter_effects"
    flow.advance(state, [])
    assert table.boosters(state, YELLOW) == 3 and table.cannons(state, YELLOW) == 3  # nothing to lose


def test_victory_points_colonies_spaceports_markers_medals_and_pairs_of_half_medals() -> None:
    state = game()
    assert all(table.vp(state, s) == 4 for s in range(4))  # 2 colonies + 1 spaceport
    state["halves"][YELLOW] = 3
    state["markers"]["green"] = YELLOW
    state["docks"]["6"] = [YELLOW]
    state["medals"][YELLOW].append({"nums": [], "special": "pirate", "value": 4})
    assert table.vp(state, YELLOW) == 4 + 1 + 2 + 1


def test_victory_fifteen_points_at_the_end_of_your_own_turn_wins() -> None:
    state = game()
    state["ships"] = {}  # no flight phase to get in the way
    state = trade_phase(state, RED)
    state["halves"][YELLOW] = 22  # yellow has 15 on red's turn: the game goes on
    state, _ = act(state, "turn.action", "end")
    assert RULES.result(state) is None
    assert state["turn"]["seat"] == WHITE
    state["halves"][WHITE] = 22
    state = trade_phase(state, WHITE)
    state, ev = act(state, "turn.action", "end")
    assert RULES.result(state) == [WHITE] and any(e.kind == "victory" for e in ev)
    assert RULES.prompts(state) == []


def test_victory_points_lost_again_in_the_same_turn_do_not_count() -> None:
    state = game()
    state["halves"][YELLOW] = 22
    state = flight_phase(state, YELLOW, 3)
    state["halves"][YELLOW] = 20  # an encounter cost a medal: 14
    state, _ = act(state, "turn.action", "end")
    assert state["turn"]["seat"] == RED
    assert RULES.result(state) is None


def test_council_aid_literal_reading_needs_two_richer_players() -> None:
    from tests.engine.starfarers.scenario import game as new_game
    state = new_game()
    state["options"]["council_aid"] = "two_richer"
    befriend(state, YELLOW, "council_aid")
    for s in range(4):
        give(state, s, ore=1)
    state["halves"][RED] = 2
    state = trade_phase(state, YELLOW)
    assert not [k for k in keys(state) if k.startswith("council")]
    state["halves"][WHITE] = 2
    state = trade_phase(state, YELLOW)
    assert [k for k in keys(state) if k.startswith("council")] == [f"council:{RED}-{WHITE}"]
