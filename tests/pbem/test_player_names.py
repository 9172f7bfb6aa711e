"""Players read each other's display names everywhere, never a colour ("Red has chosen a card").

A Cosmic game of Ann, Bob and Cyd is played up to both main players choosing
their encounter cards; then its log page, a decision page and the API are read
as the players read them (its emails: tests/pbem/mail/test_player_names.py).
"""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from pbem.models import EventRecord, Seat
from pbem.services.decisions import apply_decision
from pbem.services.tokens import new_api_token
from tests.pbem.helpers import game_row, page_decisions, play_path
from tests.pbem.named_game import (
    COLOUR_AS_PLAYER,
    NAMES,
    RULES,
    play_until_cards_are_chosen,
    start_named_game,
    visible_text,
)


@pytest.fixture
def game_id(db) -> int:
    game_id = start_named_game(db)
    play_until_cards_are_chosen(db, game_id)
    return game_id


def test_the_game_log_names_each_player_with_a_colour_badge_and_never_by_colour(app, client, db, game_id) -> None:
    page = client.get(play_path(app, game_id, 2)).get_data(as_text=True)
    log = page[page.index('id="log"'):page.index("Settings and help")]
    text = visible_text(log)
    state = game_row(db, game_id).state
    offense, defense = state["turn"]["offense"], state["enc"]["defense"]
    assert f"{NAMES[offense]} has chosen a card." in text and f"{NAMES[defense]} has chosen a card." in text
    assert f"{NAMES[offense]} is the offense" in text
    assert not COLOUR_AS_PLAYER.search(text), text
    colour = state["colors"][offense]
    assert f'<span class="seat"><span class="seat-badge" data-colour="{colour}" title="{colour}"></span>' \
           f"{NAMES[offense]}</span> has chosen a card." in log
    assert "{p:" not in page


def test_a_decision_page_names_whose_ships_are_on_each_planet(app, client, db) -> None:
    game_id = start_named_game(db)
    for _ in range(10):
        state = game_row(db, game_id).state
        prompt = RULES.prompts(state)[0]
        if prompt.kind == "launch.ships":
            break
        apply_decision(db, game_id, prompt.seat, prompt.id, RULES.timeout_action(state, prompt).choice, "link")
    else:
        pytest.fail("no launch")
    defense = state["enc"]["defense"]
    page = client.get(play_path(app, game_id, prompt.seat)).get_data(as_text=True)
    decide = page_decisions(page)[prompt.id]["decide"]
    form = visible_text(client.get(decide).get_data(as_text=True))
    colour = state["colors"][defense].capitalize()
    assert f"aim the gate at one of {NAMES[defense]}'s home planets" in form
    assert f"{colour} 1 — {NAMES[defense]}: 4 ships" in form
    assert "{p:" not in form and not COLOUR_AS_PLAYER.search(form)


def test_the_api_log_and_prompts_name_the_players(client, db, game_id) -> None:
    state = game_row(db, game_id).state
    seat = RULES.prompts(state)[0].seat
    with db.write() as session:
        row = session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == seat))
        auth = {"Authorization": f"Bearer {new_api_token(row)}"}
    log = client.get(f"/api/games/{game_id}/log", headers=auth).get_json()["events"]
    prompts = client.get(f"/api/games/{game_id}/prompts", headers=auth).get_json()["prompts"]
    said = " ".join([e["text"] for e in log] + [p["text"] for p in prompts]
                    + [o["label"] for p in prompts for o in p["options"]])
    assert f"{NAMES[state['turn']['offense']]} is the offense" in said
    assert "{p:" not in said and not COLOUR_AS_PLAYER.search(said)
    view = client.get(f"/api/games/{game_id}/view", headers=auth).get_data(as_text=True)
    assert "{p:" not in view


def test_an_event_stored_by_an_older_build_still_shows_as_it_was_written(app, client, db) -> None:
    game_id = start_named_game(db)
    with db.write() as session:
        last = session.scalar(sa.select(sa.func.max(EventRecord.seq)).where(EventRecord.game_id == game_id))
        session.add(EventRecord(game_id=game_id, seq=last + 1, action_seq=None, kind="planning.chosen",
                                text="Red has chosen a card.", seats=None, data={},
                                created_at=game_row(db, game_id).started_at))
    page = client.get(play_path(app, game_id, 1)).get_data(as_text=True)
    assert "Red has chosen a card." in page


def test_the_page_after_a_tap_names_the_players_in_what_happened(app, client, db) -> None:
    # Invitations one after another (the rulebook's order), so the invitation is told at once.
    game_id = start_named_game(db, {"invitations": "in_turn"})
    for _ in range(30):
        state = game_row(db, game_id).state
        prompt = RULES.prompts(state)[0]
        if prompt.kind.startswith("alliance.invite"):
            break
        apply_decision(db, game_id, prompt.seat, prompt.id, RULES.timeout_action(state, prompt).choice, "link")
    else:
        pytest.fail("no invitation to allies")
    page = client.get(play_path(app, game_id, prompt.seat)).get_data(as_text=True)
    links = page_decisions(page)[prompt.id]
    confirm = links["decide"] or next(iter(links["options"].values()))
    done = client.post(confirm, data={"answers": "0", **({"suggested": "1"} if links["decide"] else {})})
    text = visible_text(done.get_data(as_text=True))
    assert done.status_code == 200, text
    assert f"{NAMES[prompt.seat]} (" in text and "invites" in text
    assert "{p:" not in text and not COLOUR_AS_PLAYER.search(text)


def test_an_old_link_says_what_was_answered_with_the_players_names(app, client, db) -> None:
    game_id = start_named_game(db)
    state = game_row(db, game_id).state
    launch = next(p for p in RULES.prompts(state) if p.kind.endswith("launch") or p.kind == "launch.ships")
    page = client.get(play_path(app, game_id, launch.seat)).get_data(as_text=True)
    decide = page_decisions(page)[launch.id]["decide"]
    first = client.post(decide, data={"answers": "0", "suggested": "1"})
    assert first.status_code == 200
    again = client.post(decide, data={"answers": "0", "suggested": "1"})
    text = visible_text(again.get_data(as_text=True))
    assert again.status_code == 409 and "You answered this on" in text
    defense = game_row(db, game_id).state["enc"]["defense"]
    assert f"{NAMES[defense]}: 4 ships" in text and "{p:" not in text
