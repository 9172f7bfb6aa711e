"""Negotiate against negotiate ("Discutere un accordo")."""

from __future__ import annotations

from tests.engine.cosmic_ah2000.table import (
    NEGOTIATES,
    RULES,
    answer,
    attack,
    cards,
    event_kinds,
    kinds,
    launch,
    table,
)

N0, N1 = NEGOTIATES[0], NEGOTIATES[1]


def negotiating(ally: bool = False) -> dict:
    state = launch(table(orders=[1, 2], hands={0: [N0, attack(10), attack(4)], 1: [N1, attack(6), attack(8)],
                                               2: [attack(5)]}), 5, {0: 3})
    state, _ = answer(state, "alliance.invite", 0, {"players": ["2"] if ally else []})
    state, _ = answer(state, "alliance.invite", 1, {"players": []})
    if ally:
        state, _ = answer(state, "alliance.join", 2, {"side": "offense", "ships": {"10": 2}})
    state, _ = cards(state, N0, N1)
    return state


def test_allies_and_the_mothership_go_home_and_the_offense_proposes() -> None:
    state = negotiating(ally=True)
    assert state["planets"][10][2] == 4 and state["planets"][0][0] == 4
    assert kinds(state) == [("deal.terms", 0)]
    assert RULES.prompts(state)[0].deadline_class == "negotiation"


def test_an_accepted_deal_swaps_cards_and_founds_a_colony_and_counts_as_a_success() -> None:
    state = negotiating()
    state, events = answer(state, "deal.terms", 0, {"answer": "propose", "give": [f"c{attack(4)}"], "ask": 1,
                                                    "colony_for_me": "6"})
    terms = next(e for e in events if e.kind == "deal.offer.terms")
    assert terms.seats == (0, 1)
    assert kinds(state) == [("deal.terms", 1)]
    state, events = answer(state, "deal.terms", 1, {"answer": "accept", "cards": [f"c{attack(8)}"]})
    assert attack(4) in state["hands"][1] and attack(8) in state["hands"][0]
    assert kinds(state) == [("deal.colony", 0)]
    state, events = answer(state, "deal.colony", 0, {"ships": {"1": 2}})
    assert state["planets"][6][0] == 2
    assert kinds(state) == [("encounter.second", 0)]


def test_a_deal_may_move_nothing_at_all() -> None:
    state = negotiating()
    state, _ = answer(state, "deal.terms", 0, {"answer": "propose"})
    state, events = answer(state, "deal.terms", 1, {"answer": "accept"})
    assert "deal.made" in event_kinds(events) and kinds(state) == [("encounter.second", 0)]


def test_a_counter_proposal_goes_back_to_the_offense_who_may_only_accept_or_refuse() -> None:
    state = negotiating()
    state, _ = answer(state, "deal.terms", 0, {"answer": "propose", "ask": 2})
    state, _ = answer(state, "deal.terms", 1, {"answer": "counter", "colony_for_me": "1"})
    prompt = RULES.prompts(state)[0]
    assert (prompt.kind, prompt.seat) == ("deal.terms", 0)
    assert [o.key for o in prompt.fields[0].options] == ["accept", "refuse"]
    state, _ = answer(state, "deal.terms", 0, {"answer": "accept"})
    assert kinds(state) == [("deal.colony", 1)]


def test_no_deal_costs_each_main_player_three_ships_and_ends_the_offenses_turn() -> None:
    state = negotiating()
    state, _ = answer(state, "deal.terms", 0, {"answer": "propose", "ask": 2})
    state, events = answer(state, "deal.terms", 1, {"answer": "refuse"})
    assert "deal.failed" in event_kinds(events)
    assert sorted(kinds(state)) == [("deal.penalty", 0), ("deal.penalty", 1)]
    state, _ = answer(state, "deal.penalty", 0, {"ships": {"0": 3}})
    state, _ = answer(state, "deal.penalty", 1, {"ships": {"5": 1, "6": 2}})
    assert state["warp"][:2] == [3, 3]
    assert state["turn"]["offense"] == 1


def test_the_deadline_passing_is_no_deal() -> None:
    state = negotiating()
    prompt = RULES.prompts(state)[0]
    assert RULES.timeout_action(state, prompt).choice == {"answer": "refuse"}


def test_accepting_must_name_the_cards_asked_for() -> None:
    import pytest

    from engine.core import IllegalAction

    state = negotiating()
    state, _ = answer(state, "deal.terms", 0, {"answer": "propose", "ask": 1})
    with pytest.raises(IllegalAction, match="Name the 1 card"):
        answer(state, "deal.terms", 1, {"answer": "accept"})


def test_the_terms_are_seen_by_the_two_dealers_only() -> None:
    state = negotiating()
    state, _ = answer(state, "deal.terms", 0, {"answer": "propose", "give": [f"c{attack(4)}"]})
    assert RULES.view(state, 1)["encounter"]["deal_offer"]["give"] == [attack(4)]
    assert RULES.view(state, 0)["encounter"]["deal_offer"] is not None
    assert RULES.view(state, 2)["encounter"]["deal_offer"] is None
    assert RULES.view(state, None)["encounter"]["deal_offer"] is None
