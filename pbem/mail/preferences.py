"""The notification settings page a signed link in every email opens, and one-click unsubscribe.

The link is bound to an email address, not a game, so one page serves all of
a person's games; the choice is stored in ``User.notify["mode"]``.
Unsubscribing keeps the emails that ask for a decision: without them the
player's deadlines would pass unseen and the game would choose for them.
"""

from __future__ import annotations

import sqlalchemy as sa
from flask import Blueprint, render_template, request

from pbem import links
from pbem.mail.compose import NOTIFY_MODES, notify_mode
from pbem.models import User
from pbem.services.errors import BadRequest
from pbem.web.common import db, read_session

bp = Blueprint("preferences", __name__, template_folder="templates")

UNSUBSCRIBED_MODE = "decisions"


def _save(email: str, mode: str) -> None:
    if mode not in NOTIFY_MODES:
        raise BadRequest("Pick one of the choices offered.")
    with db().write() as session:
        user = session.scalar(sa.select(User).where(User.email == email))
        if user is None:
            user = User(email=email, time_zone="UTC", notify={})
            session.add(user)
        user.notify = {**(user.notify or {}), "mode": mode}


def _current(email: str) -> str:
    user = read_session().scalar(sa.select(User).where(User.email == email))
    return notify_mode(user.notify if user else None)


@bp.route("/settings/<token>", methods=["GET", "POST"])
def settings(token: str) -> str:
    email = links.settings_email(token)
    saved = False
    if request.method == "POST":
        _save(email, request.form.get("mode", ""))
        saved = True
    return render_template("mail/settings.html", title="Notification settings", email=email,
                           modes=NOTIFY_MODES, current=_current(email), saved=saved)


@bp.route("/settings/<token>/unsubscribe", methods=["GET", "POST"])
def unsubscribe(token: str) -> str:
    """GET only asks (mail scanners open links); POST, including RFC 8058 one-click, unsubscribes."""
    email = links.settings_email(token)
    if request.method == "POST":
        _save(email, UNSUBSCRIBED_MODE)
    return render_template("mail/unsubscribe.html", title="Unsubscribe", email=email,
                           done=request.method == "POST", settings=f"/settings/{token}")
