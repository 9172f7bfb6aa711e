"""``celery -A worker.app`` finds a Celery app with pbem's tasks and the beat schedule, from the environment."""

from __future__ import annotations

import importlib
import sys

from pbem import jobs


def test_worker_app_loads_from_the_environment_with_tasks_and_beat_schedule(monkeypatch, tmp_path):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'pbem.sqlite3'}")
    monkeypatch.setenv("SECRET_KEY", "from-the-environment")
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/15")
    monkeypatch.delitem(sys.modules, "worker.app", raising=False)
    module = importlib.import_module("worker.app")
    celery = module.app
    assert celery.conf.broker_url == "redis://127.0.0.1:6379/15"
    assert set(jobs.JOBS) <= set(celery.tasks)
    schedule = celery.conf.beat_schedule
    assert {entry["task"] for entry in schedule.values()} == set(jobs.PERIODIC)
    assert module.flask_app.config["SECRET_KEY"] == "from-the-environment"
    monkeypatch.delitem(sys.modules, "worker.app")
