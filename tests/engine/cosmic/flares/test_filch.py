"""Filch's flare: the wild steals an artifact or flare as it is played; the super takes a used encounter card."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed, totals_text
from tests.engine.cosmic.table import ARTIFACTS, NEGOTIATES, artifact, attack, flare_card, kinds, open_prompt, play

CARD, TRIPLER = flare_card("Filch"), flare_card("Tripler")
ZAP = artifact("Card Zap")


def keys(state: dict, seat: int) -> list[str]:
    return [o.key for o in open_prompt(state, "response", seat).options if o.key.startswith("flare:")]


def test_filch_wild_steals_a_flare_as_it_is_played_for_a_negotiate() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER], 2: [CARD, NEGOTIATES[1], attack(5)]})
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    assert keys(state, 2) == [f"flare:c{CARD}:"]
    state, events = play(state, "response", f"flare:c{CARD}:", 2)
    assert "offense 10, defense 24" in totals_text(events)  # the Tripler flare did nothing
    assert TRIPLER in state["hands"][2] and CARD in state["hands"][2]
    assert NEGOTIATES[1] in state["discard"]


def test_filch_wild_needs_a_negotiate() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER], 2: [CARD, attack(5)]})
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    assert ("response", 2) not in kinds(state)


def test_a_card_zap_cancels_filch_wild_and_the_flare_takes_effect() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER, ZAP], 2: [CARD, NEGOTIATES[1]]},
                        options=ARTIFACTS)
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    state, _ = play(state, "response", "pass", 0)
    state, _ = play(state, "response", f"flare:c{CARD}:", 2)
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert "offense 10, defense 11" in totals_text(events)
    assert CARD in state["discard"] and NEGOTIATES[1] in state["hands"][2]


def test_filch_super_takes_a_used_encounter_card_as_a_bystander() -> None:
    state, _ = revealed({2: "Filch"}, attack(8), attack(20), hands={2: [CARD, attack(5)]})
    assert keys(state, 2) == [f"flare:c{CARD}:offense", f"flare:c{CARD}:defense"]
    state, _ = play(state, "response", f"flare:c{CARD}:defense", 2)
    assert attack(20) in state["hands"][2] and attack(8) in state["discard"]


def test_filch_super_is_the_filch_s_own_and_a_main_player_filch_may_also_take_its_own_card() -> None:
    """Rules data: 'Any / Resolution — steal a used encounter card even when not in the encounter'."""
    state, _ = revealed({}, attack(8), attack(20), hands={2: [CARD, attack(5)]})
    assert ("response", 2) not in kinds(state)  # no wild: nothing is being played
    state, _ = revealed({1: "Filch"}, attack(8), attack(20), hands={1: [CARD]})
    assert keys(state, 1) == [f"flare:c{CARD}:offense", f"flare:c{CARD}:defense"]
    state, _ = play(state, "response", "power:", 1)  # the power takes the opponent's 8 ...
    state, _ = play(state, "response", f"flare:c{CARD}:defense", 1)  # ... the super flare its own 20
    assert attack(8) in state["hands"][1] and attack(20) in state["hands"][1]
