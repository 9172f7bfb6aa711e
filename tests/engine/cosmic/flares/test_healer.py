"""Healer's flare: the wild ignores a Cosmic Zap aimed at your power; the super charges a card per ship healed."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, open_prompt, play

CARD = flare_card("Healer")
COSMIC_ZAP, ZAP = artifact("Cosmic Zap"), artifact("Card Zap")
SPARE = [attack(6), attack(6, 1), attack(10), attack(10, 1), attack(12)]


def keys(state: dict, seat: int) -> list[str]:
    return [o.key for o in open_prompt(state, "response", seat).options if o.key.startswith("flare:")]


def zapped_chosen(extra: list[int] | None = None) -> dict:
    """The Chosen (Red) uses its power after the reveal and Blue plays a Cosmic Zap on it."""
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12), hands={0: [CARD], 1: [COSMIC_ZAP, *(extra or [])]},
                        options=ARTIFACTS)
    assert keys(state, 0) == []
    state, _ = play(state, "response", "power:", 0)
    state, _ = play(state, "response", f"cosmiczap:c{COSMIC_ZAP}:", 1)
    return state


def test_healer_wild_ignores_a_cosmic_zap_aimed_at_your_power() -> None:
    state = zapped_chosen()
    assert keys(state, 0) == [f"flare:c{CARD}:"]
    state, events = play(state, "response", f"flare:c{CARD}:", 0)
    assert not any(e.kind == "power.zapped" for e in events)
    assert any(e.kind == "power.chosen" for e in events) and COSMIC_ZAP in state["discard"]


def test_healer_wild_is_only_for_the_zapped_power_s_owner() -> None:
    state, _ = revealed({0: "Chosen"}, attack(8), attack(12), hands={1: [COSMIC_ZAP], 2: [CARD, attack(5)]},
                        options=ARTIFACTS)
    state, _ = play(state, "response", "power:", 0)
    state, _ = play(state, "response", f"cosmiczap:c{COSMIC_ZAP}:", 1)
    assert ("response", 2) not in kinds(state)


def test_a_card_zap_cancels_healer_wild_and_the_power_is_zapped() -> None:
    state = zapped_chosen([ZAP])
    state, _ = play(state, "response", "pass", 1)  # Blue would not cancel its own Cosmic Zap
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert any(e.kind == "power.zapped" for e in events) and CARD in state["discard"]


def test_healer_super_charges_the_healed_player_a_card_per_ship() -> None:
    state, _ = revealed({2: "Healer"}, attack(20), attack(4), hands={1: SPARE, 2: [CARD, attack(5)]})
    assert keys(state, 2) == [f"flare:c{CARD}:"]
    state, _ = play(state, "response", f"flare:c{CARD}:", 2)
    state, events = play(state, "response", "power:1", 2)
    assert state["warp"][1] == 0 and len(state["hands"][1]) == 1 and len(state["hands"][2]) == 6
    private = next(e for e in events if e.kind == "flare.healer.cards")
    assert private.seats == (2, 1)


def test_healer_super_is_the_healer_s_own_and_not_offered_once_the_power_is_used() -> None:
    state, _ = revealed({}, attack(20), attack(4), hands={2: [CARD, attack(5)]})
    assert ("response", 2) not in kinds(state)
    state, _ = revealed({2: "Healer"}, attack(20), attack(4), hands={1: SPARE, 2: [CARD, attack(5)]})
    state, _ = play(state, "response", "power:1", 2)
    assert ("response", 2) not in kinds(state)
