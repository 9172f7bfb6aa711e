"""Reserve: after the reveal, attack cards of 06 or less played as reinforcements; a negotiate discarded to
cancel another player's reinforcement."""

from __future__ import annotations

from engine.cosmic.selection import standing_units
from tests.engine.cosmic.aliens.encounter import outcome, revealed, totals_text
from tests.engine.cosmic.flares.windows import settle
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, kinds, open_prompt, play, reinforcement

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def power_keys(state: dict, seat: int) -> set[str]:
    return {o.key for o in open_prompt(state, "response", seat).options if o.key.startswith("power:")}


def test_reserve_plays_low_attack_cards_as_reinforcements_one_use_after_another() -> None:
    state, _ = revealed({0: "Reserve"}, attack(8), attack(12), hands={0: [attack(4), attack(6), attack(10)]})
    assert state["pending"][0]["point"] == "reveal"
    assert power_keys(state, 0) == {f"power:c{attack(4)}:offense", f"power:c{attack(4)}:defense",
                                    f"power:c{attack(6)}:offense", f"power:c{attack(6)}:defense"}  # not the 10
    state, events = play(state, "response", f"power:c{attack(4)}:offense", 0)
    assert any(e.kind == "reinforcement.played.reserve" and "+4" in e.text for e in events)
    state, events = play(state, "response", f"power:c{attack(6)}:offense", 0)  # asked again: a use of its own
    assert "offense 20, defense 16" in totals_text(events)  # 8 + 2 ships + 4 + 6 against 12 + 4
    assert outcome(events) == "offense"


def test_reserve_cancels_another_players_reinforcement_with_a_negotiate() -> None:
    plus5 = reinforcement(5)
    state, _ = revealed({0: "Reserve"}, attack(8), attack(8), hands={0: [NEGOTIATES[1]], 1: [plus5]})
    assert kinds(state) == [("response", 1)]  # the Reserve has nothing to cancel yet, no low attack
    state, _ = play(state, "response", f"reinforcement:c{plus5}:defense", 1)
    assert power_keys(state, 0) == {f"power:x{plus5}"}
    state, events = play(state, "response", f"power:x{plus5}", 0)
    assert any(e.kind == "power.reserve.cancel" for e in events)
    assert NEGOTIATES[1] in state["discard"] and plus5 in state["discard"]
    _, events = settle(state, events)
    assert "offense 10, defense 12" in totals_text(events)


def test_reserve_only_after_a_reveal_of_two_attacks() -> None:
    _, events = revealed({0: "Reserve"}, attack(8), NEGOTIATES[0], hands={0: [attack(4)]})
    assert outcome(events) == "offense"  # nobody was asked
    state, _ = revealed({2: "Reserve"}, attack(8), attack(12), hands={2: [attack(4), attack(5)]})
    assert ("response", 2) not in kinds(state)  # a bystander


def test_reserve_is_not_answered_always_in_advance() -> None:
    state, _ = revealed({0: "Reserve"}, attack(8), attack(12), hands={0: [attack(4)]})
    assert "power" not in dict(standing_units(state, 0))


def test_a_zapped_reserve_plays_nothing_and_keeps_its_card() -> None:
    state, _ = revealed({0: "Reserve"}, attack(8), attack(12), hands={0: [attack(4)], 2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    state, _ = play(state, "response", f"power:c{attack(4)}:offense", 0)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert any(e.kind == "power.zapped" for e in events)
    assert "offense 10, defense 16" in totals_text(events)
    assert attack(4) in state["hands"][0]


def test_reserve_below_three_home_colonies_is_not_asked() -> None:
    _, events = revealed({0: "Reserve"}, attack(8), attack(12), hands={0: [attack(4)]}, ships=WEAK)
    assert outcome(events) == "defense"
