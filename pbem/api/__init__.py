"""The JSON API under ``/api``: the same services as the pages, authenticated by a per-seat token."""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    from pbem.api.routes import bp

    app.register_blueprint(bp)
