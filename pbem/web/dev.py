"""The dev inbox: the outbox as pages, only for the embedded default and tests (mail is not sent there)."""

from __future__ import annotations

import sqlalchemy as sa
from flask import Blueprint, abort, current_app, render_template

from pbem.mail.message import build_message
from pbem.models import OutboxEmail
from pbem.web.common import read_session

bp = Blueprint("dev", __name__, url_prefix="/dev")


@bp.before_request
def _only_when_embedded() -> None:
    if not (current_app.config.get("EMBEDDED") or current_app.testing):
        abort(404)


@bp.get("/mail")
def inbox() -> str:
    rows = read_session().scalars(sa.select(OutboxEmail).order_by(OutboxEmail.id.desc()).limit(200))
    return render_template("dev/mail.html", rows=list(rows))


@bp.get("/mail/<int:mail_id>")
def one(mail_id: int) -> str:
    row = read_session().get(OutboxEmail, mail_id)
    if row is None:
        abort(404, "There is no such message.")
    headers = list(build_message(row, current_app.config).items())
    return render_template("dev/mail_one.html", row=row, headers=headers)
