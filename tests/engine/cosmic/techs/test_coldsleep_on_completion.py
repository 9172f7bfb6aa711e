"""Coldsleep Ship (rules data §8): "with no colonies, may be used at once on completion with the research ships".
Completed by a player with no colony left, its research ships stay on it and its owner is asked
(``tech.coldsleep``) where they found a colony, or to keep the tech (the ships then go to the warp)."""

from __future__ import annotations

from tests.engine.cosmic.table import RULES, kinds, open_prompt, play, ships_of, table

TECH = {"technology": "on"}


def homeless() -> dict:
    """Blue (seat 1) has nine ships on its face-down Coldsleep Ship and the other eleven in the warp."""
    state = table(options=TECH, techs={1: [{"name": "Coldsleep Ship", "ships": 9}]})
    for planet in range(5, 10):
        state["warp"][1] += state["planets"][planet][1]
        state["planets"][planet][1] = 0
    assert ships_of(state, 1) == 20
    return state


def test_with_no_colony_the_research_ships_found_a_colony_at_once() -> None:
    state, _ = play(homeless(), "tech.research", "complete:Coldsleep Ship", 1)
    assert ("tech.coldsleep", 1) in kinds(state) and ships_of(state, 1) == 20
    keys = {o.key for o in open_prompt(state, "tech.coldsleep", 1).options}
    assert keys == {str(p) for p in (*range(0, 5), *range(10, 15))} | {"keep"}
    state, events = play(state, "tech.coldsleep", "12", 1)
    assert state["planets"][12][1] == 9 and state["warp"][1] == 11 and ships_of(state, 1) == 20
    assert state["techs"]["held"][1] == [] and state["techs"]["discard"][-1] == "Coldsleep Ship"
    assert any(e.kind == "tech.coldsleep.researchers" and "9 ships" in e.text for e in events)


def test_kept_for_later_the_ships_go_to_the_warp_and_the_tech_stays_completed() -> None:
    state, _ = play(homeless(), "tech.research", "complete:Coldsleep Ship", 1)
    state, _ = play(state, "tech.coldsleep", "keep", 1)
    assert state["warp"][1] == 20 and state["techs"]["held"][1] == [
        {"name": "Coldsleep Ship", "ships": 0, "up": True, "researched": 9}]


def test_the_deadline_uses_it_on_the_planet_with_fewest_ships() -> None:
    state, _ = play(homeless(), "tech.research", "complete:Coldsleep Ship", 1)
    state["planets"][0][0] = 1
    assert RULES.timeout_action(state, open_prompt(state, "tech.coldsleep", 1)).choice == "0"


def test_with_a_colony_the_ships_go_home_and_nothing_is_asked() -> None:
    state = table(options=TECH, techs={1: [{"name": "Coldsleep Ship", "ships": 9}]})
    state, _ = play(state, "tech.research", "complete:Coldsleep Ship", 1)
    assert ("tech.coldsleep", 1) not in kinds(state) and sum(state["planets"][p][1] for p in range(5, 10)) == 20


def test_too_few_research_ships_abandon_it_as_any_tech() -> None:
    state = homeless()
    state["techs"]["held"][1][0]["ships"] = 8
    state["warp"][1] += 1
    state, events = play(state, "tech.research", "complete:Coldsleep Ship", 1)
    assert ("tech.coldsleep", 1) not in kinds(state) and state["warp"][1] == 20
    assert any(e.kind == "tech.abandoned" for e in events)
