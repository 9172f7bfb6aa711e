"""Alliances asked at once (table options ``invitations`` and ``alliance_answers``, both ``together`` by
default): everyone decides at the same moment, nobody sees another's answer before giving theirs, and
the answers are carried out in the rulebook order."""

from __future__ import annotations

import pytest

from engine.cosmic import board
from engine.cosmic.invariants import check_all
from tests.engine.cosmic.table import RULES, kinds, launch, play, table
from tests.engine.playouts import checked_playout

OPTIONS = [
    {"invitations": i, "alliance_answers": a} for i in ("together", "in_turn") for a in ("together", "clockwise")
]


def _public(events: list) -> list[str]:
    return [e.kind for e in events if e.seats is None]


def test_both_main_players_invite_at_once_and_the_invitations_are_revealed_together() -> None:
    state = table(players=5, destiny=["color:green"])
    state = launch(state, 10, {0: 2})
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 2)]
    state, events = play(state, "alliance.invite", {"invite": ["3", "4"]}, seat=0)
    assert _public(events) == []
    assert all(RULES.view(state, s)["encounter"]["invited_by_offense"] == [] for s in (None, 0, 1, 2, 3, 4))
    assert kinds(state) == [("alliance.invite", 2)]
    state, events = play(state, "alliance.invite", {"invite": ["1", "4"]}, seat=2)
    invites = [{k: e.data[k] for k in ("role", "invited")} for e in events if e.kind == "alliance.invite"]
    assert invites == [{"role": "offense", "invited": [3, 4]}, {"role": "defense", "invited": [1, 4]}]
    assert sorted(kinds(state)) == [("alliance.join", 1), ("alliance.join", 3), ("alliance.join", 4)]


def test_invited_players_answer_at_once_and_the_answers_are_carried_out_clockwise_when_the_last_is_in() -> None:
    state = table(players=5, destiny=["color:green"])
    state = launch(state, 10, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["3", "4"]}, seat=0)
    state, _ = play(state, "alliance.invite", {"invite": ["1", "4"]}, seat=2)
    before = [board.ships_on_colonies(state, s) for s in range(5)]
    state, events = play(state, "alliance.join", {"side": "offense", "ships": {"20": 3}}, seat=4)
    assert _public(events) == [] and [e.seats for e in events] == [(4,)]
    assert board.ships_on_colonies(state, 4) == before[4]  # nothing moves before everyone has answered
    assert all(RULES.view(state, s)["encounter"]["allies_offense"] == [] for s in (None, 1, 3))
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"15": 1}}, seat=3)
    assert kinds(state) == [("alliance.join", 1)]
    state, events = play(state, "alliance.join", {"side": "defense", "ships": {"5": 2}}, seat=1)
    joined = [e.data["seat"] for e in events if e.kind == "alliance.join"]
    assert joined == [1, 3, 4]  # clockwise from the offense's left, whatever order they answered in
    enc = state["enc"]
    assert enc["allies_off"] == [3, 4] and enc["allies_def"] == [1]
    assert board.gate_ships(state, 4) == 3 and board.ally_ships(state, 1) == 2
    assert {k for k, _ in kinds(state)} == {"planning.card"}


def test_an_answer_the_rules_refuse_changes_nothing_and_keeps_the_others_waiting() -> None:
    state = table(players=4, destiny=["color:blue"])
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2", "3"]}, seat=0)
    state, _ = play(state, "alliance.invite", {"invite": []}, seat=1)
    with pytest.raises(Exception, match="commit 1 to 4"):
        play(state, "alliance.join", {"side": "offense", "ships": {}}, seat=2)
    assert sorted(kinds(state)) == [("alliance.join", 2), ("alliance.join", 3)]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o['invitations']}-{o['alliance_answers']}")
@pytest.mark.parametrize("aliens", [None, "red"])
@pytest.mark.long
def test_random_games_in_each_mode_keep_every_invariant_and_end_with_a_winner(options: dict, aliens: str) -> None:
    extra = {"aliens": aliens, "artifacts": "on"} if aliens else {}
    for seed in range(3):
        result = checked_playout(RULES, 4 + seed % 2, 300 + seed, {**options, **extra}, check=check_all)
        assert RULES.result(result.state)
