"""Healer: at the end of an encounter it may return other players' lost ships to their colonies, drawing a card
per player healed."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, encounter_warp, kinds, open_prompt, play

ZAP = artifact("Cosmic Zap")


def test_healer_returns_the_defeated_defense_to_its_colonies_and_draws() -> None:
    state, _ = revealed({2: "Healer"}, attack(20), attack(4))
    assert kinds(state) == [("response", 2)]
    assert [o.key for o in open_prompt(state, "response").options] == ["pass", "pass.encounter", "power:1"]
    state, _ = play(state, "response", "power:1", 2)
    assert state["warp"][1] == 0
    assert state["planets"][6][1] == 8  # Blue 1 is lost: its first home colony is Blue 2
    assert len(state["hands"][2]) == 2


def test_healer_may_heal_everyone_after_a_failed_deal() -> None:
    state, _ = revealed({2: "Healer"}, NEGOTIATES[0], NEGOTIATES[1])
    state, _ = play(state, "deal.propose", {"do": "end"}, 0)
    for seat in (0, 1):
        state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "deal.penalty", seat)))
    assert {o.key for o in open_prompt(state, "response", 2).options} == {"pass", "pass.encounter", "power:0",
                                                                          "power:1", "power:all"}
    state, _ = play(state, "response", "power:all", 2)
    assert state["warp"] == [0, 0, 0]
    assert len(state["hands"][2]) == 3


def test_healer_is_not_offered_for_its_own_ships() -> None:
    state, _ = revealed({1: "Healer"}, attack(20), attack(4))
    assert ("response", 1) not in kinds(state)
    assert encounter_warp(state)[1] == 4


def test_healer_passing_leaves_the_ships_in_the_warp() -> None:
    state, _ = revealed({2: "Healer"}, attack(20), attack(4))
    state, _ = play(state, "response", "pass", 2)
    assert encounter_warp(state)[1] == 4 and len(state["hands"][2]) == 1


def test_a_zapped_heal_returns_nothing() -> None:
    state, _ = revealed({2: "Healer"}, attack(20), attack(4), hands={0: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    state, _ = play(state, "response", "power:1", 2)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 0)
    assert any(e.kind == "power.zapped" for e in events)
    assert state["warp"][1] == 4 and len(state["hands"][2]) == 1


def test_healer_below_three_home_colonies_is_not_offered() -> None:
    state, _ = revealed({2: "Healer"}, attack(20), attack(4), ships={(12, 2): 0, (13, 2): 0, (14, 2): 0})
    assert ("response", 2) not in kinds(state)
    assert encounter_warp(state)[1] == 4
