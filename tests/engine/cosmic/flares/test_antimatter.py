"""Anti-Matter's flare: the wild cancels another player's wild flare; the super cancels any flare."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed, totals_text
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, open_prompt, play

CARD, TRIPLER = flare_card("Anti-Matter"), flare_card("Tripler")
ZAP = artifact("Card Zap")


def keys(state: dict, seat: int) -> list[str]:
    return [o.key for o in open_prompt(state, "response", seat).options if o.key.startswith("flare:")]


def test_anti_matter_wild_cancels_another_player_s_wild_flare_which_is_discarded() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER], 1: [CARD, attack(4)]})
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    assert keys(state, 1) == [f"flare:c{CARD}:"]
    state, events = play(state, "response", f"flare:c{CARD}:", 1)
    assert "offense 10, defense 24" in totals_text(events)
    assert TRIPLER in state["discard"] and CARD in state["hands"][1]


def test_anti_matter_wild_is_for_main_players_and_allies_and_only_against_wild_flares() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER], 2: [CARD, attack(5)]})
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    assert ("response", 2) not in kinds(state)  # a bystander
    state, _ = revealed({0: "Tripler"}, attack(12), attack(20), hands={0: [TRIPLER], 1: [CARD]})
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    assert ("response", 1) not in kinds(state)  # a super flare


def test_anti_matter_super_cancels_a_super_flare_even_as_a_bystander() -> None:
    state, _ = revealed({0: "Tripler", 2: "Anti-Matter"}, attack(12), attack(20),
                        hands={0: [TRIPLER], 2: [CARD, attack(5)]})
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    state, events = play(state, "response", f"flare:c{CARD}:", 2)
    assert "offense 6, defense 24" in totals_text(events)  # the 12 counts a third, as without the super
    assert TRIPLER in state["discard"]


def test_a_card_zap_on_anti_matter_lets_the_flare_through() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER, ZAP], 1: [CARD, attack(4)]}, options=ARTIFACTS)
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    state, _ = play(state, "response", "pass", 0)  # Red would not zap its own flare
    state, _ = play(state, "response", f"flare:c{CARD}:", 1)
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert "offense 10, defense 11" in totals_text(events)
    assert CARD in state["discard"] and TRIPLER in state["hands"][0]
