"""Whole games played through the HTTP layer only: the create form, join links from the outbox,
and every decision by following the links on the game pages and submitting the forms.

A seeded ``random_action`` only decides *what* to submit; the submission is a player's clicks.
"""

from __future__ import annotations

import random
import re

import pytest
import sqlalchemy as sa

import engine
from pbem.forms import form_values
from pbem.models import Game
from pbem.services import games
from pbem.services.replay import replay
from tests.pbem.helpers import confirm_host, game_row, game_status, hidden_answers, links_in, outbox, page_decisions

EMAILS = ["ann@example.org", "bob@example.org", "cyd@example.org"]


def create_by_form(client, ruleset, extra):
    form = {"title": "By the web", "host": "host@example.org", "players": "\n".join(EMAILS),
            "pace.decision": "48", "pace.response": "24", "pace.negotiation": "12", **extra}
    response = client.post(f"/games/new/{ruleset}", data=form)
    assert response.status_code == 202, response.text
    return confirm_host(client, client.application.extensions["pbem.db"])


def join_everyone(client, db):
    play = {}
    for index, email in enumerate(EMAILS):
        invite = next(m for m in outbox(db, email) if "invited" in m.subject)
        joined = client.post(links_in(invite.text_body)[0], data={"name": f"P{index}", "zone": "Europe/Paris"})
        assert joined.status_code == 303
        play[index] = joined.location
    return play


def decide_over_http(client, play_page, prompt, choice):
    page = client.get(play_page[prompt.seat]).text
    links = page_decisions(page)[prompt.id]
    if prompt.composite:
        form_page = client.get(links["decide"])
        assert form_page.status_code == 200
        data = form_values(prompt.fields, choice)
        data.add("answers", hidden_answers(form_page.text))
        response = client.post(links["decide"], data=data)
    else:
        confirm = client.get(links["options"][choice])
        assert confirm.status_code == 200
        response = client.post(links["options"][choice], data={"answers": hidden_answers(confirm.text)})
    assert response.status_code == 200, re.sub(r"\s+", " ", response.text)[-600:]


def play_to_the_end(client, db, play_page, ruleset, game_id, seed, max_steps):
    rng = random.Random(seed)
    steps = 0
    while game_status(db, game_id) == "active":
        assert steps < max_steps, "the game did not end"
        state = game_row(db, game_id).state
        prompt = rng.choice(ruleset.prompts(state))
        action = ruleset.random_action(state, prompt, rng)
        decide_over_http(client, play_page, prompt, action.choice)
        steps += 1
    return steps


def finish_and_check(client, db, play_page, ruleset, game_id):
    game = game_row(db, game_id)
    assert game.status == "finished" and game.result == ruleset.result(game.state)
    final = client.get(play_page[0]).text
    assert 'id="result"' in final and "Game over" in final
    outcome = ruleset.view(game.state, None).get("outcome")  # how each won, where the ruleset says (Cosmic)
    assert ('id="how"' in final) == bool(outcome)
    assert all(o['how'] in final for o in outcome or [])  # "Ann wins with five foreign colonies."
    with db.session() as session:
        assert replay(session, game_id).matches


def test_a_toy_game_from_the_create_form_to_a_winner(client, db, toy_ruleset):
    create_by_form(client, "toy", {"opt.target": "3", "opt.hand_size": "5", "opt.scoring": "high"})
    play_page = join_everyone(client, db)
    game_id = outbox(db)[0].game_id
    steps = play_to_the_end(client, db, play_page, toy_ruleset, game_id, seed=1, max_steps=200)
    assert steps > 5
    finish_and_check(client, db, play_page, toy_ruleset, game_id)


def short_game(ruleset, options, players, max_steps, first=0):
    """A (game seed, chooser seed) pair whose game ends within ``max_steps`` when played the way
    :func:`play_to_the_end` plays, found by playing in memory first: keeps the HTTP game short.

    The search starts at ``first`` (the seed it found when the test was written), so the seeds before
    it, each a whole long game, are not played again on every run; it goes on past it, and then round
    to the ones before it, when a rule change made that game longer."""
    for seed in [*range(first, 100), *range(first)]:
        rng = random.Random(seed)
        state, _events = ruleset.setup(options, players, seed)
        for _ in range(max_steps):
            if ruleset.result(state) is not None:
                return seed
            prompt = rng.choice(ruleset.prompts(state))
            state, _events = ruleset.apply(state, ruleset.random_action(state, prompt, rng))
    raise AssertionError(f"no seed below 100 gives a game of at most {max_steps} decisions")


@pytest.mark.long
def test_a_game_of_cosmic_encounter_over_http_to_a_winner(client, db):
    cosmic = engine.get_ruleset("cosmic")
    options = games.option_defaults("cosmic")
    # about 100 decisions, as before the seeds moved
    seed = short_game(cosmic, options, len(EMAILS), max_steps=120, first=9)
    create_by_form(client, "cosmic", dict(form_values(cosmic.option_fields(), options, "opt.").items(multi=True)))
    game_id = outbox(db)[0].game_id
    with db.write() as session:  # the table's seed, fixed so the test is repeatable
        session.execute(sa.update(Game).where(Game.id == game_id).values(seed=seed))
    play_page = join_everyone(client, db)
    steps = play_to_the_end(client, db, play_page, cosmic, game_id, seed=seed, max_steps=250)
    finish_and_check(client, db, play_page, cosmic, game_id)
    assert steps > 10
