"""Before the first decision: creating a game, joining it, and starting it early."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, request
from flask_babel import gettext, lazy_gettext
from sqlalchemy.orm import Session
from werkzeug.wrappers import Response

from engine.core import DEADLINE_CLASSES
from pbem import links, rulesets
from pbem.config import DEFAULT_PACE_HOURS
from pbem.forms import defaults, parse_fields
from pbem.i18n import browser_language, current_language
from pbem.links import LinkError
from pbem.models import Game, utcnow
from pbem.services import campaigns, games, spectators, stand_ins
from pbem.services.durations import hours_to_seconds
from pbem.services.errors import ServiceError
from pbem.timefmt import zone_names
from pbem.web.common import db, message, open_seat_link, read_session
from pbem.web.host_proof import proves_host, remember_host

bp = Blueprint("lobby", __name__)


@bp.get("/")
def index() -> str:
    return render_template("index.html", rulesets=[rulesets.get_ruleset(n) for n in rulesets.ruleset_names()],
                           campaign_rulesets=campaigns.campaign_rulesets())


@bp.route("/games/new/<name>", methods=["GET", "POST"])
def new_game(name: str) -> str | tuple[str, int] | Response:
    try:
        ruleset = rulesets.get_ruleset(name)
    except (KeyError, ImportError):
        abort(404, gettext("There is no game called %(name)s here.", name=repr(name)))
    prompt = games.option_prompt(name, current_language())
    form = request.form if request.method == "POST" else defaults(prompt.fields, "opt.")
    error = None
    if request.method == "POST":
        try:
            pace = {c: hours_to_seconds(form.get(f"pace.{c}", ""), lazy_gettext("the %(kind)s time", kind=c))
                    for c in DEADLINE_CLASSES}
            confirmed = proves_host(form.get("host", ""))
            with db().write() as session:
                game = games.create_game(
                    session, ruleset_name=name, options=parse_fields(prompt.fields, form, "opt."), pace=pace,
                    player_emails=form.get("players", "").splitlines(), host_email=form.get("host", ""),
                    title=form.get("title"), host_confirmed=confirmed,
                    stand_in_after=form.get("stand_in_after", games.STAND_IN_AFTER),
                )
                host, title, email = links.host_path(game.id, game.host_epoch), game.title, game.host_email
            if confirmed:
                return redirect(host, 303)
            return message(gettext("Check your email"), gettext(
                "We emailed %(email)s a link to confirm that you host %(title)s. Nobody has been invited yet: the "
                "invitations go out when you press the button on the page that link opens. Until then the game "
                "waits in the lobby.", email=email, title=title), 202)
        except ServiceError as exc:
            error = exc.message
    return render_template("new_game.html", ruleset=ruleset, fields=prompt.fields, form=form, error=error,
                           pace_defaults=DEFAULT_PACE_HOURS, stand_in_after=games.STAND_IN_AFTER,
                           max_stand_in_after=games.MAX_STAND_IN_AFTER), (422 if error else 200)


@bp.route("/join/<token>", methods=["GET", "POST"])
def join(token: str) -> str | tuple[str, int] | Response:
    session = read_session()
    link = open_seat_link(session, "join", token)
    play = links.play_path(link.game.id, link.seat.index, link.seat.link_epoch)
    if link.game.status in ("finished", "cancelled"):
        raise LinkError(gettext("This game is over; there is nothing left to join."), 410,
                        play if link.seat.joined_at else None)
    if link.game.status != "lobby":
        if link.seat.joined_at:
            return redirect(play, 303)
        raise LinkError(gettext("This game has already started."), 409)
    error = None
    if request.method == "POST":
        try:
            with db().write() as write:
                game = games.lock_game(write, link.game.id)
                seat = next(s for s in game.seats if s.id == link.seat.id)
                games.join_seat(write, game, seat, request.form.get("name", ""), request.form.get("zone", ""),
                                request.form.get("language") or None)
            return redirect(play, 303)
        except ServiceError as exc:
            error = exc.message
    # A player seen before keeps their language; a new one starts from the browser's.
    language = link.seat.user.language if link.seat.user.name else browser_language()
    return render_template("join.html", game=link.game, seat=link.seat, error=error, form=request.form,
                           zones=zone_names(), language=language), (422 if error else 200)


@bp.route("/confirm-host/<token>", methods=["GET", "POST"])
def confirm_host(token: str) -> str | Response:
    """GET only shows the button (mail scanners open links); POST confirms and sends the invitations."""
    claims = links.verify("confirm-host", token)
    game = read_session().get(Game, claims.game)
    if game is None:
        raise LinkError(gettext("This game no longer exists."), 404)
    if game.host_epoch != claims.epoch:
        raise LinkError(gettext("This link has been replaced by a newer one."), 410)
    host = links.host_path(game.id, game.host_epoch)
    if request.method == "GET":
        return render_template("confirm_host.html", game=game)
    with db().write() as write:
        games.confirm_host(write, games.lock_game(write, game.id))
    return remember_host(redirect(host, 303), game.host_email)


@bp.get("/host/<token>")
def host(token: str) -> str:
    session = read_session()
    game = host_game(session, token)
    ruleset = rulesets.get_ruleset(game.ruleset)
    now = utcnow()
    return render_template("host.html", game=game, ruleset=ruleset, token=token,
                           joined=sum(1 for s in game.seats if s.joined_at),
                           spectator_link=spectators.spectator_link(game),
                           followers=spectators.subscribers(session, game),
                           stand_in_why={s.index: stand_ins.cover_reason(s, now) for s in game.seats})


@bp.post("/host/<token>/start")
def host_start(token: str) -> Response | tuple[str, int]:
    game = host_game(read_session(), token)
    if game.status != "lobby":
        return message(gettext("Already started"), gettext("This game has already started."), 409,
                       back=f"/host/{token}")
    with db().write() as write:
        games.start_game(write, games.lock_game(write, game.id))
    return redirect(f"/host/{token}", 303)


def host_game(session: Session, token: str) -> Game:
    """The game a host link opens, or :class:`LinkError` (a replaced host link opens nothing)."""
    claims = links.verify("host", token)
    game = session.get(Game, claims.game)
    if game is None:
        raise LinkError(gettext("This game no longer exists."), 404)
    if game.host_epoch != claims.epoch:
        raise LinkError(gettext("This host link has been replaced by a newer one."), 410)
    return game
