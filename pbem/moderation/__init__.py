"""Moderation: site moderators and hosts keep slow games alive (see docs/moderation.md).

``models`` holds the tables, ``accounts`` and ``auth`` who may moderate,
``faults`` what players and the apply path report, ``stuck`` the dashboard's
finder, ``overview`` one game whole, ``audit`` the frame every action runs in,
``actions``, ``seats`` and ``rewind`` the actions, ``notices`` their emails,
and ``web``, ``api`` and ``cli`` the three ways in.
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    """Register the moderator pages, the moderator API and the "ask a moderator" route."""
    from pbem.moderation import api, web

    app.register_blueprint(web.bp)
    app.register_blueprint(api.bp)
