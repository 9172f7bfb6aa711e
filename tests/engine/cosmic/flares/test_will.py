"""Will's flare: the wild attacks the named player in any system; the super looks at a hand before the Will
chooses."""

from __future__ import annotations

from tests.engine.cosmic.aliens.test_will import WEAK, planets_offered, will_table
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, play, table

CARD = flare_card("Will")
ZAP = artifact("Card Zap")
FOREIGN = {(12, 1): 2}  # Blue has a colony on Green 3


def test_will_wild_attacks_the_named_player_s_colony_in_another_system() -> None:
    state = table(destiny=["color:blue"], ships=FOREIGN, hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})
    assert state["pending"][0]["point"] == "destiny" and offered(state, 0) == {f"flare:c{CARD}:12"}
    state, _ = use(state, 0, CARD, "12")
    assert state["enc"]["defense"] == 1 and state["enc"]["target"] == 12 and planets_offered(state) == ["12"]
    assert CARD in state["hands"][0]


def test_will_wild_is_the_offense_s_on_another_player_s_colour_only() -> None:
    state = table(destiny=["color:blue"], hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})
    assert ("response", 0) not in kinds(state)  # Blue has no colony elsewhere
    state = table(destiny=["special:cards"], ships=FOREIGN,
                  hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})
    assert ("response", 0) not in kinds(state)  # not a colour
    state = table(destiny=["color:blue"], ships=FOREIGN, hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5), CARD]})
    assert ("response", 2) not in kinds(state)  # not the offense


def test_will_super_shows_one_hand_to_the_will_alone_before_destiny() -> None:
    state = will_table({0: [attack(8), CARD]})
    assert state["pending"][0]["point"] == "regroup"
    assert offered(state, 0) == {f"flare:c{CARD}:1", f"flare:c{CARD}:2"}
    state, events = use(state, 0, CARD, "1")
    seen = next(e for e in events if e.kind == "flare.will.hand")
    assert seen.seats == (0,) and seen.data["cards"] == [attack(9)]
    assert kinds(state) == [("will.target", 0)] and CARD in state["hands"][0]


def test_will_super_only_while_the_power_works() -> None:
    state = will_table({0: [attack(8), CARD]}, ships=WEAK)
    assert kinds(state) == [("launch.ships", 0)]


def test_a_card_zap_cancels_will_super_and_shows_nothing() -> None:
    state = will_table({0: [attack(8), CARD], 1: [attack(9), ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD, "1")
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert not any(e.kind == "flare.will.hand" for e in events) and CARD in state["discard"]


def test_a_card_zap_cancels_will_wild_and_the_gate_aims_where_destiny_said() -> None:
    state = table(destiny=["color:blue"], ships=FOREIGN, options=ARTIFACTS,
                  hands={0: [attack(8), CARD], 1: [attack(9), ZAP], 2: [attack(5)]})
    state, _ = use(state, 0, CARD, "12")
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert state["enc"]["target"] != 12 and CARD in state["discard"]
