"""The Prometheus (rules data §8): "put the Prometheus token on a colony; it acts as one of your ships and adds
+3 more when in an encounter".  Seat 0 (Red) is the offense, destiny names Blue, the gate aims at Blue 1 (planet 5)."""

from __future__ import annotations

from typing import Any

from engine.cosmic import flow, turn
from tests.engine.cosmic.table import RULES, attack, cards, kinds, launch, no_invites, open_prompt, play, table

TECH = {"technology": "on"}
BLUE = ["color:blue"]


def holding(seat: int, planet: int, **kw: Any) -> dict:
    """``seat`` holds the completed Prometheus, its token on ``planet``."""
    state = table(options=TECH, destiny=BLUE, techs={seat: [{"name": "The Prometheus", "up": True}]}, **kw)
    state["techs"]["tokens"]["The Prometheus"] = {"seat": seat, "planets": [planet]}
    return state


def totals(events: list) -> str:
    return next(e.text for e in events if e.kind == "resolution.outcome")


def test_the_token_goes_into_the_encounter_with_the_ships_launched_from_its_planet() -> None:
    state = holding(0, 0, hands={0: [attack(10)], 1: [attack(7)]})
    state = no_invites(launch(state, 5, {0: 2}))
    _, events = cards(state, attack(10), attack(7))
    assert "offense 16, defense 11" in totals(events)  # 10 + 2 ships + the token's 4


def test_ships_launched_from_another_planet_leave_the_token_at_home() -> None:
    state = holding(0, 0, hands={0: [attack(10)], 1: [attack(7)]})
    state = no_invites(launch(state, 5, {1: 2}))
    _, events = cards(state, attack(10), attack(7))
    assert "offense 12, defense 11" in totals(events)


def test_the_token_defends_its_planet_as_a_ship_and_three_more() -> None:
    state = holding(1, 5, hands={0: [attack(10)], 1: [attack(7)]})
    state = no_invites(launch(state, 5, {0: 2}))
    _, events = cards(state, attack(10), attack(7))
    assert "offense 12, defense 15" in totals(events)  # 7 + 4 ships + the token's 4


def test_the_token_is_shown_on_its_planet_as_one_of_its_holders_ships() -> None:
    view = RULES.view(holding(1, 5), 2)["techs"]["tokens"]
    assert view == [{"tech": "The Prometheus", "seat": 1, "planets": [5], "ship": True}]


def regroup_after_losing_the_planet(colonies: list[int]) -> tuple[dict, list]:
    """Blue's ships on the token's planet were lost; Blue keeps ``colonies``; Red's next regroup begins."""
    state = holding(1, 5)
    for planet in range(5, 10):
        if planet not in colonies:
            state["warp"][1] += state["planets"][planet][1]
            state["planets"][planet][1] = 0
    state.update(step="regroup", pending=[], windows=[], stack=[], enc=turn.new_encounter(state["n"]))
    events: list = []
    flow.advance(state, events)
    return state, events


def test_with_no_ship_left_on_its_planet_the_token_moves_to_another_colony_of_its_choice() -> None:
    """Never taken (rules data §10 item 12) nor lost: at the start of a regroup it leaves a planet its holder
    no longer holds."""
    state, events = regroup_after_losing_the_planet([7, 9])
    assert any(e.kind == "tech.prometheus.adrift" for e in events)
    prompt = open_prompt(state, "tech.token", 1)
    assert [o.key for o in prompt.options] == ["7", "9"] and RULES.timeout_action(state, prompt).choice == "7"
    state, _ = play(state, "tech.token", "9", 1)
    assert state["techs"]["tokens"]["The Prometheus"]["planets"] == [9]


def test_with_one_colony_left_the_token_goes_there_without_asking() -> None:
    state, _ = regroup_after_losing_the_planet([8])
    assert ("tech.token", 1) not in kinds(state) and state["techs"]["tokens"]["The Prometheus"]["planets"] == [8]


def test_with_no_colony_the_token_waits_off_the_board_until_its_holder_has_one() -> None:
    state, _ = regroup_after_losing_the_planet([])
    assert state["techs"]["tokens"]["The Prometheus"]["planets"] == []
    assert RULES.view(state, 0)["techs"]["tokens"][0]["planets"] == []
    state["planets"][3][1] = 1
    state["warp"][1] -= 1
    state.update(step="regroup", pending=[], windows=[], stack=[], enc=turn.new_encounter(state["n"]))
    flow.advance(state, [])
    assert state["techs"]["tokens"]["The Prometheus"]["planets"] == [3]
