"""The stand-in (engine.starfarers.bots): legal, deterministic, and the sensible plays it promises."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import stand_in_action
from engine.playout import playout, state_digest
from engine.starfarers import table
from tests.engine.starfarers.invariants import RULES, check_all
from tests.engine.starfarers.scenario import (
    BLUE,
    RED,
    WHITE,
    YELLOW,
    act,
    flight_phase,
    give,
    prompt,
    trade_phase,
)

LAYOUTS = ("beginner", "strategic", "exploration", "crazy")


def bot(state: dict, kind: str, seat: int | None = None) -> str:
    return stand_in_action(RULES, state, prompt(state, kind, seat)).choice


def test_it_builds_a_spaceport_before_a_colony_ship() -> None:
    """Almanac, trade-and-build phase: a spaceport (carbon 3, food 2) is a victory point, built first."""
    state = trade_phase(RULES.setup({}, 4, 3)[0], YELLOW)
    give(state, YELLOW, carbon=3, food=3, ore=1, fuel=1)
    assert bot(state, "turn.action").startswith("build:spaceport:")
    state, _ = act(state, "turn.action", bot(state, "turn.action"))
    assert state["hands"][YELLOW]["carbon"] == 0 and state["hands"][YELLOW]["food"] == 1


def test_one_card_short_of_a_colony_ship_it_trades_spare_cards_with_the_supply() -> None:
    """Almanac, trade with the supply (3:1): three spare ore buy the food a colony ship lacks, rather
    than a freight pod (2 ore) the stand-in could also afford."""
    state = trade_phase(RULES.setup({}, 4, 3)[0], YELLOW)
    give(state, YELLOW, ore=4, fuel=1, carbon=1)
    assert bot(state, "turn.action") == "supply:ore:food"


def test_with_nothing_to_build_or_trade_it_goes_on_to_fly() -> None:
    state = trade_phase(RULES.setup({}, 4, 3)[0], YELLOW)
    give(state, YELLOW)
    assert bot(state, "turn.action") in ("fly", "end")
    assert bot(state, "turn.action") == ("fly" if table.ships(state, YELLOW) else "end")


def test_it_accepts_a_fair_trade_offer_and_declines_a_greedy_one() -> None:
    """Rules file 5, trade with the other players: every other player answers the offer at once."""
    state = trade_phase(RULES.setup({}, 4, 3)[0], YELLOW)
    give(state, YELLOW, ore=3)
    give(state, RED, food=2)
    give(state, WHITE, food=2)
    state, _ = act(state, "turn.action", "offer")
    fair, _ = act(state, "trade.compose", {"give": {"ore": 2}, "want": {"food": 2}})
    assert bot(fair, "trade.answer", RED) == "accept"
    assert bot(fair, "trade.answer", BLUE) == "decline"  # it cannot pay
    greedy, _ = act(state, "trade.compose", {"give": {"ore": 1}, "want": {"food": 2}})
    assert bot(greedy, "trade.answer", WHITE) == "decline"


def test_in_flight_it_moves_only_nearer_its_goal_so_the_turn_ends() -> None:
    """Almanac, flight phase: a ship may fly up to the speed; the stand-in stops when no move gains ground."""
    state = flight_phase(RULES.setup({}, 4, 3)[0], YELLOW, speed=6)
    seen = 0
    while prompt(state, "turn.action", YELLOW) and seen < 40:
        choice = bot(state, "turn.action", YELLOW)
        if choice == "end":
            break
        state, _ = act(state, "turn.action", choice, YELLOW)
        if choice.startswith("move:"):
            state, _ = act(state, "flight.move", bot(state, "flight.move", YELLOW), YELLOW)
        seen += 1
    assert seen < 40
    assert all(left >= 0 for left in state["turn"]["left"].values())


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("players", [3, 4])
def test_stand_ins_always_answer_legally_to_the_end(layout: str, players: int) -> None:
    """Whole games with two stand-ins among random players: every answer accepted, invariants after each."""
    result = playout(RULES, players, 300 + players + len(layout), {"layout": layout}, check=check_all,
                     stand_ins=frozenset({YELLOW, players - 1}))
    assert RULES.result(result.state)


def test_a_table_of_stand_ins_only_finishes() -> None:
    for seed in range(4):
        result = playout(RULES, 4, 600 + seed, {"layout": LAYOUTS[seed]}, stand_ins=frozenset(range(4)))
        assert RULES.result(result.state)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 400), layout=st.sampled_from(LAYOUTS))
def test_the_answer_depends_on_the_state_alone_and_changes_nothing(seed: int, steps: int, layout: str) -> None:
    r = random.Random(seed)
    state, _ = RULES.setup({"layout": layout}, 3 + seed % 2, seed)
    for _ in range(steps):
        if RULES.result(state):
            return
        state, _ = RULES.apply(state, RULES.random_action(state, r.choice(RULES.prompts(state)), r))
    if RULES.result(state):
        return
    before = state_digest(state)
    for p in RULES.prompts(state):
        first = stand_in_action(RULES, state, p)
        assert first == stand_in_action(RULES, json.loads(json.dumps(state)), p)
        RULES.apply(state, first)  # legal
    assert state_digest(state) == before
