"""Decision links: GET only shows (mail scanners prefetch), POST decides, once.

``/option/<token>`` is one option of an enumerated prompt: a confirm page
with one big button. ``/decide/<token>`` is the whole prompt: the option
buttons, or the generic form for a composite prompt, plus a one-tap
"suggested" answer when the engine offers one.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, render_template, request
from flask_babel import gettext

from engine.core import IllegalAction, Prompt
from pbem import links, rulesets
from pbem.forms import describe_choice, first_values, parse_fields
from pbem.links import LinkError
from pbem.models import OpenPrompt
from pbem.services.answers import answers_so_far
from pbem.services.decisions import Applied, apply_decision
from pbem.services.errors import BadRequest, ServiceError
from pbem.services.names import render_prompt, seat_names
from pbem.services.old_links import what_became_of
from pbem.services.seat_view import game_with_open_rows, waiting_on
from pbem.web.asked import asked_now
from pbem.web.common import SeatLink, db, open_seat_link, read_session

bp = Blueprint("decisions", __name__)


def _open(purpose: str, token: str) -> tuple[SeatLink, Prompt, OpenPrompt]:
    """The link's prompt if it can still be answered, else a :class:`LinkError` saying why."""
    session = read_session()
    link = open_seat_link(session, purpose, token)
    game = link.game
    back = _game_page(link)
    if game.status == "finished":
        raise LinkError(gettext("This game is over; nothing more can be decided in it."), 410, back)
    if game.status != "active":
        why = (gettext("This game is paused; decisions wait until it is active again.") if game.status == "paused"
               else gettext("This game has not started yet; decisions wait until it is active."))
        raise LinkError(why, 409, back)
    row = next((r for r in game.open_rows if r.id == link.claims.row), None)
    prompt = next((p for p in rulesets.get_ruleset(game.ruleset).prompts(game.state)
                   if p.id == link.claims.prompt), None)
    if row is None or row.status != "open" or row.prompt_id != link.claims.prompt or prompt is None:
        raise LinkError(what_became_of(session, game, link.claims.row, link.seat.user.time_zone), 409, back)
    return link, render_prompt(prompt, seat_names(game)), row


def _game_page(link: SeatLink) -> str:
    return links.play_path(link.game.id, link.seat.index, link.seat.link_epoch)


def _answers_before() -> int:
    try:
        return int(request.form["answers"])
    except (KeyError, ValueError):
        raise BadRequest(gettext("This form arrived incomplete; open the link again and press the button once.")) \
            from None


def _apply(link: SeatLink, prompt: Prompt, row: OpenPrompt, choice: Any) -> Applied:
    try:
        return apply_decision(
            db(), link.game.id, link.seat.index, prompt.id, choice, "link",
            epoch=link.claims.epoch, row_id=row.id, answers_before=_answers_before(),
        )
    except ServiceError as exc:  # moved on meanwhile: say so, and lead back to the game
        raise LinkError(exc.message, exc.status, _game_page(link)) from None


def _done(link: SeatLink, prompt: Prompt, applied: Applied) -> str:
    """What came of the answer: the events this seat may see, or that it waits for others, and what is
    asked of this seat now, with its links (a play that did not count is then asked again, and says why)."""
    session = read_session()
    session.rollback()  # the answer was written in its own transaction: read afresh, past any snapshot
    game = game_with_open_rows(session, link.game.id)
    seat = next(s for s in game.seats if s.index == link.seat.index)
    names, rows = seat_names(game), list(game.open_rows)
    return render_template(
        "done.html", game=game, seat=seat, prompt=prompt, chosen=describe_choice(prompt, applied.choice),
        applied=applied, names=names, zone=seat.user.time_zone, decisions=asked_now(session, game, seat, rows),
        waiting=[names[i] for i in waiting_on(session, game.id, rows) if i != seat.index],
        play=links.play_path(game.id, seat.index, seat.link_epoch),
    )


@bp.route("/option/<token>", methods=["GET", "POST"])
def option(token: str) -> str | tuple[str, int]:
    link, prompt, row = _open("option", token)
    chosen = prompt.option(link.claims.option or "")
    if chosen is None:
        raise LinkError(gettext("That choice is not offered for this decision."), 409, _game_page(link))
    if request.method == "POST":
        try:
            applied = _apply(link, prompt, row, chosen.key)
        except IllegalAction as exc:
            raise LinkError(exc.reason, 422, _game_page(link)) from None
        return _done(link, prompt, applied)
    return render_template(
        "confirm.html", game=link.game, seat=link.seat, prompt=prompt, row=row, option=chosen,
        answers=answers_so_far(read_session(), link.game.id, link.seat.index, prompt.id),
        zone=link.seat.user.time_zone,
    )


@bp.route("/decide/<token>", methods=["GET", "POST"])
def decide(token: str) -> str | tuple[str, int]:
    link, prompt, row = _open("decide", token)
    error = None
    form = request.form if request.method == "POST" else first_values(prompt)
    if request.method == "POST":
        if request.form.get("suggested") and prompt.suggested is not None:
            choice = prompt.suggested
        elif not prompt.composite:
            choice = request.form.get("option", "")
        else:
            choice = parse_fields(prompt.fields, request.form)
        try:
            return _done(link, prompt, _apply(link, prompt, row, choice))
        except IllegalAction as exc:
            error = exc.reason
    options = [(o, links.option_path(link.game.id, link.seat.index, link.seat.link_epoch, prompt.id, row.id,
                                     o.key)) for o in prompt.options]
    return render_template(
        "decide.html", game=link.game, seat=link.seat, prompt=prompt, row=row, form=form, error=error,
        suggestion=None if prompt.suggested is None else describe_choice(prompt, prompt.suggested),
        options=options, answers=answers_so_far(read_session(), link.game.id, link.seat.index, prompt.id),
        zone=link.seat.user.time_zone,
    ), (422 if error else 200)
