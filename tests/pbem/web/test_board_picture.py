"""The board as a picture (views/cosmic.svg): what it draws, that it hides nothing, and where players find it."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from engine import get_ruleset
from pbem.web.board import board_picture
from tests.engine.cosmic.table import attack, launch, play, table
from tests.pbem.helpers import links_in, outbox, play_path, started_game

RULES = get_ruleset("cosmic")
NAMES = {0: "Ann", 1: "Bob", 2: "Cyd"}
SVG = "{http://www.w3.org/2000/svg}"
BLUE_DESTINY = ["color:blue"]
HEX = {"red": "#c62828", "blue": "#1e5bc6", "green": "#2e7d32"}


def defended_with_green() -> dict:
    """Ann (red) attacks Blue 1 with 3 ships; Cyd (green, 3 ships in the warp) defends with 2 from Green 1."""
    state = table(destiny=BLUE_DESTINY, hands={0: [attack(4)], 1: [attack(20)], 2: [attack(5)]}, warp={2: 3})
    state = launch(state, 5, {0: 3})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 2}})
    return state


def chips(group: ET.Element) -> list[tuple[str, str]]:
    """(colour, number) of each ship stack drawn in a group, in drawing order."""
    return [(g[0].get("fill"), g[1].text) for g in group.iter(f"{SVG}g")
            if [child.tag for child in g] == [f"{SVG}rect", f"{SVG}text"]]


def picture(app, state: dict, seat: int | None) -> str:
    with app.test_request_context():
        return str(board_picture("cosmic", RULES.view(state, seat), NAMES))


def test_the_picture_draws_the_gate_the_defense_with_its_allies_the_planets_and_the_warp(app):
    state = defended_with_green()
    svg = picture(app, state, 0)
    root = ET.fromstring(svg)
    groups = {g.get("id"): g for g in root.iter(f"{SVG}g") if g.get("id")}
    assert "Ann attacks Bob at Blue 1" in root.find(f"{SVG}title").text
    encounter = chips(groups["board-encounter"])
    assert encounter == [(HEX["red"], "3"), (HEX["blue"], "4"), (HEX["green"], "+2")]
    colours = [HEX[c] for c in state["colors"]]
    for system in range(3):  # every planet: one stack per colour on it, in seat order
        drawn = [(colours[seat], str(n)) for ships in state["planets"][system * 5:system * 5 + 5]
                 for seat, n in enumerate(ships) if n]
        assert chips(groups[f"board-system-{system}"]) == drawn
    assert sum(state["planets"][p][0] for p in range(5)) == 17  # the 3 in the gate left Ann's home planets
    assert len([c for c in groups["board-system-1"].iter(f"{SVG}circle") if c.get("stroke") == "#c77700"]) == 1
    assert chips(groups["board-warp"]) == [(HEX["green"], "3")]


def test_every_seat_sees_the_same_picture_as_a_spectator_so_it_hides_nothing(app):
    state = defended_with_green()
    spectator = picture(app, state, None)
    assert all(picture(app, state, seat) == spectator for seat in range(3))
    label = RULES.view(state, 0)["hand"][0]["label"]
    assert label == "Attack 04" and label not in picture(app, state, 0)


def test_five_players_in_an_encounter_stay_under_15_kb(app):
    state = table(players=5, destiny=BLUE_DESTINY, ships={(p, s): 2 for p in range(0, 25, 6) for s in range(5)})
    state = launch(state, 5, {1: 3})
    svg = picture(app, state, 0)
    assert ET.fromstring(svg) is not None
    assert len(svg.encode()) < 15_000, len(svg.encode())


def test_the_game_page_shows_the_picture_and_the_board_page_is_linked_from_each_email(app, client, db):
    game_id = started_game(db, players=3, ruleset="cosmic")
    page = client.get(play_path(app, game_id, 0)).text
    assert 'id="board-picture"' in page and 'href="/play/' in page
    mail = next(m for m in outbox(db) if "Your decision" in m.subject)
    board = next(p for p in links_in(mail.text_body) if p.endswith("/board"))
    assert board in mail.html_body
    shown = client.get(board)
    assert shown.status_code == 200 and 'id="board-picture"' in shown.text
    assert re.search(r"<svg[^>]*viewBox", shown.text)


def test_a_ruleset_without_a_picture_keeps_its_html_board(app, client, db):
    game_id = started_game(db)
    page = client.get(play_path(app, game_id, 0)).text
    assert 'id="board-picture"' not in page and 'id="hand"' in page
    missing = client.get(play_path(app, game_id, 0) + "/board")
    assert missing.status_code == 404 and "no picture of its board" in missing.text
    assert all("/board" not in m.text_body for m in outbox(db))
