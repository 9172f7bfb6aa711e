"""Server-rendered pages for players and hosts: phone first, no JavaScript needed."""

from __future__ import annotations

from datetime import datetime

from flask import Flask, g

from pbem.models import utcnow
from pbem.services import event_text, names, prompt_text
from pbem.timefmt import day, local, until


def init_app(app: Flask) -> None:
    from pbem.web import campaigns, decisions, dev, errors, input_limits, lobby, play, security, watch

    input_limits.init_app(app)  # first: routes take their int converter from it
    app.register_blueprint(lobby.bp)
    app.register_blueprint(play.bp)
    app.register_blueprint(decisions.bp)
    app.register_blueprint(dev.bp)
    app.register_blueprint(watch.bp)
    app.register_blueprint(campaigns.bp)
    errors.init_app(app)
    security.init_app(app)
    app.jinja_env.filters["localtime"] = local
    app.jinja_env.filters["until"] = _until
    app.jinja_env.filters["day"] = day
    app.jinja_env.filters["players"] = names.render_html
    app.jinja_env.filters["event_text"] = event_text.page_event_text
    app.jinja_env.filters["said"] = prompt_text.page_said
    app.jinja_env.filters["word"] = event_text.page_word
    app.teardown_request(_close_session)
    app.teardown_appcontext(_close_session)


def _until(moment: datetime) -> str:
    return until(moment, utcnow())


def _close_session(_exc: BaseException | None) -> None:
    session = g.pop("pbem_session", None)
    if session is not None:
        session.close()
