"""Fixtures for the service: a migrated database per test (SQLite, or PostgreSQL when
PBEM_TEST_DATABASE_URL is set), an app on it, and the toy ruleset registered beside the real ones."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
import sqlalchemy as sa
from argon2 import PasswordHasher, profiles
from flask import Flask
from flask.testing import FlaskClient

from pbem import create_app, rulesets
from pbem.db import Database
from pbem.migrate import upgrade
from pbem.models import Base
from pbem.moderation import accounts
from tests.pbem.toy_ruleset import ToyRuleset

PG_ENV = "PBEM_TEST_DATABASE_URL"


def xdist_worker() -> int:
    """This process's index among pytest-xdist workers (0 without xdist): each worker gets its own
    PostgreSQL database and Redis db, so the suite can be split over the cores."""
    name = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    return int(name.removeprefix("gw") or 0)


def pg_test_url() -> str | None:
    """PBEM_TEST_DATABASE_URL, its database name suffixed per xdist worker."""
    url = os.environ.get(PG_ENV)
    if not url or "PYTEST_XDIST_WORKER" not in os.environ:
        return url
    parsed = sa.make_url(url)
    return parsed.set(database=f"{parsed.database}_gw{xdist_worker()}").render_as_string(hide_password=False)


def unavailable(reason: str) -> None:
    """Skip locally; fail where the services are required (CI)."""
    if os.environ.get("PBEM_REQUIRE_SERVICES") == "1":
        pytest.fail(f"{reason} (PBEM_REQUIRE_SERVICES=1, so this is a failure)")
    pytest.skip(reason)


@pytest.fixture(autouse=True, scope="session")
def cheap_password_hashes() -> Iterator[None]:
    """Moderators' passwords hashed with argon2's cheapest parameters: the same code, a thousandth of the
    work (each hash at the real parameters takes a tenth of a second on all cores, and the rate-limit tests
    make dozens). The installed-script tests run in subprocesses, at the real parameters."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(accounts, "_hasher", PasswordHasher.from_parameters(profiles.CHEAPEST))
        yield


@pytest.fixture(autouse=True)
def toy_ruleset(monkeypatch: pytest.MonkeyPatch) -> ToyRuleset:
    toy = ToyRuleset()
    real_get, real_names = rulesets.get_ruleset, rulesets.ruleset_names
    monkeypatch.setattr(rulesets, "get_ruleset", lambda name: toy if name == "toy" else real_get(name))
    monkeypatch.setattr(rulesets, "ruleset_names", lambda: sorted({*real_names(), "toy"}))
    return toy


def _ensure_pg_database(url: str) -> None:
    parsed = sa.make_url(url)
    conninfo = psycopg.conninfo.make_conninfo(
        host=parsed.host or "127.0.0.1", port=parsed.port or 5432, user=parsed.username or "postgres",
        password=parsed.password or None, dbname="postgres", connect_timeout=5)
    with psycopg.connect(conninfo, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (parsed.database,)).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{parsed.database}"')


@pytest.fixture(scope="session")
def pg_url() -> str | None:
    """The migrated test database on PostgreSQL, or None when unset; unreachable: skip or fail."""
    url = pg_test_url()
    if not url:
        return None
    try:
        _ensure_pg_database(url)
    except psycopg.OperationalError as exc:
        unavailable(f"PostgreSQL at {PG_ENV} is unreachable: {exc}")
    db = Database(url)
    with db.engine.begin() as conn:
        # A test database need not survive a crash: without waiting for each commit's flush to disk, the
        # whole games the suite plays (thousands of commits) run several times faster. Visibility and
        # locking are unchanged, so what the tests check is too. Applies to the connections opened after.
        conn.execute(sa.text(f'ALTER DATABASE "{sa.make_url(url).database}" SET synchronous_commit = off'))
        conn.execute(sa.text("DROP SCHEMA public CASCADE"))
        conn.execute(sa.text("CREATE SCHEMA public"))
    upgrade(db)
    db.dispose()
    return url


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("template") / "pbem.sqlite3"
    db = Database(f"sqlite:///{path}")
    upgrade(db)
    with db.engine.connect() as conn:
        conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    db.dispose()
    return path


# Each test starts on empty tables whose ids start at 1 again. DELETE, children first, rather than TRUNCATE:
# a TRUNCATE makes new files for every table and index and drops the old ones at commit, a tenth of a second
# or more per test on PostgreSQL, where deleting the few rows a test leaves costs milliseconds.
_EMPTY_TABLES = "; ".join(f'DELETE FROM "{t.name}"' for t in reversed(Base.metadata.sorted_tables))
_RESTART_IDS = ("SELECT setval(c.oid::regclass, 1, false) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
                " WHERE c.relkind = 'S' AND n.nspname = current_schema()")


@pytest.fixture
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if os.environ.get(PG_ENV):
        url = request.getfixturevalue("pg_url")
        db = Database(url)
        for attempt in range(3):  # a reader still finishing the last test's work may deadlock with it once
            try:
                with db.engine.begin() as conn:
                    conn.execute(sa.text("SET LOCAL lock_timeout = '20s'"))  # a leaked session fails loudly
                    conn.exec_driver_sql(_EMPTY_TABLES)
                    conn.exec_driver_sql(_RESTART_IDS)
                break
            except sa.exc.OperationalError as exc:
                if not isinstance(exc.orig, psycopg.errors.DeadlockDetected) or attempt == 2:
                    raise
        db.dispose()
        return url
    if request.node.get_closest_marker("postgres"):
        unavailable(f"needs PostgreSQL: set {PG_ENV}, e.g. postgresql+psycopg://postgres@127.0.0.1:5432/pbem_test")
    path = tmp_path / "pbem.sqlite3"
    shutil.copy(request.getfixturevalue("sqlite_template"), path)
    return f"sqlite:///{path}"


@pytest.fixture
def app(database_url: str, tmp_path: Path) -> Iterator[Flask]:
    app = create_app({
        "TESTING": True, "DATABASE_URL": database_url, "EMBEDDED": False,
        "SECRET_KEY": "test-secret", "BASE_URL": "http://pbem.test",
    })
    with app.app_context():
        yield app
    app.extensions["pbem.db"].dispose()


@pytest.fixture
def db(app: Flask) -> Database:
    return app.extensions["pbem.db"]


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()
