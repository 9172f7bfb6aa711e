"""Decision links: GET only shows (mail scanners prefetch), POST decides, once.

``/option/<token>`` is one option of an enumerated prompt: a confirm page
with one big button. ``/decide/<token>`` is the whole prompt: the option
buttons, or the generic form for a composite prompt, plus a one-tap
"suggested" answer when the engine offers one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Blueprint, render_template, request
from flask_babel import gettext
from sqlalchemy.orm import Session

from engine.core import IllegalAction, Prompt
from pbem import links, rulesets
from pbem.forms import describe_choice, first_values, parse_fields
from pbem.links import LinkError
from pbem.models import Game, OpenPrompt
from pbem.services.answers import answers_so_far
from pbem.services.decisions import Applied, apply_decision
from pbem.services.errors import BadRequest, ServiceError
from pbem.services.names import seat_names
from pbem.services.old_links import what_became_of
from pbem.services.prompt_text import reader_prompt, refusal
from pbem.services.seat_view import waiting_on
from pbem.web.asked import asked_now
from pbem.web.common import SeatLink, db, open_seat_link, read_session, seat_link

bp = Blueprint("decisions", __name__)


def _open(purpose: str, token: str) -> tuple[SeatLink, Prompt, OpenPrompt]:
    """The link's prompt if it can still be answered, else a :class:`LinkError` saying why."""
    session = read_session()
    link = open_seat_link(session, purpose, token)
    return _answerable(session, link, rulesets.get_ruleset(link.game.ruleset).prompts(link.game.state))


def _answerable(session: Session, link: SeatLink, prompts: list[Prompt]) -> tuple[SeatLink, Prompt, OpenPrompt]:
    game = link.game
    back = _game_page(link)
    if game.status == "finished":
        raise LinkError(gettext("This game is over; nothing more can be decided in it."), 410, back)
    if game.status != "active":
        why = (gettext("This game is paused; decisions wait until it is active again.") if game.status == "paused"
               else gettext("This game has not started yet; decisions wait until it is active."))
        raise LinkError(why, 409, back)
    row = next((r for r in game.open_rows if r.id == link.claims.row), None)
    prompt = next((p for p in prompts if p.id == link.claims.prompt), None)
    if row is None or row.status != "open" or row.prompt_id != link.claims.prompt or prompt is None:
        raise LinkError(what_became_of(session, game, link.claims.row, link.seat.user.time_zone), 409, back)
    return link, reader_prompt(game.ruleset, prompt, seat_names(game), link.seat.user.language), row


def _game_page(link: SeatLink) -> str:
    return links.play_path(link.game.id, link.seat.index, link.seat.link_epoch)


def _answers_before() -> int:
    try:
        return int(request.form["answers"])
    except (KeyError, ValueError):
        raise BadRequest(gettext("This form arrived incomplete; open the link again and press the button once.")) \
            from None


class _Tap:
    """One POSTed answer, checked and written in one transaction (:func:`apply_decision`'s ``check``): the
    link is authenticated on the game as the apply reads it, so a tap reads the game once, on one
    connection, and the page after it is drawn from the game as written."""

    def __init__(self, purpose: str, token: str, choose: Callable[[SeatLink, Prompt], Any]) -> None:
        self.claims = links.verify(purpose, token)
        self.choose = choose
        self.link: SeatLink | None = None
        self.prompt: Prompt | None = None

    def check(self, session: Session, game: Game, prompts: list[Prompt]) -> None:
        self.link, self.prompt, _row = _answerable(session, seat_link(self.claims, game), prompts)

    def choice(self, _prompt: Prompt) -> Any:
        assert self.link is not None and self.prompt is not None  # the check ran first
        return self.choose(self.link, self.prompt)

    def apply(self, answers_before: int) -> tuple[SeatLink, Prompt, Applied]:
        try:
            applied = apply_decision(
                db(), self.claims.game, self.claims.seat, self.claims.prompt, self.choice, "link",
                epoch=self.claims.epoch, row_id=self.claims.row, answers_before=answers_before, check=self.check)
        except ServiceError as exc:  # moved on meanwhile: say so, and lead back to the game
            raise LinkError(exc.message, exc.status, self.link and _game_page(self.link)) from None
        assert self.link is not None and self.prompt is not None
        return self.link, self.prompt, applied


def _post(purpose: str, token: str, choose: Callable[[SeatLink, Prompt], Any]) -> str:
    """Answer the link's prompt with ``choose(link, prompt)``, and show what came of it."""
    tap = _Tap(purpose, token, choose)
    try:
        answers_before = _answers_before()
    except BadRequest as exc:
        link, _prompt, _row = _open(purpose, token)  # a stale link says so first
        raise LinkError(exc.message, exc.status, _game_page(link)) from None
    return _done(*tap.apply(answers_before))


def _done(link: SeatLink, prompt: Prompt, applied: Applied) -> str:
    """What came of the answer: the events this seat may see, or that it waits for others, and what is
    asked of this seat now, with its links (a play that did not count is then asked again, and says why).
    Drawn from the game as the answer's transaction wrote it."""
    game = applied.game
    seat = next(s for s in game.seats if s.index == link.seat.index)
    names, rows = seat_names(game), list(game.open_rows)  # the rows as written: no session reads them again
    return render_template(
        "done.html", game=game, seat=seat, prompt=prompt, chosen=describe_choice(prompt, applied.choice),
        applied=applied, names=names, zone=seat.user.time_zone, decisions=asked_now(None, game, seat, rows),
        waiting=[names[i] for i in waiting_on(None, game.id, rows) if i != seat.index],
        play=links.play_path(game.id, seat.index, seat.link_epoch),
    )


def _offered(link: SeatLink, prompt: Prompt) -> str:
    chosen = prompt.option(link.claims.option or "")
    if chosen is None:
        raise LinkError(gettext("That choice is not offered for this decision."), 409, _game_page(link))
    return chosen.key


@bp.route("/option/<token>", methods=["GET", "POST"])
def option(token: str) -> str | tuple[str, int]:
    if request.method == "POST":
        try:
            return _post("option", token, _offered)
        except IllegalAction as exc:
            link = _open("option", token)[0]
            raise LinkError(_why(link, exc), 422, _game_page(link)) from None
    link, prompt, row = _open("option", token)
    chosen = prompt.option(_offered(link, prompt))
    return render_template(
        "confirm.html", game=link.game, seat=link.seat, prompt=prompt, row=row, option=chosen,
        answers=answers_so_far(read_session(), link.game.id, link.seat.index, prompt.id),
        zone=link.seat.user.time_zone,
    )


def _why(link: SeatLink, exc: IllegalAction) -> str:
    """The rules' refusal in the seat's language."""
    return refusal(link.game.ruleset, exc, seat_names(link.game), link.seat.user.language)


def _from_form(_link: SeatLink, prompt: Prompt) -> Any:
    if request.form.get("suggested") and prompt.suggested is not None:
        return prompt.suggested
    if not prompt.composite:
        return request.form.get("option", "")
    return parse_fields(prompt.fields, request.form)


@bp.route("/decide/<token>", methods=["GET", "POST"])
def decide(token: str) -> str | tuple[str, int]:
    refused = None
    if request.method == "POST":
        try:
            return _post("decide", token, _from_form)
        except IllegalAction as exc:  # asked again, with the reason and the form as filled in
            refused = exc
    link, prompt, row = _open("decide", token)
    error = None if refused is None else _why(link, refused)
    form = request.form if request.method == "POST" else first_values(prompt)
    options = [(o, links.option_path(link.game.id, link.seat.index, link.seat.link_epoch, prompt.id, row.id,
                                     o.key)) for o in prompt.options]
    return render_template(
        "decide.html", game=link.game, seat=link.seat, prompt=prompt, row=row, form=form, error=error,
        suggestion=None if prompt.suggested is None else describe_choice(prompt, prompt.suggested),
        options=options, answers=answers_so_far(read_session(), link.game.id, link.seat.index, prompt.id),
        zone=link.seat.user.time_zone,
    ), (422 if error else 200)
