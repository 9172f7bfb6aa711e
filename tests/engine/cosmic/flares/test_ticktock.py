"""Tick-Tock's flare: the wild founds a colony after a reshuffle; the super buys an extra token with a ship."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.cosmic import flow
from engine.cosmic.powers import data
from tests.engine.cosmic.aliens.test_ticktock import revealed
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, RULES, artifact, attack, flare_card, open_prompt, play, table

CARD = flare_card("Tick-Tock")
ZAP = artifact("Card Zap")


def after_reshuffle(holder: int, aliens: dict | None = None) -> dict:
    """Red starts its turn with no encounter card, and its new hand is drawn from a reshuffled discard pile."""
    hands = {0: [attack(8)], 1: [attack(9)], 2: [attack(5)]}
    hands[holder].append(CARD)
    state = table(destiny=["color:blue"], aliens=aliens or {0: "Tick-Tock"}, hands=hands)
    state["deck"], state["discard"] = [], state["deck"] + [attack(8)]
    state["hands"][0] = []
    state.update(step="start_turn", pending=[], windows=[], stack=[])
    flow.advance(state, [])
    return state


def test_tick_tock_wild_founds_a_colony_of_the_ships_its_player_chooses_after_a_reshuffle() -> None:
    """Rules data §7: "place a colony of up to 4 ships on another player's planet": how many, and from where."""
    state = after_reshuffle(2)
    assert state["enc"]["reshuffled"] and f"flare:c{CARD}:0" in offered(state, 2)
    state, events = use(state, 2, CARD, "0")
    ask = open_prompt(state, "ticktock.ships", 2)
    assert (ask.fields[0].min, ask.fields[0].max) == (1, 4) and "Red 1" in ask.text
    state, events = play(state, "ticktock.ships", {"ships": {"10": 2, "11": 1}}, 2)
    assert state["planets"][0][2] == 3 and (state["planets"][10][2], state["planets"][11][2]) == (2, 3)
    assert CARD in state["hands"][2] and any(e.kind == "flare.ticktock" for e in events)


def test_tick_tock_wild_refuses_more_than_four_ships_and_times_out_to_four_from_the_biggest_stacks() -> None:
    state = after_reshuffle(2)
    state, _ = use(state, 2, CARD, "0")
    with pytest.raises(IllegalAction):
        play(state, "ticktock.ships", {"ships": {"10": 4, "11": 1}}, 2)
    state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "ticktock.ships", 2)))
    assert state["planets"][0][2] == 4 and sum(state["planets"][p][2] for p in range(10, 15)) == 16
    assert all(state["planets"][p][2] for p in range(10, 15))


def test_tick_tock_wild_is_not_offered_without_a_reshuffle() -> None:
    state = table(destiny=["color:blue"], hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5), CARD]})
    assert not state["enc"].get("reshuffled") and offered(state, 2) == set()


def test_a_card_zap_cancels_tick_tock_wild() -> None:
    state = after_reshuffle(2)
    state["options"]["artifacts"] = "on"
    state["box"].remove(ZAP)  # out of the box and into a hand, as the option would have dealt it
    state["hands"][1].append(ZAP)
    state, _ = use(state, 2, CARD, "0")
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert state["planets"][0][2] == 0 and CARD in state["discard"]


def won_as_defense(extra: dict | None = None, **kw) -> tuple[dict, list]:
    """Blue, the Tick-Tock holding its flare, wins against Red."""
    return revealed({1: "Tick-Tock"}, attack(4), attack(20), hands={1: [CARD, attack(6)], **(extra or {})}, **kw)


def test_tick_tock_super_sends_a_ship_to_the_warp_for_a_second_token() -> None:
    state, _ = won_as_defense()
    assert data(state, "Tick-Tock")["tokens"] == 9  # the power's own token first
    assert offered(state, 1) == {f"flare:c{CARD}:"}
    state, events = use(state, 1, CARD)
    assert data(state, "Tick-Tock")["tokens"] == 8 and CARD in state["hands"][1]
    assert [(e.data["seat"], e.data["count"]) for e in events if e.kind == "ships.warp"] == [(1, 1)]


def test_tick_tock_super_is_for_a_winning_main_player_only_while_the_power_works() -> None:
    state, _ = revealed({1: "Tick-Tock"}, attack(20), attack(4), hands={1: [CARD]})
    assert offered(state, 1) == set()  # Blue lost
    state, _ = revealed({2: "Tick-Tock"}, attack(4), attack(20), hands={2: [CARD, attack(5)]})
    assert offered(state, 2) == set()  # a bystander
    weak = {(5, 1): 0, (6, 1): 0, (7, 1): 0}
    state, _ = revealed({1: "Tick-Tock"}, attack(4), attack(20), hands={1: [CARD]}, ships=weak)
    assert offered(state, 1) == set()  # power lost: the wild half, and no reshuffle


def test_a_card_zap_cancels_tick_tock_super() -> None:
    state, _ = won_as_defense({0: [ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 1, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert data(state, "Tick-Tock")["tokens"] == 9 and CARD in state["discard"]
