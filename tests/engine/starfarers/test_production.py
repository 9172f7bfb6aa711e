"""Almanac: Production (Faza zysków), the reserve pile (Talia zapasów), the 7 (Siódemka)."""

from __future__ import annotations

from engine.starfarers import table
from tests.engine.starfarers.scenario import (
    BLUE,
    RED,
    RULES,
    WHITE,
    YELLOW,
    act,
    game,
    give,
    keys,
    prompt,
    start_turn,
)


def hands(state):
    return [dict(h) for h in state["hands"]]


def test_production_a_six_gives_carbon_to_the_blue_colony_and_the_white_spaceport_one_card_each() -> None:
    state = game()
    before = hands(state)
    start_turn(state, YELLOW, 2, 4)
    gained = [{r: state["hands"][s][r] - before[s][r] for r in before[s]} for s in range(4)]
    # the roll itself: reserve draws go to the active player (yellow) only, so look at the others
    assert gained[WHITE] == {"ore": 0, "fuel": 0, "carbon": 1, "food": 0, "goods": 0}
    assert gained[BLUE]["carbon"] == 1 and sum(gained[BLUE].values()) == 1
    assert gained[RED] == {"ore": 0, "fuel": 1, "carbon": 0, "food": 0, "goods": 0}


def test_production_a_five_gives_ore_to_yellow_and_white() -> None:
    state = game()
    before = hands(state)
    start_turn(state, BLUE, 1, 4)
    assert state["hands"][WHITE]["ore"] == before[WHITE]["ore"] + 1
    assert state["hands"][RED] == before[RED]


def test_production_shortage_nobody_gets_the_resource_the_supply_cannot_give_everyone() -> None:
    state = game()
    for seat in range(4):
        give(state, seat)
    state["reserve"] += ["carbon"] * state["supply"]["carbon"]  # keep the cards accounted for
    state["supply"]["carbon"] = 1
    ev = start_turn(state, YELLOW, 2, 4)
    assert state["hands"][WHITE]["carbon"] == 0 and state["hands"][BLUE]["carbon"] == 0
    assert any(e.kind == "shortage" and e.data["resource"] == "carbon" for e in ev)


def test_reserve_pile_active_player_draws_by_victory_points() -> None:
    state = game()
    for seat in range(4):
        give(state, seat)
    start_turn(state, YELLOW, 4, 6)  # a 10 gives yellow nothing
    assert table.hand_size(state, YELLOW) == 2  # 4 VP: 2 cards
    state["halves"][RED] = 10  # 4 + 5 = 9 VP
    give(state, RED)
    start_turn(state, RED, 1, 3)  # a 4 gives red nothing
    assert table.hand_size(state, RED) == 1
    state["halves"][WHITE] = 12  # 10 VP
    give(state, WHITE)
    start_turn(state, WHITE, 4, 5)  # a 9 gives white nothing
    assert table.hand_size(state, WHITE) == 0


def test_reserve_draws_are_told_only_to_the_drawing_player() -> None:
    state = game()
    ev = start_turn(state, YELLOW, 4, 6)
    private = [e for e in ev if e.kind == "reserve.cards"]
    assert private and all(e.seats == (YELLOW,) for e in private)


def test_seven_players_with_more_than_seven_cards_discard_half_at_once() -> None:
    state = game()
    give(state, RED, ore=5, fuel=4)  # 9 -> discard 4
    give(state, WHITE, ore=7)  # 7: keeps all
    give(state, BLUE, carbon=8)
    start_turn(state, YELLOW, 3, 4)
    open_ = {(p.kind, p.seat) for p in RULES.prompts(state)}
    assert open_ == {("seven.discard", RED), ("seven.discard", BLUE)}
    p = prompt(state, "seven.discard", RED)
    assert p.fields[0].min == p.fields[0].max == 4
    state, _ = act(state, "seven.discard", {"cards": {"ore": 4}}, RED)
    assert state["hands"][RED] == {"ore": 1, "fuel": 4, "carbon": 0, "food": 0, "goods": 0}
    state, _ = act(state, "seven.discard", {"cards": {"carbon": 4}}, BLUE)
    assert prompt(state, "seven.rob").seat == YELLOW


def test_seven_a_wrong_discard_count_is_refused_and_changes_nothing() -> None:
    from engine.core import Action, IllegalAction
    state = game()
    give(state, RED, ore=9)
    start_turn(state, YELLOW, 3, 4)
    p = prompt(state, "seven.discard", RED)
    try:
        RULES.apply(state, Action(p.id, RED, {"cards": {"ore": 3}}))
    except IllegalAction as exc:
        assert "between 4 and 4" in exc.reason
    else:
        raise AssertionError("a short discard was accepted")
    assert state["hands"][RED]["ore"] == 9


def test_seven_discard_timeout_takes_from_the_largest_stacks() -> None:
    state = game()
    give(state, RED, ore=6, fuel=2, food=2)  # 10 -> 5 from the biggest stacks
    start_turn(state, YELLOW, 3, 4)
    p = prompt(state, "seven.discard", RED)
    action = RULES.timeout_action(state, p)
    assert action.choice == {"cards": {"ore": 4, "fuel": 1}} or action.choice == {"cards": {"ore": 4, "food": 1}}


def test_seven_rob_then_every_opponent_draws_one_reserve_card_then_the_active_player_draws() -> None:
    state = game()
    for seat in range(4):
        give(state, seat)
    give(state, RED, goods=1)
    start_turn(state, YELLOW, 3, 4)
    assert keys(state, "seven.rob") == [str(RED)]
    state, ev = act(state, "seven.rob", str(RED))
    assert state["hands"][YELLOW]["goods"] == 1
    assert table.hand_size(state, RED) == 1 and table.hand_size(state, WHITE) == 1 and table.hand_size(state, BLUE) == 1
    assert table.hand_size(state, YELLOW) == 1 + 2
    robbed = [e for e in ev if e.kind == "seven.rob_card"]
    assert robbed and robbed[0].seats == (YELLOW, RED)
    assert prompt(state, "turn.action").seat == YELLOW


def test_seven_reduced_tribute_halves_a_hand_only_from_twelve_cards() -> None:
    state = game()
    state["friends"][RED].append("reduced_tribute")
    state["fcards"]["diplomats"].remove("reduced_tribute")
    give(state, RED, ore=11)
    start_turn(state, YELLOW, 3, 4)
    assert not [p for p in RULES.prompts(state) if p.kind == "seven.discard"]
    state = game()
    state["friends"][RED].append("reduced_tribute")
    state["fcards"]["diplomats"].remove("reduced_tribute")
    give(state, RED, ore=12)
    start_turn(state, YELLOW, 3, 4)
    assert prompt(state, "seven.discard", RED).fields[0].min == 6


def test_green_folk_production_increase_adds_one_card_per_roll() -> None:
    state = game()
    state["friends"][WHITE].append("production_carbon")
    state["fcards"]["green"].remove("production_carbon")
    before = state["hands"][WHITE]["carbon"]
    start_turn(state, YELLOW, 2, 4)
    assert state["hands"][WHITE]["carbon"] == before + 2


def test_galactic_relief_a_player_who_got_nothing_takes_one_resource() -> None:
    state = game()
    state["friends"][RED].append("galactic_relief")
    state["fcards"]["diplomats"].remove("galactic_relief")
    before = table.hand_size(state, RED)
    start_turn(state, YELLOW, 1, 4)  # a 5: red's planets stay quiet
    state, ev = act(state, "relief.take", "food", RED)
    assert state["hands"][RED]["food"] >= 1 and table.hand_size(state, RED) == before + 1
    assert any(e.kind == "relief" for e in ev)


def test_reduced_tribute_option_more_than_twelve() -> None:
    state = game()
    state["options"]["reduced_tribute"] = "13"
    state["friends"][RED].append("reduced_tribute")
    state["fcards"]["diplomats"].remove("reduced_tribute")
    give(state, RED, ore=12)
    start_turn(state, YELLOW, 3, 4)
    assert not [p for p in RULES.prompts(state) if p.kind == "seven.discard"]


def test_galactic_relief_option_only_on_your_own_roll() -> None:
    state = game()
    state["options"]["galactic_relief"] = "own_roll"
    state["friends"][RED].append("galactic_relief")
    state["fcards"]["diplomats"].remove("galactic_relief")
    start_turn(state, YELLOW, 1, 4)
    assert not [p for p in RULES.prompts(state) if p.kind == "relief.take"]
    start_turn(state, RED, 1, 4)
    assert prompt(state, "relief.take", RED)
