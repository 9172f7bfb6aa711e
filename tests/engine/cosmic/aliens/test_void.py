"""Void: when its side wins, the losing side's defeated ships are removed from the game instead of going to the
warp, leaving no player below the five ships it needs to win."""

from __future__ import annotations

from engine.cosmic.invariants import check_accounting
from tests.engine.cosmic.aliens.encounter import outcome, revealed
from tests.engine.cosmic.table import (
    NEGOTIATES,
    RULES,
    artifact,
    as_encounter_left,
    attack,
    encounter_warp,
    kinds,
    play,
    ships_of,
)

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def test_void_winning_as_offense_removes_the_defending_ships_from_the_game() -> None:
    state, events = revealed({0: "Void"}, attack(20), attack(6))
    assert outcome(events) == "offense" and any(e.kind == "power.void" for e in events)
    assert state["removed"] == {"1": 4} and encounter_warp(state)[1] == 0
    assert ships_of(state, 1) - state["removed"]["1"] == 16  # on the board and in the warp
    check_accounting(state)  # every ship is on the board, in the warp or removed from the game


def test_void_winning_as_defense_removes_the_gate_ships() -> None:
    state, events = revealed({1: "Void"}, attack(4), attack(20))
    assert outcome(events) == "defense"
    assert state["removed"]["0"] == 2 and as_encounter_left(state)["warp"][0] == 0


def test_void_never_takes_a_player_below_the_five_ships_it_needs_to_win() -> None:
    ships = {(6, 1): 2, (7, 1): 0, (8, 1): 0, (9, 1): 0}  # Blue has 6 ships: 4 defending Blue 1, 2 on Blue 2
    state, events = revealed({0: "Void"}, attack(20), attack(6), ships=ships)
    assert state["removed"]["1"] == 1  # Blue keeps five ships: the other three defeated go to the warp
    assert any(e.kind == "ships.warp" and e.data["seat"] == 1 and e.data["count"] == 3 for e in events)


def test_void_losing_or_against_a_negotiate_it_lost_removes_nothing() -> None:
    state, events = revealed({0: "Void"}, attack(4), attack(20))
    assert outcome(events) == "defense" and "removed" not in state
    state, events = revealed({1: "Void"}, attack(20), NEGOTIATES[0])
    assert "removed" not in state


def test_a_zapped_void_sends_the_ships_to_the_warp() -> None:
    state, _ = revealed({0: "Void"}, attack(20), attack(6), hands={2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert any(e.kind == "power.zapped" for e in events)
    assert "removed" not in state and encounter_warp(state)[1] == 4


def test_void_below_three_home_colonies_has_no_power() -> None:
    state, _ = revealed({0: "Void"}, attack(20), attack(6), ships=WEAK)
    assert "removed" not in state and encounter_warp(state)[1] == 4


def test_every_player_sees_the_ships_removed_from_the_game() -> None:
    state, _ = revealed({0: "Void"}, attack(20), attack(6))
    assert [RULES.view(state, viewer)["players"][1]["removed"] for viewer in (None, 0, 1, 2)] == [4] * 4
    assert RULES.view(state, None)["players"][0]["removed"] == 0
