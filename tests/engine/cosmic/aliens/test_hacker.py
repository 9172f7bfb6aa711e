"""Hacker: collecting compensation it chooses who gives it and which cards; giving it, which cards it gives."""

from __future__ import annotations

import json

from tests.engine.cosmic.aliens.encounter import outcome, revealed
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, kinds, open_prompt, play

ZAP = artifact("Cosmic Zap")
WEAK = {(7, 1): 0, (8, 1): 0, (9, 1): 0}
GREEN = [attack(4), attack(30), attack(40), attack(23), attack(6)]
RED = [attack(4), attack(30), attack(40), attack(23), attack(6)]


def lost_negotiating(**kw) -> dict:
    """Red's 20 beats Blue's negotiate on Blue 1; Blue (the Hacker) lost 4 ships: 4 cards of compensation."""
    hands = {0: [attack(8)], 2: list(GREEN), **kw.pop("hands", {})}
    state, events = revealed({1: "Hacker"}, attack(20), NEGOTIATES[0], hands=hands, **kw)
    assert outcome(events) == "offense"
    return state


def test_hacker_chooses_who_pays_its_compensation_and_takes_the_cards_it_wants() -> None:
    state = lost_negotiating()
    assert state["pending"][0]["point"] == "resolution"
    state, _ = play(state, "response", "power:", 1)
    prompt = open_prompt(state, "hacker.player", 1)
    assert {o.key for o in prompt.options} == {"0", "2"} and prompt.options[0].key == "0"
    state, events = play(state, "hacker.player", "2", 1)
    prompt = open_prompt(state, "hacker.cards", 1)
    assert sorted(o.key for o in prompt.fields[0].options) == sorted(f"c{c}" for c in GREEN)
    assert prompt.fields[0].min == prompt.fields[0].max == 4
    take = [attack(30), attack(40), attack(23), attack(6)]
    state, events = play(state, "hacker.cards", {"cards": [f"c{c}" for c in take]}, 1)
    assert set(take) <= set(state["hands"][1]) and state["hands"][2] == [attack(4)]
    assert any(e.kind == "resolution.compensation" and "4 cards" in e.text for e in events)


def test_the_hand_the_hacker_looks_at_is_in_its_prompt_alone() -> None:
    state, _ = play(lost_negotiating(), "response", "power:", 1)
    state, _ = play(state, "hacker.player", "2", 1)
    for seat in (None, 0):  # Green owns the cards
        shown = json.dumps([RULES.view(state, seat), [p.to_dict() for p in RULES.prompts(state) if p.seat == seat]])
        assert f'"c{attack(40)}"' not in shown
    assert f'"c{attack(40)}"' in json.dumps(open_prompt(state, "hacker.cards", 1).to_dict())


def test_hacker_chooses_the_compensation_cards_it_gives() -> None:
    state, events = revealed({0: "Hacker"}, attack(20), NEGOTIATES[0], hands={0: list(RED)})
    state, _ = play(state, "response", "power:", 0)
    prompt = open_prompt(state, "hacker.give", 0)
    assert prompt.fields[0].min == prompt.fields[0].max == 4
    give = [attack(4), attack(6), attack(23), attack(30)]
    state, _ = play(state, "hacker.give", {"cards": [f"c{c}" for c in give]}, 0)
    assert state["hands"][0] == [attack(40)] and set(give) <= set(state["hands"][1])


def test_hacker_is_offered_only_when_compensation_follows() -> None:
    _, events = revealed({1: "Hacker"}, attack(20), attack(6))
    assert outcome(events) == "offense"  # nobody was asked: no compensation in an attack against an attack
    state, _ = revealed({2: "Hacker"}, attack(20), NEGOTIATES[0])
    assert ("response", 2) not in kinds(state)  # not a main player


def test_a_zapped_hacker_takes_at_random_from_its_opponent() -> None:
    state = lost_negotiating(options={"artifacts": "on"}, hands={2: [*GREEN, ZAP]})
    state, _ = play(state, "response", "power:", 1)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert any(e.kind == "power.zapped" for e in events)
    assert not any(k.startswith("hacker.") for k, _ in kinds(state))
    assert len(state["hands"][0]) == 0 and any(e.kind == "resolution.compensation" for e in events)


def test_hacker_below_three_home_colonies_is_not_asked() -> None:
    state = lost_negotiating(ships=WEAK)
    assert ("response", 1) not in kinds(state)
