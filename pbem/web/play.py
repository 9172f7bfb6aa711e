"""The player's game page: the board as the engine lets this seat see it, open decisions, the log."""

from __future__ import annotations

from flask import Blueprint, Response, redirect, render_template, request

from engine.core import STANDING, IllegalAction
from pbem import links, rulesets
from pbem.services import seat_view
from pbem.services.decisions import apply_decision
from pbem.services.errors import ServiceError
from pbem.services.tokens import new_api_token
from pbem.web.common import db, message, open_seat_link, read_session

bp = Blueprint("play", __name__)


@bp.get("/play/<token>")
def game_page(token: str) -> str:
    session = read_session()
    link = open_seat_link(session, "play", token)
    game, seat = link.game, link.seat
    decisions = []
    for decision in seat_view.open_decisions(session, game, seat.index):
        prompt, row = decision.prompt, decision.row
        decisions.append({
            "prompt": prompt,
            "row": row,
            "decide": links.decide_path(game.id, seat.index, seat.link_epoch, prompt.id, row.id),
            "options": [(o, links.option_path(game.id, seat.index, seat.link_epoch, prompt.id, row.id, o.key))
                        for o in prompt.options],
        })
    names = seat_view.seat_names(game)
    return render_template(
        "play.html", game=game, seat=seat, names=names, token=token,
        ruleset=rulesets.get_ruleset(game.ruleset),
        view=seat_view.view(game, seat.index) if game.state is not None else None,
        decisions=decisions, waiting=seat_view.waiting_on(session, game.id),
        events=list(reversed(seat_view.visible_events(session, game.id, seat.index, limit=100))),
        zone=seat.user.time_zone, winners=[names[i] for i in game.result or []],
    )


@bp.post("/play/<token>/standing")
def standing(token: str) -> Response | tuple[str, int]:
    """An answer given in advance ("always", "never", "ask me") for one kind of play."""
    link = open_seat_link(read_session(), "play", token)
    choice = {"unit": request.form.get("unit", ""), "answer": request.form.get("answer", "")}
    try:
        apply_decision(db(), link.game.id, link.seat.index, STANDING, choice, "link", epoch=link.seat.link_epoch)
    except IllegalAction as exc:
        return message("Not changed", exc.reason, 422)
    except ServiceError as exc:
        return message("Not changed", exc.message, exc.status)
    return redirect(f"/play/{token}#standing", 303)


@bp.post("/play/<token>/api-token")
def api_token(token: str) -> str:
    link = open_seat_link(read_session(), "play", token)
    with db().write() as write:
        seat = write.get(type(link.seat), link.seat.id)
        secret = new_api_token(seat)
    return render_template("api_token.html", game=link.game, seat=link.seat, secret=secret, token=token)
