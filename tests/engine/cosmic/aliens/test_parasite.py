"""Parasite: may join either side of an encounter without an invitation."""

from __future__ import annotations

from tests.engine.cosmic.table import attack, kinds, launch, open_prompt, play, table


def uninvited(**kw) -> dict:
    state = table(destiny=["color:blue"], hands={0: [attack(8)], 1: [attack(9)], 2: [attack(4)]},
                  aliens={2: "Parasite"}, **kw)
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": []})
    return state


def test_parasite_is_asked_to_join_without_an_invitation() -> None:
    state = uninvited()
    assert kinds(state) == [("alliance.join", 2)]
    sides = [o.key for o in open_prompt(state, "alliance.join").fields[0].options]
    assert sides == ["none", "offense", "defense"]
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 2}})
    assert state["enc"]["allies_def"] == [2]


def test_parasite_below_three_home_colonies_needs_an_invitation() -> None:
    state = uninvited(ships={(12, 2): 0, (13, 2): 0, (14, 2): 0})
    assert ("alliance.join", 2) not in kinds(state)
