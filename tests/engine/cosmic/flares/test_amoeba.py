"""Amoeba's flare: the wild moves up to four ships before cards are chosen; the super lets the Amoeba ally use
its power."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from tests.engine.cosmic.aliens.encounter import to_planning, totals_text
from tests.engine.cosmic.flares.windows import flare_keys
from tests.engine.cosmic.table import (
    ARTIFACTS,
    artifact,
    attack,
    cards,
    flare_card,
    kinds,
    launch,
    open_prompt,
    play,
    table,
)

CARD = flare_card("Amoeba")
ZAP = artifact("Card Zap")


def test_amoeba_wild_adds_up_to_four_ships_before_cards_are_chosen() -> None:
    state = to_planning({}, {0: [attack(8), CARD], 1: [attack(8, 1)]})
    assert flare_keys(state, 0) == [f"flare:c{CARD}:add", f"flare:c{CARD}:withdraw"]
    state, _ = play(state, "response", f"flare:c{CARD}:add", 0)
    assert open_prompt(state, "amoeba.ships", 0).fields[0].max == 4
    with pytest.raises(IllegalAction):
        play(state, "amoeba.ships", {"ships": {"1": 4, "2": 1}}, 0)
    state, _ = play(state, "amoeba.ships", {"ships": {"1": 4}}, 0)
    _, events = cards(state, attack(8), attack(8, 1))
    assert "offense 14, defense 12" in totals_text(events)  # six ships on the gate


def test_amoeba_wild_withdraws_a_defense_s_ships() -> None:
    state = to_planning({}, {0: [attack(8)], 1: [attack(8, 1), CARD]})
    state, _ = play(state, "response", f"flare:c{CARD}:withdraw", 1)
    state, _ = play(state, "amoeba.ships", {"count": 4, "colony": "6"}, 1)
    _, events = cards(state, attack(8), attack(8, 1))
    assert "offense 10, defense 8" in totals_text(events)


def test_amoeba_wild_is_for_main_players_before_cards_are_chosen() -> None:
    state = to_planning({}, {0: [attack(8)], 1: [attack(8, 1)], 2: [attack(5), CARD]})
    assert ("response", 2) not in kinds(state)


def test_a_card_zap_cancels_amoeba_wild() -> None:
    state = to_planning({}, {0: [attack(8), CARD], 1: [attack(8, 1), ZAP]}, options=ARTIFACTS)
    state, _ = play(state, "response", f"flare:c{CARD}:add", 0)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert ("amoeba.ships", 0) not in kinds(state) and CARD in state["discard"]


def allied(aliens: dict[int, str], ally_hand: list[int]) -> dict:
    """Green allies Red with one ship; both cards are chosen."""
    state = table(destiny=["color:blue"], aliens=aliens, hands={0: [attack(8)], 1: [attack(8, 1)], 2: ally_hand})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    return state


def test_amoeba_super_lets_the_amoeba_use_its_power_as_an_ally() -> None:
    state = allied({2: "Amoeba"}, [CARD, attack(5)])
    state, _ = play(state, "response", f"flare:c{CARD}:", 2)
    state, _ = cards(state, attack(8), attack(8, 1))
    state, _ = play(state, "response", "power:add", 2)
    state, events = play(state, "amoeba.ships", {"ships": {"10": 3, "11": 4}}, 2)
    assert "offense 18, defense 12" in totals_text(events)  # 8 + 2 + 8 allied ships


def test_an_amoeba_ally_has_no_power_without_its_super_flare() -> None:
    state = allied({2: "Amoeba"}, [attack(5)])
    _, events = cards(state, attack(8), attack(8, 1))
    assert "offense 11, defense 12" in totals_text(events)
    state = allied({}, [CARD, attack(5)])
    assert ("response", 2) not in kinds(state)
