"""Masochist: at the start of a regroup, with all its ships lost, it wins; it never loses its power for lack
of home colonies."""

from __future__ import annotations

from tests.engine.cosmic.table import ARTIFACTS, RULES, artifact, attack, kinds, play, table

ZAP = artifact("Cosmic Zap")
HANDS = {0: [attack(8)], 1: [attack(9)], 2: [attack(5)]}


def test_a_masochist_with_every_ship_in_the_warp_wins_at_the_regroup() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Masochist"}, warp={2: 20}, hands=HANDS)
    assert state["winners"] == [2] and RULES.result(state) == [2]
    assert RULES.view(state, 0)["outcome"] == [{"seat": 2, "how": "as the Masochist: all its ships are lost"}]
    assert not state["power_lost"][2]  # no home colony, and still its power


def test_an_offense_masochist_whose_only_ship_is_the_one_it_retrieved_wins() -> None:
    state = table(offense=2, destiny=["color:blue"], aliens={2: "Masochist"}, warp={2: 20}, hands=HANDS)
    assert state["enc"]["regrouped"] == "gate" and state["winners"] == [2]


def test_one_ship_left_on_a_colony_is_no_win() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Masochist"}, warp={2: 19}, hands=HANDS)
    assert state["winners"] is None and ("launch.ships", 0) in kinds(state)


def test_the_check_is_made_at_the_regroup_not_the_moment_the_ships_are_lost() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Masochist"}, warp={2: 19}, hands=HANDS)
    state["planets"][14][2] = 0  # its last ship is lost mid-turn: no win until the next regroup
    state["warp"][2] += 1
    state, _ = play(state, "launch.ships", {"planet": "5", "ships": {"0": 1}})
    assert state["winners"] is None


def test_a_cosmic_zap_on_the_masochist_keeps_the_game_going() -> None:
    hands = {**HANDS, 0: [attack(8), ZAP]}
    state = table(destiny=["color:blue"], aliens={2: "Masochist"}, warp={2: 20}, hands=hands, options=ARTIFACTS)
    assert state["winners"] is None and state["stack"][-1]["key"].startswith("power:")
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 0)
    assert any(e.kind == "power.zapped" for e in events) and state["winners"] is None


def test_the_masochist_keeps_its_power_with_no_home_colony_and_the_page_says_so() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Masochist"}, warp={2: 16}, hands=HANDS,
                  ships={(10, 2): 0, (11, 2): 0, (12, 2): 0, (13, 2): 0, (0, 2): 4})
    assert not state["power_lost"][2]
    power = RULES.view(state, 1)["aliens"]["powers"][2][0]
    assert power["working"] and power["status"] == "ships still in play: 4"
