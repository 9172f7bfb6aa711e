import json
from datetime import UTC, datetime, timedelta, timezone

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
