"""The Avalon Hill 2000 board as a picture (views/cosmic-ah2000.svg): the mothership and where it points,
the allies' transports, the systems, the warp and the orders; it hides nothing a seat may not see."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from pbem.web.board import board_picture
from tests.engine.cosmic_ah2000.table import RULES, answer, attack, launch, table
from tests.pbem.web.test_board_picture import HEX, SVG, chips

NAMES = {0: "Ann", 1: "Bob", 2: "Cyd"}
HANDS = {0: [attack(4)], 1: [attack(20)], 2: [attack(5)]}


def groups(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    return {g.get("id"): g for g in root.iter(f"{SVG}g") if g.get("id")} | {"": root}


def picture(app, state: dict, seat: int | None) -> str:
    with app.test_request_context():
        return str(board_picture("cosmic-ah2000", RULES.view(state, seat), NAMES))


def defended_by_cyd() -> dict:
    """Ann (red) draws Bob's order, sends 3 ships at Blue 1; Cyd (green) joins the defense with 2 ships."""
    state = launch(table(orders=[1], hands=HANDS, warp={2: 3}), 5, {0: 3})
    state, _ = answer(state, "alliance.invite", 0, {"players": []})
    state, _ = answer(state, "alliance.invite", 1, {"players": ["2"]})
    state, _ = answer(state, "alliance.join", 2, {"side": "defense", "ships": {"10": 2}})
    return state


def test_before_the_target_the_mothership_points_at_the_system_of_the_order_drawn(app):
    state = table(orders=[1], hands=HANDS)
    svg = picture(app, state, 0)
    drawn = groups(svg)
    assert "Ann's mothership points at Bob's system" in drawn[""].find(f"{SVG}title").text
    assert chips(drawn["board-mothership"]) == [] and "no ships yet" in svg
    assert "target planet not chosen yet" in svg
    assert not [c for c in drawn["board-system-1"].iter(f"{SVG}circle") if c.get("stroke") == "#c77700"]


def test_the_picture_draws_the_mothership_its_target_the_transports_the_systems_and_the_warp(app):
    state = defended_by_cyd()
    drawn = groups(picture(app, state, 0))
    assert "Ann's mothership points at Blue 1" in drawn[""].find(f"{SVG}title").text
    assert chips(drawn["board-mothership"]) == [(HEX["red"], "3")]
    assert chips(drawn["board-defense"]) == [(HEX["blue"], "4"), (HEX["green"], "+2")]
    colours = [HEX[c] for c in state["colors"]]
    for system in range(3):  # every planet: one stack per colour on it, in seat order
        shown = [(colours[seat], str(n)) for ships in state["planets"][system * 5:system * 5 + 5]
                 for seat, n in enumerate(ships) if n]
        assert chips(drawn[f"board-system-{system}"]) == shown
    rings = [c for c in drawn["board-system-1"].iter(f"{SVG}circle") if c.get("stroke") == "#c77700"]
    assert len(rings) == 1 and rings[0].get("cx") == "36"  # Blue 1, the first planet of Bob's system
    assert chips(drawn["board-warp"]) == [(HEX["green"], "3")]
    used = [r.find(f"{SVG}title").text for r in drawn["board-orders"].iter(f"{SVG}rect") if r.find(f"{SVG}title")
            is not None]
    assert used == ["blue"]


def test_every_seat_sees_the_same_picture_as_a_spectator_so_it_hides_nothing(app):
    state = defended_by_cyd()
    spectator = picture(app, state, None)
    assert all(picture(app, state, seat) == spectator for seat in range(3))
    assert "Attack 04" not in picture(app, state, 0)


def test_four_players_with_full_planets_stay_under_15_kb(app):
    shared = {(planet, seat): 2 for planet in (0, 6, 12, 18) for seat in range(4)}
    state = table(players=4, orders=[1], hands=HANDS | {3: [attack(6)]}, ships=shared)
    state = launch(state, 5, {0: 2})
    svg = picture(app, state, 0)
    assert ET.fromstring(svg) is not None and len(svg.encode()) < 15_000
