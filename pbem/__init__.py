"""pbem: the web service that runs slow board games by email (see docs/service.md)."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from flask import Flask

from pbem.config import from_environment
from pbem.db import Database
from pbem.startup import StartupError, check_database, require_configuration


class _Flask(Flask):
    """Flask, asking once per function whether a view or hook is a coroutine function: Flask asks ``inspect`` again
    for each of a request's hooks and its view on every request (8% of a request's own handling). Only the first
    ``_KEPT`` functions asked about are kept (the app's views and hooks, a few dozen), so a function made afresh
    for each request (``after_this_request``) never makes the memo grow without end."""

    _KEPT = 256

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._sync: dict[Callable[..., Any], Callable[..., Any]] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        sync = self._sync.get(func)
        if sync is None:
            sync = super().ensure_sync(func)
            if len(self._sync) < self._KEPT:
                self._sync[func] = sync
        return sync


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The Flask app; ``config`` overrides the environment (tests, the demo).

    Raises :class:`~pbem.startup.StartupError` when the process is not configured
    for production and did not ask for the embedded default, or its database
    does not answer.
    """
    app = _Flask(__name__, instance_relative_config=True)
    app.config.update(from_environment())
    if config:
        app.config.update(config)
    require_configuration(app.config.get("DATABASE_URL"), app.config["EMBEDDED"], app.testing)
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    if not app.config.get("DATABASE_URL"):
        app.config["DATABASE_URL"] = f"sqlite:///{Path(app.instance_path) / 'pbem.sqlite3'}"
    if not app.config.get("SECRET_KEY"):
        if not (app.config["EMBEDDED"] or app.testing):
            raise StartupError("pbem will not start: SECRET_KEY is not set; every link is signed with it. "
                               "Set it to a long random string, the same in every process.")
        app.config["SECRET_KEY"] = _instance_secret(Path(app.instance_path))
    app.extensions["pbem.db"] = Database(app.config["DATABASE_URL"])
    check_database(app.extensions["pbem.db"])

    from pbem import api, i18n, jobs, limits, mail, moderation, rulesets, web

    # The engine is imported and each ruleset built now, as the process starts, not by the first decision a
    # worker serves (half a second of CPU and more, which the players who happen to come first would wait).
    for name in rulesets.ruleset_names():
        rulesets.get_ruleset(name)

    i18n.init_app(app)  # first: the pages and emails below render through its catalogs
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
