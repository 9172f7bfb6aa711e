"""The player's game page and board page: the board as the engine lets this seat see it, open decisions, the log.

The game page is ordered for a phone: what you must decide, then the board (a
picture where the ruleset draws one), then the newest few log entries; older
entries and the settings fold away.
"""

from __future__ import annotations

from flask import Blueprint, Response, redirect, render_template, request
from flask_babel import gettext

from engine.core import STANDING, IllegalAction
from pbem import links, rulesets
from pbem.i18n import current_language
from pbem.models import Game, Seat, utcnow
from pbem.services import games, seat_view, stand_ins
from pbem.services.away import last_day
from pbem.services.decisions import apply_decision
from pbem.services.errors import ServiceError
from pbem.services.event_text import winner_lines
from pbem.services.names import seat_colours, seat_names
from pbem.services.prompt_text import refusal
from pbem.services.tokens import new_api_token
from pbem.web.asked import asked_now
from pbem.web.board import board_picture
from pbem.web.common import db, message, open_seat_link, read_session

bp = Blueprint("play", __name__)

RECENT_EVENTS = 8


@bp.get("/play/<token>")
def game_page(token: str) -> str:
    session = read_session()
    link = open_seat_link(session, "play", token)
    game, seat = link.game, link.seat
    names = seat_names(game)
    view = seat_view.view(game, seat.index) if game.state is not None else None
    now = utcnow()
    return render_template(
        "play.html", game=game, seat=seat, names=names, colours=seat_colours(view), token=token,
        ruleset=rulesets.get_ruleset(game.ruleset), view=view, picture=board_picture(game.ruleset, view, names),
        decisions=asked_now(session, game, seat), waiting=seat_view.waiting_on(session, game.id),
        events=list(reversed(seat_view.visible_events(session, game.id, seat.index, limit=100))),
        recent=RECENT_EVENTS, standing_open=request.args.get("open") == "standing",
        zone=seat.user.time_zone, winners=[names[i] for i in game.result or []],
        covered={s.index for s in game.seats if stand_ins.covered(s, now)},
        away_last_day=last_day(seat.user) if stand_ins.away_now(seat.user, now) else None,
        settings=links.settings_path(seat.user.email),
        how=winner_lines(game.ruleset, (view or {}).get("outcome"), names, seat.user.language),
        table_rules=games.table_rules(game.ruleset, game.options or {}, current_language()),
        campaign_url=links.campaign_path(game.campaign_id) if game.campaign_id else None,
    )


@bp.get("/play/<token>/board")
def board_page(token: str) -> str | tuple[str, int]:
    """The board alone, as this seat may see it: the page each email links to."""
    link = open_seat_link(read_session(), "play", token)
    game, seat = link.game, link.seat
    names = seat_names(game)
    picture = board_picture(game.ruleset, seat_view.view(game, seat.index), names)
    if picture is None:
        return message(gettext("No picture of this board"), gettext("This game has no picture of its board yet; "
                       "the game page shows the board as text."), 404, back=f"/play/{token}")
    return render_template("board.html", game=game, seat=seat, token=token, picture=picture)


@bp.post("/play/<token>/standing")
def standing(token: str) -> Response | tuple[str, int]:
    """An answer given in advance ("always", "never", "ask me") for one kind of play."""
    link = open_seat_link(read_session(), "play", token)
    choice = {"unit": request.form.get("unit", ""), "answer": request.form.get("answer", "")}
    try:
        apply_decision(db(), link.game.id, link.seat.index, STANDING, choice, "link", epoch=link.seat.link_epoch)
    except IllegalAction as exc:
        why = refusal(link.game.ruleset, exc, seat_names(link.game), link.seat.user.language)
        return message(gettext("Not changed"), why, 422, back=f"/play/{token}")
    except ServiceError as exc:
        return message(gettext("Not changed"), exc.message, exc.status, back=f"/play/{token}")
    return redirect(f"/play/{token}?open=standing#standing", 303)


@bp.post("/play/<token>/api-token")
def api_token(token: str) -> str:
    link = open_seat_link(read_session(), "play", token)
    with db().write() as write:
        seat = write.get(type(link.seat), link.seat.id)
        secret = new_api_token(seat)
    return render_template("api_token.html", game=link.game, seat=link.seat, secret=secret, token=token)


@bp.post("/play/<token>/take-back")
def take_back(token: str) -> Response | tuple[str, int]:
    """The player takes their seat back from the stand-in that too many timeouts put there."""
    link = open_seat_link(read_session(), "play", token)
    with db().write() as session:
        game = session.get(Game, link.game.id)
        seat = session.get(Seat, link.seat.id, populate_existing=True)
        if game.status not in ("active", "paused"):
            return message(gettext("Not changed"), gettext("This game is over."), 410, back=f"/play/{token}")
        if seat.stand_in == "moderator":
            return message(gettext("Not changed"), gettext(
                "A moderator put this seat on a stand-in; ask a moderator (at the bottom of your game page) to give "
                "it back to you."), 409, back=f"/play/{token}")
        stand_ins.take_off(session, game, seat, utcnow())
    return redirect(f"/play/{token}#decisions", 303)

