"""The spectator's pages: the public view of a game the host shares, and its digest by email.

Everything here is drawn from ``view(state, None)`` and the public events, so
a spectator page shows what any player may see and nothing more; it has no
decision link or form, since a spectator has no seat. The host's switch
(share, new link, stop) is a form on the host page.
"""

from __future__ import annotations

from flask import Blueprint, redirect, render_template, request
from flask_babel import gettext
from werkzeug.wrappers import Response

from pbem import rulesets
from pbem.services import seat_view, spectators
from pbem.services.errors import ServiceError
from pbem.services.names import seat_colours, seat_names
from pbem.web.board import board_picture
from pbem.web.common import db, message, read_session
from pbem.web.lobby import host_game

bp = Blueprint("watch", __name__)

RECENT_EVENTS = 8


@bp.get("/watch/<token>")
def watch(token: str) -> str:
    session = read_session()
    game = spectators.watched_game(session, token)
    names = seat_names(game)
    view = seat_view.view(game, None) if game.state is not None else None
    return render_template(
        "watch.html", game=game, names=names, colours=seat_colours(view), token=token,
        ruleset=rulesets.get_ruleset(game.ruleset), view=view, picture=board_picture(game.ruleset, view, names),
        waiting=seat_view.waiting_on(session, game.id),
        events=list(reversed(seat_view.visible_events(session, game.id, None, limit=100))),
        recent=RECENT_EVENTS, winners=[names[i] for i in game.result or []],
    )


@bp.post("/watch/<token>/subscribe")
def subscribe(token: str) -> tuple[str, int]:
    """Ask for the digest: only a confirmation email goes out, to the address given."""
    back = f"/watch/{token}"
    try:
        with db().write() as session:
            game = spectators.watched_game(session, token)
            email = spectators.subscribe(session, game, request.form.get("email", ""))
    except ServiceError as exc:
        return _spectator_message(gettext("Not subscribed"), exc.message, exc.status, back)
    return _spectator_message(
        gettext("Check your email"),
        gettext("We emailed %(email)s a link to confirm. No digest is sent until you press the button on the page "
                "it opens.", email=email), 202, back)


@bp.route("/watch/confirm/<token>", methods=["GET", "POST"])
def confirm(token: str) -> str | tuple[str, int]:
    """GET only shows the button (mail scanners open links); POST starts the emails."""
    if request.method == "GET":
        game, spectator = spectators.confirmable(read_session(), token)
        return render_template("watch_confirm.html", game=game, email=spectator.email,
                               done=spectator.confirmed_at is not None)
    with db().write() as session:
        game = spectators.confirm(session, token)
        watch_url = spectators.spectator_link(game)
    return render_template("watch_confirm.html", game=game, email=None, done=True, watch_url=watch_url)


@bp.route("/watch/stop/<token>", methods=["GET", "POST"])
def stop(token: str) -> str:
    """GET only asks; POST (a person's button, or RFC 8058 one-click from ``List-Unsubscribe``) stops."""
    if request.method == "GET":
        title, email = spectators.unsubscribe_target(read_session(), token)
        return render_template("watch_stop.html", game_title=title, email=email, done=False)
    with db().write() as session:
        title, email = spectators.unsubscribe(session, token)
    return render_template("watch_stop.html", game_title=title, email=email, done=True)


@bp.post("/host/<token>/spectators")
def host_sharing(token: str) -> Response | tuple[str, int]:
    game = host_game(read_session(), token)
    try:
        with db().write() as session:
            spectators.set_sharing(session, game.id, request.form.get("action", ""))
    except ServiceError as exc:
        return message(gettext("Not changed"), exc.message, exc.status, back=f"/host/{token}")
    return redirect(f"/host/{token}#spectators", 303)


def _spectator_message(title: str, text: str, status: int, back: str) -> tuple[str, int]:
    return render_template("message.html", title=title, text=text, back=back,
                           back_label=gettext("Back to the game")), status
