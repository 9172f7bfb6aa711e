"""Human: +4 to its side; zapped, its side wins; lost below three home colonies."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, totals_text
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, kinds, play

ZAP = artifact("Cosmic Zap")
WEAK_HOME = {(7, 1): 0, (8, 1): 0, (9, 1): 0}


def test_human_adds_four_to_its_side() -> None:
    _, events = revealed({1: "Human"}, attack(8), attack(8, 1))
    assert "offense 10, defense 16" in totals_text(events)  # 8 + 2 ships against 8 + 4 ships + 4


def test_human_is_used_only_when_totals_decide() -> None:
    _, events = revealed({1: "Human"}, attack(8), NEGOTIATES[0])
    assert not any(e.kind == "power.human" for e in events)


def test_zapping_the_human_makes_its_side_win() -> None:
    state, _ = revealed({1: "Human"}, attack(30), attack(4), hands={2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    assert "Human power" in RULES.prompts(state)[0].text
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert any(e.kind == "power.zapped" for e in events)
    assert outcome(events) == "defense"


def test_human_below_three_home_colonies_has_no_power() -> None:
    _, events = revealed({1: "Human"}, attack(8), attack(8, 1), ships=WEAK_HOME)
    assert "offense 10, defense 12" in totals_text(events)
