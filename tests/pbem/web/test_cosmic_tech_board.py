"""The Technology variant on the Cosmic board: each player's techs (a face-down one unnamed to the others), the
token techs' tokens on their planets, a planet an Omega Missile removed and the Genesis planet, in the HTML board
and the picture."""

from __future__ import annotations

import re

from flask import render_template

from engine import get_ruleset
from pbem.web.board import board_picture
from tests.engine.cosmic.table import play, table

RULES = get_ruleset("cosmic")
NAMES = ["Ann", "Bob", "Cyd"]


def teched() -> dict:
    state = table(options={"technology": "on"}, destiny=["color:blue"],
                  techs={0: [{"name": "Lunar Cannon", "up": True}], 1: [{"name": "Xenon Lasers", "ships": 2}]})
    state["techs"]["tokens"]["Lunar Cannon"] = {"seat": 0, "planets": [0, 1]}
    state["removed_planets"] = [7]
    state["planets"][7] = [0, 0, 0]
    state["warp"][1] += 4
    return state


def board(app, state: dict, seat: int | None) -> str:
    with app.test_request_context():
        return render_template("views/cosmic.html", view=RULES.view(state, seat), names=NAMES)


def test_a_face_down_tech_is_named_to_its_owner_only(app) -> None:
    state = teched()
    assert "Xenon Lasers" in board(app, state, 1) and "2 of 3 ships" in board(app, state, 1)
    for seat in (0, 2, None):
        html = board(app, state, seat)
        assert "Xenon Lasers" not in html and "a face-down tech (2 ships)" in html
        assert "Lunar Cannon" in html and "(completed)" in html


def test_tokens_and_removed_planets_show_on_the_board_and_the_picture(app) -> None:
    state = teched()
    html = board(app, state, 2)
    assert html.count("Lunar Cannon token (Ann)") == 2 and "removed from the game" in html
    with app.test_request_context():
        svg = str(board_picture("cosmic", RULES.view(state, 2), dict(enumerate(NAMES))))
    assert svg.count("Lunar Cannon token (Ann)") == 2 and "removed from the game" in svg
    assert "Xenon Lasers" not in svg


def test_the_genesis_planet_shows_in_its_owners_system_on_the_board_and_inside_the_picture(app) -> None:
    """Genesis Bomb (rules data §8): a sixth planet in a home system is drawn with the other five, within the
    picture's width, and listed on the board with its ships."""
    state = table(options={"technology": "on"}, destiny=["color:blue"],
                  techs={2: [{"name": "Genesis Bomb", "up": True, "researched": 4}]})
    state, _ = play(state, "response", "tech_genesis_bomb:4", 2)
    html = board(app, state, 0)
    assert "Green Genesis" in html and 'title="Cyd: 4 ships">4<' in html.split("Green Genesis")[1][:200]
    with app.test_request_context():
        svg = str(board_picture("cosmic", RULES.view(state, 0), dict(enumerate(NAMES))))
    system = svg.split('id="board-system-2"')[1].split("</g>\n<g id=")[0]
    xs = [int(x) for x in re.findall(r'<circle cx="(\d+)" cy="38" r="14"', system)]
    assert len(xs) == 6 and max(xs) + 14 <= 320 and "<title>Green Genesis</title>" in system



def test_the_prometheus_token_reads_as_one_of_its_holders_ships_on_the_board(app) -> None:
    state = teched()
    state["techs"]["tokens"]["The Prometheus"] = {"seat": 1, "planets": [5]}
    html = board(app, state, 2)
    assert "The Prometheus token (Bob): one of its ships, 3 more in an encounter" in html
    assert "Lunar Cannon token (Ann)<" in html  # a token that is no ship reads as before
