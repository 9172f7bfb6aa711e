"""The offense's regroup and launch in one form when nobody decides anything in between (``regroup.launch``)."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.cosmic import board, regroup_launch
from engine.pending import clone
from engine.playout import playout
from tests.engine.cosmic.table import RULES, kinds, open_prompt, play, table

BLUE = ["color:blue"]


def at_launch() -> dict:
    """Red (seat 0) has 4 ships in the warp (Red 4 emptied) and four colonies; destiny names Blue."""
    return table(warp={0: 4}, destiny=BLUE)


def test_regroup_and_launch_are_one_prompt_and_the_ship_leaves_the_warp_at_regroup() -> None:
    state = at_launch()
    assert kinds(state) == [("regroup.launch", 0)]
    assert state["warp"][0] == 3  # retrieved at regroup, as printed, before destiny was drawn
    assert state["enc"]["defense"] == 1
    prompt = open_prompt(state, "regroup.launch")
    assert [f.name for f in prompt.fields] == ["regroup", "planet", "ships"]
    assert {o.key for o in prompt.fields[0].options} == {"0", "1", "2", "3"}
    assert prompt.fields[0].default == "0"  # where the ship waits: the weakest home colony, the timeout's choice


def test_the_form_places_the_regrouped_ship_and_may_launch_it_from_there() -> None:
    state = at_launch()
    assert [state["planets"][p][0] for p in range(4)] == [5, 4, 4, 4]  # waiting on Red 1
    state, events = play(state, "regroup.launch", {"regroup": "2", "planet": "5", "ships": {"2": 4}})
    assert [state["planets"][p][0] for p in range(4)] == [4, 4, 1, 4]
    assert board.gate_ships(state, 0) == 4 and state["warp"][0] == 3
    assert [e.kind for e in events][:2] == ["regroup.colony", "launch"]
    assert state["enc"]["regrouped"] == "2" and state["enc"]["target"] == 5


def test_ships_beyond_what_a_colony_holds_after_regroup_are_refused_and_nothing_changes() -> None:
    state = table(warp={0: 4}, destiny=BLUE, ships={(1, 0): 2})  # the ship waits on Red 2, the weakest
    assert state["planets"][1][0] == 3
    with pytest.raises(IllegalAction, match="at most 2 from Red 2"):
        play(state, "regroup.launch", {"regroup": "0", "planet": "5", "ships": {"1": 3}})
    assert kinds(state) == [("regroup.launch", 0)] and state["planets"][1][0] == 3


def test_the_timeout_leaves_the_ship_on_the_weakest_home_colony_and_launches_by_default() -> None:
    state = at_launch()
    prompt = open_prompt(state, "regroup.launch")
    action = RULES.timeout_action(state, prompt)
    assert action.choice["regroup"] == "0" and action.choice["planet"] in {str(p) for p in range(5, 10)}
    state, _ = RULES.apply(state, action)
    assert state["warp"][0] == 3 and ("regroup.launch", 0) not in kinds(state)


def test_without_a_regroup_choice_the_launch_is_asked_alone() -> None:
    state = table(destiny=BLUE)
    assert kinds(state) == [("launch.ships", 0)]


def test_a_trial_skipped_as_sure_to_fail_at_the_destiny_draw_fails_when_played(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over random base games, each time the trial is skipped (``_fails_at_destiny``) playing it on a copy fails."""
    predict, skipped = regroup_launch._fails_at_destiny, []

    def checked(state: dict) -> bool:
        sure = predict(state)
        if sure:
            with monkeypatch.context() as played:
                played.setattr(regroup_launch, "_fails_at_destiny", lambda _: False)
                assert not regroup_launch.defer(clone(state), [])
            skipped.append(state["turn"]["number"])
        return sure

    monkeypatch.setattr(regroup_launch, "_fails_at_destiny", checked)
    for seed in range(6):
        playout(RULES, 4, seed, {})
    assert skipped
