"""Kamikaze's flare: the wild sends ships to the warp for +3 each; the super retrieves three ships at regroup."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, totals_text
from tests.engine.cosmic.aliens.test_calculator import chosen
from tests.engine.cosmic.aliens.test_kamikaze import at_planning
from tests.engine.cosmic.flares.windows import offered, settle, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, play, table

CARD = flare_card("Kamikaze")
ZAP = artifact("Card Zap")


def test_kamikaze_wild_sends_ships_to_the_warp_for_three_each() -> None:
    state = chosen({}, attack(8), attack(14), {0: [attack(8), attack(4), CARD]})  # 10 against 18
    assert offered(state, 0) == {f"flare:c{CARD}:{n}" for n in range(1, 5)}
    state, _ = use(state, 0, CARD, "3")
    state, events = play(state, "kamikaze.ships", {"ships": {"1": 2, "2": 1}}, 0)
    assert "offense 19, defense 18" in totals_text(events) and outcome(events) == "offense"
    assert state["planets"][1][0] == 2 and state["planets"][2][0] == 3 and CARD in state["hands"][0]


def test_kamikaze_wild_is_for_main_players_once_cards_are_chosen() -> None:
    state = at_planning({}, {0: [attack(8), attack(4), CARD]})
    assert offered(state, 0) == set()  # before cards are chosen
    state = chosen({}, attack(8), attack(14), {2: [CARD, attack(5)]})
    assert offered(state, 2) == set()  # a bystander


def regrouped(extra: dict | None = None, **kw) -> dict:
    """Red, the Kamikaze, had four ships in the warp and regrouped one to Red 2."""
    state = table(destiny=["color:blue"], warp={0: 4}, aliens={0: "Kamikaze"},
                  hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)], **(extra or {})}, **kw)
    state, _ = play(state, "regroup.colony", "1")
    return state


def test_kamikaze_super_retrieves_two_more_ships_to_the_colony_named() -> None:
    state = regrouped()
    assert state["warp"][0] == 3 and offered(state, 0) == {f"flare:c{CARD}:{p}" for p in range(4)}
    state, _ = use(state, 0, CARD, "2")
    assert state["warp"][0] == 1 and state["planets"][2][0] == 6 and state["planets"][1][0] == 5
    assert CARD in state["hands"][0]


def test_kamikaze_super_is_the_offense_s_at_regroup_and_only_while_the_power_works() -> None:
    state = table(destiny=["color:blue"], warp={0: 4}, aliens={0: "Kamikaze"}, ships={(2, 0): 0, (3, 0): 0},
                  hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})  # Red 3 to Red 5 empty: power lost
    assert state["enc"]["regrouped"] is not None and kinds(state) == [("regroup.launch", 0)]
    state = table(destiny=["color:blue"], warp={1: 4}, aliens={1: "Kamikaze"},
                  hands={0: [attack(8)], 1: [attack(9), CARD], 2: [attack(5)]})
    assert ("response", 1) not in kinds(state)  # not the offense


def test_a_card_zap_cancels_kamikaze_super_and_it_is_discarded() -> None:
    state = regrouped({1: [attack(9), ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD, "2")
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert state["warp"][0] == 3 and CARD in state["discard"]


def test_a_card_zap_cancels_kamikaze_wild_and_no_ship_goes_to_the_warp() -> None:
    state = chosen({}, attack(8), attack(14), {0: [attack(8), attack(4), CARD], 2: [ZAP, attack(5)]},
                   options=ARTIFACTS)
    state, _ = use(state, 0, CARD, "3")
    state, events = settle(*play(state, "response", f"cardzap:c{ZAP}:", 2))
    assert ("kamikaze.ships", 0) not in kinds(state) and CARD in state["discard"]
    assert "offense 10, defense 18" in totals_text(events) and outcome(events) == "defense"
