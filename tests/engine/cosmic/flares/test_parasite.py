"""Parasite's flare: the wild half settles on a powerless player's home planet; the super half allies with
any number of ships."""

from __future__ import annotations

from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import attack, flare_card, launch, open_prompt, table

PARASITE = flare_card("Parasite")


def test_parasite_wild_founds_a_one_ship_colony_on_the_home_planet_of_a_player_whose_power_is_lost() -> None:
    state = table(destiny=["color:blue"], hands={2: [PARASITE, attack(5)]}, warp={1: 12})
    assert state["power_lost"][1]
    assert offered(state, 2) == {f"flare:c{PARASITE}:{p}" for p in range(5, 10)}
    state, _ = use(state, 2, PARASITE, "9")
    assert state["planets"][9][2] == 1 and sum(state["planets"][p][2] for p in range(10, 15)) == 19


def test_parasite_wild_is_not_offered_while_every_power_works() -> None:
    assert offered(table(destiny=["color:blue"], hands={2: [PARASITE, attack(5)]}), 2) == set()


def test_parasite_super_lets_a_non_main_parasite_ally_with_any_number_of_ships() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Parasite"}, hands={2: [PARASITE, attack(5)]})
    state = launch(state, 5, {0: 1})
    state, _ = use(state, 2, PARASITE)
    from tests.engine.cosmic.table import play

    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": []})
    assert open_prompt(state, "alliance.join", 2).fields[1].max == 20


def test_parasite_super_is_not_offered_to_a_main_player() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Parasite"}, hands={0: [PARASITE, attack(8)]})
    assert offered(launch(state, 5, {0: 1}), 0) == set()
