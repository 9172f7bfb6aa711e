"""The yardstick endpoint of the decision benchmarks: one SELECT and one UPDATE of one row, one transaction.

It is added to the real app (same database pool, same request handling), so
what a decision costs beyond it is the service's own work: the link or token
check, the engine, the apply path's writes, the outbox, the answer.
"""

from __future__ import annotations

import os

import sqlalchemy as sa
from flask import Flask

from pbem import create_app, rulesets
from tests.pbem.toy_ruleset import ToyRuleset


def add_minimal_endpoint(app: Flask) -> None:
    """``POST /bench/minimal``: read and write back the version of game 1."""
    db = app.extensions["pbem.db"]

    def minimal() -> dict[str, int]:
        with db.write() as session:
            version = session.execute(sa.text("SELECT version FROM games WHERE id = :id"), {"id": 1}).scalar()
            session.execute(sa.text("UPDATE games SET version = :v WHERE id = :id"), {"v": version, "id": 1})
        return {"version": version}

    app.add_url_rule("/bench/minimal", "bench_minimal", minimal, methods=["POST"])


def create() -> Flask:
    """The app as the Procfile's gunicorn runs it, with the minimal endpoint (``benchmarks.minimal:create()``);
    with ``PBEM_BENCH_TOY=1``, the toy ruleset too."""
    if os.environ.get("PBEM_BENCH_TOY") == "1":
        use_toy_ruleset()
    app = create_app()
    add_minimal_endpoint(app)
    return app


def use_toy_ruleset() -> None:
    """Serve the tests' toy ruleset beside the real ones: a cheap engine, so a figure is the service's own cost."""
    toy = ToyRuleset()
    real_get, real_names = rulesets.get_ruleset, rulesets.ruleset_names
    rulesets.get_ruleset = lambda name: toy if name == "toy" else real_get(name)
    rulesets.ruleset_names = lambda: sorted({*real_names(), "toy"})
