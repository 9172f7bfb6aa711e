"""Chosen's flare: the wild draws a card before cards are chosen; the super keeps the drawn non-encounter cards."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed, to_planning
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, cards, flare_card, kinds, open_prompt, play

CARD = flare_card("Chosen")
ZAP = artifact("Card Zap")


def stack_deck(state: dict, top: list[int]) -> dict:
    """Put ``top`` on top of the deck, first drawn first."""
    state["deck"] = [c for c in state["deck"] if c not in top] + list(reversed(top))
    return state


def keys(state: dict, seat: int) -> set[str]:
    return {o.key for o in open_prompt(state, "response", seat).options}


def test_chosen_wild_draws_one_card_before_cards_are_chosen() -> None:
    state = to_planning({}, {0: [attack(8), CARD], 1: [attack(12)]})
    assert f"flare:c{CARD}:" in keys(state, 0)
    top = state["deck"][-1]
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    assert top in state["hands"][0] and CARD in state["hands"][0]


def test_chosen_wild_is_for_main_players_before_cards_are_chosen_only() -> None:
    state = to_planning({}, {0: [attack(8)], 1: [attack(12)], 2: [attack(5), CARD]})
    assert ("response", 2) not in kinds(state)
    state = to_planning({}, {0: [attack(8), CARD], 1: [attack(12)]})
    state, _ = play(state, "response", "pass", 0)
    state, _ = cards(state, attack(8), attack(12))
    assert ("response", 0) not in kinds(state)


def test_chosen_super_keeps_the_drawn_cards_that_are_not_encounter_cards() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12), hands={0: [CARD]})
    assert f"flare:c{CARD}:" in keys(state, 0)
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    top = [attack(10), ZAP, NEGOTIATES[1]]
    state, _ = play(stack_deck(state, top), "response", "power:", 0)
    assert ZAP in state["hands"][0] and CARD in state["hands"][0]
    assert attack(10) in state["discard"] and NEGOTIATES[1] in state["discard"]


def test_chosen_super_is_the_chosen_s_own_and_not_offered_once_the_power_is_used() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12), hands={0: [CARD]})
    state, _ = play(stack_deck(state, [attack(10), ZAP, NEGOTIATES[1]]), "response", "power:", 0)
    state, _ = play(state, "chosen.pick", "keep", 0)
    assert ("response", 0) not in kinds(state)
    state = to_planning({0: "Chosen"}, {0: [attack(8), CARD], 1: [attack(12)]})
    assert ("response", 0) not in kinds(state)  # its own flare gives it no wild half


def test_chosen_gets_the_wild_half_of_its_flare_while_its_power_is_lost() -> None:
    weak = {(1, 0): 0, (3, 0): 0, (4, 0): 0}
    state = to_planning({0: "Chosen"}, {0: [attack(8), CARD], 1: [attack(12)]}, ships=weak)
    assert any("Chosen wild flare" in o.label for o in open_prompt(state, "response", 0).options)
