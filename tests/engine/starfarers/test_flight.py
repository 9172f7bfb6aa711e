"""Almanac: Flight (Lot), blocking (Blokowanie), space points, exploring and discovering, pirate bases and
ice planets, founding colonies, trade stations and friendship markers."""

from __future__ import annotations

import random

import pytest

from engine.core import Action, IllegalAction
from engine.starfarers import board, flight, table
from tests.engine.starfarers.scenario import (
    BLUE,
    RED,
    RULES,
    WHITE,
    YELLOW,
    act,
    clear_ships,
    flight_phase,
    force_shake,
    game,
    give,
    keys,
    prompt,
    put_ship,
    trade_phase,
)

SLOT_1_2 = 12  # beginner: 1-star system #2, nearest the home edge on the left
MERCHANTS = 11


def free_point_near(state, sector: int) -> int:
    """A point bordering the sector that is not a colony site, a centre or taken."""
    taken = table.occupied(state)
    return next(p for p in board.SECTOR_POINTS[sector] if p not in board.SITE_SECTOR and p not in taken
                and p not in board.CENTRES)


def site_of(sector: int, k: int = 0) -> int:
    return board.SITES[sector][k][0]


def test_shake_without_black_speed_is_the_ball_sum_plus_boosters() -> None:
    state = game()
    give(state, YELLOW)
    trade_phase(state, YELLOW)
    force_shake(state, "yellow", "red")
    state, ev = act(state, "turn.action", "fly")
    assert state["turn"]["speed"] == 2 + 3 + 1  # one booster in the beginner setup
    assert state["step"] == "flight" and any(e.kind == "shake" for e in ev)


def test_shake_with_black_speed_is_three_plus_boosters_and_an_encounter_comes_first() -> None:
    state = game()
    trade_phase(state, YELLOW)
    force_shake(state, "black", "red")
    state, ev = act(state, "turn.action", "fly")
    assert state["turn"]["speed"] == 3 + 1
    assert [e.kind for e in ev].count("encounter") >= 1
    assert len(state["enc_deck"]) < 32


def test_flight_a_ship_flies_at_most_its_speed_along_edges() -> None:
    state = game()
    state = flight_phase(state, YELLOW, 3)
    key = table.ships(state, YELLOW)[0]
    start = state["ships"][key]["at"]
    state, _ = act(state, "turn.action", f"move:{key}")
    dests = [int(k) for k in keys(state, "flight.move") if k != "stay"]
    dist = board.distances(start, table.system_centres(state))
    assert dests and all(1 <= dist[d] <= 3 for d in dests)
    far = next(p for p, d in dist.items() if d == 4)
    p = prompt(state, "flight.move")
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action(p.id, YELLOW, str(far)))
    goal = max(dests, key=lambda d: dist[d])
    state, _ = act(state, "flight.move", str(goal))
    assert state["ships"][key]["at"] == goal and state["turn"]["left"][key] == 3 - dist[goal]


def test_flight_no_flying_through_the_centre_of_a_planetary_system() -> None:
    state = game()
    centre = board.CENTRES[SLOT_1_2]
    assert centre in table.system_centres(state)
    assert board.neighbours(board.neighbours(centre, set())[0], table.system_centres(state))
    assert all(centre not in board.neighbours(p, table.system_centres(state)) for p in range(board.N_POINTS))


def test_blocking_no_ship_ends_on_an_opponents_spaceport_point_or_on_another_piece() -> None:
    state = game()
    white_port = next(int(s) for s, c in state["colonies"].items() if c == [WHITE, True])
    clear_ships(state)
    port_points = board.PORT_POINTS[white_port]
    two_away = board.distances(port_points[0], table.system_centres(state), 2)
    start = next(p for p, d in two_away.items()
                 if d == 2 and p not in table.occupied(state) and p not in board.SITE_SECTOR)
    key = put_ship(state, YELLOW, "trade", start)
    put_ship(state, RED, "colony", port_points[1])
    state = flight_phase(state, YELLOW, 4)
    dests = flight.destinations(state, key)
    assert port_points[0] not in dests and port_points[1] not in dests
    assert int(white_port) not in dests
    # passing through is allowed: some destination lies beyond the blocked points
    dist = board.distances(state["ships"][key]["at"], table.system_centres(state))
    assert max(dist[d] for d in dests) == 4


def test_blocking_a_colony_ship_never_ends_on_a_docking_point_a_trade_ship_never_on_a_colony_site() -> None:
    state = game()
    clear_ships(state)
    dock = board.CENTRES[MERCHANTS]
    near = board.neighbours(dock, table.system_centres(state))[0]
    col = put_ship(state, YELLOW, "colony", near)
    state = flight_phase(state, YELLOW, 3)
    assert dock not in flight.destinations(state, col)
    clear_ships(state)
    site = site_of(SLOT_1_2)
    start = next(p for p in board.neighbours(site, table.system_centres(state)))
    trade = put_ship(state, YELLOW, "trade", start)
    state = flight_phase(state, YELLOW, 3)
    assert site not in flight.destinations(state, trade)


def test_exploring_reaching_a_system_turns_its_three_number_tokens_face_up() -> None:
    state = game()
    clear_ships(state)
    sec = state["sectors"][SLOT_1_2]
    assert not any(p["shown"] for p in sec["planets"])
    target = free_point_near(state, SLOT_1_2)
    start = next(p for p, d in board.distances(target, table.system_centres(state), 2).items()
                 if d == 2 and SLOT_1_2 not in board.POINT_SECTORS[p] and p not in table.occupied(state))
    key = put_ship(state, YELLOW, "colony", start)
    state = flight_phase(state, YELLOW, 2)
    assert not RULES.view(state, RED)["sectors"][SLOT_1_2]["planets"][0]["token"]
    state, _ = act(state, "turn.action", f"move:{key}")
    state, ev = act(state, "flight.move", str(target))
    assert all(p["shown"] for p in state["sectors"][SLOT_1_2]["planets"])
    assert any(e.kind == "explore" for e in ev)
    assert RULES.view(state, RED)["sectors"][SLOT_1_2]["planets"][0]["token"] is not None


def test_discovering_a_face_down_sector_turns_over_when_a_ship_reaches_it() -> None:
    state = game(layout="exploration")
    for _ in range(200):  # finish the start phase with the defaults
        ps = RULES.prompts(state)
        if ps[0].kind == "turn.action":
            break
        state, _ = RULES.apply(state, RULES.timeout_action(state, ps[0]))
    clear_ships(state)
    hidden = next(s for s in range(board.N_SLOTS) if not state["sectors"][s]["face_up"])
    assert RULES.view(state, YELLOW)["sectors"][hidden] == {"face_up": False, "star": state["sectors"][hidden]["star"]}
    centres = table.system_centres(state)
    target, start = next((t, p) for t in board.SECTOR_POINTS[hidden] for p in board.neighbours(t, centres)
                         if not set(board.POINT_SECTORS[p]) & set(range(board.N_SLOTS))
                         and not set(board.POINT_SECTORS[t]) - {hidden} and t not in table.occupied(state))
    key = put_ship(state, YELLOW, "trade", start)
    state = flight_phase(state, YELLOW, 1)
    state, _ = act(state, "turn.action", f"move:{key}")
    state, ev = act(state, "flight.move", str(target))
    assert state["sectors"][hidden]["face_up"] and any(e.kind == "discover" for e in ev)


def _hazard_table(kind: str, value: int):
    state = game()
    clear_ships(state)
    sec = state["sectors"][SLOT_1_2]
    for p in sec["planets"]:
        p["shown"] = True
    planet = next(k for k, p in enumerate(sec["planets"]) if p["sym"] == "hex")
    state["reserve_tokens"].append(sec["planets"][planet]["token"]["nums"][0] if sec["planets"][planet]["token"]
                                   ["nums"] else 10)
    state["reserve_tokens"].pop(0)
    sec["planets"][planet]["token"] = {"nums": [], "special": kind, "value": value}
    hexes = board.SECTOR_HEXES[SLOT_1_2]
    beside = [p for p in range(board.N_POINTS) if hexes[planet] in board.POINT_HEXES[p]
              and p not in board.SITE_SECTOR and p != board.CENTRES[SLOT_1_2]]
    return state, planet, beside


@pytest.mark.parametrize("kind, upgrade", [("pirate", "cannon"), ("ice", "freight")])
def test_pirate_bases_and_ice_planets_cleared_by_enough_cannons_or_freight_pods(kind: str, upgrade: str) -> None:
    state, planet, beside = _hazard_table(kind, 4)
    sites = [s for s, pl in board.SITES[SLOT_1_2] if planet in pl]
    assert not any(flight.may_found(state, s) for s in sites)  # no colony next to it
    start = next(p for p in board.neighbours(beside[0], table.system_centres(state)) if p not in beside
                 and p not in board.SITE_SECTOR)
    key = put_ship(state, YELLOW, "colony", start)
    state["ms"][YELLOW][upgrade] = 3
    state = flight_phase(state, YELLOW, 1)
    state, _ = act(state, "turn.action", f"move:{key}")
    state, ev = act(state, "flight.move", str(beside[0]))
    assert state["sectors"][SLOT_1_2]["planets"][planet]["token"].get("special") == kind  # 3 < 4: not cleared
    vp = table.vp(state, YELLOW)
    state["ms"][YELLOW][upgrade] = 4
    state["ships"][key]["at"] = start
    state = flight_phase(state, YELLOW, 1)
    state, _ = act(state, "turn.action", f"move:{key}")
    state, ev = act(state, "flight.move", str(beside[0]))
    assert not state["sectors"][SLOT_1_2]["planets"][planet]["token"].get("special")
    assert state["sectors"][SLOT_1_2]["planets"][planet]["token"]["nums"]  # a reserve number replaces it
    assert table.vp(state, YELLOW) == vp + 1 and any(e.kind == "clear" for e in ev)


def test_founding_a_colony_on_a_free_site_returns_the_transport_and_scores() -> None:
    state = game()
    clear_ships(state)
    for p in state["sectors"][SLOT_1_2]["planets"]:
        p["shown"] = True
        if p["token"].get("special"):
            p["token"] = {"nums": [10]}
    site = site_of(SLOT_1_2)
    key = put_ship(state, YELLOW, "colony", site)
    state = flight_phase(state, YELLOW, 0)
    vp = table.vp(state, YELLOW)
    state, ev = act(state, "turn.action", f"found:{key}")
    assert state["colonies"][str(site)] == [YELLOW, False] and key not in state["ships"]
    assert table.vp(state, YELLOW) == vp + 1 and table.pool(state, YELLOW)["transport"] == 3


def test_three_players_only_two_of_the_three_sites_of_a_system_take_colonies() -> None:
    state = game(players=3)
    clear_ships(state)
    for p in state["sectors"][SLOT_1_2]["planets"]:
        p["shown"] = True
        p["token"] = {"nums": [10]}
    a, b, c = (s for s, _ in board.SITES[SLOT_1_2])
    state["colonies"][str(a)] = [RED, False]
    assert flight.may_found(state, c)
    state["colonies"][str(b)] = [WHITE, False]
    assert not flight.may_found(state, c)


def test_trade_station_needs_more_freight_pods_than_stations_docked_and_wins_friendship() -> None:
    state = game()
    clear_ships(state)
    dock = board.CENTRES[MERCHANTS]
    near = board.neighbours(dock, table.system_centres(state))[0]
    state["docks"][str(MERCHANTS)] = [RED]
    key = put_ship(state, YELLOW, "trade", near)
    state["ms"][YELLOW]["freight"] = 1
    state = flight_phase(state, YELLOW, 1)
    assert dock not in flight.destinations(state, key)
    state["ms"][YELLOW]["freight"] = 2
    state = flight_phase(state, YELLOW, 1)
    state["markers"]["merchants"] = RED
    state, _ = act(state, "turn.action", f"move:{key}")
    state, ev = act(state, "flight.move", str(dock))
    assert state["docks"][str(MERCHANTS)] == [RED, YELLOW] and key not in state["ships"]
    assert state["markers"]["merchants"] == RED  # equal stations: the marker stays
    assert {o.key for o in prompt(state, "friend.pick").options} == set(state["fcards"]["merchants"])
    state, ev = act(state, "friend.pick", "rate_ore")
    assert "rate_ore" in state["friends"][YELLOW] and "rate_ore" not in state["fcards"]["merchants"]


def test_friendship_marker_passes_to_a_player_with_strictly_more_stations() -> None:
    state = game()
    clear_ships(state)
    dock = board.CENTRES[MERCHANTS]
    state["docks"][str(MERCHANTS)] = [RED, YELLOW]
    state["markers"]["merchants"] = RED
    near = board.neighbours(dock, table.system_centres(state))[0]
    key = put_ship(state, YELLOW, "trade", near)
    state["ms"][YELLOW]["freight"] = 3
    state = flight_phase(state, YELLOW, 1)
    red_vp, yellow_vp = table.vp(state, RED), table.vp(state, YELLOW)
    state, _ = act(state, "turn.action", f"move:{key}")
    state, ev = act(state, "flight.move", str(dock))
    assert state["markers"]["merchants"] == YELLOW
    assert table.vp(state, YELLOW) == yellow_vp + 2 and table.vp(state, RED) == red_vp - 2


def test_a_colony_ship_left_on_a_site_for_a_second_turn_founds_there() -> None:
    state = game()
    clear_ships(state)
    for p in state["sectors"][SLOT_1_2]["planets"]:
        p["shown"] = True
        p["token"] = {"nums": [10]}
    site = site_of(SLOT_1_2)
    key = put_ship(state, BLUE, "colony", site)
    state = flight_phase(state, BLUE, 3)
    state, _ = act(state, "turn.action", "end")
    assert state["colonies"][str(site)] == [BLUE, False] and key not in state["ships"]


def test_flight_phase_is_compulsory_with_a_ship_ending_the_turn_still_shakes_the_mothership() -> None:
    state = game()
    state = trade_phase(state, YELLOW)
    force_shake(state, "yellow", "red")
    start = {k: s["at"] for k, s in state["ships"].items()}
    state, ev = act(state, "turn.action", "end")
    assert [e.kind for e in ev][:2] == ["shake", "speed"]
    assert state["turn"]["seat"] == RED and {k: s["at"] for k, s in state["ships"].items()} == start


def test_without_a_ship_there_is_no_flight_phase_and_no_shake() -> None:
    state = game()
    clear_ships(state)
    state = trade_phase(state, YELLOW)
    assert "fly" not in keys(state)
    state, ev = act(state, "turn.action", "end")
    assert "shake" not in [e.kind for e in ev]


def test_a_colony_ship_grounded_by_an_encounter_may_stay_on_a_site_without_founding() -> None:
    state = game()
    clear_ships(state)
    for p in state["sectors"][SLOT_1_2]["planets"]:
        p["shown"] = True
        p["token"] = {"nums": [10]}
    site = site_of(SLOT_1_2)
    key = put_ship(state, BLUE, "colony", site)
    state = flight_phase(state, BLUE, 3)
    state["turn"]["grounded"].append(key)
    state, _ = act(state, "turn.action", "end")
    assert str(site) not in state["colonies"] and state["ships"][key]["at"] == site


def test_blocking_a_ship_on_a_new_spaceport_point_must_leave_at_the_first_chance() -> None:
    state = game()
    clear_ships(state)
    white_colony = next(int(s) for s, c in state["colonies"].items() if c == [WHITE, False])
    state["colonies"][str(white_colony)][1] = True  # white upgraded the colony under yellow's ship
    point = next(p for p in board.PORT_POINTS[white_colony] if p not in table.occupied(state))
    key = put_ship(state, YELLOW, "trade", point)
    other = put_ship(state, YELLOW, "colony", 0)
    state = flight_phase(state, YELLOW, 3)
    assert "end" not in keys(state)
    assert all(RULES.random_action(state, prompt(state, "turn.action"), random.Random(i)).choice in keys(state)
               for i in range(30))
    action = RULES.timeout_action(state, prompt(state, "turn.action"))
    assert action.choice == f"move:{key}"
    state, _ = RULES.apply(state, action)
    state, _ = RULES.apply(state, RULES.timeout_action(state, prompt(state, "flight.move")))
    assert state["ships"][key]["at"] != point and "end" in keys(state)
    assert other in state["ships"]
