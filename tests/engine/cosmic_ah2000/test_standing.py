"""Answers given in advance: a second encounter, the ship out of the warp, and plays in response windows."""

from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from tests.engine.cosmic_ah2000.aliens.encounter import pass_all
from tests.engine.cosmic_ah2000.table import (
    RULES,
    artifact,
    attack,
    cards,
    event_kinds,
    kinds,
    launch,
    no_invites,
    table,
)


def given(state: dict, seat: int, unit: str, answer: str) -> dict:
    state, events = RULES.apply(state, Action("standing", seat, {"unit": unit, "answer": answer}))
    assert events[0].seats == (seat,)
    return state


@pytest.mark.parametrize("answer, event, offense", [("always", "turn.second", 0), ("never", "turn.decline", 1)])
def test_a_second_encounter_answered_in_advance_is_not_asked(answer: str, event: str, offense: int) -> None:
    state = given(table(orders=[1, 2], hands={0: [attack(20), attack(6)], 1: [attack(4)], 2: [attack(5)]}),
                  0, "second_encounter", answer)
    state = no_invites(launch(state, 5, {0: 2}))
    state, events = cards(state, attack(20), attack(4))
    assert event in event_kinds(events) and ("encounter.second", 0) not in kinds(state)
    assert state["turn"]["offense"] == offense


def test_the_ship_out_of_the_warp_answered_in_advance() -> None:
    state = table(players=2, hands={0: [attack(20)], 1: [attack(4)]}, warp={0: 2, 1: 2})
    state = given(given(state, 1, "retrieve", "always"), 0, "retrieve", "never")
    state, _ = RULES.apply(state, RULES.timeout_action(state, RULES.prompts(state)[0]))  # asked before answering
    state = launch(state, 5, {0: 1})
    state, events = cards(state, attack(20), attack(4))
    state = pass_all(state, events)
    assert state["turn"]["offense"] == 1 and ("retrieve.colony", 1) not in kinds(state)
    assert state["warp"][1] == 2 + 4 - 1  # four lost on planet 5, then one taken out without asking
    assert "retrieve" in event_kinds(events)


def test_a_play_answered_never_is_not_asked_in_a_window() -> None:
    hands = {0: [attack(10)], 1: [attack(6)], 2: [attack(5), artifact("Plague")]}
    assert kinds(table(orders=[1], hands=hands)) == [("response", 2)]
    state = table(orders=[1], hands=hands)
    state = given(state, 2, "plague", "never")
    state["pending"], state["windows"], state["step"] = [], [], "start_encounter"
    from engine.cosmic_ah2000 import flow

    flow.advance(state, [])
    assert kinds(state) == [("mothership.launch", 0)]


def test_the_view_lists_the_units_and_the_power_only_with_aliens() -> None:
    plain = table(hands={0: [attack(10)], 1: [attack(6)], 2: [attack(5)]})
    units = [u["unit"] for u in RULES.view(plain, 0)["standing"]]
    assert "second_encounter" in units and "power" not in units
    assert RULES.view(plain, None)["standing"] is None
    with_aliens, _ = RULES.setup({"aliens": "on"}, 3, 1)
    assert "power" in [u["unit"] for u in RULES.view(with_aliens, 1)["standing"]]


def test_a_wrong_answer_in_advance_is_refused_and_changes_nothing() -> None:
    state = table(hands={0: [attack(10)], 1: [attack(6)], 2: [attack(5)]})
    with pytest.raises(IllegalAction, match="no such kind"):
        RULES.apply(state, Action("standing", 0, {"unit": "morph", "answer": "never"}))
    with pytest.raises(IllegalAction, match="Answer one of"):
        RULES.apply(state, Action("standing", 0, {"unit": "plague", "answer": "always"}))
    assert state["standing"][0] == {}
