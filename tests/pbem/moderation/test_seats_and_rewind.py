"""Replacing a player and rewinding a game: old links die, new mail goes out, the log stays the truth."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from pbem.models import EventRecord
from pbem.moderation.actions import pause, shift_deadlines
from pbem.moderation.rewind import rewind
from pbem.moderation.seats import replace_player
from pbem.services.errors import BadRequest
from pbem.services.replay import replay
from pbem.services.tokens import new_api_token
from tests.pbem.helpers import actions, game_row, game_status, links_in, outbox, play_path, prompt_rows, seat
from tests.pbem.moderation.helpers import audit, pick, play_round, version


def test_replace_a_player_kills_old_links_and_welcomes_the_new_one(db, app, client, game_id, site):
    old_play = client.get(play_path(app, game_id, 1))
    assert old_play.status_code == 200
    with db.write() as session:
        token = new_api_token(session.get(type(seat(db, game_id, 1)), seat(db, game_id, 1).id))
    old_mail = [m for m in outbox(db, "bob@example.org") if m.dedupe_key.startswith("prompt:")][-1]
    old_option = next(p for p in links_in(old_mail.text_body) if p.startswith("/option/"))
    entry = replace_player(db, game_id, site, "Bob vanished", 1, 1, "Eve@Example.org", "Eve")
    new_seat = seat(db, game_id, 1)
    assert new_seat.display_name == "Eve" and new_seat.api_token_hash is None
    assert entry.details["before"] == "bob@example.org" and entry.details["after"] == "eve@example.org"
    assert client.get(old_play.request.path).status_code == 410
    assert client.get(old_option).status_code == 410
    assert client.get("/api/games", headers={"Authorization": f"Bearer {token}"}).status_code == 401
    eve = outbox(db, "eve@example.org")
    welcome = next(m for m in eve if "taking over" in m.subject)
    assert "Hand:" in welcome.text_body and "/play/" in welcome.text_body
    decision = next(m for m in eve if m.dedupe_key.startswith("prompt:"))
    new_option = next(p for p in links_in(decision.text_body) if p.startswith("/option/"))
    confirm = client.get(new_option)
    assert confirm.status_code == 200
    assert any("new player" in m.subject for m in outbox(db, "bob@example.org"))
    assert any("new player" in m.subject for m in outbox(db, "ann@example.org"))
    assert [r.seat for r in prompt_rows(db, game_id, "open")] == [0, 1]


def test_replacing_with_an_address_already_seated_changes_nothing(db, game_id, site):
    with pytest.raises(BadRequest, match="already has a seat"):
        replace_player(db, game_id, site, "oops", 1, 1, "ann@example.org")
    with pytest.raises(BadRequest):
        replace_player(db, game_id, site, "oops", 1, 5, "new@example.org")
    assert version(db, game_id) == 1 and seat(db, game_id, 1).link_epoch == 0 and not audit(db, game_id)


def test_rewind_then_replay_equals_the_state_the_game_had_then(db, game_id, site):
    play_round(db, game_id)
    snapshot = game_row(db, game_id).state
    seq = len(actions(db, game_id)) + 1
    pick(db, game_id, 0)
    pick(db, game_id, 1)
    before_rows = {r.id for r in prompt_rows(db, game_id, "open")}
    entry = rewind(db, game_id, site, "Ann clicked the wrong card", version(db, game_id), seq)
    assert game_row(db, game_id).state == snapshot
    assert [a.seq for a in actions(db, game_id)] == list(range(1, seq))
    undone = entry.details["undone"]
    assert [a["seq"] for a in undone["actions"]] == [seq, seq + 1]
    assert any(e["seats"] == [0] for e in undone["events"]), "hidden events are kept for moderators"
    with db.session() as session:
        assert replay(session, game_id).matches
    rows = prompt_rows(db, game_id, "open")
    assert {r.prompt_id for r in rows} == {"r2.pick.0", "r2.pick.1"} and not before_rows & {r.id for r in rows}
    for address in ("ann@example.org", "bob@example.org"):
        mails = outbox(db, address)
        assert any("rewound" in m.subject for m in mails)
        assert any(m.dedupe_key == f"prompt:{game_id}:{r.id}" for m in mails for r in rows)
    pick(db, game_id, 0, index=1)  # the game goes on from the rewound state
    with db.session() as session:
        assert replay(session, game_id).matches


def test_rewind_to_the_start_and_past_it(db, game_id, site):
    start = game_row(db, game_id).state
    with pytest.raises(BadRequest, match="nothing to rewind"):
        rewind(db, game_id, site, "nothing yet", 1, 1)
    pick(db, game_id, 0)
    for bad in (0, 2, -3):
        with pytest.raises(BadRequest, match="from 1"):
            rewind(db, game_id, site, "past the start", 2, bad)
    assert version(db, game_id) == 2 and not audit(db, game_id)
    rewind(db, game_id, site, "start over", 2, 1)
    assert game_row(db, game_id).state == start and not actions(db, game_id)


def test_rewind_reopens_a_finished_game_and_keeps_a_paused_one_frozen(db, game_id, site, app):
    while game_status(db, game_id) == "active":
        play_round(db, game_id)
    finished = game_row(db, game_id)
    assert finished.status == "finished"
    last = len(actions(db, game_id))
    rewind(db, game_id, site, "The last stash was a misclick", finished.version, last)
    game = game_row(db, game_id)
    assert (game.status, game.result, game.finished_at) == ("active", None, None)
    pause(db, game_id, site, "break", game.version)
    rewind(db, game_id, site, "and one more back", version(db, game_id), last - 1)
    rows = prompt_rows(db, game_id, "open")
    assert rows and all(r.paused_left is not None for r in rows)
    shift_deadlines(db, game_id, site, "still fine", version(db, game_id), 1)


def test_the_rewound_events_leave_the_players_log(db, game_id, site, client, app):
    pick(db, game_id, 0)
    rewind(db, game_id, site, "undo", 2, 1)
    page = client.get(play_path(app, game_id, 0)).text
    assert "You played card" not in page and "took back the last decision" in page
    with db.session() as session:
        kinds = session.scalars(sa.select(EventRecord.kind).where(EventRecord.game_id == game_id)).all()
    assert kinds == ["deal", "moderator.rewind"]  # what the setup decided stays
