"""Genesis Bomb (rules data §8, research 4, any player, regroup; hidden until used): discarded at the start of an
encounter, it adds the Genesis planet to its holder's home system, colonized with the ships that researched it
if its holder likes.  The planet is a home planet like the printed ones for every count (home colonies keeping
the power, a foreign colony on it towards a win, the ships a player owns), and the board names it.

The default table: seat 0 (Red) is the offense, destiny names seat 1 (Blue), seat 2 (Green) holds the bomb."""

from __future__ import annotations

import json

from engine.cosmic import board, flow, turn
from tests.engine.cosmic.table import RULES, attack, cards, launch, no_invites, open_prompt, play, ships_of, table

TECH = {"technology": "on"}
BLUE = ["color:blue"]
GENESIS = 15  # after the fifteen printed planets of three players


def bomb(researched: int = 4) -> dict:
    return {"name": "Genesis Bomb", "up": True, "researched": researched}


def options(state: dict, seat: int) -> set[str]:
    return {o.key for o in open_prompt(state, "response", seat).options}


def test_the_bomb_adds_the_genesis_planet_to_its_holders_home_system_with_its_research_ships() -> None:
    state = table(options=TECH, destiny=BLUE, techs={2: [bomb(researched=4)]})
    assert options(state, 2) == {"pass", "pass.encounter", "tech_genesis_bomb:4", "tech_genesis_bomb:0"}
    state, events = play(state, "response", "tech_genesis_bomb:4", 2)
    assert len(state["planets"]) == 16 and state["planets"][GENESIS] == [0, 0, 4]
    assert board.system_of(state, GENESIS) == 2 and board.home_planets(state, 2)[-1] == GENESIS
    assert board.home_colonies(state, 2) == 6 and [ships_of(state, s) for s in range(3)] == [20, 20, 20]
    assert all(state["planets"][p][2] >= 3 for p in range(10, 15))  # no printed colony was emptied
    assert state["techs"]["held"][2] == [] and state["techs"]["discard"][-1] == "Genesis Bomb"
    assert any(e.kind == "tech.genesis" and "Green Genesis" in e.text for e in events)
    planet = RULES.view(state, 0)["planets"][GENESIS]
    assert (planet["system"], planet["name"], planet["ships"], planet["genesis"]) == (2, "Green Genesis", [0, 0, 4],
                                                                                       True)


def test_the_genesis_planet_may_be_added_empty() -> None:
    state = table(options=TECH, destiny=BLUE, techs={2: [bomb()]})
    state, _ = play(state, "response", "tech_genesis_bomb:0", 2)
    assert state["planets"][GENESIS] == [0, 0, 0] and board.home_colonies(state, 2) == 5
    assert sum(state["planets"][p][2] for p in range(10, 15)) == 20


def test_the_bomb_stays_hidden_until_used_and_is_offered_only_at_the_start_of_an_encounter() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(9)]}, techs={2: [bomb()]})
    for viewer in (0, 1, None):
        assert "Genesis" not in json.dumps(RULES.view(state, viewer))
    state, _ = play(state, "response", "pass", 2)
    later = []
    state = launch(state, 5, {0: 2})
    later += [o.key for p in RULES.prompts(state) for o in p.options]
    state = no_invites(state)
    later += [o.key for p in RULES.prompts(state) for o in p.options]
    state, _ = play(state, "planning.card", f"c{attack(10)}", 0)
    later += [o.key for p in RULES.prompts(state) for o in p.options]
    assert later and not any(k.startswith("tech_genesis_bomb") for k in later) and state["techs"]["held"][2][0]["up"]


def test_completing_with_four_ships_keeps_it_hidden_and_three_abandon_it() -> None:
    state = table(options=TECH, techs={1: [{"name": "Genesis Bomb", "ships": 4}]})
    state, events = play(state, "tech.research", "complete:Genesis Bomb", 1)
    assert state["techs"]["held"][1] == [{"name": "Genesis Bomb", "ships": 0, "up": True, "researched": 4}]
    public = [e for e in events if not e.seats]
    assert any(e.kind == "tech.completed.hidden" for e in public) and not any("Genesis" in e.text for e in public)
    assert "Genesis" not in json.dumps(RULES.view(state, 0)) and "Genesis" in json.dumps(RULES.view(state, 1))
    state = table(options=TECH, techs={1: [{"name": "Genesis Bomb", "ships": 3}]})
    state, events = play(state, "tech.research", "complete:Genesis Bomb", 1)
    assert state["techs"]["held"][1] == [] and state["techs"]["discard"][-1] == "Genesis Bomb"
    assert any(e.kind == "tech.abandoned" for e in events) and len(state["planets"]) == 15


def test_there_is_one_genesis_planet_so_a_bomb_drawn_again_cannot_add_another() -> None:
    state = table(options=TECH, destiny=BLUE, techs={2: [bomb()]})
    state, _ = play(state, "response", "tech_genesis_bomb:0", 2)
    state["techs"]["discard"].remove("Genesis Bomb")
    state["techs"]["held"][1].append(bomb())
    state.update(step="start_turn", pending=[], windows=[], stack=[], enc=turn.new_encounter(3))
    flow.advance(state, [])
    assert not any(o.key.startswith("tech_genesis_bomb") for p in RULES.prompts(state) for o in p.options)


def test_a_colony_on_the_genesis_planet_is_a_foreign_colony_towards_the_win() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(30)], 1: [attack(4)]}, techs={2: [bomb()]},
                  ships={(p, 0): 1 for p in (0, 1, 2, 3, 4, 10, 11, 12)} | {(0, 0): 9})
    state, _ = play(state, "response", "tech_genesis_bomb:0", 2)
    state["planets"][0][0] -= 1
    state["planets"][GENESIS][0] = 1  # Red's fourth foreign colony: on Green's new planet
    assert board.colony_counts(state)[1][0] == board.foreign_colonies(state, 0) == 4
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(30), attack(4))
    assert RULES.result(state) == [0]


def test_the_genesis_planet_counts_among_the_home_colonies_that_keep_the_power() -> None:
    state = table(options=TECH, destiny=BLUE, techs={2: [bomb(researched=1)]},
                  ships={(10, 2): 0, (11, 2): 0, (12, 2): 0, (13, 2): 10, (14, 2): 10})
    assert state["power_lost"][2] is True
    state, events = play(state, "response", "tech_genesis_bomb:1", 2)
    assert state["planets"][GENESIS][2] == 1 and state["power_lost"][2] is False
    assert any(e.kind == "power.regained" for e in events)


def test_with_four_planets_the_genesis_planet_is_the_fifth_of_a_system() -> None:
    state = table(options=TECH | {"planets": "4"}, destiny=BLUE, techs={2: [bomb()]})
    state, _ = play(state, "response", "tech_genesis_bomb:4", 2)
    assert len(state["planets"]) == 13 and board.home_planets(state, 2) == [8, 9, 10, 11, 12]
    assert board.planet_name(state, 12) == "Green Genesis" and board.planet_name(state, 11) == "Green 4"
    assert [ships_of(state, s) for s in range(3)] == [16, 16, 16] and board.home_colonies(state, 2) == 5
