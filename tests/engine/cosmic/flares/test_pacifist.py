"""Pacifist's super flare: a failed deal costs the Pacifist 2 ships fewer and its opponent 2 more."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import NEGOTIATES, RULES, attack, encounter_warp, flare_card, open_prompt, play

PACIFIST = flare_card("Pacifist")


def test_pacifist_super_on_a_failed_deal_you_lose_one_ship_and_your_opponent_five() -> None:
    state, _ = revealed({0: "Pacifist"}, NEGOTIATES[0], NEGOTIATES[1], hands={0: [PACIFIST, attack(4)]})
    state, _ = use(state, 0, PACIFIST)
    state, _ = play(state, "deal.propose", {"do": "end"}, 0)
    for seat, ships in ((0, 1), (1, 5)):
        prompt = open_prompt(state, "deal.penalty", seat)
        assert prompt.fields[0].min == ships
        state, _ = RULES.apply(state, RULES.timeout_action(state, prompt))
    assert encounter_warp(state)[:2] == [1, 5]


def test_pacifist_super_is_offered_only_on_two_negotiates_and_only_to_the_pacifist() -> None:
    state, _ = revealed({0: "Pacifist"}, NEGOTIATES[0], attack(8), hands={0: [PACIFIST, attack(4)]})
    assert offered(state, 0) == set()
    state, _ = revealed({1: "Pacifist"}, NEGOTIATES[0], NEGOTIATES[1], hands={0: [PACIFIST, attack(4)]})
    assert offered(state, 0) == set()
