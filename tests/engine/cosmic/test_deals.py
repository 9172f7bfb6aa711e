"""Deals after two negotiates (rulebook: 'Negotiate against negotiate')."""

from __future__ import annotations

import pytest

from engine import Action, IllegalAction
from engine.cosmic import board
from tests.engine.cosmic.table import (
    NEGOTIATES,
    RULES,
    attack,
    cards,
    encounter_warp,
    kinds,
    launch,
    open_prompt,
    play,
    table,
)

N0, N1 = NEGOTIATES[0], NEGOTIATES[1]


def negotiating(hands0: list[int], hands1: list[int], ally: bool = False) -> dict:
    state = table(destiny=["color:blue"], hands={0: [N0, *hands0], 1: [N1, *hands1], 2: [attack(5)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"] if ally else []})
    state, _ = play(state, "alliance.invite", {"invite": []})
    if ally:
        state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 2}})
    state, _ = cards(state, N0, N1)
    return state


def propose(**terms) -> dict:
    return {"do": "propose", **terms}


def test_two_negotiates_open_one_negotiation_prompt_for_each_main_player_and_allies_go_home() -> None:
    state = negotiating([attack(8)], [attack(9)], ally=True)
    assert sorted(kinds(state)) == [("deal.propose", 0), ("deal.propose", 1)]
    assert all(p.deadline_class == "negotiation" for p in RULES.prompts(state))
    assert board.gate_ships(state, 2) == 0 and state["planets"][10][2] == 4


def test_a_deal_trades_named_cards_and_grants_a_colony_when_both_accept_the_same_terms() -> None:
    state = negotiating([attack(8), attack(10)], [attack(9)])
    ids = {p.seat: p.id for p in RULES.prompts(state)}
    state, _ = play(state, "deal.propose", propose(give_cards=[f"c{attack(8)}"], get_colony="5"), 0)
    assert {p.seat: p.id for p in RULES.prompts(state)} == ids  # ids and deadlines stay for the whole deal
    assert "Attack 08" in open_prompt(state, "deal.propose", 1).text
    state, events = play(state, "deal.propose", {"do": "accept"}, 1)
    assert attack(8) in state["hands"][1]
    colony = open_prompt(state, "deal.colony", 0)
    assert {o.key for o in colony.fields[0].options} >= {"gate", "0"}
    state, _ = play(state, "deal.colony", {"ships": {"gate": 2}}, 0)
    assert state["planets"][5][0] == 2
    assert board.foreign_colonies(state, 0) == 1
    assert kinds(state) == [("encounter.second", 0)]
    public = [e for e in events if e.kind == "deal.made"][0]
    assert public.seats is None and "Attack 08" not in public.text


def test_counter_proposals_go_back_and_forth_and_only_the_other_sides_offer_can_be_accepted() -> None:
    state = negotiating([attack(8)], [attack(9), attack(10)])
    state, _ = play(state, "deal.propose", propose(get_count=2), 0)
    with pytest.raises(IllegalAction, match="not one of the choices"):
        play(state, "deal.propose", {"do": "accept"}, 0)
    state, _ = play(state, "deal.propose", propose(give_count=1), 1)
    state, _ = play(state, "deal.propose", {"do": "accept"}, 0)
    give = open_prompt(state, "deal.give_cards", 1)
    assert give.fields[0].min == give.fields[0].max == 1
    state, _ = play(state, "deal.give_cards", {"cards": [f"c{attack(10)}"]}, 1)
    assert attack(10) in state["hands"][0]


def test_a_deal_must_exchange_at_least_one_thing() -> None:
    state = negotiating([attack(8)], [attack(9)])
    with pytest.raises(IllegalAction, match="at least one card or one colony"):
        play(state, "deal.propose", propose(), 0)


def test_you_cannot_offer_more_cards_than_you_hold() -> None:
    state = negotiating([attack(8)], [attack(9)])
    with pytest.raises(IllegalAction, match="more cards than you hold"):
        play(state, "deal.propose", propose(give_cards=[f"c{attack(8)}"], give_count=1), 0)


def test_a_colony_can_only_be_granted_where_the_giver_has_one() -> None:
    state = negotiating([attack(8)], [attack(9)])
    prompt = open_prompt(state, "deal.propose", 0)
    grantable = {o.key for o in next(f for f in prompt.fields if f.name == "give_colony").options}
    assert grantable == {str(p) for p in board.colonies(state, 0)}
    with pytest.raises(IllegalAction):
        play(state, "deal.propose", propose(give_colony="7"), 0)


def test_deal_deadline_passing_fails_the_deal_and_each_main_player_loses_three_ships_of_its_choice() -> None:
    state = negotiating([attack(8)], [attack(9)])
    prompt = open_prompt(state, "deal.propose", 1)
    state, events = RULES.apply(state, RULES.timeout_action(state, prompt))
    assert any(e.kind == "deal.failed" for e in events)
    assert state["planets"][0][0] == 4  # the gate's ships went home before the penalty
    assert sorted(kinds(state)) == [("deal.penalty", 0), ("deal.penalty", 1)]
    with pytest.raises(IllegalAction, match="between 3 and 3"):
        play(state, "deal.penalty", {"ships": {"0": 2}}, 0)
    state, _ = play(state, "deal.penalty", {"ships": {"0": 2, "1": 1}}, 0)
    state, _ = play(state, "deal.penalty", {"ships": {"5": 3}}, 1)
    assert encounter_warp(state)[:2] == [3, 3]
    assert state["turn"]["offense"] == 1  # a failed deal gives no second encounter


def test_walking_away_fails_the_deal_at_once() -> None:
    state = negotiating([attack(8)], [attack(9)])
    state, events = play(state, "deal.propose", {"do": "end"}, 0)
    assert any(e.kind == "deal.failed" and "walked away" in e.text for e in events)


def test_an_answered_deal_prompt_is_refused_afterwards() -> None:
    state = negotiating([attack(8)], [attack(9)])
    old = open_prompt(state, "deal.propose", 0)
    state, _ = play(state, "deal.propose", {"do": "end"}, 1)
    with pytest.raises(IllegalAction, match="no longer open"):
        RULES.apply(state, Action(old.id, 0, {"do": "end"}))


def test_only_the_dealers_see_the_terms_on_the_table() -> None:
    state = negotiating([attack(8)], [attack(9)])
    state, events = play(state, "deal.propose", propose(give_cards=[f"c{attack(8)}"]), 0)
    assert RULES.view(state, 1)["encounter"]["deal"]["offer"] is not None
    assert RULES.view(state, 2)["encounter"]["deal"]["offer"] is None
    assert RULES.view(state, None)["encounter"]["deal"]["offer"] is None
    terms = [e for e in events if e.kind == "deal.offer.terms"][0]
    assert terms.seats == (0, 1)


def test_random_colony_answers_stay_within_four_ships_when_the_gate_holds_more() -> None:
    import random

    state = negotiating([attack(8)], [attack(9)])
    state["enc"]["gate"][0] = {"0": 6}  # an Amoeba or a Zombie super flare can put more than four there
    state["planets"][0][0] -= 4
    state, _ = play(state, "deal.propose", propose(get_colony="5"), 0)
    state, _ = play(state, "deal.propose", {"do": "accept"}, 1)
    prompt = open_prompt(state, "deal.colony", 0)
    r = random.Random(3)
    for _ in range(40):
        RULES.apply(state, RULES.random_action(state, prompt, r))  # raises if an answer were illegal
