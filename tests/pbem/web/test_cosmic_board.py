"""The Cosmic board on the game page: every player's alien, what it does, and a power lent or zapped."""

from __future__ import annotations

import re

from flask import render_template

from engine import get_ruleset
from engine.cosmic.cards import COSMIC
from pbem.services.decisions import apply_decision
from tests.engine.cosmic.flares.windows import use
from tests.engine.cosmic.table import attack, cards, flare_card, launch, no_invites, play, table
from tests.pbem.helpers import game_row, play_path, started_game

RULES = get_ruleset("cosmic")
NAMES = ["Ann", "Bob", "Cyd"]


def test_the_game_page_shows_each_players_alien_once_all_have_chosen(app, client, db) -> None:
    game_id = started_game(db, players=3, ruleset="cosmic", options={"aliens": "red"})
    page = client.get(play_path(app, game_id, 0)).get_data(as_text=True)
    assert 'id="powers"' not in page  # nobody has chosen yet
    for prompt in RULES.prompts(game_row(db, game_id).state):
        if prompt.kind == "setup.alien":
            apply_decision(db, game_id, prompt.seat, prompt.id, prompt.options[0].key, "link")
    state = game_row(db, game_id).state
    page = client.get(play_path(app, game_id, 0)).get_data(as_text=True)
    powers = page[page.index('id="powers"'):page.index("</details>")]
    for seat, alien in enumerate(state["aliens"]):
        assert f"Player{seat}: {alien}</strong>" in powers
        assert f'<span class="alien">{alien}</span>' in page


def test_a_lent_power_shows_with_its_receiver_and_struck_through_with_its_lender(app) -> None:
    flare = flare_card("Philanthropist")
    state = table(destiny=["color:blue"], aliens={0: "Tripler", 1: "Oracle", 2: "Virus"},
                  hands={0: [attack(6)], 1: [attack(20)], 2: [flare, attack(5)]})
    state, _ = use(state, 2, flare, "0")
    state, _ = play(state, "philanthropist.ship", {"ships": {"10": 1}}, 2)
    with app.test_request_context():
        html = render_template("views/cosmic.html", view=RULES.view(state, 1), names=NAMES)
    rows = re.findall(r"<tr><td>.*?</td>", html, re.S)
    assert "Tripler" in rows[0] and "Virus</span> <span class=\"muted\">lent by Cyd" in rows[0]
    assert '<span class="alien off">Virus</span> <span class="muted">lent to Ann this encounter' in rows[2]


def test_ships_removed_from_the_game_show_beside_their_owner(app) -> None:
    state = table(destiny=["color:blue"], aliens={0: "Void"}, hands={0: [attack(20)], 1: [attack(6)]})
    state = no_invites(launch(state, 5, {0: 2}))
    state, _ = cards(state, attack(20), attack(6))  # the Void wins: Blue's four defending ships leave the game
    with app.test_request_context():
        html = render_template("views/cosmic.html", view=RULES.view(state, 2), names=NAMES)
    rows = re.findall(r"<tr><td>.*?</td>", html, re.S)
    assert "4 ships removed from the game" in rows[1]
    assert "removed from the game" not in rows[0] + rows[2]


def test_a_power_s_state_shows_beside_it_and_only_its_owner_sees_what_is_hidden(app) -> None:
    """Miser's hoard: its size for everyone, its cards for the Miser alone; Tick-Tock's tokens for everyone."""
    state = table(destiny=["color:blue"], aliens={0: "Tick-Tock", 1: "Miser"}, hands={2: [attack(5)]})
    hoard = sorted(state["alien_data"]["Miser"]["hoard"])
    labels = [COSMIC[c].label for c in hoard]
    pages = {}
    with app.test_request_context():
        for viewer in (0, 1, 2):
            pages[viewer] = render_template("views/cosmic.html", view=RULES.view(state, viewer), names=NAMES)
    for viewer, html in pages.items():
        rows = re.findall(r"<tr><td>.*?</td>", html, re.S)
        assert '<span class="power-status">(tokens: 10)</span>' in rows[0]
        assert "(hoard: 8 cards" in rows[1]
        shown = f"(hoard: 8 cards ({', '.join(labels)}))" in rows[1]
        assert shown == (viewer == 1)
