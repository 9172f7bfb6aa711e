"""Philanthropist: may give a card to a main player after alliances; a main player left without an
encounter card draws a new hand."""

from __future__ import annotations

from engine.cosmic.invariants import check_events, check_hidden
from tests.engine.cosmic.table import (
    artifact,
    attack,
    kinds,
    launch,
    no_invites,
    open_prompt,
    play,
    reinforcement,
    table,
)

HANDS = {0: [attack(30), attack(4)], 1: [attack(6)], 2: [attack(5)]}


def at_launch(aliens: dict[int, str], hands: dict[int, list[int]] = HANDS, **kw: object) -> dict:
    return launch(table(destiny=["color:blue"], hands=hands, aliens=aliens, **kw), 5, {0: 2})


def test_a_main_philanthropist_gives_a_card_to_its_opponent() -> None:
    state = no_invites(at_launch({0: "Philanthropist"}))
    keys = [o.key for o in open_prompt(state, "response", 0).options]
    assert keys == ["pass", "pass.encounter", f"power:1:c{attack(4)}", f"power:1:c{attack(30)}"]
    state, events = play(state, "response", f"power:1:c{attack(4)}", 0)
    assert state["hands"][0] == [attack(30)] and attack(4) in state["hands"][1]
    assert next(e for e in events if e.kind == "power.philanthropist.card").seats == (0, 1)
    check_hidden(state)
    check_events(events)


def test_a_main_philanthropist_left_without_an_encounter_card_draws_a_new_hand() -> None:
    state = no_invites(at_launch({0: "Philanthropist"}, {**HANDS, 0: [attack(4), reinforcement(2)]}))
    state, events = play(state, "response", f"power:1:c{attack(4)}", 0)
    assert any(e.kind == "cards.new_hand" for e in events)
    assert len(state["hands"][0]) == 8


def test_an_allied_philanthropist_may_give_to_either_main_player() -> None:
    state = at_launch({2: "Philanthropist"})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]}, 0)
    state, _ = play(state, "alliance.invite", {"invite": []}, 1)
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}}, 2)
    keys = {o.key for o in open_prompt(state, "response", 2).options}
    assert keys == {"pass", "pass.encounter", f"power:0:c{attack(5)}", f"power:1:c{attack(5)}"}


def test_philanthropist_gives_only_after_alliances_and_only_as_main_player_or_ally() -> None:
    state = at_launch({0: "Philanthropist", 2: "Philanthropist"})
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]
    state = no_invites(state)
    assert kinds(state) == [("response", 0)]


def test_a_zapped_gift_is_not_given() -> None:
    zap = artifact("Cosmic Zap")
    state = no_invites(at_launch({0: "Philanthropist"}, {**HANDS, 2: [zap, attack(5)]}, options={"artifacts": "on"}))
    state, _ = play(state, "response", f"power:1:c{attack(4)}", 0)
    state, _ = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert sorted(state["hands"][0]) == sorted([attack(30), attack(4)])


def test_philanthropist_below_three_home_colonies_is_not_offered_a_gift() -> None:
    state = no_invites(at_launch({0: "Philanthropist"}, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0}))
    assert ("response", 0) not in kinds(state)
