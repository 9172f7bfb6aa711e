"""The Technology variant's flow (rulebook, "Technology" variant; rules data §8): the setup deal, research
and completion at the start of every regroup, new techs for a given-up second encounter, Four Planets."""

from __future__ import annotations

import json

from engine.core import STANDING, Action
from engine.cosmic.techs.registry import TECHS
from tests.engine.cosmic.table import RULES, attack, cards, kinds, launch, no_invites, open_prompt, play, table

TECH = {"technology": "on"}


def held(state: dict, seat: int) -> list[dict]:
    return state["techs"]["held"][seat]


def test_without_the_option_there_are_no_techs() -> None:
    state, _ = RULES.setup({}, 3, 1)
    assert "techs" not in state and RULES.view(state, 0)["techs"] is None


def test_setup_deals_two_techs_each_keeps_one_face_down_and_discards_the_other_face_up() -> None:
    state, _ = RULES.setup(TECH, 3, 1)
    assert sorted(kinds(state)) == [("tech.keep", 0), ("tech.keep", 1), ("tech.keep", 2)]
    offer = state["techs"]["offers"][0]
    assert len(offer) == 2
    assert all(name not in json.dumps(RULES.view(state, 1)) for name in offer)  # dealt techs are private
    state, events = play(state, "tech.keep", offer[1], 0)
    assert held(state, 0) == [{"name": offer[1], "ships": 0, "up": False}]
    assert state["techs"]["discard"] == [offer[0]]
    public = [e for e in events if e.seats is None]
    assert all(offer[1] not in e.text for e in public) and any(offer[0] in e.text for e in public)
    assert offer[1] not in json.dumps(RULES.view(state, 2))
    assert RULES.view(state, 2)["techs"]["players"][0] == [
        {"name": None, "research": None, "ships": 0, "completed": None, "summary": None, "stored": None}]


def test_four_planets_leaves_out_the_techs_researching_8_or_more() -> None:
    state, _ = RULES.setup(TECH, 3, 1)
    state["options"]["planets"] = "4"
    from engine.cosmic.techs import variant

    variant.setup(state)
    boxed = {name for name, t in TECHS.items() if t.research is not None and t.research >= 8}
    assert set(state["techs"]["box"]) == boxed and "Coldsleep Ship" in boxed and "Lunar Cannon" not in boxed
    assert not boxed & set(state["techs"]["deck"] + [t for o in state["techs"]["offers"] for t in o])


def test_every_player_with_a_face_down_tech_is_asked_at_once_before_the_offense_regroups() -> None:
    state = table(options=TECH, warp={0: 1}, techs={1: [{"name": "Xenon Lasers"}], 2: [{"name": "Delta Scanner"}]})
    assert sorted(kinds(state)) == [("tech.research", 1), ("tech.research", 2)]
    assert state["warp"][0] == 1  # the offense's ship waits in the warp until research is done
    state, _ = play(state, "tech.research", "research:Xenon Lasers:5", 1)
    assert held(state, 1)[0]["ships"] == 0  # hidden until every answer is in
    state, events = play(state, "tech.research", "nothing", 2)
    assert held(state, 1)[0]["ships"] == 1 and state["planets"][5][1] == 3
    assert any(e.kind == "tech.research" for e in events)
    assert ("tech.research", 1) not in kinds(state)


def test_a_player_only_researches_or_completes_once_per_regroup_and_again_at_the_next() -> None:
    state = table(options=TECH, destiny=["color:blue"], hands={0: [attack(8)], 1: [attack(9)]},
                  techs={1: [{"name": "Xenon Lasers"}]})
    options = {o.key for o in open_prompt(state, "tech.research").options}
    assert "nothing" in options and "complete:Xenon Lasers" in options
    assert {k for k in options if k.startswith("research:")} == {f"research:Xenon Lasers:{p}" for p in range(5, 10)}
    state, _ = play(state, "tech.research", "research:Xenon Lasers:6", 1)
    assert kinds(state) == [("launch.ships", 0)]
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(8), attack(9))
    while not any(k == "tech.research" for k, _ in kinds(state)):  # on to the next turn's regroup
        prompt = RULES.prompts(state)[0]
        state, _ = RULES.apply(state, RULES.timeout_action(state, prompt))
    assert open_prompt(state, "tech.research").seat == 1


def test_completing_with_enough_ships_puts_the_tech_in_play_and_the_ships_go_home() -> None:
    state = table(options=TECH, techs={1: [{"name": "Xenon Lasers", "ships": 3}]})
    state, events = play(state, "tech.research", "complete:Xenon Lasers", 1)
    assert held(state, 1) == [{"name": "Xenon Lasers", "ships": 0, "up": True, "researched": 3}]
    assert sum(p[1] for p in state["planets"]) == 20
    assert any(e.kind == "tech.completed" and "Xenon Lasers" in e.text for e in events)
    assert RULES.view(state, 2)["techs"]["players"][1][0]["name"] == "Xenon Lasers"


def test_completing_with_too_few_ships_abandons_the_tech_face_up() -> None:
    state = table(options=TECH, techs={1: [{"name": "Xenon Lasers", "ships": 2}]})
    option = next(o for o in open_prompt(state, "tech.research").options if o.key == "complete:Xenon Lasers")
    assert option.label == "Abandon Xenon Lasers (2 of 3 ships)"
    state, events = play(state, "tech.research", "complete:Xenon Lasers", 1)
    assert held(state, 1) == [] and state["techs"]["discard"][-1] == "Xenon Lasers"
    assert sum(p[1] for p in state["planets"]) == 20
    assert any(e.kind == "tech.abandoned" for e in events)


def test_the_timeout_does_nothing() -> None:
    state = table(options=TECH, techs={1: [{"name": "Xenon Lasers", "ships": 1}]})
    prompt = open_prompt(state, "tech.research", 1)
    state, _ = RULES.apply(state, RULES.timeout_action(state, prompt))
    assert held(state, 1) == [{"name": "Xenon Lasers", "ships": 1, "up": False}]


def test_research_until_complete_in_advance_researches_then_completes_without_asking() -> None:
    state = table(options=TECH, techs={1: [{"name": "Xenon Lasers", "ships": 2}]})
    state, _ = RULES.apply(state, Action(STANDING, 1, {"unit": "tech.research", "answer": "always"}))
    state, _ = play(state, "tech.research", "nothing", 1)  # this regroup was asked before the answer
    from engine.cosmic.techs import variant

    assert variant.standing_choice(state, 1).startswith("research:Xenon Lasers:")
    held(state, 1)[0]["ships"] = 3
    state["planets"][9][1] -= 1
    assert variant.standing_choice(state, 1) == "complete:Xenon Lasers"


def test_research_in_advance_is_not_asked() -> None:
    state = table(options=TECH, techs={1: [{"name": "Xenon Lasers", "ships": 1}]})
    state["standing"][1]["tech.research"] = "always"
    state.update(step="start_turn", pending=[], windows=[])
    from engine.cosmic import flow, turn

    state["enc"] = turn.new_encounter(3)
    flow.advance(state, [])
    assert ("tech.research", 1) not in kinds(state)
    assert held(state, 1)[0]["ships"] == 2


def test_an_x_tech_is_still_asked_about_with_research_in_advance() -> None:
    state = table(options=TECH, techs={1: [{"name": "Gluon Mines", "ships": 1}]})
    from engine.cosmic.techs import variant

    state["standing"][1]["tech.research"] = "always"
    assert variant.standing_choice(state, 1) is None


def test_giving_up_a_second_encounter_draws_foreign_colonies_plus_one_techs_keeping_one() -> None:
    state = table(options=TECH, destiny=["color:blue"], hands={0: [attack(20), attack(8)], 1: [attack(1)]},
                  ships={(10, 0): 1})  # one foreign colony already
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(20), attack(1))
    prompt = open_prompt(state, "encounter.second")
    assert "techs" in {o.key for o in prompt.options}
    deck = list(state["techs"]["deck"])
    state, events = play(state, "encounter.second", "techs", 0)
    offer = state["techs"]["offers"][0]
    assert offer == list(reversed(deck[-3:]))  # two foreign colonies now (Blue 1 won), plus one
    state, _ = play(state, "tech.keep", offer[2], 0)
    assert [t["name"] for t in held(state, 0)] == [offer[2]]
    assert set(offer[:2]) <= set(state["techs"]["discard"])
    assert state["turn"]["offense"] == 1  # the turn ended


def test_the_tech_discards_are_shuffled_into_a_new_deck_when_it_runs_out() -> None:
    state = table(options=TECH)
    from engine.cosmic.techs import variant

    techs = state["techs"]
    techs["discard"], techs["deck"] = techs["deck"][:-1], techs["deck"][-1:]
    events: list = []
    drawn = variant.draw(state, 2, events)
    assert len(drawn) == 2 and any(e.kind == "tech.reshuffle" for e in events)


def test_every_tech_prompt_kind_has_a_legal_default() -> None:
    """README, "When a deadline passes": the defaults of tech.keep and tech.research, seen in random games;
    tech.token's, tech.quark's, tech.coldsleep's, tech.coldsleep.ships' and tech.enigma's, which random games
    rarely reach, on a table."""
    from engine.cosmic import flow
    from engine.playout import playout
    from tests.engine.cosmic.test_timeout_defaults import tech_kinds

    seen: set[str] = set()

    def check(state, action, events) -> None:
        for prompt in RULES.prompts(state):
            if prompt.kind.startswith("tech."):
                RULES.apply(state, RULES.timeout_action(state, prompt))  # raises if the default were illegal
                seen.add(prompt.kind)

    for seed in range(3):
        playout(RULES, 4, seed, options={**TECH, "aliens": "red"}, check=check)
    state = table(options=TECH, hands={0: [attack(4), attack(20)]}, techs={0: [{"name": "Quark Battery", "ships": 3}]})
    state, _ = play(state, "tech.research", "complete:Quark Battery", 0)
    prompt = open_prompt(state, "tech.quark")
    assert RULES.timeout_action(state, prompt).choice == f"c{attack(20)}"
    seen.add(prompt.kind)
    state = table(options=TECH, techs={1: [{"name": "Lunar Cannon", "ships": 5}]})
    state, _ = play(state, "tech.research", "complete:Lunar Cannon", 1)
    prompt = open_prompt(state, "tech.token")
    assert RULES.timeout_action(state, prompt).choice == "5-6"  # the two lowest home planets
    seen.add(prompt.kind)
    state = table(options=TECH, techs={1: [{"name": "Coldsleep Ship", "ships": 9}]})
    for planet in range(5, 10):
        state["warp"][1] += state["planets"][planet][1]
        state["planets"][planet][1] = 0
    state, _ = play(state, "tech.research", "complete:Coldsleep Ship", 1)
    prompt = open_prompt(state, "tech.coldsleep")
    RULES.apply(state, RULES.timeout_action(state, prompt))
    seen.add(prompt.kind)
    state = table(options=TECH, destiny=["color:blue"], techs={2: [{"name": "Coldsleep Ship", "up": True}]})
    state, _ = play(state, "response", "tech_coldsleep_ship:5", 2)
    prompt = open_prompt(state, "tech.coldsleep.ships")
    RULES.apply(state, RULES.timeout_action(state, prompt))
    seen.add(prompt.kind)
    state = table(options=TECH, destiny=["color:blue"], techs={2: [{"name": "Enigma Device", "up": True}]})
    state, _ = play(state, "response", "tech_enigma_device:", 2)
    prompt = open_prompt(state, "tech.enigma")
    RULES.apply(state, RULES.timeout_action(state, prompt))
    seen.add(prompt.kind)
    assert seen == tech_kinds() == {k for k in flow.DECISIONS if k.startswith("tech.")}
