import json
from datetime import UTC, datetime, timedelta, timezone

import psycopg
import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from pbem.db import dumps_json, loads_json
from pbem.models import Base, User


def test_migration_matches_the_models(db):
    with db.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn, opts={"compare_type": True}), Base.metadata)
    assert diff == []


def test_times_come_back_aware_and_in_utc(db):
    berlin_noon = datetime(2026, 6, 1, 12, 0, tzinfo=timezone(timedelta(hours=2)))
    with db.write() as session:
        session.add(User(email="tz@example.org", time_zone="Europe/Berlin", notify={}, created_at=berlin_noon))
    with db.session() as session:
        user = session.query(User).filter_by(email="tz@example.org").one()
    assert user.created_at == datetime(2026, 6, 1, 10, 0, tzinfo=UTC)
    assert user.created_at.tzinfo is not None


def test_json_columns_read_back_what_the_standard_json_would(db):
    # An engine keys by number and keeps its random stream as an unsigned 64-bit integer: both come back as the
    # standard library's json gives them, through the JSON columns and through the apply path's own encoding.
    value = {1: [2**64 - 1, -(2**63), 0.1, 1e20, "żółw"], "pair": (1, 2), "none": None,
             "at": [datetime(2026, 6, 1, 10, 0, 0, 5, tzinfo=UTC).isoformat()]}
    expected = json.loads(json.dumps(value))
    assert loads_json(dumps_json(value)) == expected
    with db.write() as session:
        session.add(User(email="json@example.org", time_zone="UTC", notify=value))
    with db.session() as session:
        notify = session.query(User).filter_by(email="json@example.org").one().notify
    assert notify == expected
    assert isinstance(notify["1"][0], int)


@pytest.mark.postgres  # the lean cursor is PostgreSQL's driver's
def test_a_cursor_describes_its_result_as_psycopg_would(db):
    with db.engine.connect() as conn:
        cursor = conn.connection.dbapi_connection.cursor()
        cursor.execute("SELECT 1 AS x, 'a'::text AS y")
        described = cursor.description
        assert len(described) == 2 and [c.name for c in described] == ["x", "y"] and described[-1].name == "y"
        assert [c.name for c in psycopg.Cursor.description.fget(cursor)] == ["x", "y"]
        cursor.execute("CREATE TEMPORARY TABLE nothing_returned (a integer)")
        assert cursor.description is None
        cursor.execute("SELECT 2 AS z")
        described = cursor.description
        cursor.execute("SELECT 3")
        with pytest.raises(RuntimeError):  # read too late: it would describe another result
            described[0]
        # through SQLAlchemy, whose rows are keyed by what the description says
        assert conn.execute(sa.text("SELECT 4 AS four")).one()._mapping == {"four": 4}


def test_a_downgrade_below_answers_kept_as_data_writes_them_out_in_english_words(db):
    from alembic import command

    from pbem import rulesets
    from pbem.migrate import alembic_config, upgrade
    from pbem.services.decisions import apply_decision
    from tests.pbem.helpers import game_row, started_game

    game_id = started_game(db)
    state = game_row(db, game_id).state
    prompt = next(p for p in rulesets.get_ruleset("toy").prompts(state) if p.seat == 0)
    card = state["hands"][0][-1]
    apply_decision(db, game_id, 0, prompt.id, str(card), "link")
    try:
        command.downgrade(alembic_config(db), "0014")
        with db.engine.connect() as conn:
            kept = conn.scalar(sa.text("SELECT answer FROM actions WHERE game_id = :g"), {"g": game_id})
        assert kept == f"Card {card}"  # what an older build quotes on the old link
    finally:
        upgrade(db)
