"""``/api/mod``: the moderator actions and views as JSON, for a site moderator's bearer token.

Tokens come from ``pbem moderator token EMAIL`` and are stored hashed. A seat's
player token is a different thing in a different table and opens nothing here.
Bearer tokens are not sent by browsers on their own, so these endpoints need no
CSRF token.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app, request
from flask_babel import gettext, lazy_gettext
from marshmallow import Schema, fields, validate

from pbem.api.errors import Json, json_errors
from pbem.api.schemas import VisibleText
from pbem.models import utcnow
from pbem.moderation import accounts
from pbem.moderation.audit import Actor, StaleVersion, load_game, seat_of
from pbem.moderation.dispatch import run_action
from pbem.moderation.overview import game_overview
from pbem.moderation.stuck import find_stuck
from pbem.services.errors import BadRequest, ServiceError
from pbem.services.games import MAX_NAME
from pbem.web.common import db, read_session

bp = Blueprint("moderation_api", __name__, url_prefix="/api/mod")



class Unauthorized(ServiceError):
    status = 401


class ActionSchema(Schema):
    reason = fields.String(required=True, validate=validate.Length(max=2000))
    version = fields.Integer(required=True, strict=True)  # the version the caller last read: no blind overwrites
    hours = fields.Float()
    row = fields.Integer(strict=True)
    seat = fields.Integer(strict=True)
    email = fields.String(validate=validate.Length(max=320))
    name = VisibleText(lazy_gettext("The new player's name"), max_length=MAX_NAME, allow_none=True)
    before = fields.Integer(strict=True)
    pace = fields.Dict(keys=fields.String(), values=fields.Integer())
    choice = fields.Raw(allow_none=True)


@bp.errorhandler(ServiceError)
def _service_error(exc: ServiceError) -> Json:
    body: dict[str, Any] = {"error": exc.message}
    if isinstance(exc, StaleVersion):
        body["current_version"] = exc.current
    return body, exc.status


json_errors(bp)


def _actor() -> Actor:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized(gettext("Send a moderator token as 'Authorization: Bearer <token>' (pbem moderator token)."))
    moderator = accounts.moderator_for_token(read_session(), token.strip())
    if moderator is None:
        raise Unauthorized(gettext("That is not a moderator token (or it was replaced or revoked)."))
    return Actor(moderator.email, "site")


@bp.get("/stuck")
def stuck() -> Json:
    actor = _actor()
    found = find_stuck(read_session(), actor, utcnow(), current_app.config)
    return {"games": [{"id": s.game_id, "title": s.title, "status": s.status, "version": s.version,
                       "reasons": [{"kind": r.kind, "text": r.text, "since": r.since.isoformat()}
                                   for r in s.reasons]} for s in found]}


@bp.get("/games/<int:game_id>")
def game(game_id: int) -> Json:
    actor = _actor()
    session = read_session()
    found = load_game(session, game_id, actor)
    o = game_overview(session, found, seat_of(found, actor))
    g = o.game
    return {
        "id": g.id, "title": g.title, "ruleset": g.ruleset, "status": g.status, "version": g.version,
        "pace": g.pace, "host": g.host_email, "last_seq": o.last_seq, "your_seat": o.seat,
        "seats": [{"index": s.index, "name": s.name, "email": s.email, "link_epoch": s.link_epoch,
                   "last_action_at": _iso(s.last_action_at), "last_source": s.last_source,
                   "timeouts_in_row": s.timeouts_in_row,
                   "stand_in": s.stand_in} for s in o.seats],
        "prompts": [{"row": p.row.id, "seat": p.row.seat, "kind": p.row.kind,
                     "prompt_id": None if p.hidden else p.row.prompt_id,
                     "deadline_at": p.row.deadline_at.isoformat(), "paused_left": p.row.paused_left,
                     "text": p.prompt.text if p.prompt else None, "default": p.default,
                     "options": [o.to_dict() for o in p.prompt.options] if p.prompt else [],
                     "fields": [f.to_dict() for f in p.prompt.fields] if p.prompt else []} for p in o.prompts],
        "timeline": [{"kind": t.kind, "at": t.at.isoformat(), "seq": t.seq, "text": t.text,
                      "hidden": t.hidden_to is not None, "seats": t.hidden_to, "source": t.source}
                     for t in o.timeline],
        "outbox": [{"id": m.id, "to": m.to_addr, "subject": m.subject, "status": m.status, "attempts": m.attempts,
                    "last_error": m.last_error, "created_at": m.created_at.isoformat()} for m in o.outbox],
        "audit": [_audit(entry, o.seat is None) for entry in o.audit],
        "views": {("spectator" if seat is None else str(seat)): view for seat, view in o.views.items()},
    }


@bp.post("/games/<int:game_id>/<name>")
def act(game_id: int, name: str) -> Json:
    actor = _actor()
    data = request.get_json(silent=True)
    if not isinstance(data, dict):
        raise BadRequest(gettext("Send a JSON object with Content-Type: application/json."))
    params = ActionSchema().load(data)
    entry = run_action(db(), game_id, actor, name, params.pop("reason"), params.pop("version"), params)
    return _audit(entry), 200


def _audit(entry: Any, details: bool = True) -> dict[str, Any]:
    """An audit entry; its details (answers, undone actions) are left out for a moderator who plays."""
    return {"id": entry.id, "action": entry.action, "actor": entry.actor, "role": entry.role, "reason": entry.reason,
            "version_before": entry.version_before, "version_after": entry.version_after,
            "details": entry.details if details else None, "created_at": _iso(entry.created_at)}


def _iso(moment: Any) -> str | None:
    return moment.isoformat() if moment is not None else None
