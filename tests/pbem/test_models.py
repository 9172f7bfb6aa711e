from datetime import UTC, datetime, timedelta, timezone

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

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
