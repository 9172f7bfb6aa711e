"""Shadow: when destiny names another player, one of that player's ships goes to the warp."""

from __future__ import annotations

from tests.engine.cosmic.table import RULES, artifact, attack, kinds, open_prompt, play, table

HANDS = {0: [attack(30)], 1: [attack(4)], 2: [attack(5)]}


def drawn(destiny: str, aliens: dict[int, str], hands: dict[int, list[int]] = HANDS, **kw: object) -> dict:
    return table(destiny=[destiny], hands=hands, aliens=aliens, **kw)


def test_shadow_sends_a_ship_of_the_named_player_from_the_colony_it_picks() -> None:
    state = drawn("color:blue", {2: "Shadow"})
    assert kinds(state) == [("shadow.ship", 2)]
    assert {o.key for o in open_prompt(state, "shadow.ship").options} == {f"1:{p}" for p in range(5, 10)}
    state, events = play(state, "shadow.ship", "1:7", 2)
    assert state["planets"][7][1] == 3 and state["warp"][1] == 1
    assert any(e.kind == "power.shadow" for e in events)
    assert kinds(state) == [("launch.ships", 0)]


def test_destiny_naming_the_offense_costs_the_offense_a_ship() -> None:
    state = drawn("color:red", {2: "Shadow"}, ships={(1, 1): 2})
    state, _ = play(state, "destiny.own", "attack:1:1", 0)
    assert {o.key.split(":")[0] for o in open_prompt(state, "shadow.ship").options} == {"0"}


def test_a_single_ship_to_take_goes_without_asking() -> None:
    state = drawn("color:blue", {2: "Shadow"}, ships={(6, 1): 0, (7, 1): 0, (8, 1): 0, (9, 1): 0})
    assert state["planets"][5][1] == 3 and state["warp"][1] == 1
    assert kinds(state) == [("launch.ships", 0)]


def test_on_a_wild_shadow_may_pick_any_other_player() -> None:
    state = drawn("wild", {2: "Shadow"})
    state, _ = play(state, "destiny.wild", "1", 0)
    victims = {o.key.split(":")[0] for o in open_prompt(state, "shadow.ship").options}
    assert victims == {"0", "1"}


def test_the_deadline_default_takes_the_defenses_ship_from_its_biggest_colony() -> None:
    state = drawn("color:blue", {2: "Shadow"}, ships={(6, 1): 2, (8, 1): 6})
    assert RULES.timeout_action(state, open_prompt(state, "shadow.ship")).choice == "1:8"


def test_shadow_does_nothing_when_destiny_names_itself() -> None:
    state = drawn("color:blue", {1: "Shadow"})
    assert kinds(state) == [("launch.ships", 0)]
    assert state["warp"] == [0, 0, 0]


def test_a_zapped_shadow_sends_no_ship() -> None:
    zap = artifact("Cosmic Zap")
    state = drawn("color:blue", {2: "Shadow"}, {**HANDS, 1: [attack(4), zap]}, options={"artifacts": "on"})
    assert kinds(state) == [("response", 1)]
    state, _ = play(state, "response", f"cosmiczap:c{zap}:", 1)
    assert kinds(state) == [("launch.ships", 0)]
    assert state["warp"] == [0, 0, 0]


def test_shadow_below_three_home_colonies_sends_no_ship() -> None:
    state = drawn("color:blue", {2: "Shadow"}, ships={(12, 2): 0, (13, 2): 0, (14, 2): 0})
    assert kinds(state) == [("launch.ships", 0)]
    assert state["warp"] == [0, 0, 0]
