"""Start of turn, regroup and destiny (rulebook: phases 1 and 2)."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.cosmic.cards import COSMIC
from tests.engine.cosmic.table import NEGOTIATES, attack, kinds, open_prompt, play, reinforcement, table

BLUE = ["color:blue"]


def test_start_of_turn_without_encounter_card_reveals_discards_and_draws_eight() -> None:
    hand = [reinforcement(2), reinforcement(3)]
    state = table(hands={0: hand}, destiny=BLUE)
    assert not set(hand) & set(state["hands"][0])
    assert set(hand) <= set(state["discard"])
    assert len(state["hands"][0]) == 8


def test_start_of_turn_with_an_encounter_card_keeps_the_hand() -> None:
    hand = [attack(8), reinforcement(2)]
    state = table(hands={0: hand}, destiny=BLUE)
    assert sorted(state["hands"][0]) == sorted(hand)


def test_regroup_takes_one_ship_from_the_warp_to_the_chosen_colony() -> None:
    state = table(warp={0: 4}, destiny=["wild"])  # a wild destiny asks in between: regroup is asked on its own
    prompt = open_prompt(state, "regroup.colony")
    assert {o.key for o in prompt.options} == {"0", "1", "2", "3"}  # Red 5 lost its ships to the warp
    state, _ = play(state, "regroup.colony", "1")
    assert state["warp"][0] == 3 and state["planets"][1][0] == 5


def test_regroup_without_any_colony_puts_the_ship_on_the_gate() -> None:
    state = table(warp={0: 20}, destiny=BLUE)
    assert state["warp"][0] == 19
    assert state["enc"]["gate"][0] == {"-1": 1}


def test_destiny_colour_card_names_that_player_as_defense_in_their_home_system() -> None:
    state = table(destiny=["color:green"])
    assert state["enc"]["defense"] == 2 and state["enc"]["system"] == 2
    targets = {o.key for o in open_prompt(state, "launch.ships").fields[0].options}
    assert targets == {str(p) for p in range(10, 15)}


def test_own_colour_offers_a_redraw_or_an_attack_on_a_foreign_colony_at_home() -> None:
    state = table(destiny=["color:red", "color:blue"], ships={(2, 1): 2})
    prompt = open_prompt(state, "destiny.own")
    assert {o.key for o in prompt.options} == {"redraw", "attack:2:1"}
    attacked, _ = play(state, "destiny.own", "attack:2:1")
    assert (attacked["enc"]["defense"], attacked["enc"]["target"]) == (1, 2)
    assert {o.key for o in open_prompt(attacked, "launch.ships").fields[0].options} == {"2"}
    redrawn, _ = play(state, "destiny.own", "redraw")
    assert redrawn["enc"]["defense"] == 1 and redrawn["enc"]["target"] is None


def test_own_colour_with_nothing_to_attack_at_home_draws_again_without_asking() -> None:
    state = table(destiny=["color:red", "color:green"])
    assert ("destiny.own", 0) not in kinds(state)
    assert state["enc"]["defense"] == 2


def test_empty_home_planet_is_recolonised_with_up_to_four_ships_as_a_success() -> None:
    state = table(destiny=["color:red"], ships={(3, 0): 0}, hands={0: [attack(4)]})
    state, _ = play(state, "destiny.own", "recolonize:3")
    with pytest.raises(IllegalAction):
        play(state, "launch.ships", {"planet": "3", "ships": {"0": 3, "1": 2}})
    state, _ = play(state, "launch.ships", {"planet": "3", "ships": {"0": 2, "1": 1}})
    assert state["planets"][3][0] == 3
    assert kinds(state) == [("encounter.second", 0)]


def test_wild_destiny_lets_the_offense_choose_any_other_player() -> None:
    state = table(destiny=["wild"])
    prompt = open_prompt(state, "destiny.wild")
    assert [o.key for o in prompt.options] == ["1", "2"]
    state, _ = play(state, "destiny.wild", "2")
    assert state["enc"]["defense"] == 2 and state["enc"]["system"] == 2


def test_special_card_names_the_player_with_most_cards_ties_to_the_offense_left() -> None:
    hand = [attack(8, 1), NEGOTIATES[0], NEGOTIATES[1]]
    state = table(players=4, offense=1, destiny=["special:cards"],
                  hands={0: hand, 1: [attack(4)], 2: [attack(5)], 3: [attack(6), attack(7), attack(9)]})
    assert state["enc"]["defense"] == 3  # seats 0 and 3 tie on 3 cards; 3 sits closer to blue's left


def test_special_card_naming_the_offense_counts_as_its_own_colour() -> None:
    state = table(destiny=["special:cards"], ships={(2, 1): 1},
                  hands={0: [attack(8), attack(4), attack(5)], 1: [attack(6)], 2: [attack(7)]})
    assert {o.key for o in open_prompt(state, "destiny.own").options} == {"redraw", "attack:2:1"}


def test_destiny_deck_reshuffles_its_discards_when_one_card_is_left() -> None:
    state = table(destiny=BLUE)
    state["destiny_discard"] += state["destiny_deck"][:-1]
    state["destiny_deck"] = state["destiny_deck"][-1:]
    from engine.cosmic.destiny import draw_destiny

    events: list = []
    draw_destiny(state, events)
    assert len(state["destiny_deck"]) + len(state["destiny_discard"]) == 3 * 3 + 5
    assert any(e.kind == "destiny.reshuffle" for e in events)


def test_hand_sizes_are_public_but_cards_are_not() -> None:
    state = table(destiny=BLUE)
    view = play.__globals__["RULES"].view(state, 1)
    assert view["players"][0]["hand_count"] == len(state["hands"][0])
    assert view["hand"] == [c for c in view["hand"] if c["id"] in state["hands"][1]]
    assert all(COSMIC[c["id"]].label == c["label"] for c in view["hand"])
