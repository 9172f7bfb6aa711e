"""Ships researching a tech count as in the home system and "other effects (e.g. Shadow) can take those ships"
(rules data §8, Technology): the Shadow may send a ship from a tech to the warp, naming the tech by its place,
never by its name while it is face down."""

from __future__ import annotations

import json

from tests.engine.cosmic.table import RULES, attack, open_prompt, play, ships_of, table

OPTIONS = {"technology": "on", "aliens": "red"}


def shadowed(**kw: object) -> dict:
    state = table(options=OPTIONS, destiny=["color:blue"], hands={0: [attack(30)], 1: [attack(4)]},
                  aliens={2: "Shadow"}, techs={1: [{"name": "Xenon Lasers", "ships": 2}]}, **kw)
    if any(p.kind == "tech.research" for p in RULES.prompts(state)):
        state, _ = play(state, "tech.research", "nothing", 1)
    return state


def test_shadow_may_take_a_ship_researching_a_face_down_tech_without_learning_its_name() -> None:
    state = shadowed()
    prompt = open_prompt(state, "shadow.ship", 2)
    assert "1:t0" in {o.key for o in prompt.options} and "Xenon" not in json.dumps(prompt.to_dict())
    state, events = play(state, "shadow.ship", "1:t0", 2)
    assert state["techs"]["held"][1][0]["ships"] == 1 and state["warp"][1] == 1 and ships_of(state, 1) == 20
    assert any(e.kind == "power.shadow.tech" and "tech number 1" in e.text for e in events)


def test_a_player_whose_only_ships_outside_the_warp_are_on_techs_still_loses_one() -> None:
    state = shadowed(ships={(p, 1): 0 for p in range(5, 10)})  # the one ship to take goes without asking
    assert state["techs"]["held"][1][0]["ships"] == 1 and state["warp"][1] == 1
