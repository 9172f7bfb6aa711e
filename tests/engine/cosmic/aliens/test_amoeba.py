"""Amoeba: after cards are chosen, may add ships from its colonies or withdraw its own, past the 4-ship limit."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import to_planning, totals_text
from tests.engine.cosmic.table import RULES, artifact, attack, cards, encounter_warp, kinds, open_prompt, play

ZAP = artifact("Cosmic Zap")
HANDS = {0: [attack(8)], 1: [attack(8, 1)]}


def chosen(aliens: dict[int, str], **kw) -> dict:
    """Both cards chosen face down: the state waits in the planning.after window."""
    state, _ = cards(to_planning(aliens, HANDS, **kw), attack(8), attack(8, 1))
    return state


def test_offense_amoeba_adds_ships_past_four_and_they_count() -> None:
    state = chosen({0: "Amoeba"})
    assert kinds(state) == [("response", 0)]
    state, _ = play(state, "response", "power:add", 0)
    state, events = play(state, "amoeba.ships", {"ships": {"1": 4, "2": 2}}, 0)
    assert state["enc"]["gate"][0] == {}  # landed: the offense won
    assert "offense 16, defense 12" in totals_text(events)  # 8 + 2 + 6 ships against 8 + 4
    assert state["planets"][5][0] == 8


def test_defense_amoeba_withdraws_ships_to_a_colony_it_names() -> None:
    state = chosen({1: "Amoeba"})
    state, _ = play(state, "response", "power:withdraw", 1)
    state, events = play(state, "amoeba.ships", {"count": 3, "colony": "6"}, 1)
    assert "offense 10, defense 9" in totals_text(events)
    assert state["planets"][6][1] == 7 and encounter_warp(state)[1] == 1


def test_offense_amoeba_withdrawn_ships_go_back_where_they_came_from() -> None:
    state = chosen({0: "Amoeba"})
    state, _ = play(state, "response", "power:withdraw", 0)
    state, events = play(state, "amoeba.ships", {"count": 1}, 0)
    assert state["planets"][0][0] == 3
    assert "offense 9, defense 12" in totals_text(events)


def test_amoeba_moving_no_ship_is_the_timeout_default() -> None:
    state = chosen({0: "Amoeba"})
    state, _ = play(state, "response", "power:add", 0)
    prompt = open_prompt(state, "amoeba.ships")
    assert RULES.timeout_action(state, prompt).choice == {"ships": {}}


def test_amoeba_is_not_offered_before_cards_are_chosen_nor_as_a_bystander() -> None:
    state = to_planning({0: "Amoeba"}, HANDS)
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]
    state, _ = cards(to_planning({2: "Amoeba"}, HANDS), attack(8), attack(8, 1))
    assert ("response", 2) not in kinds(state)


def test_a_zapped_amoeba_moves_no_ship() -> None:
    state, _ = cards(to_planning({0: "Amoeba"}, {**HANDS, 2: [ZAP, attack(5)]}, options={"artifacts": "on"}),
                     attack(8), attack(8, 1))
    state, _ = play(state, "response", "power:add", 0)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert any(e.kind == "power.zapped" for e in events)
    assert "amoeba.ships" not in [k for k, _ in kinds(state)]
    assert "offense 10, defense 12" in totals_text(events)


def test_amoeba_below_three_home_colonies_is_not_offered() -> None:
    state = chosen({0: "Amoeba"}, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert ("response", 0) not in kinds(state)
