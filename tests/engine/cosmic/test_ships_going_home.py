"""Ships going home go to any of their owner's colonies (rulebook: 'Sojusznicy broniącego zabierają swoje statki
i umieszczają je z powrotem w swoich dowolnych koloniach'), as the player answered in advance; without an answer,
where they came from.

Seats: Red 0 (planets 0-4), Blue 1 (5-9), Green 2 (10-14), four ships on each home planet to start with.
"""

from __future__ import annotations

import pytest

from engine import Action, IllegalAction
from engine.cosmic import board
from tests.engine.cosmic.table import NEGOTIATES, RULES, attack, cards, kinds, launch, open_prompt, play, table

BLUE = ["color:blue"]
N0, N1 = NEGOTIATES[0], NEGOTIATES[1]


def answered(state: dict, seat: int, answer: str | None) -> dict:
    if answer is not None:
        state, _ = RULES.apply(state, Action("standing", seat, {"unit": "homeward", "answer": answer}))
    return state


def green_defends(answer: str | None, ships: dict, warp: dict | None = None) -> tuple[dict, list]:
    """Red attacks Blue 1 (planet 5) with 3 ships; Green defends with 2 from Green 1 (planet 10); the defense wins.
    With ships of Green's in the warp, its reward form is open."""
    state = table(destiny=BLUE, hands={0: [attack(4)], 1: [attack(20)], 2: [attack(5)]}, ships=ships, warp=warp)
    state = answered(state, 2, answer)
    state = launch(state, 5, {0: 3})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 2}})
    state, events = cards(state, attack(4), attack(20))
    assert [e.data["winner"] for e in events if e.kind == "resolution.outcome"] == ["defense"]
    return state, events


@pytest.mark.parametrize(("answer", "green_1", "red_2"), [(None, 4, 1), ("origin", 4, 1), ("foreign", 2, 3)])
def test_defensive_allies_go_home_to_any_of_their_colonies_when_the_defense_wins(answer, green_1, red_2) -> None:
    state, events = green_defends(answer, ships={(1, 2): 1})
    assert (state["planets"][10][2], state["planets"][1][2]) == (green_1, red_2)
    assert board.ally_ships(state, 2) == 0
    home = [e for e in events if e.kind == "ships.home"]
    assert bool(home) == (answer == "foreign")
    if home:
        assert home[0].seats is None and "2 to Red 2" in home[0].text


def test_defensive_allies_do_not_land_on_the_planet_they_defended() -> None:
    """Green's colony on the defended Blue 1 is smaller, but the ships go to its colony on Red 2."""
    state, _ = green_defends("foreign", ships={(5, 2): 1, (1, 2): 3})
    assert state["planets"][5][2] == 1 and state["planets"][1][2] == 5


def test_a_defensive_ally_names_the_colonies_its_ships_go_home_to_on_its_reward_form() -> None:
    """The reward form is open at that moment anyway: it asks where the 2 defending ships go, no wait added."""
    state, _ = green_defends(None, ships={(1, 2): 1}, warp={2: 1})
    reward = open_prompt(state, "resolution.reward", 2)
    home = {f.name: f for f in reward.fields}["home"]
    assert [o.key for o in home.options] == ["1", "10", "11", "12", "13", "14"]  # not Blue 1, the planet defended
    assert "none for where they came from" in home.label
    assert reward.suggested == {"ships": {}, "home": {"10": 2}}
    assert board.ally_ships(state, 2) == 2  # beside the planet until Green answers
    state, events = play(state, "resolution.reward", {"ships": {"1": 1}, "home": {"1": 1, "11": 1}})
    assert [state["planets"][p][2] for p in (1, 10, 11)] == [3, 2, 5]
    assert board.ally_ships(state, 2) == 0 and state["warp"][2] == 0
    home_event = [e for e in events if e.kind == "ships.home"]
    assert home_event[0].data["to"] == {"1": 1, "11": 1} and "1 to Red 2, 1 to Green 2" in home_event[0].text


@pytest.mark.parametrize(("answer", "green_1", "red_2"), [(None, 4, 1), ("foreign", 2, 3)])
def test_a_reward_form_left_to_time_out_sends_them_as_answered_in_advance(answer, green_1, red_2) -> None:
    state, _ = green_defends(answer, ships={(1, 2): 1}, warp={2: 1})
    reward = open_prompt(state, "resolution.reward", 2)
    state, _ = RULES.apply(state, RULES.timeout_action(state, reward))
    assert (state["planets"][10][2], state["planets"][1][2]) == (green_1, red_2)
    assert len(state["hands"][2]) == 1 + 2  # both rewards as cards


def test_an_answer_sending_only_some_defending_ships_home_is_refused_and_changes_nothing() -> None:
    state, _ = green_defends(None, ships={}, warp={2: 1})
    with pytest.raises(IllegalAction, match="Send all 2 of your defending ships home, or none"):
        play(state, "resolution.reward", {"ships": {}, "home": {"11": 1}})
    state, _ = play(state, "resolution.reward", {"ships": {}, "home": {}})  # none: as planned
    assert state["planets"][10][2] == 4


def negotiating(red_answer: str | None = None, green_answer: str | None = None, ships: dict | None = None) -> dict:
    """Red attacks Blue 1 with 2 ships from Red 1; Green allies with Red with 2 from Green 1; both negotiate."""
    state = table(destiny=BLUE, hands={0: [N0, attack(8)], 1: [N1, attack(9)], 2: [attack(5)]}, ships=ships)
    state = answered(answered(state, 0, red_answer), 2, green_answer)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 2}})
    state, _ = cards(state, N0, N1)
    return state


@pytest.mark.parametrize(("answer", "green_1", "blue_3"), [(None, 4, 1), ("foreign", 2, 3)])
def test_allies_leaving_before_a_deal_go_home_to_any_of_their_colonies(answer, green_1, blue_3) -> None:
    state = negotiating(green_answer=answer, ships={(7, 2): 1})
    assert sorted(kinds(state)) == [("deal.propose", 0), ("deal.propose", 1)]  # nobody else was asked anything
    assert (state["planets"][10][2], state["planets"][7][2]) == (green_1, blue_3)
    assert board.gate_ships(state, 2) == 0


@pytest.mark.parametrize("made", [True, False])
@pytest.mark.parametrize(("answer", "red_1", "green_3"), [(None, 4, 1), ("foreign", 2, 3)])
def test_the_offense_gate_ships_go_home_to_any_of_its_colonies_after_a_deal(made, answer, red_1, green_3) -> None:
    state = negotiating(red_answer=answer, ships={(12, 0): 1})
    if made:
        state, _ = play(state, "deal.propose", {"do": "propose", "give_cards": [f"c{attack(8)}"]}, 0)
        state, _ = play(state, "deal.propose", {"do": "accept"}, 1)
    else:
        state, _ = play(state, "deal.propose", {"do": "end"}, 0)
        assert sorted(kinds(state)) == [("deal.penalty", 0), ("deal.penalty", 1)]  # home first, then the penalty
    assert (state["planets"][0][0], state["planets"][12][0]) == (red_1, green_3)
    assert board.gate_ships(state, 0) == 0


@pytest.mark.parametrize(("answer", "red_1", "red_2", "green_3"), [(None, 4, 4, 3), ("home", 5, 5, 1)])
def test_ships_go_home_to_any_colony_when_the_offense_runs_out_of_encounter_cards(answer, red_1, red_2,
                                                                                   green_3) -> None:
    """Red launches 2 of its 3 ships on Green 3; with no encounter card left the encounter ends; "home" spreads them
    one at a time onto Red's smallest home stacks (all four ships: Red 1 first, then Red 2)."""
    state = table(destiny=BLUE, hands={0: [attack(8)]}, ships={(12, 0): 3})
    state = answered(state, 0, answer)
    state = launch(state, 5, {12: 2})
    state["hands"][0] = []  # lost its cards since the start of the turn
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, events = play(state, "alliance.invite", {"invite": []})
    assert any(e.kind == "planning.dud" for e in events)
    assert (state["planets"][0][0], state["planets"][1][0], state["planets"][12][0]) == (red_1, red_2, green_3)
    assert state["turn"]["offense"] == 1


def test_an_answer_with_no_colony_of_that_kind_sends_them_where_they_came_from() -> None:
    state, events = green_defends("foreign", ships={})
    assert state["planets"][10][2] == 4
    assert not [e for e in events if e.kind == "ships.home"]


def test_the_answer_is_offered_in_advance_checked_and_kept_only_for_that_player() -> None:
    state, _ = RULES.setup({}, 3, 1)
    unit = {s["unit"]: s for s in RULES.view(state, 0)["standing"]}["homeward"]
    assert unit["answer"] == unit["default"] == "origin"
    assert [a["key"] for a in unit["answers"]] == ["origin", "home", "foreign"]
    assert unit["answers"][0]["label"] == "where they came from"
    with pytest.raises(IllegalAction, match="one of: where they came from, my home colonies"):
        RULES.apply(state, Action("standing", 0, {"unit": "homeward", "answer": "always"}))
    state, events = RULES.apply(state, Action("standing", 0, {"unit": "homeward", "answer": "home"}))
    assert events[0].seats == (0,) and "my home colonies" in events[0].text
    assert {s["unit"]: s for s in RULES.view(state, 0)["standing"]}["homeward"]["answer"] == "home"
    assert {s["unit"]: s for s in RULES.view(state, 1)["standing"]}["homeward"]["answer"] == "origin"
    state, _ = RULES.apply(state, Action("standing", 0, {"unit": "homeward", "answer": "origin"}))
    assert "homeward" not in state["standing"][0]
