"""Philanthropist's super flare: the receiver must play the encounter card the power gave it."""

from __future__ import annotations

from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import NEGOTIATES, attack, flare_card, launch, no_invites, open_prompt, play, table

PHILANTHROPIST = flare_card("Philanthropist")


def gave(aliens: dict[int, str]) -> dict:
    state = table(destiny=["color:blue"], aliens=aliens, hands={0: [PHILANTHROPIST, attack(8), attack(1)],
                                                                1: [attack(20), NEGOTIATES[0]]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = play(state, "response", f"power:1:c{attack(1)}", 0)
    return state


def test_philanthropist_super_makes_the_receiver_play_the_given_encounter_card() -> None:
    state = gave({0: "Philanthropist"})
    state, _ = use(state, 0, PHILANTHROPIST)
    assert [o.label for o in open_prompt(state, "planning.card", 1).options] == ["Attack 01"]


def test_without_the_super_flare_the_receiver_chooses_freely() -> None:
    state = gave({0: "Philanthropist"})
    state, _ = play(state, "response", "pass", 0)
    assert len(open_prompt(state, "planning.card", 1).options) == 3


def test_philanthropist_super_needs_a_gift_and_its_wild_half_is_not_in() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Philanthropist"}, hands={0: [PHILANTHROPIST, attack(8)]})
    assert offered(no_invites(launch(state, 5, {0: 1})), 0) == set()
    state = table(destiny=["color:blue"], hands={0: [PHILANTHROPIST, attack(8)]})
    assert offered(no_invites(launch(state, 5, {0: 1})), 0) == set()
