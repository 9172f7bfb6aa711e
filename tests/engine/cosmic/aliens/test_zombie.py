"""Zombie: its ships never go to the warp; they go back to its colonies."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import IllegalAction, player
from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import NEGOTIATES, as_encounter_left, attack, open_prompt, play


def test_defeated_zombie_ships_go_home_instead_of_the_warp() -> None:
    state, events = revealed({0: "Zombie"}, attack(4), attack(30))
    assert state["warp"][0] == 0
    assert state["planets"][0][0] == 4  # Red 1 gave 2 and got them back
    assert any(e.kind == "power.zombie" for e in events)


def test_zombie_loses_no_ships_to_a_failed_deal() -> None:
    state, _ = revealed({1: "Zombie"}, NEGOTIATES[0], NEGOTIATES[1], hands={0: [attack(4)], 1: [attack(5)]})
    state, _ = play(state, "deal.propose", {"do": "end"}, 0)
    assert state["warp"][1] == 0


def test_other_players_ships_still_go_to_the_warp() -> None:
    state, _ = revealed({1: "Zombie"}, attack(4), attack(30))
    assert state["warp"][0] == 2


def test_zombie_below_three_home_colonies_loses_ships_as_usual() -> None:
    state, _ = revealed({0: "Zombie"}, attack(4), attack(30), ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert state["warp"][0] == 2


def test_a_zombie_negotiator_takes_compensation_for_its_defeated_ships_by_default() -> None:
    """Rulings note 6, the default: count the ships defeated, before the power sends them home."""
    state, events = revealed({0: "Zombie"}, NEGOTIATES[0], attack(30), hands={1: [attack(4), attack(5), attack(6)]})
    assert state["warp"][0] == 0 and len(state["hands"][0]) == 2  # 2 ships defeated: 2 cards


def test_with_the_warped_option_a_zombie_negotiator_takes_no_compensation() -> None:
    """Rulings note 6, the other reading (table option ``compensation=warped``): only ships really lost count."""
    state, _ = revealed({0: "Zombie"}, NEGOTIATES[0], attack(30), hands={1: [attack(4), attack(5), attack(6)]},
                        options={"compensation": "warped"})
    assert state["warp"][0] == 0 and state["hands"][0] == []
    state, _ = revealed({}, NEGOTIATES[0], attack(30), hands={1: [attack(4), attack(5), attack(6)]},
                        options={"compensation": "warped"})
    assert state["warp"][0] == 2 and len(state["hands"][0]) == 2  # ships that did go to the warp still count


def zombie_deal(**kw: Any) -> dict:
    """The Zombie (Red, offense) and Blue, with 3 ships in the warp, both negotiate."""
    kw.setdefault("warp", {1: 3})
    state, _ = revealed({0: "Zombie"}, NEGOTIATES[0], NEGOTIATES[1], hands={0: [attack(4)], 1: [attack(5)]}, **kw)
    return state


def field_names(state: dict, seat: int) -> set[str]:
    return {f.name for f in open_prompt(state, "deal.propose", seat).fields}


def test_a_zombie_dealer_may_free_the_other_dealers_ships_from_the_warp_as_a_term() -> None:
    """Rules data: the Zombie 'may free other players' ships from the warp as a deal term'."""
    state = zombie_deal()
    assert state["warp"][1] == 3 and "zombie_free" in field_names(state, 0) and "zombie_free" in field_names(state, 1)
    state, _ = play(state, "deal.propose", {"do": "propose", "get_count": 1, "zombie_free": 2}, 1)
    offer = open_prompt(state, "deal.propose", 0).text
    assert f"{player(0)} (Zombie) frees 2 of {player(1)}'s ships from the warp" in offer
    home = sum(p[1] for p in state["planets"])
    state, events = play(state, "deal.propose", {"do": "accept"}, 0)
    state = as_encounter_left(state)
    assert state["warp"][1] == 1 and sum(p[1] for p in state["planets"]) == home + 2
    assert any(e.kind == "power.zombie.free" for e in events) and attack(4) in state["hands"][1]


def test_freeing_ships_alone_is_not_a_deal() -> None:
    """Rulebook: a deal must exchange at least one card or colony; the Zombie's term comes on top."""
    state = zombie_deal()
    with pytest.raises(IllegalAction, match="at least one card or one colony"):
        play(state, "deal.propose", {"do": "propose", "zombie_free": 2}, 0)
    assert state["enc"]["deal"]["offer"] is None


def test_no_freeing_without_ships_in_the_warp_or_below_three_home_colonies() -> None:
    assert "zombie_free" not in field_names(zombie_deal(warp={}), 0)
    lost = zombie_deal(ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert "zombie_free" not in field_names(lost, 0) and "zombie_free" not in field_names(lost, 1)
