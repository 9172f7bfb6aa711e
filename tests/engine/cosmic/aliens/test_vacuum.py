"""Vacuum: whenever it loses ships to the warp, other players of its choice lose as many, from colonies they
choose."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed
from tests.engine.cosmic.flares.windows import settle
from tests.engine.cosmic.table import (
    RULES,
    artifact,
    as_encounter_left,
    attack,
    encounter_warp,
    kinds,
    open_prompt,
    play,
)

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def lost(**kw) -> tuple[dict, list]:
    """Red (the Vacuum) loses its 2 gate ships to Blue's 20."""
    state, events = revealed({0: "Vacuum"}, attack(4), attack(20), **kw)
    assert outcome(events) == "defense"
    return state, events


def test_vacuum_takes_as_many_ships_of_other_players_as_it_lost() -> None:
    state, events = lost()
    assert any(e.kind == "power.vacuum" and "2 ships" in e.text for e in events)
    prompt = open_prompt(state, "vacuum.victims", 0)
    field = prompt.fields[0]
    assert [o.key for o in field.options] == ["1", "2"] and field.min == field.max == 2
    state, _ = play(state, "vacuum.victims", {"ships": {"1": 1, "2": 1}}, 0)
    assert sorted(kinds(state)) == [("vacuum.ships", 1), ("vacuum.ships", 2)]  # each victim picks its colony
    state, _ = play(state, "vacuum.ships", {"ships": {"7": 1}}, 1)
    state, _ = play(state, "vacuum.ships", {"ships": {"12": 1}}, 2)
    left = as_encounter_left(state)  # Blue's turn has begun: its regroup is back on the board
    assert left["planets"][7][1] == 3 and left["planets"][12][2] == 3 and left["warp"][1:] == [1, 1]


def test_vacuum_default_takes_from_whoever_has_most_ships() -> None:
    state, _ = lost(ships={(10, 2): 1})
    choice = RULES.timeout_action(state, open_prompt(state, "vacuum.victims", 0)).choice
    assert choice == {"ships": {"1": 2}}  # Blue has 20 ships on colonies, Green 17


def test_vacuum_is_used_by_itself_at_the_next_timing_point() -> None:
    state, events = lost()
    order = [e.kind for e in events]
    assert order.index("ships.warp") < order.index("play.stacked") < order.index("power.vacuum")
    assert not any(k == "response" for k, _ in kinds(state))


def test_a_zapped_vacuum_takes_nobody() -> None:
    state, _ = lost(hands={2: [ZAP, attack(5)]}, options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    state, events = settle(state, events)
    assert any(e.kind == "power.zapped" for e in events) and not any(k == "vacuum.victims" for k, _ in kinds(state))
    assert encounter_warp(state)[1:] == [0, 0]


def test_vacuum_below_three_home_colonies_takes_nobody() -> None:
    state, events = lost(ships=WEAK)
    assert not any(e.kind == "power.vacuum" for e in events) and encounter_warp(state)[1:] == [0, 0]
