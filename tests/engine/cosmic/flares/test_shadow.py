"""Shadow's flare: the wild half drags the gate into the warp; the super half retrieves a ship."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    artifact,
    as_encounter_left,
    attack,
    flare_card,
    play,
    table,
)

SHADOW = flare_card("Shadow")


def test_shadow_wild_a_beaten_defense_sends_a_ship_and_the_whole_gate_to_the_warp() -> None:
    state, _ = revealed({}, attack(20), attack(5), hands={1: [SHADOW]}, launched=3)
    assert state["pending"][0]["point"] == "resolution"
    state, _ = use(state, 1, SHADOW, "6")
    assert state["warp"][0] == 3 and state["planets"][5][0] == 0  # the winners found no colony
    state = as_encounter_left(state)
    assert state["warp"][1] == 5 and state["planets"][6][1] == 3  # the planet's 4 and the flare's 1


def test_shadow_wild_is_not_offered_to_a_winning_defense() -> None:
    state, _ = revealed({}, attack(5), attack(20), hands={1: [SHADOW]})
    assert offered(state, 1) == set()


def test_a_card_zap_cancels_the_shadow_wild_and_the_offense_lands() -> None:
    zap = artifact("Card Zap")
    state, _ = revealed({}, attack(20), attack(5), hands={1: [SHADOW], 2: [zap, attack(5)]}, options=ARTIFACTS)
    state, _ = use(state, 1, SHADOW, "6")
    state, _ = play(state, "response", f"cardzap:c{zap}:", 2)
    assert state["planets"][5][0] == 2 and SHADOW in state["discard"]


def test_shadow_super_retrieves_a_ship_after_the_power_struck_on_its_own_turn() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Shadow"}, hands={0: [SHADOW, attack(8)]}, warp={0: 2})
    state, _ = play(state, "regroup.colony", "0", 0)
    state, _ = play(state, "shadow.ship", "1:5", 0)
    assert offered(state, 0) == {f"flare:c{SHADOW}:{p}" for p in range(5)}
    state, _ = use(state, 0, SHADOW, "0")
    assert state["warp"][0] == 0 and state["planets"][0][0] == 6


def test_shadow_super_is_not_offered_on_another_players_turn() -> None:
    state = table(destiny=["color:blue"], offense=2, aliens={0: "Shadow"}, hands={0: [SHADOW, attack(8)]},
                  warp={0: 2})
    assert offered(state, 0) == set()
