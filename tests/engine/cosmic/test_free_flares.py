"""The Free Flares variant (rulebook, "Warianty rozgrywki: Swobodne rozbłyski"): any number of flares per
player per encounter, each flare still used at most once per encounter."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed, totals_text
from tests.engine.cosmic.table import attack, flare_card, kinds, open_prompt, play

TRIPLER, MACRON = flare_card("Tripler"), flare_card("Macron")
FREE = {"free_flares": "on"}


def test_a_player_may_use_a_second_flare_in_the_same_encounter() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER, MACRON]}, options=FREE)
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    offered = {o.key for o in open_prompt(state, "response", 0).options}
    assert f"flare:c{MACRON}:" in offered
    state, events = play(state, "response", f"flare:c{MACRON}:", 0)
    assert "offense 12, defense 11" in totals_text(events)  # 8 + 2 ships + Macron's 2; Blue's 20 counts 7


def test_each_flare_is_still_used_once_per_encounter() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER, MACRON]}, options=FREE)
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    assert TRIPLER in state["hands"][0]  # back in hand after use
    offered = {o.key for o in open_prompt(state, "response", 0).options}
    assert not any(key.startswith(f"flare:c{TRIPLER}:") for key in offered)


def test_without_the_variant_the_second_flare_is_not_offered() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER, MACRON]})
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    assert ("response", 0) not in kinds(state)
