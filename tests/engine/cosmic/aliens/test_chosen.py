"""Chosen: after the reveal, draws three cards; may play one as its encounter card or add an attack's value."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, to_planning, totals_text
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, kinds, open_prompt, play

ZAP = artifact("Cosmic Zap")
TOP = [attack(10), NEGOTIATES[1], attack(30)]


def stack_deck(state: dict, top: list[int]) -> dict:
    """Put ``top`` on top of the deck, first drawn first."""
    state["deck"] = [c for c in state["deck"] if c not in top] + list(reversed(top))
    return state


def test_chosen_adds_a_drawn_attack_to_its_own() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12))
    assert kinds(state) == [("response", 0)]
    state, events = play(stack_deck(state, TOP), "response", "power:", 0)
    shown = next(e for e in events if e.kind == "power.chosen")
    assert shown.seats is None and shown.data["cards"] == TOP
    state, events = play(state, "chosen.pick", f"add:c{attack(10)}", 0)
    assert "offense 20, defense 16" in totals_text(events)
    assert all(c in state["discard"] for c in TOP)


def test_chosen_plays_a_drawn_card_instead_of_its_own() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12))
    state, _ = play(stack_deck(state, TOP), "response", "power:", 0)
    state, events = play(state, "chosen.pick", f"play:c{attack(30)}", 0)
    assert "offense 32, defense 16" in totals_text(events)
    assert attack(8) in state["discard"] and attack(30) not in state["hands"][0]


def test_chosen_playing_a_negotiate_turns_the_encounter_into_compensation() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12))
    state, _ = play(stack_deck(state, TOP), "response", "power:", 0)
    state, events = play(state, "chosen.pick", f"play:c{NEGOTIATES[1]}", 0)
    assert outcome(events) == "defense" and state["warp"][0] == 2
    assert any(e.kind == "resolution.compensation" for e in events)


def test_chosen_timeout_adds_the_highest_drawn_attack() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12))
    state, _ = play(stack_deck(state, TOP), "response", "power:", 0)
    assert RULES.timeout_action(state, open_prompt(state, "chosen.pick")).choice == f"add:c{attack(30)}"


def test_chosen_is_offered_once_and_only_after_the_reveal() -> None:
    assert ("response", 0) not in kinds(to_planning({0: "Chosen"}, {0: [attack(8)], 1: [attack(12)]}))
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12))
    state, _ = play(stack_deck(state, TOP), "response", "power:", 0)
    state, _ = play(state, "chosen.pick", "keep", 0)
    assert ("response", 0) not in kinds(state)
    state, _ = revealed({2: "Chosen"}, attack(8), attack(12))
    assert ("response", 2) not in kinds(state)


def test_a_zapped_chosen_draws_nothing() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12), hands={2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 0)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert not any(e.kind == "power.chosen" for e in events)
    assert "offense 10, defense 16" in totals_text(events)


def test_chosen_below_three_home_colonies_is_not_offered() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12), ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert ("response", 0) not in kinds(state)


def test_chosen_drawing_two_copies_of_a_card_is_offered_it_once() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12))
    state, _ = play(stack_deck(state, [NEGOTIATES[1], NEGOTIATES[2], attack(10)]), "response", "power:", 0)
    labels = [o.label for o in open_prompt(state, "chosen.pick").options]
    assert labels.count("Play Negotiate as your encounter card") == 1
