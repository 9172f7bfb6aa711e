"""The moderator pages under ``/mod``, and the player's "ask a moderator" button.

Every POST here carries the session's CSRF token, except the player's request
for help, whose credential is the signed game-page link in its URL (the same
as every other player form). Pages show everything, hidden information
included, to moderators of the game who do not play in it; a moderator who
plays sees the game as their seat does (see :mod:`pbem.moderation.overview`).
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app, flash, redirect, render_template, request
from flask_babel import gettext, lazy_gettext
from werkzeug.wrappers import Response

from engine.core import DEADLINE_CLASSES, IllegalAction
from pbem import links
from pbem.forms import defaults, form_values, parse_fields
from pbem.i18n import MODERATOR_COOKIE, current_language, valid_language
from pbem.links import LinkError
from pbem.models import Campaign, Game, utcnow
from pbem.moderation import accounts, auth
from pbem.moderation.actions import open_prompts
from pbem.moderation.audit import Actor, StaleVersion, load_game, seat_of
from pbem.moderation.dispatch import ACTIONS, check_not_seated, run_action
from pbem.moderation.faults import flag_game
from pbem.moderation.overview import game_overview
from pbem.moderation.stuck import find_stuck
from pbem.services.durations import hours_to_seconds
from pbem.services.errors import BadRequest, ServiceError
from pbem.services.names import seat_names
from pbem.services.prompt_text import refusal
from pbem.web.board import board_picture
from pbem.web.common import db, message, open_seat_link, read_session

RECENT = 12  # timeline entries shown before the rest fold away

bp = Blueprint("moderation", __name__)

Page = str | tuple[str, int] | Response
PLAYER_FORMS = {"moderation.ask"}


@bp.before_request
def _csrf() -> None:
    if request.method == "POST" and request.endpoint not in PLAYER_FORMS:
        auth.check_csrf()


@bp.app_context_processor
def _tokens() -> dict[str, Any]:
    return {"csrf_token": auth.csrf_token}


def _actor() -> Actor | None:
    return auth.current_actor(read_session())


def _signed_in() -> Actor:
    actor = _actor()
    if actor is None:
        raise _SignInFirst
    return actor


class _SignInFirst(Exception):
    pass


@bp.app_errorhandler(_SignInFirst)
def _to_sign_in(_exc: _SignInFirst) -> Response:
    return redirect("/mod/sign-in", 303)


@bp.get("/mod/")
def dashboard() -> str:
    actor = _signed_in()
    session = read_session()
    stuck = find_stuck(session, actor, utcnow(), current_app.config)
    query = session.query(Game).filter(Game.status.in_(("lobby", "active", "paused"))).order_by(Game.id.desc())
    if actor.games is not None:
        query = query.filter(Game.id.in_(actor.games))
    return render_template("mod/dashboard.html", actor=actor, stuck=stuck, games=query.limit(200).all(),
                           title="Moderation")


@bp.get("/mod/sign-in")
def sign_in_page() -> str:
    return render_template("mod/sign_in.html", title="Moderator sign-in", actor=_actor())


@bp.post("/mod/sign-in/link")
def sign_in_link() -> tuple[str, int]:
    with db().write() as session:
        accounts.request_sign_in(session, request.form.get("email", ""), utcnow())
    return message("Check your email", "If that address may moderate games here, a sign-in link is on its way. "
                   "It works once, within 30 minutes.", 200)


@bp.post("/mod/sign-in/password")
def sign_in_password() -> Page:
    email = request.form.get("email", "").strip().lower()
    with db().write() as session:
        moderator = accounts.check_password(session, email, request.form.get("password", ""))
    if moderator is None:
        return render_template("mod/sign_in.html", title="Moderator sign-in", actor=None,
                               error="That address and password do not match a moderator."), 403
    auth.sign_in(db(), moderator.email, "password")
    return redirect("/mod/", 303)


@bp.route("/mod/sign-in/<code>", methods=["GET", "POST"])
def sign_in_code(code: str) -> Page:
    # GET only shows a button: mail scanners open links, and must not use the code up.
    if request.method == "GET":
        return render_template("mod/confirm_sign_in.html", title="Sign in", action=f"/mod/sign-in/{code}")
    with db().write() as session:
        email = accounts.redeem_sign_in(session, code, utcnow())
    if email is None:
        return message("This link is finished", "This sign-in link has been used or has expired. "
                       "Ask for a new one.", 410)
    auth.sign_in(db(), email, "email")
    if _actor() is None:
        auth.sign_out(db())
        return message("Not for you", "This address no longer moderates any game.", 403)
    return redirect("/mod/", 303)


@bp.route("/mod/host/<token>", methods=["GET", "POST"])
def host_sign_in(token: str) -> Page:
    """A host link signs its holder in as moderator of that one game."""
    claims = links.verify("host", token)
    game = read_session().get(Game, claims.game)
    if game is None or game.host_epoch != claims.epoch:
        raise LinkError(gettext("This host link no longer works."), 410)
    if request.method == "GET":
        return render_template("mod/confirm_sign_in.html", title=f"Moderate {game.title}", game=game,
                               action=f"/mod/host/{token}")
    auth.sign_in(db(), game.host_email, "host-link", game.id, game.host_epoch)
    return redirect(f"/mod/games/{game.id}", 303)


@bp.post("/mod/sign-out")
def sign_out() -> Response:
    auth.sign_out(db())
    return redirect("/mod/sign-in", 303)


@bp.post("/mod/language")
def choose_language() -> Response:
    """A moderator's language lives in a cookie of their browser: the console (and any page that knows no
    player) speaks it; a player's page and every email still follow that player's own choice."""
    _signed_in()
    code = request.form.get("language", "")
    if not valid_language(code):
        raise BadRequest(gettext("Pick one of the languages offered."))
    response = redirect("/mod/", 303)
    response.set_cookie(MODERATOR_COOKIE, code, max_age=365 * 24 * 3600, httponly=True, samesite="Lax",
                        secure=request.is_secure)
    return response


@bp.get("/mod/games/<int:game_id>")
def game_page(game_id: int) -> str:
    return _game_page(_signed_in(), game_id)


def _game_page(actor: Actor, game_id: int, error: str | None = None, status: int = 200) -> Any:
    session = read_session()
    session.expire_all()  # after a refused action, show the state as it is now
    game = load_game(session, game_id, actor)
    overview = game_overview(session, game, seat_of(game, actor))
    names = seat_names(game)
    campaign = session.get(Campaign, game.campaign_id) if game.campaign_id else None
    return render_template("mod/game.html", actor=actor, game=game, o=overview, error=error, campaign=campaign,
                           campaign_url=links.campaign_path(campaign.id) if campaign else None,
                           classes=DEADLINE_CLASSES, title=f"Moderate {game.title}", names=names, recent=RECENT,
                           picture=board_picture(game.ruleset, overview.views.get(None), names)), status


@bp.post("/mod/games/<int:game_id>/<name>")
def act(game_id: int, name: str) -> Page:
    actor = _signed_in()
    if name not in ACTIONS:
        return _game_page(actor, game_id, f"There is no action {name!r}.", 404)
    form = request.form
    params: dict[str, Any] = {key: form.get(key) for key in ("hours", "row", "seat", "email", "name", "before", "off")}
    try:
        if name == "pace":
            params["pace"] = {c: hours_to_seconds(form.get(f"pace.{c}", ""), lazy_gettext("the %(kind)s time", kind=c))
                              for c in DEADLINE_CLASSES}
        entry = run_action(db(), game_id, actor, name, form.get("reason"), _version(), params)
    except ServiceError as exc:
        return _game_page(actor, game_id, exc.message, exc.status)
    flash(f"Done: {entry.action} (version {entry.version_before} → {entry.version_after}).")
    return redirect(f"/mod/games/{game_id}", 303)


@bp.route("/mod/games/<int:game_id>/prompts/<int:row_id>/resolve", methods=["GET", "POST"])
def resolve(game_id: int, row_id: int) -> Page:
    """Pick the answer for a seat: one of the options, or the prompt's form."""
    actor = _signed_in()
    session = read_session()
    game = load_game(session, game_id, actor)
    check_not_seated(game, actor, "resolve")
    item = next(((r, p) for r, p in open_prompts(session, game) if r.id == row_id and p is not None), None)
    if item is None:
        return _game_page(actor, game_id, "That decision is no longer open; the game has moved on.", 409)
    row, prompt = item
    error = None
    form = request.form if request.method == "POST" else (
        form_values(prompt.fields, prompt.suggested) if prompt.suggested else defaults(prompt.fields))
    if request.method == "POST":
        choice = parse_fields(prompt.fields, form) if prompt.composite else form.get("option", "")
        try:
            run_action(db(), game_id, actor, "resolve", form.get("reason"), _version(),
                       {"row": row_id, "choice": choice})
        except StaleVersion as exc:
            return _game_page(actor, game_id, exc.message, exc.status)
        except ServiceError as exc:
            error = exc.message
        except IllegalAction as exc:  # in the moderator's language, players by name
            error = refusal(game.ruleset, exc, seat_names(game), current_language())
        else:
            flash("Done: the decision was made.")
            return redirect(f"/mod/games/{game_id}", 303)
    return render_template("mod/resolve.html", actor=actor, game=game, row=row, prompt=prompt, form=form,
                           error=error, names=seat_names(game),
                           title=f"Decide for {game.title}"), (422 if error else 200)


@bp.post("/play/<token>/ask-moderator")
def ask(token: str) -> Page:
    """A player asks for help; the credential is the game-page link itself."""
    link = open_seat_link(read_session(), "play", token)
    try:
        with db().write() as session:
            game = session.get(Game, link.game.id)
            seat = next(s for s in game.seats if s.id == link.seat.id)
            flag_game(session, game, seat, request.form.get("message", ""))
    except ServiceError as exc:
        return message("Not sent", exc.message, exc.status)
    return render_template("mod/asked.html", game=link.game, play=f"/play/{token}", title="A moderator will look")


def _version() -> int | None:
    raw = request.form.get("version", "")
    if not raw:
        raise BadRequest(gettext("This form arrived without the game version it was loaded at; reload the page."))
    try:
        return int(raw)
    except ValueError:
        raise BadRequest(gettext("This form's game version is not a number; reload the page.")) from None

