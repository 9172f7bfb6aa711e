"""Almanac: the board (Plansza), the beginner layout, the variable layouts and the start phase
(Faza założycielska), three players (Gra w trzy osoby); our own geometry (rules file section 14)."""

from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.starfarers import board, table
from engine.starfarers.components import TILES
from tests.engine.starfarers.scenario import RULES, YELLOW, act, game, keys, prompt


def test_board_every_system_has_three_colony_sites_each_touching_two_planets_with_two_spaceport_points() -> None:
    for s in range(len(board.SECTOR_HEXES)):
        sites = board.SITES[s]
        assert len({site for site, _ in sites}) == 3
        for site, pair in sites:
            assert len(board.POINT_PLANETS[site]) == 2 and {k for _, k in board.POINT_PLANETS[site]} == set(pair)
            assert len(board.PORT_POINTS[site]) == 2


def test_board_fifteen_slots_the_eight_nearest_home_are_one_star() -> None:
    assert len(board.SLOTS) == 15
    assert sorted(board.STARS) == [1] * 8 + [2] * 7
    one_star_rows = [board.SLOTS[s][0] for s in range(15) if board.STARS[s] == 1]
    two_star_rows = [board.SLOTS[s][0] for s in range(15) if board.STARS[s] == 2]
    assert min(one_star_rows) >= max(two_star_rows)  # rows grow towards the home edge


def test_board_every_point_can_be_reached_from_home() -> None:
    state = game()
    dist = board.distances(board.PORT_POINTS[board.SITES[board.HOME[0]][0][0]][0], table.system_centres(state))
    centres = set(board.CENTRES)
    reachable = set(dist) | centres
    assert len(reachable) >= board.N_POINTS - 4  # only a few frame corners hang off the lattice


def test_beginner_layout_tokens_face_down_and_the_printed_starting_pieces() -> None:
    state = game()
    assert all(not p["shown"] for s in range(board.N_SLOTS) for p in state["sectors"][s]["planets"])
    assert all(state["sectors"][s]["face_up"] for s in range(board.N_SLOTS))
    for seat in range(4):
        assert len(table.colonies(state, seat)) == 3 and len(table.ports(state, seat)) == 1
        assert state["ms"][seat]["booster"] == 1 and state["halves"][seat] == 1
        assert [state["ships"][k]["kind"] for k in table.ships(state, seat)] == ["colony"]


def test_beginner_three_players_the_fourth_colour_blocks_its_sites_and_never_produces() -> None:
    state = game(players=3)
    neutral = [site for site, c in state["colonies"].items() if c[0] == -1]
    assert len(neutral) == 3
    assert not any(s["seat"] == 3 for s in state["ships"].values())


@pytest.mark.parametrize("layout", ["strategic", "exploration", "crazy"])
def test_variable_layouts_use_fifteen_tiles_and_hide_what_they_should(layout: str) -> None:
    state = game(layout=layout)
    tiles = [state["sectors"][s]["tile"] for s in range(board.N_SLOTS)]
    assert len(set(tiles)) == 15 and len(state["box"]) == 1
    if layout != "crazy":
        assert all(TILES[t]["star"] == board.STARS[s] for s, t in enumerate(tiles))
        assert state["box"] == ["empty-1a"]
    face_up = layout == "strategic"
    assert all(state["sectors"][s]["face_up"] == face_up for s in range(board.N_SLOTS))
    view = RULES.view(state, YELLOW)
    if not face_up:
        assert all("tile" not in view["sectors"][s] for s in range(board.N_SLOTS))


def test_start_phase_snake_order_three_colonies_then_a_spaceport_a_ship_and_an_upgrade() -> None:
    state = game(players=3, layout="strategic", seed=5)
    first = state["first"]
    order = [(first + i) % 3 for i in range(3)]
    seen = []
    for _ in range(9):
        p = prompt(state, "start.colony")
        seen.append(p.seat)
        state, _ = act(state, "start.colony", p.options[0].key)
    assert seen == order + order[::-1] + order
    pool_seen = []
    for seat in order[::-1]:
        p = prompt(state, "start.spaceport")
        assert p.seat == seat
        state, _ = act(state, "start.spaceport", p.options[0].key)
        state, _ = act(state, "start.ship", keys(state, "start.ship")[-1])
        pool_seen.append(keys(state, "start.upgrade"))
        state, _ = act(state, "start.upgrade", keys(state, "start.upgrade")[0])
    assert pool_seen[0] == ["booster", "cannon", "freight"]  # 3 players: one booster fewer
    assert all(state["halves"][s] == 1 and table.hand_size(state, s) >= 3 for s in range(3))
    assert len(state["closed"]) == 12 - 9  # the Catanian sites left empty stay closed
    assert prompt(state, "turn.action").seat == first


def test_start_phase_a_taken_site_is_refused() -> None:
    state = game(layout="strategic")
    p = prompt(state, "start.colony")
    state, _ = act(state, "start.colony", p.options[0].key)
    p2 = prompt(state, "start.colony")
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action(p2.id, p2.seat, p.options[0].key))


def test_unknown_layout_and_player_counts_are_refused() -> None:
    with pytest.raises(IllegalAction):
        RULES.setup({"layout": "spiral"}, 4, 1)
    with pytest.raises(IllegalAction):
        RULES.setup({}, 5, 1)


def test_start_phase_with_every_spaceport_point_taken_the_free_ship_is_skipped_not_stuck() -> None:
    from engine.starfarers.setup import place_ship
    state = game(players=3, layout="strategic", seed=5)
    for _ in range(9):
        state, _ = act(state, "start.colony", prompt(state, "start.colony").options[0].key)
    seat = prompt(state, "start.spaceport").seat
    for site in table.colonies(state, seat):
        for p in board.PORT_POINTS[site]:
            if p not in table.occupied(state):
                place_ship(state, (seat + 1) % 3, "trade", p)
    state, _ = act(state, "start.spaceport", keys(state, "start.spaceport")[0])
    assert keys(state, "start.ship") == ["none"]
    state, _ = act(state, "start.ship", "none")
    assert prompt(state, "start.upgrade").seat == seat
