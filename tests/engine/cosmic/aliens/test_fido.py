"""Fido: takes a used encounter card and offers it to another player; accepted, Fido retrieves a ship or draws
a card; refused, Fido keeps or discards it."""

from __future__ import annotations

from engine.core import STANDING, Action
from engine.cosmic.selection import standing_units
from tests.engine.cosmic.aliens.encounter import outcome, revealed
from tests.engine.cosmic.flares.windows import pass_to, settle
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, kinds, open_prompt, play

ZAP = artifact("Cosmic Zap")
WEAK = {(10, 2): 0, (11, 2): 0, (12, 2): 0}


def at_the_end(**kw) -> dict:
    """Red's 20 beat Blue's 6; Green is the Fido; the window at the end of the encounter is open."""
    state, events = revealed({2: "Fido"}, attack(20), attack(6), **kw)
    assert outcome(events) == "offense"
    state = pass_to(state, "end_encounter")
    assert state["pending"][0]["point"] == "end_encounter"
    return state


def test_fido_offers_a_used_card_and_draws_a_card_when_it_is_accepted() -> None:
    state = at_the_end(warp={2: 2})
    options = {o.key for o in open_prompt(state, "response", 2).options}
    assert {f"power:{attack(20)}:0", f"power:{attack(20)}:1", f"power:{attack(6)}:0",
            f"power:{attack(6)}:1"} <= options
    state, events = play(state, "response", f"power:{attack(20)}:1", 2)
    assert ("fido.offer", 1) in kinds(state)
    state, _ = play(state, "fido.offer", "accept", 1)
    prompt = open_prompt(state, "fido.after", 2)
    assert {o.key for o in prompt.options} == {"card", "10", "11", "12", "13", "14"}  # a card, or a ship
    before = len(state["hands"][2])
    state, _ = play(state, "fido.after", "card", 2)
    state, _ = settle(state)
    assert attack(20) in state["hands"][1] and len(state["hands"][2]) == before + 1
    assert attack(6) in state["discard"]


def test_fido_retrieves_a_ship_for_an_accepted_offer() -> None:
    state = at_the_end(warp={2: 2})
    state, _ = play(state, "response", f"power:{attack(6)}:0", 2)
    state, _ = play(state, "fido.offer", "accept", 0)
    state, _ = play(state, "fido.after", "10", 2)
    assert state["warp"][2] == 1 and state["planets"][10][2] == 5
    state, _ = settle(state)
    assert attack(6) in state["hands"][0] and state["warp"][2] == 1


def test_a_refused_offer_is_kept_or_discarded_by_fido() -> None:
    state = at_the_end()
    state, _ = play(state, "response", f"power:{attack(20)}:1", 2)
    state, _ = play(state, "fido.offer", "refuse", 1)
    assert {o.key for o in open_prompt(state, "fido.after", 2).options} == {"keep", "discard"}
    kept, _ = settle(play(state, "fido.after", "keep", 2)[0])
    assert attack(20) in kept["hands"][2]
    gone, _ = settle(play(state, "fido.after", "discard", 2)[0])
    assert attack(20) in gone["discard"]


def test_fido_once_per_encounter_and_defaults_refuse_then_keep() -> None:
    state = at_the_end()
    state, _ = play(state, "response", f"power:{attack(20)}:1", 2)
    assert RULES.timeout_action(state, open_prompt(state, "fido.offer", 1)).choice == "refuse"
    state, _ = play(state, "fido.offer", "refuse", 1)
    assert RULES.timeout_action(state, open_prompt(state, "fido.after", 2)).choice == "keep"
    state, _ = play(state, "fido.after", "keep", 2)
    assert ("response", 2) not in kinds(state)  # the other card is not offered: once per encounter


def test_a_zapped_fido_takes_nothing() -> None:
    state = at_the_end(hands={0: [ZAP]}, options={"artifacts": "on"})
    state, _ = play(state, "response", f"power:{attack(20)}:1", 2)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 0)
    assert any(e.kind == "power.zapped" for e in events) and not any(k == "fido.offer" for k, _ in kinds(state))
    state, _ = settle(state)
    assert attack(20) in state["discard"]


def test_fido_below_three_home_colonies_is_not_asked() -> None:
    state, _ = revealed({2: "Fido"}, attack(20), attack(6), ships=WEAK)
    assert ("response", 2) not in kinds(state)


def test_fido_offers_two_copies_of_a_card_once() -> None:
    state, _ = revealed({2: "Fido"}, NEGOTIATES[0], NEGOTIATES[1])
    while any(p.kind.startswith("deal.") for p in RULES.prompts(state)):
        prompt = next(p for p in RULES.prompts(state) if p.kind.startswith("deal."))
        state, _ = RULES.apply(state, RULES.timeout_action(state, prompt))
    state = pass_to(state, "end_encounter")
    labels = [o.label for o in open_prompt(state, "response", 2).options if o.key.startswith("power:")]
    assert sorted(labels) == sorted(f"Fido: offer the Negotiate to {p}" for p in ("{p:0}", "{p:1}"))


def test_players_may_answer_fidos_offers_in_advance() -> None:
    state = at_the_end()
    assert ("fido_offer", "Fido's offers of a used encounter card (always: accept; never: refuse)") in \
        standing_units(state, 1)
    assert "fido_offer" not in dict(standing_units(state, 2))  # not the Fido itself
    state, _ = RULES.apply(state, Action(STANDING, 1, {"unit": "fido_offer", "answer": "always"}))
    state, events = play(state, "response", f"power:{attack(20)}:1", 2)
    assert not any(k == "fido.offer" for k, _ in kinds(state)) and ("fido.after", 2) in kinds(state)
    assert any(e.kind == "power.fido.answer.accepts" and e.data["accepted"] for e in events)
