"""Setting up ("Preparazione del gioco", "Equipaggiamento di gioco")."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.cosmic_ah2000.cards import DECK
from tests.engine.cosmic_ah2000.table import RULES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_starts_with_four_ships_on_each_native_planet_and_seven_cards(players: int) -> None:
    state, events = RULES.setup({}, players, 5)
    for seat in range(players):
        native = state["planets"][seat * 5:(seat + 1) * 5]
        assert [row[seat] for row in native] == [4] * 5
        assert sum(sum(row) for row in native) == 20
        assert len(state["hands"][seat]) == 7
    assert len(state["deck"]) + 7 * players == 62
    assert sorted(state["orders"] + state["orders_discard"]) == sorted(list(range(players)) * 3)
    first = next(e for e in events if e.kind == "setup.first").data["seat"]
    assert state["turn"]["offense"] == first


def test_the_main_deck_has_54_attack_and_negotiate_cards_and_8_artifacts_of_six_kinds() -> None:
    kinds = [c.type for c in DECK]
    assert kinds.count("attack") + kinds.count("negotiate") == 54
    assert sorted(c.name for c in DECK if c.type == "artifact") == sorted(
        ["Cosmic Zap", "Cosmic Zap", "Mobius Tubes", "Mobius Tubes", "Force Field", "Plague", "Stellar Gas",
         "Emotion Control"])
    assert "morph" not in kinds and "reinforcement" not in kinds


@pytest.mark.parametrize("players", [1, 5])
def test_the_edition_is_for_two_to_four_players(players: int) -> None:
    with pytest.raises(IllegalAction, match="2 to 4 players"):
        RULES.setup({}, players, 1)


def test_the_first_player_is_the_colour_of_an_order_token_drawn_at_random() -> None:
    firsts = {RULES.setup({}, 4, seed)[0]["turn"]["offense"] for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_an_unknown_option_is_refused_by_name() -> None:
    with pytest.raises(IllegalAction, match="flares"):
        RULES.setup({"flares": "on"}, 3, 1)
