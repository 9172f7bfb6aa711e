"""One encounter, step by step ("Come giocare": I passi di un incontro, Risoluzione)."""

from __future__ import annotations

from tests.engine.cosmic_ah2000.table import (
    NEGOTIATES,
    RULES,
    answer,
    artifact,
    attack,
    cards,
    event_kinds,
    kinds,
    launch,
    no_invites,
    table,
)


def hands3(**extra: list[int]) -> dict[int, list[int]]:
    base = {0: [attack(10), attack(20), attack(4)], 1: [attack(6), attack(8)], 2: [attack(5), attack(9)]}
    base.update({int(k[1:]): v for k, v in extra.items()})
    return base


def to_alliance(state: dict, ally_side: str, ally_ships: int = 2) -> dict:
    """Offense 0 and defense 1 both invite seat 2, which joins ``ally_side`` from its planet 10."""
    state, _ = answer(state, "alliance.invite", 0, {"players": ["2"]})
    state, _ = answer(state, "alliance.invite", 1, {"players": ["2"]})
    state, _ = answer(state, "alliance.join", 2, {"side": ally_side, "ships": {"10": ally_ships}})
    return state


def test_step_2_the_order_drawn_names_the_defense_and_its_system() -> None:
    state = table(orders=[1], hands=hands3())
    assert kinds(state) == [("mothership.launch", 0)]
    prompt = RULES.prompts(state)[0]
    targets = [o.key for o in prompt.fields[1].options]
    assert targets == [f"{p}:1" for p in range(5, 10)]


def test_steps_3_and_4_ships_go_on_the_mothership_before_it_is_pointed_and_a_last_ship_gives_up_a_colony() -> None:
    state = launch(table(orders=[1], hands=hands3()), 5, {0: 4})
    assert state["planets"][0][0] == 0 and state["enc"]["mothership"][0] == {"0": 4}
    assert (state["enc"]["target"], state["enc"]["defense"]) == (5, 1)


def test_steps_5_to_7_allies_answer_after_both_invitations_and_ride_mothership_or_transport() -> None:
    state = launch(table(orders=[1], hands=hands3()), 5, {0: 2})
    assert kinds(state) == [("alliance.invite", 0)]
    state, _ = answer(state, "alliance.invite", 0, {"players": ["2"]})
    assert kinds(state) == [("alliance.invite", 1)]
    state, _ = answer(state, "alliance.invite", 1, {"players": ["2"]})
    prompt = RULES.prompts(state)[0]
    assert (prompt.kind, prompt.seat) == ("alliance.join", 2)
    assert [o.key for o in prompt.fields[0].options] == ["offense", "defense", "neither"]
    state, _ = answer(state, "alliance.join", 2, {"side": "defense", "ships": {"10": 3}})
    assert state["enc"]["transports"][2] == {"10": 3} and state["enc"]["allies_def"] == [2]


def test_resolution_attack_ties_go_to_the_defense_and_its_allies_take_a_reward_per_ship() -> None:
    state = to_alliance(launch(table(orders=[1], hands=hands3()), 5, {0: 2}), "defense", 2)
    state, events = cards(state, attack(10), attack(6))  # 10 + 2 against 6 + 4 + 2
    assert "resolution.defense_wins" in event_kinds(events)
    assert state["warp"][0] == 2 and state["planets"][5][1] == 4
    assert state["planets"][10][2] == 4 and state["enc"]["transports"][2] == {}
    assert kinds(state) == [("resolution.reward", 2)]
    hand = len(state["hands"][2])
    state, _ = answer(state, "resolution.reward", 2, {"cards": 2})
    assert len(state["hands"][2]) == hand + 2


def test_resolution_a_winning_offense_lands_the_whole_mothership_and_beaten_ships_go_to_the_warp() -> None:
    state = to_alliance(launch(table(orders=[1], hands=hands3()), 5, {0: 2}), "offense", 3)
    state, events = cards(state, attack(20), attack(6))
    assert "resolution.offense_wins" in event_kinds(events)
    assert state["planets"][5][0] == 2 and state["planets"][5][2] == 3 and state["planets"][5][1] == 0
    assert state["warp"][1] == 4
    assert kinds(state) == [("encounter.second", 0)]


def test_resolution_a_defending_ally_loses_its_transport_ships_when_the_offense_wins() -> None:
    state = to_alliance(launch(table(orders=[1], hands=hands3()), 5, {0: 4}), "defense", 2)
    state, _ = cards(state, attack(20), attack(6))
    assert state["warp"][2] == 2 and state["warp"][1] == 4


def test_resolution_attack_against_negotiate_gives_compensation_per_ship_lost() -> None:
    state = no_invites(launch(table(orders=[1], hands={0: [NEGOTIATES[0], attack(4)], 1: [attack(6)] + NEGOTIATES[1:6],
                                                       2: [attack(5)]}), 5, {0: 3}))
    state, events = cards(state, NEGOTIATES[0], attack(6))
    assert state["warp"][0] == 3
    assert len(state["hands"][0]) == 1 + 3 and len(state["hands"][1]) == 2
    private = next(e for e in events if e.kind == "resolution.compensation.cards")
    assert private.seats == (0, 1)


def test_resolution_compensation_takes_only_what_the_winner_has() -> None:
    state = no_invites(launch(table(orders=[1], hands={0: [NEGOTIATES[0], attack(4)], 1: [attack(6), attack(8)],
                                                       2: [attack(5)]}), 5, {0: 4}))
    state, _ = cards(state, NEGOTIATES[0], attack(6))
    assert sorted(state["hands"][0]) == sorted([attack(4), attack(8)])


def test_second_encounter_only_with_an_encounter_card_left_in_hand() -> None:
    state = no_invites(launch(table(orders=[1, 2], hands={0: [attack(20)], 1: [attack(6)], 2: [attack(5)]}),
                              5, {0: 2}))
    state, events = cards(state, attack(20), attack(6))
    assert "encounter.second" not in [k for k, _ in kinds(state)]
    assert state["turn"]["offense"] == 1


def test_a_second_encounter_restarts_at_step_1_and_the_turn_ends_after_it() -> None:
    state = no_invites(launch(table(orders=[1, 2], hands=hands3()), 5, {0: 2}))
    state, _ = cards(state, attack(20), attack(6))
    state, events = answer(state, "encounter.second", 0, "yes")
    assert state["turn"]["encounter"] == 2 and kinds(state) == [("mothership.launch", 0)]
    state = no_invites(launch(state, 10, {0: 2}))
    state, _ = cards(state, attack(10), attack(5))
    assert state["turn"]["offense"] == 1 and state["turn"]["encounter"] == 1


def test_step_1_retrieving_a_ship_from_the_warp_is_optional() -> None:
    state = table(orders=[1], hands=hands3(), warp={0: 2})
    assert kinds(state) == [("retrieve.colony", 0)]
    assert "none" in [o.key for o in RULES.prompts(state)[0].options]
    left, _ = answer(state, "retrieve.colony", 0, "none")
    assert left["warp"][0] == 2
    taken, _ = answer(state, "retrieve.colony", 0, "1")
    assert taken["warp"][0] == 1 and taken["planets"][1][0] == 5


def test_step_1_with_no_colony_the_retrieved_ship_goes_straight_onto_the_mothership() -> None:
    state = table(orders=[1], hands=hands3(), warp={0: 20})
    assert state["enc"]["mothership"][0] == {"-1": 1} and state["warp"][0] == 19


def test_own_colour_order_may_attack_another_players_colony_on_a_native_planet() -> None:
    state = table(orders=[0, 1], hands=hands3(), ships={(2, 2): 3})
    assert kinds(state) == [("orders.own", 0)]
    keys = [o.key for o in RULES.prompts(state)[0].options]
    assert keys == ["redraw", "2:2"]
    state, _ = answer(state, "orders.own", 0, "2:2")
    assert state["enc"]["defense"] == 2 and state["enc"]["target"] == 2


def test_own_colour_order_with_nothing_to_attack_at_home_is_drawn_again() -> None:
    state = table(orders=[0, 2], hands=hands3())
    assert kinds(state) == [("mothership.launch", 0)] and state["enc"]["defense"] == 2


def test_own_colour_order_may_refound_an_empty_native_planet_unless_the_table_turned_it_off() -> None:
    state = table(orders=[0, 1], hands=hands3(), ships={(3, 0): 0})
    assert "3:-" in [o.key for o in RULES.prompts(state)[0].options]
    state, _ = answer(state, "orders.own", 0, "3:-")
    state, events = answer(state, "mothership.launch", 0, {"ships": {"0": 2}, "target": "3:-"})
    assert state["planets"][3][0] == 2 and "refound" in event_kinds(events)
    assert kinds(state) == [("encounter.second", 0)]
    off = table(orders=[0, 1], hands=hands3(), ships={(3, 0): 0}, options={"refound": "off"})
    assert kinds(off) == [("mothership.launch", 0)] and off["enc"]["defense"] == 1


def test_the_order_pile_is_reshuffled_when_one_token_is_left() -> None:
    state = table(orders=[1], hands=hands3())
    state["orders_discard"] += state["orders"][:-1]
    state["orders"] = state["orders"][-1:]
    state["step"], state["pending"] = "orders", []
    from engine.cosmic_ah2000 import flow

    events: list = []
    flow.advance(state, events)
    assert "orders.reshuffle" in event_kinds(events)
    assert len(state["orders"]) + len(state["orders_discard"]) == 9


def test_a_defense_without_encounter_cards_discards_its_artifacts_and_draws_seven_before_choosing() -> None:
    state = no_invites(launch(table(orders=[1], hands={0: [attack(10)], 1: [artifact("Force Field")],
                                                       2: [attack(5)]}), 5, {0: 2}))
    assert len(state["hands"][1]) == 7 and artifact("Force Field") in state["discard"]
    assert ("planning.card", 1) in kinds(state)


def test_an_offense_without_encounter_cards_later_in_its_turn_ends_it_and_its_ships_go_home() -> None:
    state = launch(table(orders=[1, 2], hands=hands3()), 5, {0: 3})
    state["hands"][0] = [artifact("Force Field")]
    state["deck"] = [c for c in state["deck"] if c != artifact("Force Field")]
    for cid in (attack(10), attack(20), attack(4)):
        state["deck"].append(cid)
    state = no_invites(state)
    assert state["turn"]["offense"] == 1 and state["planets"][0][0] == 4


def test_an_offense_without_encounter_cards_at_the_start_of_its_turn_draws_a_new_hand_of_seven() -> None:
    state = table(orders=[1], hands={0: [artifact("Force Field")], 1: [attack(6)], 2: [attack(5)]})
    assert len(state["hands"][0]) == 7 and artifact("Force Field") in state["discard"]


def test_a_defense_finds_no_encounter_card_anywhere_and_the_encounter_ends_without_a_result() -> None:
    """Every attack and negotiate is in the offense's hand: drawing again would only cycle the artifacts."""
    from engine.cosmic_ah2000.cards import DECK, ENCOUNTER_IDS

    everything = sorted(ENCOUNTER_IDS)
    artifacts = [c for c in range(len(DECK)) if c not in ENCOUNTER_IDS]
    state = table(orders=[1, 2], hands={0: everything, 1: [artifacts[2]], 2: [artifacts[3]]})
    state, _ = answer(launch(state, 5, {0: 2}), "alliance.invite", 0, {"players": []})
    state, events = answer(state, "alliance.invite", 1, {"players": []})
    assert "encounter.void" in event_kinds(events) and "planning.card" not in [k for k, _ in kinds(state)]
    assert state["planets"][0][0] == 4  # the offense's ships went home
