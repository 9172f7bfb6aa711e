"""Launch (phase 3) and alliance (phase 4)."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.cosmic import board
from tests.engine.cosmic.table import RULES, attack, kinds, launch, open_prompt, play, table

BLUE = ["color:blue"]


def test_launch_sends_one_to_four_ships_from_any_of_your_colonies() -> None:
    state = table(destiny=BLUE, ships={(12, 0): 2})
    state = launch(state, 5, {0: 1, 12: 2})
    assert board.gate_ships(state, 0) == 3
    assert state["planets"][0][0] == 3 and state["planets"][12][0] == 0


@pytest.mark.parametrize("ships, reason", [
    ({"0": 3, "1": 2}, "between 1 and 4"),
    ({}, "between 1 and 4"),
    ({"7": 1}, "nothing to take from there"),
    ({"0": 5}, "at most 4"),
])
def test_launch_refuses_bad_ship_counts_and_planets_without_your_colony(ships: dict, reason: str) -> None:
    state = table(destiny=BLUE)
    prompt = open_prompt(state, "launch.ships")
    from engine.core import Action

    with pytest.raises(IllegalAction, match=reason):
        RULES.apply(state, Action(prompt.id, 0, {"planet": "5", "ships": ships}))


def test_launch_target_must_be_in_the_named_system() -> None:
    state = table(destiny=BLUE)
    with pytest.raises(IllegalAction, match="not one of the choices"):
        launch(state, 12, {0: 1})


def test_taking_the_last_ship_off_a_planet_loses_that_colony() -> None:
    state = table(destiny=BLUE)
    before = board.home_colonies(state, 0)
    state = launch(state, 5, {0: 4})
    assert board.home_colonies(state, 0) == before - 1
    assert 0 not in board.colonies(state, 0)


RULEBOOK_ALLIANCE = {"invitations": "in_turn", "alliance_answers": "clockwise"}


def test_offense_invites_first_then_defense_then_others_answer_from_the_offense_left() -> None:
    state = table(players=5, destiny=["color:green"], options=RULEBOOK_ALLIANCE)
    state = launch(state, 10, {0: 2})
    assert kinds(state) == [("alliance.invite", 0)]
    offer = open_prompt(state, "alliance.invite")
    assert [o.key for o in offer.fields[0].options] == ["1", "3", "4"]  # never the defense
    state, _ = play(state, "alliance.invite", {"invite": ["3", "4"]})
    assert kinds(state) == [("alliance.invite", 2)]
    defense_offer = open_prompt(state, "alliance.invite")
    assert [o.key for o in defense_offer.fields[0].options] == ["1", "3", "4"]  # never the offense
    state, _ = play(state, "alliance.invite", {"invite": ["1", "4"]})
    assert kinds(state) == [("alliance.join", 1)]
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"5": 2}})
    assert kinds(state) == [("alliance.join", 3)]
    join = open_prompt(state, "alliance.join")
    assert [o.key for o in join.fields[0].options] == ["none", "offense"]
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"15": 1, "16": 1}})
    assert kinds(state) == [("alliance.join", 4)]
    assert [o.key for o in open_prompt(state, "alliance.join").fields[0].options] == ["none", "offense", "defense"]
    state, _ = play(state, "alliance.join", {"side": "none", "ships": {}})
    enc = state["enc"]
    assert enc["allies_def"] == [1] and enc["allies_off"] == [3]
    assert board.ally_ships(state, 1) == 2 and board.gate_ships(state, 3) == 2
    assert {k for k, _ in kinds(state)} == {"planning.card"}


def test_players_nobody_invited_are_never_asked() -> None:
    state = table(players=4, destiny=["color:blue"])
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": ["3"]})
    assert kinds(state) == [("alliance.join", 3)]


@pytest.mark.parametrize("choice, reason", [
    ({"side": "offense", "ships": {}}, "commit 1 to 4"),
    ({"side": "none", "ships": {"10": 1}}, "commit no ships"),
    ({"side": "offense", "ships": {"10": 2, "11": 3}}, "between 0 and 4"),
    ({"side": "defense", "ships": {"10": 1}}, "not one of the choices"),
])
def test_joining_needs_an_invitation_and_one_to_four_ships(choice: dict, reason: str) -> None:
    state = table(destiny=BLUE)
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    with pytest.raises(IllegalAction, match=reason):
        play(state, "alliance.join", choice)


def test_a_player_with_no_ship_outside_the_warp_is_not_asked_to_join() -> None:
    state = table(destiny=BLUE, warp={2: 20}, hands={0: [attack(8)]})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    assert {k for k, _ in kinds(state)} == {"planning.card"}


def test_alliance_invitations_and_answers_run_on_the_negotiation_deadline() -> None:
    state = table(destiny=BLUE)
    state = launch(state, 5, {0: 1})
    assert open_prompt(state, "alliance.invite").deadline_class == "negotiation"
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    assert open_prompt(state, "alliance.join").deadline_class == "negotiation"


def test_an_offense_with_no_colony_still_chooses_the_planet_its_gate_aims_at() -> None:
    """Rulebook: the offense aims the gate at one planet of the system destiny named; its regrouped ship is
    already on the gate, so it sends nothing more, but the planet stays its choice."""
    state = table(destiny=["color:blue"], warp={0: 20}, hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5)]})
    prompt = open_prompt(state, "launch.ships", 0)
    assert [o.key for o in prompt.fields[0].options] == ["5", "6", "7", "8", "9"] and prompt.fields[1].max == 0
    state, _ = play(state, "launch.ships", {"planet": "7", "ships": {}}, 0)
    assert state["enc"]["target"] == 7 and board.gate_ships(state, 0) == 1
