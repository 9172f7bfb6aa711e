"""Masochist's flare: the wild hands the offense's regroup to another player; the super removes the retrieved
ship from the game."""

from __future__ import annotations

from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, play, ships_of, table

CARD = flare_card("Masochist")
ZAP = artifact("Card Zap")


def regrouped(aliens: dict, hands: dict, **kw) -> dict:
    """Red had one ship in the warp and regrouped it to Red 2; Green has two ships in the warp."""
    state = table(destiny=["color:blue"], warp={0: 1, 2: 2}, aliens=aliens,
                  hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5)], **hands}, **kw)
    state, _ = play(state, "regroup.colony", "1")
    return state


def test_masochist_wild_makes_another_player_retrieve_instead_of_the_offense() -> None:
    state = regrouped({1: "Masochist"}, {2: [attack(5), CARD]})
    assert offered(state, 2) == {f"flare:c{CARD}:2"}  # only Green has a ship in the warp
    state, events = use(state, 2, CARD, "2")
    assert state["warp"][0] == 1 and state["planets"][1][0] == 4
    assert state["warp"][2] == 1 and state["planets"][10][2] == 5 and CARD in state["hands"][2]


def test_masochist_wild_is_refused_when_the_offense_would_have_no_ship_to_launch() -> None:
    state = table(destiny=["color:blue"], warp={0: 20, 2: 2}, hands={0: [attack(8)], 1: [attack(9)],
                                                                   2: [attack(5), CARD]}, aliens={1: "Masochist"})
    assert state["enc"]["regrouped"] is not None and offered(state, 2) == set()


def test_a_card_zap_cancels_masochist_wild() -> None:
    state = regrouped({1: "Masochist"}, {1: [attack(9), ZAP], 2: [attack(5), CARD]}, options=ARTIFACTS)
    state, _ = use(state, 2, CARD, "2")
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert state["warp"][0] == 0 and state["warp"][2] == 2 and CARD in state["discard"]


def test_masochist_super_removes_the_retrieved_ship_from_the_game() -> None:
    state = regrouped({0: "Masochist"}, {0: [attack(8), CARD]})
    assert offered(state, 0) == {f"flare:c{CARD}:"}
    state, events = use(state, 0, CARD)
    assert state["planets"][1][0] == 4 and state["warp"][0] == 0 and state["removed"] == {"0": 1}
    assert ships_of(state, 0) == 20 and CARD in state["hands"][0]


def test_masochist_super_is_the_offense_s_only() -> None:
    state = table(destiny=["color:blue"], warp={1: 1}, aliens={1: "Masochist"},
                  hands={0: [attack(8)], 1: [attack(9), CARD], 2: [attack(5)]})
    assert ("response", 1) not in kinds(state)


def test_masochist_super_only_while_the_power_works_and_a_card_zap_cancels_it() -> None:
    zap = artifact("Cosmic Zap")
    state = regrouped({0: "Masochist"}, {0: [attack(8), CARD], 1: [attack(9), zap, ZAP]}, options=ARTIFACTS)
    state["enc"]["zapped"].append("Masochist")  # zapped: its own flare gives the wild half
    assert offered(state, 0) == {f"flare:c{CARD}:2"}
    state["enc"]["zapped"].clear()
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert "removed" not in state and state["planets"][1][0] == 5 and CARD in state["discard"]
