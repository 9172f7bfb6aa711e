"""Cosmic Encounter, Avalon Hill 2000 edition, on the service: a host picks the edition, two players are
accepted, and a two-player game is played over HTTP to a winner."""

from __future__ import annotations

import random

import sqlalchemy as sa

import engine
from pbem.forms import form_values
from pbem.models import Game
from pbem.services import games
from tests.pbem.helpers import confirm_host, game_row, links_in, outbox
from tests.pbem.test_cli import run  # noqa: F401  (fixture)
from tests.pbem.test_full_game import decide_over_http, finish_and_check, short_game

AH = engine.get_ruleset("cosmic-ah2000")
TWO = ["ann@example.org", "bob@example.org"]


def test_create_game_takes_the_edition_and_two_players(run, db):  # noqa: F811
    result = run("create-game", "--ruleset", "cosmic-ah2000", "--player", TWO[0], "--player", TWO[1],
                 "--host", "host@example.org", "--option", "aliens=on")
    assert result.exit_code == 0, result.output
    assert result.output.count("/join/") == 2
    game = game_row(db, outbox(db)[0].game_id)
    assert game.ruleset == "cosmic-ah2000" and game.options["aliens"] == "on"
    five = run("create-game", "--ruleset", "cosmic-ah2000", *[a for i in range(5) for a in
                                                               ("--player", f"p{i}@example.org")],
               "--host", "host@example.org")
    assert five.exit_code != 0 and "2 to 4 players" in five.output


def test_a_two_player_game_over_http_to_a_winner(client, db):
    options = games.option_defaults("cosmic-ah2000")
    seed = short_game(AH, options, 2, max_steps=250)
    form = {"title": "Two of us", "host": "host@example.org", "players": "\n".join(TWO),
            "pace.decision": "48", "pace.response": "24", "pace.negotiation": "12",
            **dict(form_values(AH.option_fields(), options, "opt.").items(multi=True))}
    response = client.post("/games/new/cosmic-ah2000", data=form)
    assert response.status_code == 202, response.text
    confirm_host(client, db)
    game_id = outbox(db)[0].game_id
    with db.write() as session:
        session.execute(sa.update(Game).where(Game.id == game_id).values(seed=seed))
    play = {}
    for index, email in enumerate(TWO):
        invite = next(m for m in outbox(db, email) if "invited" in m.subject)
        joined = client.post(links_in(invite.text_body)[0], data={"name": f"P{index}", "zone": "Europe/Paris"})
        assert joined.status_code == 303
        play[index] = joined.location
    rng = random.Random(seed)
    steps = 0
    while game_row(db, game_id).status == "active":
        assert steps < 250, "the game did not end"
        state = game_row(db, game_id).state
        prompt = rng.choice(AH.prompts(state))
        decide_over_http(client, play, prompt, AH.random_action(state, prompt, rng).choice)
        steps += 1
    finish_and_check(client, db, play, AH, game_id)
    assert any("mothership" in m.text_body for m in outbox(db, TWO[0]))  # the edition's own words
