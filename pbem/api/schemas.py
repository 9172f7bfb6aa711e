"""What the API accepts and returns; the shapes are the contract for API clients."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from flask_babel import LazyString, lazy_gettext
from marshmallow import Schema, ValidationError, fields, validate

from engine.core import DEADLINE_CLASSES, Prompt
from pbem.services.errors import BadRequest
from pbem.services.games import MAX_TITLE, STAND_IN_AFTER
from pbem.services.visible_text import clean_text


class VisibleText(fields.String):
    """Text others will read (a title, a name), cleaned by the service's one rule for it; empty is None."""

    def __init__(self, what: str | LazyString, *, max_length: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.what, self.max_length = what, max_length

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> str | None:
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            return clean_text(text, self.what, max_length=self.max_length, required=False) or None
        except BadRequest as exc:
            raise ValidationError(exc.message) from None


class PaceSchema(Schema):
    decision = fields.Integer(required=True, validate=validate.Range(min=60))
    response = fields.Integer(required=True, validate=validate.Range(min=60))
    negotiation = fields.Integer(required=True, validate=validate.Range(min=60))


class CreateGameSchema(Schema):
    ruleset = fields.String(required=True)
    title = VisibleText(lazy_gettext("Title"), max_length=MAX_TITLE, load_default=None, allow_none=True)
    options = fields.Dict(keys=fields.String(), load_default=dict)
    pace = fields.Nested(PaceSchema, required=True)
    players = fields.List(fields.Email(), required=True, validate=validate.Length(min=1, max=12))
    host = fields.Email(required=True)
    stand_in_after = fields.Raw(load_default=STAND_IN_AFTER)  # checked by games.create_game


class CreateCampaignSchema(CreateGameSchema):
    pause = fields.Raw(required=True)  # seconds between a game's end and the next one's start; checked by the service


class SubmitActionSchema(Schema):
    prompt_id = fields.String(required=True, validate=validate.Length(min=1, max=200))
    choice = fields.Raw(required=True, allow_none=False)


class SeatSchema(Schema):
    index = fields.Integer()
    name = fields.String()
    joined = fields.Boolean()
    you = fields.Boolean()
    waiting_on = fields.Boolean()
    stand_in = fields.Boolean()  # a stand-in answers for the seat now
    stand_in_why = fields.String(allow_none=True)  # "away", "silent" or "moderator" (no dates, no reasons)


class GameSchema(Schema):
    id = fields.Integer()
    title = fields.String()
    ruleset = fields.String()
    status = fields.String()
    version = fields.Integer()
    options = fields.Dict()
    pace = fields.Dict(keys=fields.String(validate=validate.OneOf(DEADLINE_CLASSES)), values=fields.Integer())
    stand_in_after = fields.Integer()
    your_seat = fields.Integer()
    winners = fields.List(fields.Integer(), allow_none=True)
    created_at = fields.AwareDateTime()
    started_at = fields.AwareDateTime(allow_none=True)
    finished_at = fields.AwareDateTime(allow_none=True)


class SaySchema(Schema):
    """Words as data beside their text (engine.core.Say): the ruleset's template key and its params."""

    key = fields.String()
    params = fields.Dict()


class OptionSchema(Schema):
    key = fields.String()
    label = fields.String()
    say = fields.Nested(SaySchema, allow_none=True)


class FieldSchema(Schema):
    name = fields.String()
    label = fields.String()
    type = fields.String()
    options = fields.List(fields.Nested(OptionSchema))
    min = fields.Integer()
    max = fields.Integer()
    caps = fields.List(fields.Integer())
    required = fields.Boolean()
    say = fields.Nested(SaySchema, allow_none=True)


class PromptSchema(Schema):
    id = fields.String()
    seat = fields.Integer()
    kind = fields.String()
    text = fields.String()
    say = fields.Nested(SaySchema, allow_none=True)
    deadline_class = fields.String()
    deadline_at = fields.AwareDateTime()
    options = fields.List(fields.Nested(OptionSchema))
    fields_ = fields.List(fields.Nested(FieldSchema), data_key="fields", attribute="fields")
    suggested = fields.Raw(allow_none=True)


def prompt_json(prompt: Prompt, deadline_at: datetime | None) -> dict[str, Any]:
    """``PromptSchema().dump({**prompt.to_dict(), "deadline_at": deadline_at})``, built straight from the prompt:
    marshmallow's field by field walk of a few prompts was 13% of a player's GET of what it is asked (and of
    an answer's reply). The schema stays the contract; ``tests/pbem/api/test_prompt_json.py`` holds the two equal
    over whole games, so a field added to one and not the other fails there."""
    return {"id": _text(prompt.id), "seat": _int(prompt.seat), "kind": _text(prompt.kind), "text": _text(prompt.text),
            "say": _say(prompt.say), "deadline_class": _text(prompt.deadline_class),
            "deadline_at": None if deadline_at is None else deadline_at.isoformat(),
            "options": [_option(o) for o in prompt.options],
            "fields": [{"name": _text(f.name), "label": _text(f.label), "type": _text(f.type),
                        "options": [_option(o) for o in f.options], "min": _int(f.min), "max": _int(f.max),
                        "caps": [_int(c) for c in f.caps], "required": bool(f.required), "say": _say(f.say)}
                       for f in prompt.fields],
            "suggested": prompt.suggested}


def _text(value: Any) -> str | None:  # fields.String
    return None if value is None else str(value)


def _int(value: Any) -> int | None:  # fields.Integer
    return None if value is None else int(value)


def _say(say: Any) -> dict[str, Any] | None:  # fields.Nested(SaySchema), from Say.to_dict()
    if say is None:
        return None
    said = say.to_dict()
    return {"key": _text(said["key"]), "params": dict(said["params"])}


def _option(option: Any) -> dict[str, Any]:  # OptionSchema
    return {"key": _text(option.key), "label": _text(option.label), "say": _say(option.say)}


class EventSchema(Schema):
    seq = fields.Integer()
    kind = fields.String()
    text = fields.String()
    public = fields.Boolean()
    data = fields.Dict()
    created_at = fields.AwareDateTime()


class AppliedSchema(Schema):
    seq = fields.Integer()
    version = fields.Integer()
    winners = fields.List(fields.Integer(), allow_none=True)
    events = fields.List(fields.Nested(EventSchema))
    open = fields.List(fields.Dict())  # the caller's open prompts after the answer (PromptSchema)


def applied_json(seq: int, version: int, winners: list[int] | None, events: list[dict[str, Any]],
                 open_prompts: list[dict[str, Any]]) -> dict[str, Any]:
    """``AppliedSchema().dump`` of an answer's reply, built straight (as :func:`prompt_json` is, and why: the
    schema's walk was most of the reply's cost beside the prompts). ``tests/pbem/api/test_prompt_json.py``
    holds the two equal."""
    return {"seq": _int(seq), "version": _int(version),
            "winners": None if winners is None else [_int(w) for w in winners],
            "events": [{"kind": _text(e["kind"]), "text": _text(e["text"]), "public": bool(e["public"]),
                        "data": dict(e["data"])} for e in events],
            "open": [dict(p) for p in open_prompts]}
