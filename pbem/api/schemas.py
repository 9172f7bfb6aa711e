"""What the API accepts and returns; the shapes are the contract for API clients."""

from __future__ import annotations

from typing import Any

from flask_babel import LazyString, lazy_gettext
from marshmallow import Schema, ValidationError, fields, validate

from engine.core import DEADLINE_CLASSES
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
