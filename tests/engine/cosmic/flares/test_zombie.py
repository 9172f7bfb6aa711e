"""Zombie's flare: the wild half brings a lost ship back; the super half lets allies add a warp ship."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import attack, flare_card, launch, play, table

ZOMBIE = flare_card("Zombie")


def test_zombie_wild_brings_back_one_ship_lost_this_encounter() -> None:
    state, _ = revealed({}, attack(5), attack(20), hands={0: [ZOMBIE, attack(4)]})
    assert state["warp"][0] == 2 and f"flare:c{ZOMBIE}:0" in offered(state, 0)
    state, _ = use(state, 0, ZOMBIE, "0")
    assert state["warp"][0] == 1 and state["planets"][0][0] == 3


def test_zombie_wild_is_not_offered_before_any_ship_is_lost() -> None:
    state = table(destiny=["color:blue"], hands={0: [ZOMBIE, attack(8)]}, warp={0: 2})
    assert offered(state, 0) == set()  # ships lost in an earlier encounter do not count


def test_zombie_super_each_ally_adds_a_ship_from_the_warp() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Zombie"}, hands={0: [ZOMBIE, attack(8)], 2: [attack(5)]},
                  warp={2: 3})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 4}})
    state, _ = use(state, 0, ZOMBIE)
    assert state["warp"][2] == 2 and sum(state["enc"]["gate"][2].values()) == 5


def test_zombie_super_is_not_offered_without_an_ally_in_the_warp() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Zombie"}, hands={0: [ZOMBIE, attack(8)], 2: [attack(5)]})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    assert offered(state, 0) == set()
