"""Fixtures for the worker: the service's database fixtures, a real Redis, a real SMTP server,
and an in-process Celery worker (celery.contrib.testing) on that Redis."""

from __future__ import annotations

import os
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import pytest
import redis
from celery import Celery
from celery.contrib.testing.worker import start_worker
from flask import Flask

from pbem import create_app
from tests.pbem import conftest as service_fixtures
from tests.pbem.mail.smtpd import Inbox, smtp_server
from worker.tasks import register

REDIS_ENV = "PBEM_TEST_REDIS_URL"
unavailable = service_fixtures.unavailable
# The service's database fixtures (SQLite per test, or the PostgreSQL of PBEM_TEST_DATABASE_URL).
database_url = service_fixtures.database_url
pg_url = service_fixtures.pg_url
sqlite_template = service_fixtures.sqlite_template
toy_ruleset = service_fixtures.toy_ruleset


@pytest.fixture
def redis_url(request: pytest.FixtureRequest) -> str:
    """The test Redis (db 15), emptied; unreachable: skip, or fail where services are required.

    Each xdist worker counts down from the db given (15, 14, ...), so workers never empty each other's."""
    url = os.environ.get(REDIS_ENV)
    if not url:
        unavailable(f"needs Redis: set {REDIS_ENV}, e.g. redis://127.0.0.1:6379/15")
    parsed = urlsplit(url)
    base_db = int(parsed.path.strip("/") or 0)
    url = urlunsplit(parsed._replace(path=f"/{base_db - service_fixtures.xdist_worker()}"))
    client = redis.Redis.from_url(url, socket_connect_timeout=5)
    try:
        client.flushdb()
    except redis.RedisError as exc:
        unavailable(f"Redis at {REDIS_ENV} is unreachable: {exc}")
    return url


@pytest.fixture
def smtp() -> Iterator[tuple[Inbox, int]]:
    with smtp_server() as server:
        yield server


def make_app(database_url: str, port: int, **extra: object) -> Flask:
    return create_app({
        "TESTING": True, "DATABASE_URL": database_url, "EMBEDDED": False, "SECRET_KEY": "test-secret",
        "BASE_URL": "http://pbem.test", "SMTP_HOST": "127.0.0.1", "SMTP_PORT": port,
        "MAIL_FROM": "pbem <games@pbem.test>", **extra,
    })


@pytest.fixture
def app(database_url: str, smtp: tuple[Inbox, int]) -> Iterator[Flask]:
    """The service with mail going to the test SMTP server and no broker: jobs run when the test says."""
    app = make_app(database_url, smtp[1])
    with app.app_context():
        yield app
    app.extensions["pbem.db"].dispose()


@pytest.fixture
def inbox(smtp: tuple[Inbox, int]) -> Inbox:
    return smtp[0]


@pytest.fixture
def celery_app(database_url: str, smtp: tuple[Inbox, int], redis_url: str) -> Iterator[Celery]:
    """A Flask app whose jobs go through the real Redis, and its Celery app with pbem's tasks."""
    import celery.contrib.testing.tasks  # noqa: F401 - the ping task start_worker checks with

    flask_app = make_app(database_url, smtp[1], REDIS_URL=redis_url,
                         CELERY={"task_ignore_result": False, "broker_pool_limit": 4})
    celery = flask_app.extensions["celery"]
    register(celery)
    with flask_app.app_context():
        yield celery
    flask_app.extensions["pbem.db"].dispose()


@pytest.fixture
def celery_worker(celery_app: Celery) -> Iterator[object]:
    with start_worker(celery_app, pool="threads", concurrency=2, perform_ping_check=True,
                      shutdown_timeout=20) as worker:
        yield worker


@pytest.fixture
def db(app: Flask):  # noqa: ANN201
    return app.extensions["pbem.db"]


@pytest.fixture
def client(app: Flask):  # noqa: ANN201
    return app.test_client()
