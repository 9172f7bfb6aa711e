"""Invitations with the launch (table option ``invitations=with_launch``, the default for new games): the
offense's launch form asks whom it invites, the defense is asked its invitations at the same moment, and
both stay sealed until the alliance phase, where the rulebook asks them."""

from __future__ import annotations

import pytest

from engine.cosmic import board, flow
from engine.cosmic.invariants import check_all, check_hidden
from engine.playout import playout
from tests.engine.cosmic.table import RULES, attack, kinds, open_prompt, play, table

WITH_LAUNCH = {"invitations": "with_launch"}
GREEN = ["color:green"]  # seat 2's system, for an offense in seat 0 at a table of five


def _launch_and_invite(state: dict, invite: list[str]) -> tuple[dict, list]:
    return play(state, "launch.ships", {"planet": "10", "ships": {"0": 2}, "invite": invite}, seat=0)


def test_the_launch_asks_the_offense_whom_it_invites_and_the_defense_invites_at_the_same_moment() -> None:
    state = table(players=5, destiny=GREEN, options=WITH_LAUNCH)
    assert kinds(state) == [("launch.ships", 0), ("alliance.invite", 2)]
    form = open_prompt(state, "launch.ships")
    assert "whom do you invite to ally with the offense" in form.text
    invite = next(f for f in form.fields if f.name == "invite")
    assert [o.key for o in invite.options] == ["1", "3", "4"]  # never the defense itself
    assert "launching against your home system" in open_prompt(state, "alliance.invite", 2).text


def test_invitations_given_with_the_launch_stay_hidden_until_both_are_in_then_go_out_offense_first() -> None:
    state = table(players=5, destiny=GREEN, options=WITH_LAUNCH)
    state, events = _launch_and_invite(state, ["3", "4"])
    assert board.gate_ships(state, 0) == 2
    assert not [e for e in events if e.kind == "alliance.invite"]
    assert all(RULES.view(state, s)["encounter"]["invited_by_offense"] == [] for s in (None, 0, 1, 2, 3, 4))
    check_hidden(state)
    assert kinds(state) == [("alliance.invite", 2)]  # the launch waits for the defense's answer, asked with it
    state, events = play(state, "alliance.invite", {"invite": ["1", "4"]}, seat=2)
    invites = [{k: e.data[k] for k in ("role", "invited")} for e in events if e.kind == "alliance.invite"]
    assert invites == [{"role": "offense", "invited": [3, 4]}, {"role": "defense", "invited": [1, 4]}]
    assert sorted(kinds(state)) == [("alliance.join", 1), ("alliance.join", 3), ("alliance.join", 4)]


def test_a_defense_that_answers_first_is_revealed_only_with_the_offense() -> None:
    state = table(players=5, destiny=GREEN, options=WITH_LAUNCH)
    state, events = play(state, "alliance.invite", {"invite": ["1"]}, seat=2)
    assert [e.kind for e in events] == ["alliance.sealed"] and events[0].seats == (2,)
    assert RULES.view(state, 0)["encounter"]["invited_by_defense"] == []
    state, events = _launch_and_invite(state, [])
    invites = [(e.data["role"], e.data["invited"]) for e in events if e.kind == "alliance.invite"]
    assert invites == [("offense", []), ("defense", [1])]
    assert kinds(state) == [("alliance.join", 1)]


def test_the_invitations_wait_for_the_alliance_phase_when_a_play_may_come_before_it() -> None:
    """Mind may look at a hand before allies are invited: the invitations are then asked after it, in turn."""
    hands = {0: [attack(30)], 1: [attack(4)], 2: [attack(5)]}
    state = table(destiny=["color:blue"], hands=hands, aliens={2: "Mind"}, options=WITH_LAUNCH)
    assert kinds(state) == [("launch.ships", 0)]
    assert [f.name for f in open_prompt(state, "launch.ships").fields] == ["planet", "ships"]
    state, _ = play(state, "launch.ships", {"planet": "5", "ships": {"0": 2}})
    state, _ = play(state, "response", "pass", 2)
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]


def test_the_regroup_launch_and_invitations_are_one_form() -> None:
    state = table(players=4, destiny=["color:blue"], warp={0: 1}, ships={(12, 0): 2}, options=WITH_LAUNCH)
    assert kinds(state) == [("regroup.launch", 0), ("alliance.invite", 1)]
    assert [f.name for f in open_prompt(state, "launch.ships").fields] == ["regroup", "planet", "ships", "invite"]
    choice = {"regroup": "12", "planet": "5", "ships": {"12": 3}, "invite": ["2"]}
    state, events = play(state, "launch.ships", choice, seat=0)
    assert state["planets"][12][0] == 0 and board.gate_ships(state, 0) == 3  # the regrouped ship went too
    assert not [e for e in events if e.kind == "alliance.invite"]
    state, events = play(state, "alliance.invite", {"invite": []}, seat=1)
    invites = [(e.data["role"], e.data["invited"]) for e in events if e.kind == "alliance.invite"]
    assert invites == [("offense", [2]), ("defense", [])]


@pytest.mark.parametrize("extra", [{}, {"aliens": "red", "artifacts": "on"}], ids=["base", "aliens"])
def test_random_games_with_the_invitations_in_the_launch_keep_every_invariant_and_end_with_a_winner(
        extra: dict) -> None:
    """The other two modes are played in test_alliance_together.py."""
    result = playout(RULES, 4, 400, {**WITH_LAUNCH, **extra}, check=check_all)  # seed 400: short games
    assert RULES.result(result.state)



def test_a_game_stored_before_the_invitations_came_with_the_launch_keeps_asking_them_once_the_gate_is_aimed() -> None:
    new = table(players=5, destiny=GREEN, options={"invitations": None})
    assert new["options"]["invitations"] == "with_launch"  # written in at setup: a later default changes nothing
    assert kinds(new) == [("launch.ships", 0), ("alliance.invite", 2)]
    stored = table(players=5, destiny=GREEN, options={"invitations": None})
    del stored["options"]["invitations"]  # as a game set up before this default: the launch is asked again
    stored["pending"], stored["step"] = [], "launch"
    flow.advance(stored, [])
    assert kinds(stored) == [("launch.ships", 0)]
    assert [f.name for f in open_prompt(stored, "launch.ships").fields] == ["planet", "ships"]
