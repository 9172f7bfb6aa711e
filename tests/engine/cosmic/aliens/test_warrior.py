"""Warrior: tokens after each encounter as a main player (1 for a win or deal, 2 for a loss or failed deal), +1
per token with an attack card."""

from __future__ import annotations

from engine.cosmic.powers import ALIENS
from tests.engine.cosmic.aliens.encounter import outcome, revealed, totals_text
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, kinds, play

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}
THREE = {"Warrior": {"tokens": 3}}


def tokens(state: dict) -> int:
    return state["alien_data"]["Warrior"]["tokens"]


def test_warrior_as_offense_adds_one_per_token_to_an_attack() -> None:
    _, events = revealed({0: "Warrior"}, attack(6), attack(9), sheets=THREE)
    assert "offense 11, defense 13" in totals_text(events)  # 6 + 2 ships + 3 tokens
    assert any(e.kind == "power.warrior" and "adds 3" in e.text for e in events)


def test_warrior_as_defense_adds_its_tokens_and_wins() -> None:
    _, events = revealed({1: "Warrior"}, attack(10), attack(6), sheets=THREE)
    assert "offense 12, defense 13" in totals_text(events)  # 6 + 4 ships + 3 tokens
    assert outcome(events) == "defense"


def test_warrior_adds_at_the_reveal_only_with_two_attacks() -> None:
    state, events = revealed({0: "Warrior"}, attack(6), NEGOTIATES[0], sheets=THREE)
    assert not any(e.kind == "power.warrior" for e in events)


def test_warrior_gains_one_token_for_a_win_and_two_for_a_loss() -> None:
    state, events = revealed({0: "Warrior"}, attack(20), attack(6))
    assert outcome(events) == "offense" and tokens(state) == 1
    assert any(e.kind == "power.warrior.tokens" for e in events)
    state, events = revealed({1: "Warrior"}, attack(20), attack(6), sheets=THREE)
    assert outcome(events) == "offense" and tokens(state) == 5  # the defense lost: two more


def test_with_four_planets_the_warrior_gains_one_token_more() -> None:
    """Rules data §9 (Four Planets variant, fan data file A): +1 token per encounter."""
    state, _ = revealed({0: "Warrior"}, attack(20), attack(6), options={"aliens": "red", "planets": "4"})
    assert tokens(state) == 2
    state, _ = revealed({1: "Warrior"}, attack(20), attack(6), options={"aliens": "red", "planets": "4"})
    assert tokens(state) == 3


def test_warrior_losing_with_a_negotiate_gains_two_tokens() -> None:
    state, events = revealed({1: "Warrior"}, attack(20), NEGOTIATES[0])
    assert outcome(events) == "offense" and tokens(state) == 2


def test_warrior_gains_two_tokens_for_a_failed_deal() -> None:
    state, _ = revealed({0: "Warrior"}, NEGOTIATES[0], NEGOTIATES[1])
    while any(p.kind.startswith("deal.") for p in RULES.prompts(state)):
        prompt = next(p for p in RULES.prompts(state) if p.kind.startswith("deal."))
        state, _ = RULES.apply(state, RULES.timeout_action(state, prompt))
    assert tokens(state) == 2


def test_warrior_as_a_bystander_gains_nothing() -> None:
    state, _ = revealed({2: "Warrior"}, attack(20), attack(6), sheets=THREE)
    assert tokens(state) == 3


def test_a_zapped_warrior_adds_nothing_but_still_gains_its_tokens() -> None:
    state, _ = revealed({0: "Warrior"}, attack(6), attack(9), hands={2: [ZAP, attack(5)]}, sheets=THREE,
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert any(e.kind == "power.zapped" for e in events)
    assert "offense 8, defense 13" in totals_text(events)
    assert tokens(state) == 5  # the Warrior lost: gaining tokens is not a use, so the zap does not stop it


def test_warrior_below_three_home_colonies_neither_adds_nor_gains() -> None:
    state, events = revealed({0: "Warrior"}, attack(6), attack(9), sheets=THREE, ships=WEAK)
    assert "offense 8, defense 13" in totals_text(events)
    assert tokens(state) == 3


def test_warrior_status_shows_its_tokens_to_everyone() -> None:
    state, _ = revealed({0: "Warrior"}, attack(6), attack(9), sheets=THREE)
    words = {str(ALIENS["Warrior"].status(state, 0, viewer)) for viewer in (None, 0, 1, 2)}
    assert words == {"5 tokens (+5 with an attack card)"}
    assert ALIENS["Zombie"].status(state, 1, None) is None


def test_warrior_starts_the_game_with_no_tokens_on_its_sheet() -> None:
    state, _ = RULES.setup({"aliens": "red"}, 3, 5)
    for spec in list(state["pending"]):
        offers = state["alien_offers"][spec["seat"]]
        state["alien_offers"][spec["seat"]] = ["Warrior" if spec["seat"] == 0 else offers[0], offers[1]]
    for seat in range(3):
        prompt = next(p for p in RULES.prompts(state) if p.seat == seat and p.kind == "setup.alien")
        choice = "Warrior" if seat == 0 else next(o.key for o in prompt.options if o.key != "Warrior")
        state, _ = play(state, "setup.alien", choice, seat)
    assert state["alien_data"]["Warrior"] == {"tokens": 0}
