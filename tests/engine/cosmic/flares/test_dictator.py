"""Dictator's flare: the wild makes the offense draw destiny again; the super lets the Dictator pick on its own
turn."""

from __future__ import annotations

from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, play, table

CARD = flare_card("Dictator")
ZAP = artifact("Card Zap")


def test_dictator_wild_makes_the_offense_draw_destiny_again() -> None:
    state = table(destiny=["color:blue", "color:green"], hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5), CARD]})
    assert state["pending"][0]["point"] == "destiny" and offered(state, 2) == {f"flare:c{CARD}:"}
    state, _ = use(state, 2, CARD)
    assert state["enc"]["destiny"] == "color:green" and state["enc"]["defense"] == 2
    assert "color:blue" in state["destiny_discard"] and CARD in state["hands"][2]


def test_dictator_wild_is_not_the_offense_s() -> None:
    state = table(destiny=["color:blue"], hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})
    assert ("response", 0) not in kinds(state)


def own_turn(extra: dict | None = None, **kw) -> dict:
    return table(destiny=["color:blue"], aliens={0: "Dictator"},
                 hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)], **(extra or {})}, **kw)


def test_dictator_super_lets_the_dictator_pick_on_its_own_turn() -> None:
    state = own_turn()
    assert state["pending"][0]["point"] == "regroup" and offered(state, 0) == {f"flare:c{CARD}:"}
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "dictator.destiny", "color:green", 0)
    assert state["enc"]["defense"] == 2 and CARD in state["hands"][0]


def test_dictator_super_only_while_the_power_works() -> None:
    state = own_turn(ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert ("response", 0) not in kinds(state)  # and its wild is not the offense's


def test_a_card_zap_cancels_dictator_super_and_destiny_is_drawn_as_usual() -> None:
    state = own_turn({1: [attack(9), ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert CARD in state["discard"] and ("dictator.destiny", 0) not in kinds(state)
    assert state["enc"]["destiny"] == "color:blue"


def test_a_card_zap_cancels_dictator_wild_and_the_first_destiny_stands() -> None:
    state = table(destiny=["color:blue", "color:green"], hands={0: [attack(8), ZAP], 1: [attack(9)],
                  2: [attack(5), CARD]}, options=ARTIFACTS)
    state, _ = use(state, 2, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert state["enc"]["destiny"] == "color:blue" and state["enc"]["defense"] == 1
    assert CARD in state["discard"]
