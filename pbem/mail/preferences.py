"""The notification settings page a signed link in every email opens, and one-click unsubscribe.

The link is bound to an email address, not a game, so one page serves all of
a person's games; the choice is stored in ``User.notify["mode"]``, and the
language of the person's emails and pages in ``User.language`` (this page
speaks it too, from the moment it is saved).
Unsubscribing keeps the emails that ask for a decision: without them the
player's deadlines would pass unseen and the game would choose for them.
When mail to the address bounced, the page says so, and its button releases
the mail held since (see :mod:`pbem.mail.bounces`).
"""

from __future__ import annotations

from datetime import date

import sqlalchemy as sa
from flask import Blueprint, Response, redirect, render_template, request
from flask_babel import gettext, lazy_gettext

from pbem import jobs, links
from pbem.i18n import LANGUAGES, browser_language, use_language
from pbem.mail import bounces
from pbem.mail.compose import NOTIFY_MODES, notify_mode
from pbem.models import Game, Seat, User, utcnow
from pbem.services.away import last_day, set_away
from pbem.services.errors import BadRequest
from pbem.services.stand_ins import away_now
from pbem.web.common import db, message, read_session

bp = Blueprint("preferences", __name__, template_folder="templates")

UNSUBSCRIBED_MODE = "decisions"


def _save(email: str, mode: str, language: str | None = None) -> None:
    """``language`` None keeps the stored one (one-click unsubscribe does not say it)."""
    if mode not in NOTIFY_MODES:
        raise BadRequest(gettext("Pick one of the choices offered."))
    if language is not None and language not in LANGUAGES:
        raise BadRequest(gettext("Pick one of the languages offered."))
    with db().write() as session:
        user = session.scalar(sa.select(User).where(User.email == email))
        if user is None:
            user = User(email=email, time_zone="UTC", notify={}, language=language or browser_language())
            session.add(user)
        user.notify = {**(user.notify or {}), "mode": mode}
        if language is not None:
            user.language = language


def _games_running(user: User | None) -> int:
    if user is None:
        return 0
    return read_session().scalar(
        sa.select(sa.func.count()).select_from(Seat).join(Game, Game.id == Seat.game_id)
        .where(Seat.user_id == user.id, Game.status.in_(("lobby", "active", "paused")))) or 0


def _user(email: str) -> User | None:
    return read_session().scalar(sa.select(User).where(User.email == email))


@bp.route("/settings/<token>", methods=["GET", "POST"])
def settings(token: str) -> str:
    email = links.settings_email(token)
    saved = released = False
    if request.method == "POST" and request.form.get("bounce") == "clear":
        released = bounces.clear(db(), email)
        if released:
            jobs.enqueue(jobs.SEND_OUTBOX)
    elif request.method == "POST":
        _save(email, request.form.get("mode", ""), request.form.get("language") or None)
        saved = True
    user = _user(email)
    away = user is not None and away_now(user, utcnow())
    if user is not None:
        use_language(user.language)
    return render_template("mail/settings.html", title=lazy_gettext("Settings"), email=email,
                           modes=NOTIFY_MODES, current=notify_mode(user.notify if user else None), saved=saved,
                           language=user.language if user else browser_language(), running=_games_running(user),
                           bouncing=user if user is not None and user.bouncing_since else None, released=released,
                           away_last_day=last_day(user) if away else None,
                           zone=user.time_zone if user else "UTC", away_saved=request.args.get("away"))


@bp.post("/settings/<token>/away")
def away(token: str) -> Response | tuple[str, int]:
    """Set the last day away (a date in the player's own time zone), or come back now ("back")."""
    email = links.settings_email(token)
    back = f"/settings/{token}"
    until: date | None = None
    if request.form.get("do") != "back":
        try:
            until = date.fromisoformat(request.form.get("until", "").strip())
        except ValueError:
            return message("Not changed", "Give your last day away as a date, like 2026-12-26.", 400, back=back)
    try:
        with db().write() as session:
            user = session.scalar(sa.select(User).where(User.email == email))
            if user is None:
                raise BadRequest(gettext("This address plays no game here yet."))
            set_away(session, user, until)
    except BadRequest as exc:
        return message("Not changed", exc.message, exc.status, back=back)
    return redirect(f"{back}?away={'back' if until is None else 'set'}#away", 303)


@bp.route("/settings/<token>/unsubscribe", methods=["GET", "POST"])
def unsubscribe(token: str) -> str:
    """GET only asks (mail scanners open links); POST, including RFC 8058 one-click, unsubscribes."""
    email = links.settings_email(token)
    if request.method == "POST":
        _save(email, UNSUBSCRIBED_MODE)
    user = _user(email)
    if user is not None:
        use_language(user.language)
    return render_template("mail/unsubscribe.html", title="Unsubscribe", email=email,
                           done=request.method == "POST", settings=f"/settings/{token}")
