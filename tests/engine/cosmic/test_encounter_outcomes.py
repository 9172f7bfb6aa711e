"""Planning (5), reveal (6) and resolution (7): who wins and what follows."""

from __future__ import annotations

import pytest

from engine.cosmic import board, flow
from engine.cosmic.planning import effective, outcome_kind
from tests.engine.cosmic.table import (
    MORPH,
    NEGOTIATES,
    RULES,
    attack,
    cards,
    encounter_warp,
    kinds,
    launch,
    no_invites,
    open_prompt,
    play,
    reinforcement,
    table,
)

BLUE = ["color:blue"]


def at_planning(hands: dict[int, list[int]], ships: dict[int, int] | None = None, **kw) -> dict:
    state = table(destiny=BLUE, hands={2: [attack(5, 0)], **hands}, **kw)
    state = launch(state, 5, ships or {0: 2})
    return no_invites(state)


def winner(events: list) -> str:
    return next(e.data["winner"] for e in events if e.kind == "resolution.outcome")


def test_defense_without_encounter_cards_draws_new_hands_until_it_has_one() -> None:
    state = at_planning({0: [attack(8)], 1: [reinforcement(2)]})
    assert reinforcement(2) in state["discard"]
    assert any(c in state["hands"][1] for c in range(55))
    assert ("planning.card", 1) in kinds(state)


def test_offense_without_an_encounter_card_at_planning_ends_its_turn_and_ships_go_home() -> None:
    state = table(destiny=BLUE, hands={0: [attack(8)]})
    state = launch(state, 5, {0: 2})
    state["hands"][0] = []  # lost its cards since the start of the turn
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, events = play(state, "alliance.invite", {"invite": []})
    assert any(e.kind == "planning.dud" for e in events)
    assert state["planets"][0][0] == 4 and board.gate_ships(state, 0) == 0
    assert state["turn"]["offense"] == 1


def test_encounter_cards_stay_face_down_until_both_are_chosen() -> None:
    state = at_planning({0: [attack(8)], 1: [attack(10)]})
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    assert RULES.view(state, 1)["encounter"]["cards"]["offense"] == "face down"
    assert RULES.view(state, 0)["encounter"]["cards"]["offense"] == "face down"
    assert f"c{attack(8)}" not in str(RULES.view(state, 1))


def test_only_encounter_cards_can_be_chosen_in_planning() -> None:
    state = at_planning({0: [attack(8), reinforcement(3)], 1: [attack(10)]})
    assert [o.label for o in open_prompt(state, "planning.card", 0).options] == ["Attack 08"]


def test_attack_totals_add_ships_and_ties_go_to_the_defense() -> None:
    # offense: 8 + 4 ships = 12; defense: 8 + 4 ships on Blue 1 = 12 -> defense
    state = at_planning({0: [attack(8)], 1: [attack(8, 1)]}, ships={0: 2, 1: 2})
    state, events = cards(state, attack(8), attack(8, 1))
    assert winner(events) == "defense"
    assert any("offense 12, defense 12" in e.text for e in events)


def test_offense_win_lands_its_ships_and_allies_and_advances_colony_markers() -> None:
    state = table(destiny=BLUE, hands={0: [attack(20), attack(6)], 1: [attack(4)], 2: [attack(5)]},
                  ships={(5, 2): 1})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    state, _ = cards(state, attack(20), attack(4))
    assert state["planets"][5] == [2, 0, 2]  # green's bystander ship joined by its allied ship
    assert state["warp"][1] == 4
    view = RULES.view(state, None)
    assert view["players"][0]["foreign_colonies"] == 1
    assert kinds(state) == [("encounter.second", 0)]


def test_observer_colonies_on_the_attacked_planet_are_untouched() -> None:
    state = table(destiny=BLUE, hands={0: [attack(20)], 1: [attack(4)], 2: [attack(5)]}, ships={(5, 2): 3})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(20), attack(4))
    assert state["planets"][5][2] == 3 and state["warp"][2] == 0


def defended_with_green() -> dict:
    """Red attacks Blue 1; Green, with 3 ships in the warp, defends with 2 from Green 1; cards not yet chosen."""
    state = table(destiny=BLUE, hands={0: [attack(4)], 1: [attack(20)], 2: [attack(5)]}, warp={2: 3})
    state = launch(state, 5, {0: 3})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 2}})
    return state


def test_defense_win_sends_the_gate_to_the_warp_and_rewards_defensive_allies() -> None:
    state = defended_with_green()
    hand_before = len(state["hands"][2])
    state, _ = cards(state, attack(4), attack(20))
    assert state["warp"][0] == 3 and state["planets"][5][1] == 4
    reward = open_prompt(state, "resolution.reward", 2)
    assert reward.fields[0].max == 2
    state, _ = play(state, "resolution.reward", {"ships": {"11": 1}})
    assert state["warp"][2] == 2 and state["planets"][11][2] == 5
    assert state["planets"][10][2] == 4  # the allied ships came home
    assert len(state["hands"][2]) == hand_before + 1
    assert kinds(state)[0][0] != "encounter.second"


def test_a_defensive_ally_spreads_the_ships_it_takes_back_over_any_of_its_colonies() -> None:
    """Rulebook: ships taken back from the warp go to any colonies of the player's choosing."""
    state, _ = cards(defended_with_green(), attack(4), attack(20))
    state, _ = play(state, "resolution.reward", {"ships": {"11": 1, "12": 1}})
    assert state["warp"][2] == 1 and state["planets"][11][2] == 5 and state["planets"][12][2] == 5


def test_attack_beats_negotiate_and_the_negotiator_takes_one_card_per_own_ship_lost() -> None:
    hand0 = [attack(8), attack(4), attack(5), attack(6), attack(7)]
    state = table(destiny=BLUE, hands={0: hand0, 1: [NEGOTIATES[0]], 2: [attack(9)]}, ships={(5, 1): 3})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 2}})
    state, events = cards(state, attack(8), NEGOTIATES[0])
    assert winner(events) == "offense"
    assert len(state["hands"][1]) == 3 and len(state["hands"][0]) == 1  # 3 own ships lost, allies earn nothing
    assert state["warp"][2] == 2
    private = [e for e in events if e.kind == "resolution.compensation.cards"]
    assert private and private[0].seats == (1, 0)


def test_compensation_takes_the_whole_hand_when_the_opponent_has_fewer_cards() -> None:
    state = at_planning({0: [NEGOTIATES[0], attack(4)], 1: [attack(10)]}, ships={0: 4})
    state, _ = cards(state, NEGOTIATES[0], attack(10))
    assert state["warp"][0] == 4
    assert attack(4) in state["hands"][0] and len(state["hands"][0]) == 1


def test_defense_with_no_ships_that_negotiates_gets_no_compensation() -> None:
    state = table(destiny=BLUE, hands={0: [attack(8), attack(4)], 1: [NEGOTIATES[0]], 2: [attack(5)]},
                  ships={(5, 1): 0})
    state = no_invites(launch(state, 5, {0: 1}))
    state, events = cards(state, attack(8), NEGOTIATES[0])
    assert winner(events) == "offense"
    assert state["hands"][1] == [] and state["hands"][0] == [attack(4)]


def test_the_morph_copies_the_opponents_card() -> None:
    assert effective(MORPH, attack(20)) == ("attack", 20)
    assert effective(MORPH, NEGOTIATES[0]) == ("negotiate", 0)
    state = table(destiny=BLUE, hands={0: [MORPH], 1: [attack(12)], 2: [attack(5)]}, ships={(5, 1): 2})
    state = no_invites(launch(state, 5, {0: 4}))
    state, events = cards(state, MORPH, attack(12))
    assert winner(events) == "offense"  # morph as 12, plus 4 ships, against 12 plus 2 ships


def test_two_morphs_both_lose_and_every_ship_in_the_encounter_goes_to_the_warp() -> None:
    assert outcome_kind(("morph", 0), ("morph", 0)) == "morphs"
    state = table(destiny=BLUE, hands={0: [attack(4)], 1: [attack(5)], 2: [attack(6)]})
    state = launch(state, 5, {0: 3})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 2}})
    # Only one morph card exists; set both revealed cards to it, as the rulebook's "if it ever happened".
    state["enc"]["cards"] = {"offense": MORPH, "defense": MORPH}
    state["hands"][0], state["hands"][1] = [attack(4)], [attack(5)]
    state["pending"], state["step"] = [], "reveal"
    flow.advance(state, events := [])
    assert winner(events) == "none"
    assert encounter_warp(state) == [3, 4, 2]


@pytest.mark.parametrize("card", ["attack", "negotiate"])
def test_revealed_encounter_cards_are_discarded_after_the_encounter(card: str) -> None:
    defense_card = attack(10) if card == "attack" else NEGOTIATES[1]
    state = at_planning({0: [attack(30), attack(4)], 1: [defense_card, attack(5)]})
    state, _ = cards(state, attack(30), defense_card)
    assert attack(30) in state["discard"] and defense_card in state["discard"]


def test_no_second_encounter_is_offered_without_an_encounter_card() -> None:
    state = at_planning({0: [attack(20), reinforcement(2)], 1: [attack(4)]})
    state, _ = cards(state, attack(20), attack(4))
    state, _ = play(state, "response", "pass")
    assert ("encounter.second", 0) not in kinds(state)
    assert state["turn"]["offense"] == 1


def test_second_encounter_can_be_taken_or_declined() -> None:
    state = at_planning({0: [attack(20), attack(6)], 1: [attack(4)]})
    state, _ = cards(state, attack(20), attack(4))
    taken, _ = play(state, "encounter.second", "yes")
    assert taken["turn"] == {"offense": 0, "encounter": 2, "number": 1}
    declined, _ = play(state, "encounter.second", "no")
    assert declined["turn"]["offense"] == 1


def test_a_won_second_encounter_offers_no_third() -> None:
    state = table(destiny=["color:blue", "color:green"],
                  hands={0: [attack(20), attack(30), attack(6)], 1: [attack(4)], 2: [attack(5)]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(20), attack(4))
    state, _ = play(state, "encounter.second", "yes")
    state = no_invites(launch(state, 10, {1: 1}))
    state, _ = cards(state, attack(30), attack(5))
    assert ("encounter.second", 0) not in kinds(state)
    assert state["turn"]["offense"] == 1
