"""Warpish: with an attack card, +1 for every ship in the warp, whoever's it is."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, to_planning, totals_text
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, kinds, play

ZAP = artifact("Cosmic Zap")
WARP = {1: 2, 2: 4}  # six ships in the warp: two of Blue's, four of Green's


def test_warpish_as_offense_adds_every_ship_in_the_warp() -> None:
    _, events = revealed({0: "Warpish"}, attack(6), attack(9), warp=WARP)
    assert "offense 14, defense 13" in totals_text(events)  # 6 + 2 ships + 6 in the warp
    assert outcome(events) == "offense"


def test_warpish_as_defense_adds_every_ship_in_the_warp_its_own_too() -> None:
    _, events = revealed({1: "Warpish"}, attack(10), attack(4), warp={1: 3})
    assert "offense 12, defense 11" in totals_text(events)  # 4 + 4 ships + 3 in the warp


def test_warpish_counts_the_warp_at_the_reveal_and_not_before() -> None:
    state = to_planning({0: "Warpish"}, {0: [attack(6)], 1: [attack(9)]}, warp=WARP)
    state, _ = play(state, "planning.card", f"c{attack(6)}", 0)
    _, events = play(state, "planning.card", f"c{attack(9)}", 1)
    order = [e.kind for e in events]
    assert order.index("power.warpish") < order.index("resolution.outcome")
    assert "adds 6" in next(e.text for e in events if e.kind == "power.warpish")


def test_warpish_does_nothing_when_a_negotiate_is_revealed() -> None:
    _, events = revealed({0: "Warpish"}, attack(6), NEGOTIATES[0], warp=WARP)
    assert not any(e.kind == "power.warpish" for e in events)


def test_warpish_only_changes_its_own_side() -> None:
    _, events = revealed({2: "Warpish"}, attack(6), attack(9), warp=WARP)
    assert "offense 8, defense 13" in totals_text(events)


def test_a_zapped_warpish_adds_nothing() -> None:
    state, _ = revealed({0: "Warpish"}, attack(6), attack(9), hands={2: [ZAP, attack(5)]}, warp=WARP,
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    _, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert "offense 8, defense 13" in totals_text(events)
    assert any(e.kind == "power.zapped" for e in events)


def test_warpish_below_three_home_colonies_has_no_power() -> None:
    _, events = revealed({0: "Warpish"}, attack(6), attack(9), warp=WARP, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert "offense 8, defense 13" in totals_text(events)
    assert not any(e.kind == "power.warpish" for e in events)


