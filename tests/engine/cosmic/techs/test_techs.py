"""Each tech (rules data §8, "The 20 cards"): its effect at its timing point, for the role it needs.

The default table: seat 0 is the offense, destiny names seat 1 (Blue), the gate aims at Blue 1 (planet 5)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core import IllegalAction
from tests.engine.cosmic.table import (
    RULES,
    artifact,
    as_encounter_left,
    attack,
    cards,
    kinds,
    launch,
    no_invites,
    open_prompt,
    play,
    restart,
    table,
)

TECH = {"technology": "on"}
BLUE = ["color:blue"]


def up(name: str, researched: int = 0) -> dict[str, Any]:
    return {"name": name, "up": True, "researched": researched}


def options(state: dict, seat: int) -> set[str]:
    return {o.key for o in open_prompt(state, "response", seat).options}


def names(state: dict, seat: int) -> list[str]:
    return [t["name"] for t in state["techs"]["held"][seat]]


def test_xenon_lasers_changes_its_sides_total_by_one_after_the_reveal_and_stays_in_play() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(9)]},
                  techs={1: [up("Xenon Lasers")]})
    state = no_invites(launch(state, 5, {0: 2, 1: 2}))
    state, _ = cards(state, attack(10), attack(9))  # 14 against 13
    assert options(state, 1) == {"pass", "pass.encounter", "tech_xenon_lasers:+1", "tech_xenon_lasers:-1"}
    state, events = play(state, "response", "tech_xenon_lasers:+1", 1)
    assert any(e.kind == "resolution.outcome" and "defense 14" in e.text and "The defense" in e.text for e in events)
    assert names(state, 1) == ["Xenon Lasers"]


def test_plasma_thrusters_lets_its_holder_commit_five_ships() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(9)]},
                  techs={0: [up("Plasma Thrusters")]})
    state = launch(state, 5, {0: 3, 1: 2})
    assert sum(state["enc"]["gate"][0].values()) == 5


def test_without_plasma_thrusters_five_ships_are_refused() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(9)]})
    with pytest.raises(IllegalAction):
        launch(state, 5, {0: 3, 1: 2})


def test_plasma_thrusters_moves_a_defending_ship_to_the_target_after_the_launch() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(9)]},
                  techs={1: [up("Plasma Thrusters")]})
    state = launch(state, 5, {0: 1})
    assert "tech_plasma_thrusters:6" in options(state, 1) and "tech_plasma_thrusters:5" not in options(state, 1)
    state, _ = play(state, "response", "tech_plasma_thrusters:6", 1)
    assert state["planets"][5][1] == 5 and state["planets"][6][1] == 3


@pytest.mark.parametrize(("defense_card", "kept"), [(6, 1), (5, 1), (4, 0)])
def test_collapsium_hulls_keeps_one_ship_on_the_planet_when_the_defense_loses_by_5_or_less(
        defense_card: int, kept: int) -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(defense_card)]},
                  techs={1: [up("Collapsium Hulls")]})
    state = no_invites(launch(state, 5, {0: 2, 1: 2}))
    state, _ = cards(state, attack(10), attack(defense_card))  # 14 against 10 (by 4), 9 (by 5) or 8 (by 6)
    left = as_encounter_left(state)
    assert left["planets"][5][1] == kept and left["warp"][1] == 4 - kept
    assert state["planets"][5][0] == 4  # the offense lands all the same


def test_gluon_mines_stays_hidden_then_destroys_a_ship_per_research_ship_and_wins_with_none_left() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(20)], 1: [attack(1)]},
                  techs={1: [up("Gluon Mines", researched=2)]})
    assert "Gluon Mines" not in json.dumps(RULES.view(state, 0))
    state = no_invites(launch(state, 5, {0: 2}))
    state, _ = cards(state, attack(20), attack(1))
    assert options(state, 1) == {"pass", "pass.encounter", "tech_gluon_mines:"}
    state, events = play(state, "response", "tech_gluon_mines:", 1)
    assert state["warp"][0] == 2 and any(e.kind == "tech.gluon.win" for e in events)
    assert any(e.kind == "resolution.outcome" and "The defense" in e.text for e in events)
    assert names(state, 1) == [] and "Gluon Mines" in state["techs"]["discard"]


def test_gluon_mines_with_fewer_research_ships_than_the_offense_leaves_the_rest_to_fight() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(20)], 1: [attack(1)]},
                  techs={1: [up("Gluon Mines", researched=1)]})
    state = no_invites(launch(state, 5, {0: 3}))
    state, _ = cards(state, attack(20), attack(1))
    state, events = play(state, "response", "tech_gluon_mines:", 1)
    assert state["warp"][0] == 1 and state["planets"][5][0] == 2  # 20 + 2 still beats 1 + 4


def test_lunar_cannon_token_goes_between_two_home_planets_and_adds_10_there() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(1)]},
                  techs={1: [{"name": "Lunar Cannon", "ships": 5}]})
    state, _ = play(state, "tech.research", "complete:Lunar Cannon", 1)
    assert len(open_prompt(state, "tech.token").options) == 10  # each pair of its five home planets
    state, _ = play(state, "tech.token", "5-6", 1)
    assert RULES.view(state, 2)["techs"]["tokens"] == [
        {"tech": "Lunar Cannon", "seat": 1, "planets": [5, 6], "ship": False}]
    defending = state["planets"][5][1]
    state = no_invites(launch(state, 5, {0: 2, 1: 2}))
    state, events = cards(state, attack(10), attack(1))
    assert any(e.kind == "resolution.outcome" and f"defense {1 + defending + 10}." in e.text for e in events)


def test_lunar_cannon_adds_nothing_at_another_planet() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(1)]},
                  techs={1: [up("Lunar Cannon")]})
    state["techs"]["tokens"]["Lunar Cannon"] = {"seat": 1, "planets": [6, 7]}
    state = no_invites(launch(state, 5, {0: 2, 1: 2}))
    state, events = cards(state, attack(10), attack(1))
    assert any(e.kind == "resolution.outcome" and "defense 5" in e.text for e in events)


def test_the_prometheus_token_defends_its_colony_with_4() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(7)]},
                  techs={1: [{"name": "The Prometheus", "ships": 7}]})
    state, _ = play(state, "tech.research", "complete:The Prometheus", 1)
    state, _ = play(state, "tech.token", "5", 1)
    defending = state["planets"][5][1]
    state = no_invites(launch(state, 5, {0: 2, 1: 2}))
    state, events = cards(state, attack(10), attack(7))
    assert any(e.kind == "resolution.outcome" and f"defense {7 + defending + 4}." in e.text for e in events)


def test_energy_cloak_keeps_every_ally_from_the_defense() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(7)]},
                  techs={0: [up("Energy Cloak")]})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "response", "tech_energy_cloak:", 0)
    state, _ = play(state, "alliance.invite", {"invite": []}, seat=0)
    state, _ = play(state, "alliance.invite", {"invite": ["2"]}, seat=1)
    assert ("alliance.join", 2) not in kinds(state)
    assert names(state, 0) == []


def test_warpspace_key_brings_every_ship_of_the_offense_out_of_the_warp() -> None:
    state = table(options=TECH, destiny=BLUE, warp={0: 3}, techs={0: [up("Warpspace Key")]})
    state, _ = play(state, "regroup.colony", "0")
    state, _ = play(state, "response", "tech_warpspace_key:", 0)
    assert state["warp"][0] == 0 and sum(p[0] for p in state["planets"]) == 20


def test_coldsleep_ship_asks_how_many_ships_up_to_four_found_a_colony_on_another_players_planet() -> None:
    """Rules data §8: "found a colony with up to 4 ships from your colonies": the holder says how many."""
    state = table(options=TECH, destiny=BLUE, techs={2: [up("Coldsleep Ship")]})
    assert "tech_coldsleep_ship:5" in options(state, 2) and "tech_coldsleep_ship:10" not in options(state, 2)
    state, _ = play(state, "response", "tech_coldsleep_ship:5", 2)
    prompt = open_prompt(state, "tech.coldsleep.ships", 2)
    assert [o.key for o in prompt.options] == ["1", "2", "3", "4"] and "Blue 1" in prompt.text
    assert RULES.timeout_action(state, prompt).choice == "4"  # the deadline sends the most
    state, events = play(state, "tech.coldsleep.ships", "2", 2)
    assert state["planets"][5][2] == 2 and all(state["planets"][p][2] >= 1 for p in range(10, 15))
    assert any(e.kind == "tech.coldsleep" and "2 ships" in e.text for e in events)


def test_coldsleep_ship_with_one_ship_to_spare_founds_the_colony_with_it_without_asking() -> None:
    state = table(options=TECH, destiny=BLUE, techs={2: [up("Coldsleep Ship")]})
    for planet in range(11, 15):
        state["warp"][2] += state["planets"][planet][2] - 1
        state["planets"][planet][2] = 1
    state["warp"][2] += state["planets"][10][2] - 2
    state["planets"][10][2] = 2
    state, _ = play(state, "response", "tech_coldsleep_ship:5", 2)
    assert ("tech.coldsleep.ships", 2) not in kinds(state)
    assert state["planets"][5][2] == 1 and state["planets"][10][2] == 1


def test_infinity_drive_gives_the_offense_another_encounter_after_a_loss() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(1), attack(4)], 1: [attack(20)]},
                  techs={0: [up("Infinity Drive")]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(1), attack(20))
    state, _ = play(state, "response", "tech_infinity_drive:", 0)
    assert kinds(state) == [("encounter.second", 0)]


def test_infinity_drive_gives_a_bystander_an_extra_encounter_at_once_then_the_turn_goes_on() -> None:
    """Rules data §8: "discard at the end of any encounter to have an extra encounter at once; then play
    resumes": Green (seat 2), not in the encounter, is the offense of a whole encounter (from its regroup)."""
    state = table(options=TECH, destiny=BLUE, techs={2: [up("Infinity Drive")]},
                  hands={0: [attack(10), attack(4), attack(5)], 1: [attack(1)], 2: [attack(20)]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(10), attack(1))
    state, events = play(state, "response", "tech_infinity_drive:", 2)
    assert any(e.kind == "turn.extra.whole" for e in events) and state["turn"]["offense"] == 2
    assert state["techs"]["held"][2] == [] and "Infinity Drive" in state["techs"]["discard"]
    assert kinds(state) == [("launch.ships", 2)]  # Red's second encounter waits; destiny named Red the defense
    state = no_invites(launch(state, 0, {10: 1}))
    state, _ = cards(state, attack(20), attack(4))
    assert state["planets"][0][2] == 1  # Green's extra encounter won it a colony
    while ("response", 2) in kinds(state) or ("response", 0) in kinds(state):
        state, _ = play(state, "response", "pass", next(s for k, s in kinds(state) if k == "response"))
    assert state["turn"]["offense"] == 0 and kinds(state) == [("encounter.second", 0)]


def test_infinity_drive_is_not_offered_without_an_encounter_card() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10), attack(4)], 1: [attack(1)], 2: []},
                  techs={2: [up("Infinity Drive")]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(10), attack(1))
    assert ("response", 2) not in kinds(state)


def test_delta_scanner_takes_any_card_from_the_discard_pile() -> None:
    state = table(options=TECH, destiny=BLUE, techs={2: [up("Delta Scanner")]})
    wanted = attack(30)
    for seat in range(3):
        if wanted in state["hands"][seat]:
            state["hands"][seat].remove(wanted)
    if wanted in state["deck"]:
        state["deck"].remove(wanted)
    state["discard"] = [wanted]
    state = restart(state)
    state, _ = play(state, "response", f"tech_delta_scanner:c{wanted}", 2)
    assert wanted in state["hands"][2] and state["discard"] == []


def test_vacuum_turbines_draws_four_cards() -> None:
    state = table(options=TECH, destiny=BLUE, techs={2: [up("Vacuum Turbines")]})
    before = len(state["hands"][2])
    state, _ = play(state, "response", "tech_vacuum_turbines:", 2)
    assert len(state["hands"][2]) == before + 4


def test_enigma_device_brings_every_hand_to_exactly_eight() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(c) for c in (1, 4, 5, 6, 7)]},
                  techs={2: [up("Enigma Device")]})
    state["hands"][2] += [state["deck"].pop() for _ in range(3)]  # 11 cards
    state = restart(state)
    state, _ = play(state, "response", "tech_enigma_device:", 2)
    state, _ = play(state, "tech.enigma", {"cards": []}, 2)
    assert [len(h) for h in state["hands"]] == [8, 8, 8]


def test_enigma_device_lets_its_holder_discard_any_cards_before_the_hands_are_evened() -> None:
    state = table(options=TECH, destiny=BLUE, hands={2: [attack(1), attack(4), attack(30)]},
                  techs={2: [up("Enigma Device")]})
    state, _ = play(state, "response", "tech_enigma_device:", 2)
    assert RULES.timeout_action(state, open_prompt(state, "tech.enigma", 2)).choice == {"cards": []}
    state, events = play(state, "tech.enigma", {"cards": [f"c{attack(1)}", f"c{attack(4)}"]}, 2)
    assert attack(1) in state["discard"] and attack(4) in state["discard"] and attack(30) in state["hands"][2]
    assert len(state["hands"][2]) == 8 and any(e.kind == "tech.enigma.chosen" for e in events)


def test_cosmic_field_generator_cancels_a_power_and_a_card_zap_cannot_stop_it() -> None:
    card_zap = artifact("Card Zap")
    state = table(options={**TECH, "artifacts": "on"}, destiny=BLUE, aliens={0: "Trader"},
                  hands={0: [attack(10)], 1: [attack(7), card_zap], 2: [attack(4)]},
                  techs={2: [up("Cosmic Field Generator")]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = play(state, "response", "power:", 0)
    assert options(state, 2) == {"pass", "pass.encounter", "tech_cosmic_field_generator:"}
    state, _ = play(state, "response", "tech_cosmic_field_generator:", 2)
    assert ("response", 1) not in kinds(state)  # no Card Zap for a tech
    assert "Trader" in state["enc"]["zapped"] and state["hands"][0] == [attack(10)]


def test_tech_scrambler_cancels_a_tech_up_to_its_research_ships() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(9)]},
                  techs={1: [up("Xenon Lasers")], 2: [up("Tech Scrambler", researched=3)]})
    state = no_invites(launch(state, 5, {0: 2, 1: 2}))
    state, _ = cards(state, attack(10), attack(9))
    state, _ = play(state, "response", "tech_xenon_lasers:+1", 1)
    assert options(state, 2) == {"pass", "pass.encounter", "tech_tech_scrambler:"}
    state, events = play(state, "response", "tech_tech_scrambler:", 2)
    assert names(state, 1) == [] and {"Xenon Lasers", "Tech Scrambler"} <= set(state["techs"]["discard"])
    assert any(e.kind == "resolution.outcome" and "The offense" in e.text for e in events)


def test_tech_scrambler_with_too_few_research_ships_is_not_offered() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(9)]},
                  techs={1: [up("Xenon Lasers")], 2: [up("Tech Scrambler", researched=2)]})
    state = no_invites(launch(state, 5, {0: 2, 1: 2}))
    state, _ = cards(state, attack(10), attack(9))
    state, _ = play(state, "response", "tech_xenon_lasers:+1", 1)
    assert ("response", 2) not in kinds(state)


def test_the_qax_makes_the_player_it_is_given_to_ally_with_four_ships_and_passes_to_it() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(10)], 1: [attack(9)]}, techs={0: [up("The Qax")]})
    state = launch(state, 5, {0: 1})
    assert options(state, 0) == {"pass", "pass.encounter", "tech_qax:2"}
    state, _ = play(state, "response", "tech_qax:2", 0)
    assert state["enc"]["allies_off"] == [2] and sum(state["enc"]["gate"][2].values()) == 4
    assert names(state, 0) == [] and names(state, 2) == ["The Qax"]
    state = no_invites(state)
    assert ("alliance.join", 2) not in kinds(state)


def test_quark_battery_stores_a_hidden_card_and_swaps_it_in_after_the_reveal() -> None:
    state = table(options=TECH, destiny=BLUE, hands={0: [attack(4), attack(20)], 1: [attack(9)]},
                  techs={0: [{"name": "Quark Battery", "ships": 3}]})
    state, _ = play(state, "tech.research", "complete:Quark Battery", 0)
    state, _ = play(state, "tech.quark", f"c{attack(20)}", 0)
    assert state["hands"][0] == [attack(4)] and f'"c{attack(20)}"' not in json.dumps(RULES.view(state, 1))
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(4), attack(9))
    state, events = play(state, "response", "tech_quark_battery:", 0)
    assert any(e.kind == "resolution.outcome" and "offense 21" in e.text for e in events)
    assert attack(4) in state["discard"] and names(state, 0) == []


def test_omega_missile_removes_a_planet_for_good_and_its_ships_go_to_the_warp() -> None:
    state = table(options=TECH, destiny=BLUE, techs={2: [up("Omega Missile")]})
    state, events = play(state, "response", "tech_omega_missile:5", 2)
    assert state["planets"][5] == [0, 0, 0] and state["warp"][1] == 4
    assert RULES.view(state, 0)["planets"][5]["destroyed"] is True
    targets = next(f for f in open_prompt(state, "launch.ships").fields if f.name == "planet")
    assert {o.key for o in targets.options} == {"6", "7", "8", "9"}


def test_precursor_seed_gains_an_unused_alien_power_beside_ones_own() -> None:
    state = table(options={**TECH, "aliens": "red"}, destiny=BLUE, aliens={0: "Clone", 1: "Filch", 2: "Mind"},
                  techs={2: [{"name": "Precursor Seed", "ships": 9}]})
    state, events = play(state, "tech.research", "complete:Precursor Seed", 2)
    gained = state["extra_powers"]["2"]
    assert gained not in ("Clone", "Filch", "Mind")
    assert any(e.kind == "tech.precursor" and gained in e.text for e in events)
    assert [p["alien"] for p in RULES.view(state, 0)["aliens"]["powers"][2]] == ["Mind", gained]


def test_a_power_beside_ones_own_works_as_ones_own() -> None:
    state = table(options={**TECH, "aliens": "red"}, destiny=BLUE, aliens={1: "Clone"},
                  hands={0: [attack(10)], 1: [attack(9)]}, techs={1: [up("Precursor Seed")]})
    state["extra_powers"] = {"1": "Human"}  # +4 to its side when both cards are attacks
    state = no_invites(launch(state, 5, {0: 2, 1: 2}))
    state, events = cards(state, attack(10), attack(9))
    assert any(e.kind == "resolution.outcome" and "defense 17" in e.text for e in events)


def test_without_alien_powers_the_precursor_seed_stays_in_the_box() -> None:
    assert "Precursor Seed" in RULES.setup(TECH, 3, 1)[0]["techs"]["box"]
    with_aliens = RULES.setup({**TECH, "aliens": "red"}, 3, 1)[0]["techs"]
    assert "Precursor Seed" not in with_aliens["box"]


def test_on_a_wild_destiny_card_the_lunar_cannon_may_move_anywhere_and_adds_10_there() -> None:
    state = table(options=TECH, destiny=["wild"], hands={0: [attack(10)], 1: [attack(1)]},
                  techs={1: [up("Lunar Cannon")]})
    state["techs"]["tokens"]["Lunar Cannon"] = {"seat": 1, "planets": [6, 7]}
    state, _ = play(state, "destiny.wild", "1", 0)
    moves = {k for k in options(state, 1) if k.startswith("tech_lunar_cannon:")}
    assert len(moves) == 3 * 10 - 1 and "tech_lunar_cannon:0-4" in moves and "tech_lunar_cannon:6-7" not in moves
    state, events = play(state, "response", "tech_lunar_cannon:5-8", 1)
    assert state["techs"]["tokens"]["Lunar Cannon"]["planets"] == [5, 8] and any(e.kind == "tech.token" for e in events)
    state = no_invites(launch(state, 5, {0: 2, 1: 2}))
    state, events = cards(state, attack(10), attack(1))
    assert any(e.kind == "resolution.outcome" and "defense 15." in e.text for e in events)


def test_the_lunar_cannon_does_not_move_on_a_coloured_destiny_card() -> None:
    state = table(options=TECH, destiny=BLUE, techs={1: [up("Lunar Cannon")]})
    state["techs"]["tokens"]["Lunar Cannon"] = {"seat": 1, "planets": [6, 7]}
    pile = state["destiny_deck"] if "color:blue" in state["destiny_deck"] else state["destiny_discard"]
    pile.remove("color:blue")
    state["destiny_deck"].append("color:blue")  # drawn next
    state = restart(state)
    assert state["enc"]["destiny"] == "color:blue" and kinds(state) == [("launch.ships", 0)]
    assert not any(o.key.startswith("tech_lunar_cannon") for p in RULES.prompts(state) for o in p.options)
