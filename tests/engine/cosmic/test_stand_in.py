"""The stand-in (engine.cosmic.bots): legal, deterministic, and the sensible plays it promises."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import stand_in_action
from engine.cosmic import board
from engine.cosmic.invariants import check_all
from engine.playout import playout, state_digest
from tests.engine.cosmic.table import NEGOTIATES, RULES, attack, cards, launch, open_prompt, play, table
from tests.engine.playouts import checked_playout

N0, N1 = NEGOTIATES[0], NEGOTIATES[1]


def bot(state: dict, kind: str, seat: int | None = None):
    return stand_in_action(RULES, state, open_prompt(state, kind, seat)).choice


def test_as_the_offense_it_plays_its_highest_attack_card() -> None:
    """Rulebook, Planning: each main player chooses an encounter card; the stand-in's is its strongest."""
    state = table(destiny=["color:blue"], hands={0: [attack(4), N0, attack(12), attack(6)], 1: [attack(5)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": []}, 0)
    state, _ = play(state, "alliance.invite", {"invite": []}, 1)
    assert bot(state, "planning.card", 0) == f"c{attack(12)}"


def test_as_the_defense_it_invites_everyone_and_as_the_offense_nobody() -> None:
    """Rulebook, Alliance: the offense, then the defense, invite allies; the stand-in shares no colony."""
    state = launch(table(destiny=["color:blue"]), 5, {0: 2})
    assert bot(state, "alliance.invite", 0) == {"invite": []}
    assert bot(state, "alliance.invite", 1) == {"invite": ["2"]}


def _invited(defending: int) -> dict:
    state = table(destiny=["color:blue"], ships={(5, 1): defending})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]}, 0)
    state, _ = play(state, "alliance.invite", {"invite": ["2"]}, 1)
    return state


def test_invited_by_the_offense_it_joins_with_a_single_ship() -> None:
    """Rulebook, Alliance: an offensive ally commits 1 to 4 ships and founds a colony when the offense wins;
    the stand-in risks one ship for that share."""
    choice = bot(_invited(defending=4), "alliance.join", 2)
    assert choice["side"] == "offense" and sum(choice["ships"].values()) == 1
    state, _ = play(_invited(defending=4), "alliance.join", choice, 2)
    assert sum(state["enc"]["gate"][2].values()) == 1


def test_it_declines_a_risky_offense_and_defends_instead() -> None:
    """Alliance with the defense when the defending ships outnumber the gate's by four or more."""
    choice = bot(_invited(defending=6), "alliance.join", 2)
    assert choice["side"] == "defense" and sum(choice["ships"].values()) == 1


def _negotiating() -> dict:
    state = table(destiny=["color:blue"], hands={0: [N0, attack(8)], 1: [N1, attack(9)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": []}, 0)
    state, _ = play(state, "alliance.invite", {"invite": []}, 1)
    state, _ = cards(state, N0, N1)
    return state


def test_in_a_deal_it_accepts_a_fair_offer() -> None:
    """Rulebook, Negotiate against negotiate: a deal is made when both agree; a colony for a colony is fair."""
    state, _ = play(_negotiating(), "deal.propose", {"do": "propose", "give_colony": "0", "get_colony": "5"}, 0)
    assert bot(state, "deal.propose", 1)["do"] == "accept"


def test_in_a_deal_it_answers_an_unfair_offer_with_an_even_one() -> None:
    state, _ = play(_negotiating(), "deal.propose", {"do": "propose", "get_colony": "5"}, 0)
    choice = bot(state, "deal.propose", 1)
    assert choice["do"] == "propose" and choice["give_colony"] and choice["get_colony"]


def test_two_stand_ins_make_a_deal_instead_of_failing() -> None:
    """Both main players on stand-ins: the first offers an even deal, the second accepts it (no ships lost)."""
    state = _negotiating()
    for seat in (0, 1):
        prompt = open_prompt(state, "deal.propose", seat)
        state, _ = RULES.apply(state, stand_in_action(RULES, state, prompt))
    assert state["enc"]["deal"]["made"] is True
    assert state["warp"][0] == state["warp"][1] == 0


def test_it_takes_a_second_encounter_only_with_a_strong_attack_card() -> None:
    """Rulebook, Second encounter: after a success the offense may have another; the stand-in wants one
    only with an attack of 8 or more in hand."""
    from engine.cosmic import bots

    state = table(hands={0: [attack(12)]})
    spec = {"seat": 0, "kind": "encounter.second", "id": "x"}
    assert bots._second(state, spec, None) == "yes"
    state["hands"][0] = [attack(4), N0]
    assert bots._second(state, spec, None) == "no"


@pytest.mark.parametrize("options", [{}, {"aliens": "red", "artifacts": "on"}])
@pytest.mark.parametrize("seed", range(8))
def test_stand_ins_always_answer_legally_to_the_end(options: dict, seed: int) -> None:
    """Whole games with two stand-ins among random players (every alien and artifact in the second case):
    every stand-in answer is accepted and the invariants hold after each action."""
    players = 3 + seed % 3
    result = checked_playout(RULES, players, 7_000 + seed, options, check=check_all,
                             stand_ins=frozenset({0, players - 1}))
    assert RULES.result(result.state)


@pytest.mark.parametrize(("options", "games"), [({}, 6), ({"aliens": "red"}, 12)])
def test_a_table_of_stand_ins_only_finishes(options: dict, games: int) -> None:
    """Four stand-ins and nobody else reach a winner, with every alien too (seed 9002, Gambler, Pacifist,
    Clone and Hacker, once drained every ship to the warp and never ended; before the stand-in kept ships
    at home, 6 of these 12 seeds with aliens stalled)."""
    for seed in range(9_000, 9_000 + games):
        result = playout(RULES, 4, seed, options, stand_ins=frozenset(range(4)), max_actions=12_000)
        assert RULES.result(result.state), seed


def test_it_keeps_four_ships_at_home_when_it_launches() -> None:
    """Rulebook, Launch: the offense sends one to four ships; a lost encounter sends them all to the warp, so the
    stand-in launches only what it has beyond four ships on its colonies (and one when that is all it has).
    Each table's offense has just regrouped one ship out of the warp."""
    def launched(in_warp: int) -> int:
        return sum(bot(table(destiny=["color:blue"], warp={0: in_warp}), "launch.ships", 0)["ships"].values())

    assert launched(0) == 4
    assert launched(15) == 2  # 5 + 1 at home
    assert launched(18) == launched(19) == 1


def test_with_four_ships_or_fewer_at_home_it_allies_with_nobody() -> None:
    state = _invited(defending=4)
    state["warp"][2], state["planets"][10][2], state["planets"][11][2] = 8, 0, 0
    state["planets"][12][2] = 4 - state["planets"][13][2] - state["planets"][14][2]
    assert board.ships_on_colonies(state, 2) == 4
    assert bot(state, "alliance.join", 2) == {"side": "none", "ships": {}}


def test_as_a_rewarded_defensive_ally_it_takes_ships_back_from_the_warp() -> None:
    """Rulebook, Resolution: each defensive ally draws a card or retrieves a ship from the warp per ship it sent;
    the stand-in takes ships while any are in the warp (a new hand comes free, ships do not)."""
    state = table(destiny=["color:blue"], hands={0: [attack(4)], 1: [attack(20)], 2: [attack(5)]},
                  warp={2: 3})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": []}, 0)
    state, _ = play(state, "alliance.invite", {"invite": ["2"]}, 1)
    state, _ = play(state, "alliance.join", bot(state, "alliance.join", 2), 2)
    state, _ = cards(state, attack(4), attack(20))
    choice = bot(state, "resolution.reward", 2)
    assert sum(choice["ships"].values()) == 1
    after, _ = play(state, "resolution.reward", choice, 2)
    assert after["warp"][2] == 2 and len(after["hands"][2]) == len(state["hands"][2])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 400), aliens=st.sampled_from(["off", "red"]))
def test_the_answer_depends_on_the_state_alone_and_changes_nothing(seed: int, steps: int, aliens: str) -> None:
    r = random.Random(seed)
    state, _ = RULES.setup({"aliens": aliens}, 3 + seed % 3, seed)
    for _ in range(steps):
        if RULES.result(state):
            return
        state, _ = RULES.apply(state, RULES.random_action(state, r.choice(RULES.prompts(state)), r))
    if RULES.result(state):
        return
    before = state_digest(state)
    for prompt in RULES.prompts(state):
        first = stand_in_action(RULES, state, prompt)
        again = stand_in_action(RULES, json.loads(json.dumps(state)), prompt)
        assert first == again
        RULES.apply(state, first)  # legal
    assert state_digest(state) == before
