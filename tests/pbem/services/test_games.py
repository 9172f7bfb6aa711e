import pytest

from pbem.services import games
from pbem.services.errors import BadRequest
from tests.pbem.helpers import PACE, game_row, new_game, outbox, prompt_rows, seat, started_game


def test_creating_a_game_invites_every_player_and_the_host(db):
    game_id = new_game(db, players=3)
    game = game_row(db, game_id)
    assert game.status == "lobby" and game.state is None
    assert {m.to_addr for m in outbox(db)} == {"ann@example.org", "bob@example.org", "cyd@example.org",
                                               "host@example.org"}
    invite = outbox(db, "bob@example.org")[0]
    assert "/join/" in invite.text_body


@pytest.mark.parametrize(("change", "message"), [
    ({"player_emails": ["ann@example.org"]}, "needs 2 to 4 players"),
    ({"player_emails": ["ann@example.org", "ANN@example.org"]}, "own email address"),
    ({"player_emails": ["ann@example.org", "not-an-address"]}, "not an email address"),
    ({"options": {"target": 99, "hand_size": 4, "scoring": "high"}}, "Points to win"),
    ({"options": {"target": 3, "hand_size": 4, "scoring": "sideways"}}, "Who wins a round"),
    ({"pace": {"decision": 3600, "response": 3600}}, "negotiation"),
    ({"ruleset_name": "chess"}, "no game called"),
])
def test_a_bad_game_is_refused_with_a_reason(db, change, message):
    kwargs = {"ruleset_name": "toy", "options": {"target": 3, "hand_size": 4, "scoring": "high"},
              "pace": PACE, "player_emails": ["ann@example.org", "bob@example.org"],
              "host_email": "host@example.org", **change}
    with pytest.raises(BadRequest, match=message), db.write() as session:
        games.create_game(session, **kwargs)


def test_the_game_starts_when_the_last_player_joins_and_opens_prompts_with_mail(db):
    game_id = started_game(db, players=3)
    game = game_row(db, game_id)
    assert game.status == "active" and game.version == 1
    rows = prompt_rows(db, game_id, "open")
    assert sorted(r.seat for r in rows) == [0, 1, 2]
    for row in rows:
        assert (row.deadline_at - row.opened_at).total_seconds() == PACE["decision"]
        assert row.opened_at < row.remind_at < row.deadline_at
    for email in ("ann@example.org", "bob@example.org", "cyd@example.org"):
        subjects = [m.subject for m in outbox(db, email)]
        assert any("has started" in s for s in subjects)
        assert sum("play one card" in s for s in subjects) == 1


def test_join_validates_the_time_zone_and_name(db):
    game_id = new_game(db)
    with db.write() as session:
        game = games.lock_game(session, game_id)
        with pytest.raises(BadRequest, match="not a time zone"):
            games.join_seat(session, game, game.seats[0], "Ann", "Mars/Olympus")
        with pytest.raises(BadRequest, match="write something visible"):
            games.join_seat(session, game, game.seats[0], "   ", "UTC")
    assert seat(db, game_id, 0).joined_at is None


def test_the_host_can_start_early_without_the_missing_seat(db):
    game_id = new_game(db, players=3)
    with db.write() as session:
        game = games.lock_game(session, game_id)
        games.join_seat(session, game, game.seats[0], "Ann", "UTC")
        with pytest.raises(BadRequest, match="at least 2"):
            games.start_game(session, game)
    with db.write() as session:
        game = games.lock_game(session, game_id)
        games.join_seat(session, game, game.seats[2], "Cyd", "UTC")
        games.start_game(session, game)
    game = game_row(db, game_id)
    assert game.status == "active" and game.state["players"] == 2
    assert [(s.index, s.name) for s in game.seats] == [(0, "Ann"), (1, "Cyd")]
