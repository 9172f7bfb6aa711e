"""The Avalon Hill stand-in (engine.cosmic_ah2000.bots): legal, deterministic, and the sensible plays it promises."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import Prompt, stand_in_action
from engine.cosmic_ah2000.invariants import check_all
from engine.playout import playout, state_digest
from tests.engine.cosmic_ah2000.table import (
    NEGOTIATES,
    RULES,
    answer,
    attack,
    cards,
    kinds,
    launch,
    skip_retrieve,
    table,
)

N0, N1 = NEGOTIATES[0], NEGOTIATES[1]
PLAIN = {0: [attack(10), attack(20), attack(4)], 1: [attack(6), attack(8)], 2: [attack(5), attack(9)]}  # no artifact


def prompt_for(state: dict, kind: str, seat: int) -> Prompt:
    return next(p for p in RULES.prompts(state) if p.kind == kind and p.seat == seat)


def bot(state: dict, kind: str, seat: int):
    return stand_in_action(RULES, state, prompt_for(state, kind, seat)).choice


def test_as_the_offense_it_keeps_four_ships_home_and_aims_at_the_weakest_planet_it_is_not_on() -> None:
    """IT "Scegliere le astronavi" / "Puntare l'Astronave Madre": 1 to 4 ships, then the planet; the stand-in sends
    only the ships beyond four at home and prefers a new colony to reinforcing one it has."""
    state = table(orders=[1], hands=PLAIN, ships={(5, 1): 1, (6, 1): 2, (5, 0): 1})
    choice = bot(state, "mothership.launch", 0)
    assert sum(choice["ships"].values()) == 4 and choice["target"] == "6:1"  # 5 is weaker but already its colony
    low = skip_retrieve(table(orders=[1], hands=PLAIN, warp={0: 15}))  # 5 at home
    assert sum(bot(low, "mothership.launch", 0)["ships"].values()) == 1


def test_as_the_defense_it_invites_everyone_and_as_the_offense_nobody() -> None:
    state = launch(table(orders=[1], hands=PLAIN), 5, {0: 2})
    assert bot(state, "alliance.invite", 0) == {"players": []}
    state, _ = answer(state, "alliance.invite", 0, {"players": []})
    assert bot(state, "alliance.invite", 1) == {"players": ["2"]}


def _invited(defending: int, mothership: int = 2) -> dict:
    state = launch(table(orders=[1], hands=PLAIN, ships={(5, 1): defending}), 5, {0: mothership})
    state, _ = answer(state, "alliance.invite", 0, {"players": ["2"]})
    state, _ = answer(state, "alliance.invite", 1, {"players": ["2"]})
    return state


def test_invited_by_both_it_joins_the_offense_with_one_ship_unless_that_is_risky() -> None:
    """IT "Gli alleati rispondono": 1 to 4 ships to a side that invited; the stand-in risks one, and defends
    when the planet's defenders outnumber the mothership by four."""
    choice = bot(_invited(defending=4), "alliance.join", 2)
    assert choice["side"] == "offense" and sum(choice["ships"].values()) == 1
    choice = bot(_invited(defending=6), "alliance.join", 2)
    assert choice["side"] == "defense" and sum(choice["ships"].values()) == 1
    low = _invited(defending=4)
    low["planets"][10][2], low["planets"][11][2], low["planets"][12][2] = 4, 0, 0
    low["planets"][13][2] = low["planets"][14][2] = 0
    assert bot(low, "alliance.join", 2) == {"side": "neither", "ships": {}}


def test_it_plays_its_highest_attack_card() -> None:
    state = launch(table(orders=[1], hands={0: [attack(4), N0, attack(15), attack(6)]}), 5, {0: 2})
    state, _ = answer(state, "alliance.invite", 0, {"players": []})
    state, _ = answer(state, "alliance.invite", 1, {"players": []})
    assert bot(state, "planning.card", 0) == f"c{attack(15)}"


def test_as_a_rewarded_defensive_ally_it_takes_ships_out_of_the_warp_first() -> None:
    """IT, defensive rewards: a card or a ship out of the warp per ship in the transport."""
    state = table(orders=[1], hands={0: [attack(4)], 1: [attack(20)], 2: [attack(5)]}, warp={2: 3})
    state = launch(state, 5, {0: 1})
    state, _ = answer(state, "alliance.invite", 0, {"players": []})
    state, _ = answer(state, "alliance.invite", 1, {"players": ["2"]})
    state, _ = answer(state, "alliance.join", 2, {"side": "defense", "ships": {"10": 2}})
    state, _ = cards(state, attack(4), attack(20))
    hand = len(state["hands"][2])
    state, _ = answer(state, "resolution.reward", 2, bot(state, "resolution.reward", 2))
    assert state["warp"][2] == 1 and len(state["hands"][2]) == hand


def _negotiating() -> dict:
    state = launch(table(orders=[1], hands={0: [N0, attack(10), attack(4)], 1: [N1, attack(6), attack(8)]}),
                   5, {0: 3})
    state, _ = answer(state, "alliance.invite", 0, {"players": []})
    state, _ = answer(state, "alliance.invite", 1, {"players": []})
    state, _ = cards(state, N0, N1)
    return state


def test_in_a_deal_it_offers_an_even_trade_and_a_stand_in_accepts_it() -> None:
    """IT "Discutere un accordo": no deal costs both three ships; two stand-ins agree at once."""
    state = _negotiating()
    offer = bot(state, "deal.terms", 0)
    assert offer["answer"] == "propose" and offer["colony_for_me"] and offer["colony_for_you"]
    state, _ = answer(state, "deal.terms", 0, offer)
    assert bot(state, "deal.terms", 1)["answer"] == "accept"
    state, _ = answer(state, "deal.terms", 1, bot(state, "deal.terms", 1))
    assert state["enc"]["success"] and state["warp"][0] == state["warp"][1] == 0


def test_an_unfair_offer_gets_an_even_counter_and_a_last_unfair_one_is_refused() -> None:
    state = _negotiating()
    state, _ = answer(state, "deal.terms", 0, {"answer": "propose", "ask": 2, "colony_for_me": "6"})
    counter = bot(state, "deal.terms", 1)
    assert counter["answer"] == "counter" and counter["colony_for_me"] and counter["colony_for_you"]
    state, _ = answer(state, "deal.terms", 1, {"answer": "counter", "ask": 2})
    assert kinds(state) == [("deal.terms", 0)]
    assert bot(state, "deal.terms", 0)["answer"] == "refuse"


def test_a_stand_in_giving_cards_gives_its_cheapest() -> None:
    state = _negotiating()
    state, _ = answer(state, "deal.terms", 0, {"answer": "propose", "give": [f"c{attack(10)}"], "ask": 1})
    choice = bot(state, "deal.terms", 1)
    assert choice["answer"] == "accept" and choice["cards"] == [f"c{attack(6)}"]


@pytest.mark.parametrize("options", [{}, {"aliens": "on"}])
def test_a_table_of_stand_ins_only_finishes(options: dict) -> None:
    for seed in range(9_000, 9_012):
        players = 2 + seed % 3
        result = playout(RULES, players, seed, options, stand_ins=frozenset(range(players)))
        assert RULES.result(result.state), seed


@pytest.mark.parametrize("seed", range(3))
def test_stand_ins_among_random_players_always_answer_legally(seed: int) -> None:
    result = playout(RULES, 4, 7_000 + seed, {"aliens": "on"}, check=check_all, stand_ins=frozenset({0, 3}))
    assert RULES.result(result.state)


@pytest.mark.parametrize("seed", range(5))
def test_the_answer_depends_on_the_state_alone_and_changes_nothing(seed: int) -> None:
    r = random.Random(seed)
    state, _ = RULES.setup({"aliens": "on"}, 3 + seed % 2, seed)
    for _ in range(r.randint(0, 300)):
        if RULES.result(state):
            return
        state, _ = RULES.apply(state, RULES.random_action(state, r.choice(RULES.prompts(state)), r))
    before = state_digest(state)
    for prompt in RULES.prompts(state):
        first = stand_in_action(RULES, state, prompt)
        assert first == stand_in_action(RULES, json.loads(json.dumps(state)), prompt)
        RULES.apply(state, first)  # legal
    assert state_digest(state) == before
