"""Vulch's flare: the wild half sifts the opponent's cards; the super half also collects flares."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.flares.windows import offered, pass_to, use
from tests.engine.cosmic.table import RULES, attack, flare_card, launch, no_invites, open_prompt, play, table

VULCH, TRIPLER = flare_card("Vulch"), flare_card("Tripler")


def test_vulch_wild_the_beaten_opponent_hands_over_cards_until_the_vulch_keeps_one() -> None:
    state, _ = revealed({}, attack(20), attack(5), hands={0: [VULCH], 1: [attack(7), attack(9)]})
    state, _ = use(state, 0, VULCH)
    prompt = open_prompt(state, "vulch.keep", 0)
    assert RULES.timeout_action(state, prompt).choice == "keep"
    first = state["pending"][0]["card"]
    state, _ = play(state, "vulch.keep", "discard", 0)
    assert first in state["discard"]
    state, _ = play(state, "vulch.keep", "keep", 0)
    assert state["hands"][1] == [] and ({attack(7), attack(9)} - {first}) <= set(state["hands"][0])


def test_vulch_wild_is_not_offered_after_a_loss() -> None:
    state, _ = revealed({}, attack(5), attack(20), hands={0: [VULCH, attack(4)], 1: [attack(7)]})
    assert offered(state, 0) == set()


def test_vulch_super_takes_a_flare_another_player_discards() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Vulch"}, hands={0: [VULCH, attack(8)], 1: [TRIPLER]})
    state = pass_to(state, "regroup")
    state, _ = use(state, 0, VULCH)
    state = no_invites(launch(state, 5, {0: 1}))  # Blue has no encounter card: it discards its hand
    assert TRIPLER in state["hands"][0]


def test_without_the_super_flare_the_vulch_leaves_discarded_flares() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Vulch"}, hands={0: [VULCH, attack(8)], 1: [TRIPLER]})
    state = pass_to(no_invites(pass_to(launch(pass_to(state, "launch"), 5, {0: 1}), "none")), "none")
    assert TRIPLER in state["discard"]
