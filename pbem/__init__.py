"""pbem: the web service that runs slow board games by email (see docs/service.md)."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask

from pbem.config import from_environment
from pbem.db import Database


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The Flask app; ``config`` overrides the environment (tests, the demo)."""
    app = Flask(__name__, instance_relative_config=True)
    app.config.update(from_environment())
    if config:
        app.config.update(config)
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    if not app.config.get("DATABASE_URL"):
        app.config["DATABASE_URL"] = f"sqlite:///{Path(app.instance_path) / 'pbem.sqlite3'}"
        app.config["EMBEDDED"] = True
    if not app.config.get("SECRET_KEY"):
        if not (app.config["EMBEDDED"] or app.testing):
            raise RuntimeError("SECRET_KEY must be set when DATABASE_URL is; links are signed with it.")
        app.config["SECRET_KEY"] = _instance_secret(Path(app.instance_path))
    app.extensions["pbem.db"] = Database(app.config["DATABASE_URL"])

    from pbem import api, jobs, limits, mail, moderation, web

    web.init_app(app)
    api.init_app(app)
    mail.init_app(app)
    jobs.init_app(app)
    moderation.init_app(app)
    limits.init_app(app)  # last: it wraps views the others registered
    return app


def _instance_secret(instance: Path) -> str:
    """The embedded default keeps its key beside its database, so links survive a restart."""
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()
