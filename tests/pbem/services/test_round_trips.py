"""How many SQL statements one decision and one deadline firing cost.

Each statement is a round trip to the database (besides the transaction's
BEGIN and COMMIT), and round trips are most of a decision's time; these
ceilings keep a later change from quietly adding some.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

import pytest
import sqlalchemy as sa

from engine import get_ruleset
from pbem.db import Database
from pbem.models import OpenPrompt, Seat, utcnow
from pbem.services.deadlines import claim_due, fire
from pbem.services.decisions import apply_decision
from pbem.services.tokens import new_api_token
from tests.pbem.helpers import game_row, outbox, page_option_links, play_path, prompt_rows, started_game

DECISION = 2  # read game, seats, players, open prompts (and a page's count of answers); write the state, the
# action, the events and the prompt rows closed and opened (one statement on PostgreSQL)
SQLITE_WRITES = 4  # SQLite sends them one by one (the state, the action, the events, the prompt rows), and
# several events one by one
TAP = 8  # issue 13's goal for a whole POST of an option link, the page after it included: BEGIN, DECISION, COMMIT
DECISION_THAT_MAILS = 4  # and count a revised decision's answers for its email's Reply-To; write the mail and mark
# them told (one statement on PostgreSQL). The events to tell come with the write when it opens decisions.
FIRING = 4  # one deadline through fire(): read the game; the one write (above); the timeouts in a row of this
# seat (the stand-in's threshold); the "chosen for you" email
SWEPT_FIRING = 11  # the same in a sweeper's batch of one: it reads the games, seats, players, open prompts and the
# events to tell a query each (one query per table for a hundred games), then the six writes above


@contextmanager
def counted(db: Database, transactions: bool = False) -> Iterator[list[str]]:
    """The statements sent meanwhile; with ``transactions``, each BEGIN, COMMIT and ROLLBACK too (a round trip
    each on PostgreSQL)."""
    statements: list[str] = []

    def record(_conn, _cursor, statement, _params, _context, _executemany) -> None:
        if not statement.startswith("BEGIN"):  # SQLite's BEGIN IMMEDIATE; psycopg sends its BEGIN unseen
            statements.append(" ".join(statement.split())[:100])

    def marker(name: str) -> object:
        def mark(conn: sa.Connection) -> None:
            # Outside a transaction (autocommit) the driver sends no BEGIN, COMMIT nor ROLLBACK.
            if conn.get_execution_options().get("isolation_level") != "AUTOCOMMIT":
                statements.append(name.upper())
        return mark

    markers = {name: marker(name) for name in ("begin", "commit", "rollback")} if transactions else {}
    sa.event.listen(db.engine, "before_cursor_execute", record)
    for name, listener in markers.items():
        sa.event.listen(db.engine, name, listener)
    try:
        yield statements
    finally:
        sa.event.remove(db.engine, "before_cursor_execute", record)
        for name, listener in markers.items():
            sa.event.remove(db.engine, name, listener)


def test_a_decision_from_a_link_costs_at_most_five_statements(db):
    game_id = started_game(db)
    card = str(game_row(db, game_id).state["hands"][0][0])
    row = next(r for r in prompt_rows(db, game_id, "open") if r.seat == 0)
    epoch = next(s.link_epoch for s in game_row(db, game_id).seats if s.index == 0)
    with counted(db) as statements:
        apply_decision(db, game_id, 0, row.prompt_id, card, "link", epoch=epoch, row_id=row.id, answers_before=0)
    # The count of answers a page carries rides with the read; SQLite writes the tap's two events one by one.
    assert len(statements) <= DECISION + SQLITE_WRITES * db.is_sqlite, statements


def test_a_tap_on_an_option_link_is_one_transaction_of_at_most_eight_round_trips(client, app, db):
    """Issue 13: the link is checked in the transaction that writes the answer, and the page after the tap
    is drawn from the game as written, so the whole POST reads the game once."""
    game_id = started_game(db)
    link = next(iter(page_option_links(client.get(play_path(app, game_id, 0)).text).values()))
    with counted(db, transactions=True) as trips:
        done = client.post(link, data={"answers": "0"})
    assert done.status_code == 200 and "You chose: <strong>Card" in done.text
    assert trips.count("BEGIN") == 1 and trips[-1] == "COMMIT", trips
    assert len(trips) <= TAP, "\n".join(trips)
    assert game_row(db, game_id).version == 2


def test_an_answer_through_the_api_is_one_transaction_of_at_most_eight_round_trips(client, db):
    """Issue 13: the bearer token is checked on the game the answer's transaction reads (no session of its
    own held beside the write), and the reply is drawn from the game as written."""
    game_id = started_game(db)
    with db.write() as session:
        token = new_api_token(session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == 0)))
    card = str(game_row(db, game_id).state["hands"][0][0])
    with counted(db, transactions=True) as trips:
        done = client.post(f"/api/games/{game_id}/actions", headers={"Authorization": f"Bearer {token}"},
                           json={"prompt_id": "r1.pick.0", "choice": card})
    assert done.status_code == 200 and [e["kind"] for e in done.json["events"]] == ["pick", "pick.own"]
    assert [p["id"] for p in done.json["open"]] == []  # seat 0 waits for seat 1's pick
    assert trips.count("BEGIN") == 1 and trips[-1] == "COMMIT", trips
    assert len(trips) <= TAP, "\n".join(trips)
    assert game_row(db, game_id).version == 2


def _tokens(db: Database, game_id: int) -> dict[int, str]:
    with db.write() as session:
        return {seat.index: new_api_token(seat)
                for seat in session.scalars(sa.select(Seat).where(Seat.game_id == game_id))}


@pytest.mark.postgres  # SQLite writes a decision's rows statement by statement
def test_an_answer_through_the_api_that_opens_decisions_and_mails_them_is_at_most_eight_round_trips(client, db):
    """Issue 13: the answers that cost most, those that open the next decisions and mail them (with what
    happened since each player's last email), are one transaction of at most eight round trips too."""
    game_id = started_game(db, players=3, ruleset="cosmic", options={})
    tokens, cosmic, rng = _tokens(db, game_id), get_ruleset("cosmic"), random.Random(3)
    mailed = 0
    for _ in range(30):
        state = game_row(db, game_id).state
        prompt = cosmic.prompts(state)[0]
        choice = cosmic.random_action(state, prompt, rng).choice
        mails_before = len(outbox(db))
        with counted(db, transactions=True) as trips:
            done = client.post(f"/api/games/{game_id}/actions", json={"prompt_id": prompt.id, "choice": choice},
                               headers={"Authorization": f"Bearer {tokens[prompt.seat]}"})
        assert done.status_code == 200, done.json
        if len(outbox(db)) > mails_before:
            mailed += 1
            assert trips.count("BEGIN") == 1 and trips[-1] == "COMMIT", trips
            assert len(trips) <= TAP, "\n".join(trips)
    assert mailed >= 10


@pytest.mark.postgres  # SQLite writes a decision's rows statement by statement
def test_a_tap_that_opens_decisions_and_mails_them_is_at_most_eight_round_trips(client, app, db):
    """Issue 13: the second pick reveals both and opens the next decisions, mailed to both players."""
    game_id = started_game(db)
    first = next(iter(page_option_links(client.get(play_path(app, game_id, 0)).text).values()))
    assert client.post(first, data={"answers": "0"}).status_code == 200
    link = next(iter(page_option_links(client.get(play_path(app, game_id, 1)).text).values()))
    mails_before = len(outbox(db))
    with counted(db, transactions=True) as trips:
        done = client.post(link, data={"answers": "0"})
    assert done.status_code == 200 and "You chose: <strong>Card" in done.text
    assert len(outbox(db)) > mails_before
    assert trips.count("BEGIN") == 1 and trips[-1] == "COMMIT", trips
    assert len(trips) <= TAP, "\n".join(trips)


def test_what_a_player_is_asked_through_the_api_is_one_query(client, db):
    """Issue 13: a player woken by its email asks what it is asked; the token, the game, its seats and players
    and its open prompts come in one query (five before), and a wrong token still costs the refusal only. On
    PostgreSQL that query is the only round trip: it runs outside a transaction (no BEGIN and ROLLBACK)."""
    game_id = started_game(db)
    with db.write() as session:
        token = new_api_token(session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == 0)))
    with counted(db, transactions=True) as statements:
        asked = client.get(f"/api/games/{game_id}/prompts", headers={"Authorization": f"Bearer {token}"})
    assert asked.status_code == 200 and [p["id"] for p in asked.json["prompts"]] == ["r1.pick.0"]
    queries = [s for s in statements if s not in ("BEGIN", "COMMIT", "ROLLBACK")]
    assert len(queries) == 1 and (db.is_sqlite or statements == queries), "\n".join(statements)
    refused = client.get(f"/api/games/{game_id}/prompts", headers={"Authorization": "Bearer nonsense"})
    assert refused.status_code == 401


@pytest.mark.postgres  # SQLite cannot return the ids of a many-row INSERT in order, so it inserts prompts one by one
def test_cosmic_decisions_that_open_prompts_and_mail_players_stay_under_the_ceiling(db):
    game_id = started_game(db, players=3, ruleset="cosmic", options={})
    cosmic, rng = get_ruleset("cosmic"), random.Random(3)
    most, mailed = 0, 0
    for _ in range(30):
        state = game_row(db, game_id).state
        prompt = cosmic.prompts(state)[0]
        choice = cosmic.random_action(state, prompt, rng).choice
        mails_before = len(outbox(db))
        with counted(db) as statements:
            apply_decision(db, game_id, prompt.seat, prompt.id, choice, "api")
        mailed += len(outbox(db)) > mails_before
        most = max(most, len(statements))
        assert len(statements) <= DECISION_THAT_MAILS, '\n'.join(statements)
        assert not any(s.startswith("SELECT events.") for s in statements), '\n'.join(statements)
    assert mailed >= 10 and most == DECISION_THAT_MAILS  # the ceiling is what mailing decisions really cost


def test_a_firing_costs_no_more_than_a_decision(db):
    game_id = started_game(db)
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).where(OpenPrompt.game_id == game_id, OpenPrompt.seat == 0)
                        .values(deadline_at=utcnow() - timedelta(minutes=1)))
    [claimed] = claim_due(db, utcnow())
    with counted(db) as statements:
        assert fire(db, claimed, utcnow()) is True
    assert len(statements) <= FIRING + SQLITE_WRITES * db.is_sqlite, "\n".join(statements)


def test_a_sweep_that_fires_one_deadline_costs_its_claim_and_one_firing(db):
    """Issue 13: what the sweeper pays for one due prompt, as it runs in production (the claim, the firing
    in a batch of one, the empty claim that ends the sweep)."""
    from pbem.services.deadlines import sweep

    game_id = started_game(db)
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).where(OpenPrompt.game_id == game_id, OpenPrompt.seat == 0)
                        .values(deadline_at=utcnow() - timedelta(minutes=1)))
    mails_before = len(outbox(db))
    with counted(db) as statements:
        assert sweep(db)["fired"] == 1
    assert len(outbox(db)) == mails_before + 1  # the "chosen for you" notice
    # the claim (1) and the empty claim that ends the sweep (1); the batch (SWEPT_FIRING)
    assert len(statements) <= 2 + SWEPT_FIRING + db.is_sqlite, "\n".join(statements)


@pytest.mark.postgres  # SQLite inserts the rows of a table one by one (see above)
def test_firings_together_cost_a_few_statements_for_the_whole_batch(db):
    """Issue 13: a batch pays its round trips once, not once per game: 20 firings that each open a prompt and
    mail it cost about as many statements as two single decisions."""
    from pbem.services.deadlines import sweep

    game_ids = [started_game(db, seed=s) for s in range(1, 21)]
    for game_id in game_ids:  # each game's first pick answered: its deadline firing reveals and opens the stash
        card = str(game_row(db, game_id).state["hands"][0][0])
        apply_decision(db, game_id, 0, "r1.pick.0", card, "link")
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).where(OpenPrompt.status == "open")
                        .values(deadline_at=utcnow() - timedelta(minutes=1)))
    mails_before = len(outbox(db))
    with counted(db) as statements:
        assert sweep(db)["fired"] == 20
    assert len(outbox(db)) - mails_before == 40  # each: the notice, and the stash decision to the winner
    # claim (1) and the empty claim (1); the batch: games, seats, players, prompts; the version check;
    # what the mail will tell; actions, events, closed prompts, new prompts; the timeouts in a row of the
    # fired seats (one query: a silent seat goes to the stand-in); the told marks; the mail
    assert len(statements) <= 2 + 13, "\n".join(statements)
