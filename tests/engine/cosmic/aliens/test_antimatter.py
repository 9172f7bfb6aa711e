"""Anti-Matter: when both cards are attacks, the lower total wins and its side's ships subtract."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, totals_text
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, kinds, play

ZAP = artifact("Cosmic Zap")


def test_offense_anti_matter_wins_with_the_lower_total() -> None:
    _, events = revealed({0: "Anti-Matter"}, attack(4), attack(8))
    assert "offense 2, defense 12" in totals_text(events)  # 4 - 2 ships against 8 + 4
    assert outcome(events) == "offense"


def test_defense_anti_matter_subtracts_its_ships_and_wins_lower() -> None:
    _, events = revealed({1: "Anti-Matter"}, attack(8), attack(6))
    assert "offense 10, defense 2" in totals_text(events)
    assert outcome(events) == "defense"


def test_anti_matter_tie_still_goes_to_the_defense() -> None:
    _, events = revealed({0: "Anti-Matter"}, attack(6), attack(0))
    assert "offense 4, defense 4" in totals_text(events)
    assert outcome(events) == "defense"


def test_anti_matter_is_not_used_against_a_negotiate() -> None:
    _, events = revealed({0: "Anti-Matter"}, attack(4), NEGOTIATES[0])
    assert not any(e.kind == "power.antimatter" for e in events)
    assert outcome(events) == "offense"


def test_a_zapped_anti_matter_plays_by_the_usual_totals() -> None:
    state, _ = revealed({0: "Anti-Matter"}, attack(4), attack(8), hands={2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    assert "Anti-Matter power" in RULES.prompts(state)[0].text
    _, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert "offense 6, defense 12" in totals_text(events)
    assert outcome(events) == "defense"


def test_anti_matter_below_three_home_colonies_has_no_power() -> None:
    _, events = revealed({0: "Anti-Matter"}, attack(4), attack(8), ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert "offense 6, defense 12" in totals_text(events)
    assert outcome(events) == "defense"
