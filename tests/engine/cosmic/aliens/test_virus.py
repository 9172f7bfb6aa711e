"""Virus: its attack card is multiplied by its own ships in the encounter instead of adding them."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed, totals_text
from tests.engine.cosmic.table import artifact, attack, kinds, play

ZAP = artifact("Cosmic Zap")


def test_virus_multiplies_its_card_by_its_ships() -> None:
    _, events = revealed({0: "Virus"}, attack(6), attack(20), launched=4)
    assert "offense 24, defense 24" in totals_text(events)  # 6 x 4 ships; 20 + 4


def test_virus_as_defense_multiplies_by_the_ships_on_its_planet() -> None:
    _, events = revealed({1: "Virus"}, attack(10), attack(5))
    assert "offense 12, defense 20" in totals_text(events)


def test_a_zapped_virus_adds_its_ships() -> None:
    state, _ = revealed({0: "Virus"}, attack(6), attack(20), launched=4, hands={2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    _, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert "offense 10, defense 24" in totals_text(events)


def test_virus_below_three_home_colonies_has_no_power() -> None:
    _, events = revealed({0: "Virus"}, attack(6), attack(20), launched=4, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert "offense 10, defense 24" in totals_text(events)
