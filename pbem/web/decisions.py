"""Decision links: GET only shows (mail scanners prefetch), POST decides, once.

``/option/<token>`` is one option of an enumerated prompt: a confirm page
with one big button. ``/decide/<token>`` is the whole prompt: the option
buttons, or the generic form for a composite prompt, plus a one-tap
"suggested" answer when the engine offers one.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, render_template, request

from engine.core import IllegalAction, Prompt
from pbem import links, rulesets
from pbem.forms import form_values, parse_fields
from pbem.links import LinkError
from pbem.models import OpenPrompt
from pbem.services.decisions import ALREADY_DECIDED, answers_so_far, apply_decision
from pbem.services.errors import BadRequest
from pbem.services.names import render_prompt, seat_names
from pbem.web.common import SeatLink, db, open_seat_link, read_session

bp = Blueprint("decisions", __name__)


def _open(purpose: str, token: str) -> tuple[SeatLink, Prompt, OpenPrompt]:
    """The link's prompt if it can still be answered, else a :class:`LinkError` saying why."""
    session = read_session()
    link = open_seat_link(session, purpose, token)
    game = link.game
    if game.status == "finished":
        raise LinkError("This game is over; nothing more can be decided in it.", 410)
    if game.status != "active":
        raise LinkError(f"This game is {game.status}; decisions wait until it is active again.", 409)
    row = session.get(OpenPrompt, link.claims.row)
    prompt = next((p for p in rulesets.get_ruleset(game.ruleset).prompts(game.state)
                   if p.id == link.claims.prompt), None)
    if row is None or row.status != "open" or row.prompt_id != link.claims.prompt or prompt is None:
        raise LinkError(ALREADY_DECIDED, 409)
    return link, render_prompt(prompt, seat_names(game)), row


def _answers_before() -> int:
    try:
        return int(request.form["answers"])
    except (KeyError, ValueError):
        raise BadRequest("This form arrived incomplete; open the link again and press the button once.") \
            from None


def _apply(link: SeatLink, prompt: Prompt, row: OpenPrompt, choice: Any) -> Any:
    return apply_decision(
        db(), link.game.id, link.seat.index, prompt.id, choice, "link",
        epoch=link.claims.epoch, row_id=row.id, answers_before=_answers_before(),
    )


def _done(link: SeatLink, prompt: Prompt, chosen: str, applied: Any) -> str:
    return render_template(
        "done.html", game=link.game, seat=link.seat, prompt=prompt, chosen=chosen, applied=applied,
        names=seat_names(link.game),
        play=links.play_path(link.game.id, link.seat.index, link.seat.link_epoch),
    )


@bp.route("/option/<token>", methods=["GET", "POST"])
def option(token: str) -> str | tuple[str, int]:
    link, prompt, row = _open("option", token)
    chosen = prompt.option(link.claims.option or "")
    if chosen is None:
        raise LinkError("That choice is not offered for this decision.", 409)
    if request.method == "POST":
        try:
            applied = _apply(link, prompt, row, chosen.key)
        except IllegalAction as exc:
            raise LinkError(exc.reason, 422) from None
        return _done(link, prompt, chosen.label, applied)
    return render_template(
        "confirm.html", game=link.game, seat=link.seat, prompt=prompt, row=row, option=chosen,
        answers=answers_so_far(read_session(), link.game.id, link.seat.index, prompt.id),
        zone=link.seat.user.time_zone,
    )


@bp.route("/decide/<token>", methods=["GET", "POST"])
def decide(token: str) -> str | tuple[str, int]:
    link, prompt, row = _open("decide", token)
    error = None
    form = request.form if request.method == "POST" else form_values(prompt.fields, prompt.suggested)
    if request.method == "POST":
        if request.form.get("suggested") and prompt.suggested is not None:
            choice, chosen = prompt.suggested, "the suggested answer"
        elif not prompt.composite:
            key = request.form.get("option", "")
            choice, chosen = key, (prompt.option(key).label if prompt.option(key) else key)
        else:
            choice, chosen = parse_fields(prompt.fields, request.form), "your choices"
        try:
            return _done(link, prompt, chosen, _apply(link, prompt, row, choice))
        except IllegalAction as exc:
            error = exc.reason
    options = [(o, links.option_path(link.game.id, link.seat.index, link.seat.link_epoch, prompt.id, row.id,
                                     o.key)) for o in prompt.options]
    return render_template(
        "decide.html", game=link.game, seat=link.seat, prompt=prompt, row=row, form=form, error=error,
        options=options, answers=answers_so_far(read_session(), link.game.id, link.seat.index, prompt.id),
        zone=link.seat.user.time_zone,
    ), (422 if error else 200)
