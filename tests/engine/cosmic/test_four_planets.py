"""The Four Planets variant (rulebook, "Warianty rozgrywki: Cztery planety"): four planets and 16 ships each,
four foreign colonies win, two home colonies keep the alien power."""

from __future__ import annotations

from engine.cosmic import board, flow
from engine.cosmic.four_planets import scale
from engine.cosmic.invariants import check_all
from engine.playout import playout
from tests.engine.cosmic.table import RULES, attack, cards, launch, no_invites, play, ships_of, table

FOUR = {"planets": "4"}


def test_each_player_has_four_planets_of_four_ships() -> None:
    state, _ = RULES.setup(FOUR, 3, 1)
    assert len(state["planets"]) == 12
    assert [ships_of(state, s) for s in range(3)] == [16, 16, 16]
    view = RULES.view(state, 0)
    assert [p["name"] for p in view["planets"] if p["system"] == 1] == ["Blue 1", "Blue 2", "Blue 3", "Blue 4"]
    assert all(p["ships"][p["system"]] == 4 for p in view["planets"])


def test_the_offense_aims_at_one_of_the_four_planets_of_the_system_destiny_names() -> None:
    state = table(destiny=["color:blue"], options=FOUR)
    planet = next(f for f in RULES.prompts(state)[0].fields if f.name == "planet")
    assert [o.key for o in planet.options] == ["4", "5", "6", "7"]


def test_four_foreign_colonies_win() -> None:
    three = {(p, 0): 1 for p in (8, 9, 10)}
    state = table(destiny=["color:blue"], hands={0: [attack(30)], 1: [attack(4)]}, ships=three, options=FOUR)
    state = no_invites(launch(state, 4, {0: 1}))
    state, events = cards(state, attack(30), attack(4))
    assert RULES.result(state) == [0]
    assert any(e.kind == "game.over" and "four foreign colonies" in e.text for e in events)


def test_four_foreign_colonies_do_not_win_with_five_planets() -> None:
    four = {(p, 0): 1 for p in (10, 11, 12, 13)}
    state = table(destiny=["color:blue"], ships=four)
    assert RULES.result(state) is None


def test_two_home_colonies_keep_the_power_and_one_loses_it() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Zombie", 1: "Human", 2: "Virus"}, options=FOUR,
                  ships={(0, 0): 2, (1, 0): 2, (2, 0): 0, (3, 0): 0})
    assert state["power_lost"][0] is False
    state, events = play(state, "launch.ships", {"planet": "4", "ships": {"0": 2}})
    assert state["power_lost"][0] is True
    assert any(e.kind == "power.lost" and "fewer than two home colonies" in e.text for e in events)


def test_two_home_colonies_lose_the_power_with_five_planets() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Zombie", 1: "Human", 2: "Virus"},
                  ships={(0, 0): 2, (1, 0): 2, (2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert state["power_lost"][0] is True
    state["planets"][2][0] = 1
    flow.run_checks(state, events := [])
    assert state["power_lost"][0] is False and events[0].kind == "power.regained"


def test_a_random_four_planet_game_keeps_sixteen_ships_each_and_ends_with_a_winner() -> None:
    result = playout(RULES, 4, 77, check=check_all, options={"planets": "4", "aliens": "red", "artifacts": "on"})
    state = result.state
    assert RULES.result(state)
    assert all(scale(state).ships == 16 == ships_of(state, s) for s in range(4))
    assert all(board.foreign_colonies(state, w) >= 4 for w in RULES.result(state))
