"""``/api`` endpoints. Every answer about a game is cut to what the calling seat may see."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, request
from flask_babel import gettext
from sqlalchemy.orm import Session

from engine.core import IllegalAction, Prompt
from pbem import links
from pbem.api.auth import TokenCheck, bearer_token, caller, caller_in_game
from pbem.api.errors import Json, json_errors
from pbem.api.schemas import (
    CreateCampaignSchema,
    CreateGameSchema,
    EventSchema,
    GameSchema,
    SeatSchema,
    SubmitActionSchema,
    applied_json,
    prompt_json,
)
from pbem.i18n import current_language
from pbem.links import LinkError
from pbem.models import EventRecord, Game, OpenPrompt, Seat, utcnow
from pbem.services import campaigns, games, seat_view, spectators, stand_ins
from pbem.services.decisions import apply_decision
from pbem.services.errors import BadRequest, NotFound, ServiceError
from pbem.services.event_text import event_lines
from pbem.services.names import seat_names
from pbem.services.prompt_text import refusal
from pbem.services.tokens import hash_token
from pbem.web.common import db, one_statement_read, read_session
from pbem.web.host_proof import proves_host

bp = Blueprint("api", __name__, url_prefix="/api")
# The schemas, built once: building one (and its nested ones, at its first use) costs several times what dumping
# a few prompts with it does.
_SUBMIT = SubmitActionSchema()
_GAME, _SEATS, _EVENTS = GameSchema(), SeatSchema(many=True), EventSchema(many=True)
_PUBLIC_SEATS = SeatSchema(many=True, only=("index", "name", "joined", "waiting_on"))


@bp.errorhandler(ServiceError)
def _service_error(exc: ServiceError) -> Json:
    return {"error": exc.message}, exc.status


@bp.errorhandler(LinkError)
def _link_error(exc: LinkError) -> Json:
    return {"error": exc.message}, exc.status


json_errors(bp)


def _body() -> dict[str, Any]:
    data = request.get_json(silent=True)
    if not isinstance(data, dict):
        raise BadRequest(gettext("Send a JSON object with Content-Type: application/json."))
    return data


def _game(game: Game, seat: Seat) -> dict[str, Any]:
    return _GAME.dump({
        "id": game.id, "title": game.title, "ruleset": game.ruleset, "status": game.status,
        "version": game.version, "options": game.options, "pace": game.pace,
        "stand_in_after": game.stand_in_after, "your_seat": seat.index,
        "winners": game.result, "created_at": game.created_at, "started_at": game.started_at,
        "finished_at": game.finished_at,
    })


@bp.post("/games")
def create_game() -> Json:
    data = CreateGameSchema().load(_body())
    confirmed = proves_host(data["host"])
    with db().write() as session:
        game = games.create_game(
            session, ruleset_name=data["ruleset"], options=data["options"], pace=data["pace"],
            player_emails=data["players"], host_email=data["host"], title=data["title"],
            host_confirmed=confirmed, stand_in_after=data["stand_in_after"],
        )
        body = {"id": game.id, "title": game.title, "status": game.status, "host_confirmed": confirmed}
        if confirmed:
            body["host_url"] = links.absolute(links.host_path(game.id, game.host_epoch))
        else:
            # The host link goes to the host's address once they confirm, never to an unproven caller.
            body["message"] = (f"We emailed {game.host_email} a link to confirm; the invitations go out "
                               "when they press the button on its page.")
    return body, 201


@bp.post("/campaigns")
def create_campaign() -> Json:
    """A campaign and its first game; the host's proof and the answer as for ``POST /games``."""
    data = CreateCampaignSchema().load(_body())
    confirmed = proves_host(data["host"])
    with db().write() as session:
        campaign = campaigns.create_campaign(
            session, ruleset_name=data["ruleset"], options=data["options"], pace=data["pace"],
            player_emails=data["players"], host_email=data["host"], title=data["title"],
            pause_seconds=data["pause"], host_confirmed=confirmed, stand_in_after=data["stand_in_after"])
        first = campaigns.first_game(session, campaign)
        body = {"id": campaign.id, "title": campaign.title, "status": campaign.status, "game": first.id,
                "host_confirmed": confirmed,
                "standings_url": links.absolute(links.campaign_path(campaign.id))}
        if confirmed:
            body["host_url"] = links.absolute(links.host_path(first.id, first.host_epoch))
        else:
            body["message"] = (f"We emailed {campaign.host_email} a link to confirm; the invitations to the first "
                               "game go out when they press the button on its page.")
    return body, 201


@bp.get("/games")
def my_games() -> Json:
    session = read_session()
    seat = caller(session)
    return {"games": [_game(seat.game, seat)]}


@bp.get("/games/<int:game_id>")
def game(game_id: int) -> Json:
    session = read_session()
    game, seat = caller_in_game(session, game_id)
    return _game(game, seat)


@bp.get("/games/<int:game_id>/seats")
def seats(game_id: int) -> Json:
    session = read_session()
    game, me = caller_in_game(session, game_id)
    waiting = set(seat_view.waiting_on(session, game.id, list(game.open_rows)))
    now = utcnow()
    return {"seats": _SEATS.dump([
        {"index": s.index, "name": s.name, "joined": s.joined_at is not None, "you": s.index == me.index,
         "waiting_on": s.index in waiting, "stand_in": stand_ins.cover_reason(s, now) is not None,
         "stand_in_why": stand_ins.cover_reason(s, now)} for s in game.seats])}


@bp.get("/games/<int:game_id>/view")
def view(game_id: int) -> Json:
    session = read_session()
    game, seat = caller_in_game(session, game_id)
    return {"seat": seat.index, "view": seat_view.view(game, seat.index)}


@bp.get("/games/<int:game_id>/prompts")
def prompts(game_id: int) -> Json:
    """What the caller is asked: a player's look after its email, so read in one lean statement outside a
    transaction (:func:`~pbem.services.seat_view.asked`), not with the whole game as the other answers are."""
    with one_statement_read() as conn:
        found = seat_view.asked(conn, game_id, hash_token(bearer_token()))
    if found is None:  # refused (the full read says why), or the token's seat was given it since
        session = read_session()
        game, seat = caller_in_game(session, game_id)
        return {"prompts": _open_prompts(session, game, seat, list(game.open_rows))}
    return {"prompts": [prompt_json(prompt, deadline_at) for prompt, deadline_at in found]}


def _open_prompts(session: Session | None, game: Game, seat: Seat, rows: list[OpenPrompt] | None = None,
                  prompts: list[Prompt] | None = None) -> list[dict[str, Any]]:
    return [prompt_json(d.prompt, d.row.deadline_at)
            for d in seat_view.open_decisions(session, game, seat.index, rows, prompts)]


@bp.post("/games/<int:game_id>/actions")
def submit(game_id: int) -> Json:
    """One transaction: the token is checked on the game the answer's transaction reads, and the reply is
    drawn from the game as it wrote it (issue 13: one connection, the game read once)."""
    data = _SUBMIT.load(_body())
    token = TokenCheck()
    try:
        applied = apply_decision(db(), game_id, None, data["prompt_id"], data["choice"], "api", check=token)
    except NotFound:
        caller(read_session())  # a bad token says so before a missing game does
        raise
    except IllegalAction as exc:  # why, in the seat's language, and as data beside it (the token passed)
        game, seat = caller_in_game(read_session(), game_id)
        return {"error": refusal(game.ruleset, exc, seat_names(game), seat.user.language),
                "say": None if exc.say is None else exc.say.to_dict()}, 422
    game = applied.game
    seat = next(s for s in game.seats if s.api_token_hash == token.token_hash)
    rows = list(game.open_rows)
    return applied_json(
        applied.seq, applied.version, applied.winners,
        [{"kind": e.kind, "text": line, "public": e.seats is None, "data": e.data}
         for e, line in zip(applied.events, event_lines(game.ruleset, applied.events, seat_names(game),
                                                        seat.user.language), strict=True)],
        _open_prompts(None, game, seat, rows, applied.prompts),  # the rows as written: no session needed
    ), 200


@bp.get("/games/<int:game_id>/log")
def log(game_id: int) -> Json:
    session = read_session()
    game, seat = caller_in_game(session, game_id)
    events: list[EventRecord] = seat_view.visible_events(session, game.id, seat.index)
    lines = event_lines(game.ruleset, events, seat_names(game), seat.user.language)
    return {"events": _EVENTS.dump([
        {"seq": e.seq, "kind": e.kind, "text": line, "public": e.seats is None, "data": e.data,
         "created_at": e.created_at} for e, line in zip(events, lines, strict=True)])}


@bp.get("/watch/<token>")
def watch(token: str) -> Json:
    """A spectator's answer, with the spectator link as the credential: the public view and the public log."""
    session = read_session()
    game = spectators.watched_game(session, token)
    waiting = set(seat_view.waiting_on(session, game.id))
    names = seat_names(game)
    public = seat_view.visible_events(session, game.id, None)
    return {
        "game": {"id": game.id, "title": game.title, "ruleset": game.ruleset, "status": game.status,
                 "winners": game.result},
        "seats": _PUBLIC_SEATS.dump([
            {"index": s.index, "name": s.name, "joined": s.joined_at is not None, "waiting_on": s.index in waiting}
            for s in game.seats]),
        "view": seat_view.view(game, None),
        "events": _EVENTS.dump([
            {"seq": e.seq, "kind": e.kind, "text": line, "public": True, "data": e.data, "created_at": e.created_at}
            for e, line in zip(public, event_lines(game.ruleset, public, names, current_language()), strict=True)]),
    }
