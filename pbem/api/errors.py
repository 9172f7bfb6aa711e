"""JSON answers for the errors every API blueprint meets alike: a rule refusal and a malformed body."""

from __future__ import annotations

from typing import Any

from flask import Blueprint
from marshmallow import ValidationError

from engine.core import IllegalAction
from pbem.i18n import current_language
from pbem.services.prompt_text import refusal

Json = tuple[dict[str, Any], int] | dict[str, Any]


def _illegal(exc: IllegalAction) -> Json:
    """A refusal no route answered itself (a new table the rules refuse): the core's words in the caller's
    language (its ``Accept-Language``), with the data beside them as a decision's refusal has them."""
    return {"error": refusal(None, exc, {}, current_language()),
            "say": None if exc.say is None else exc.say.to_dict()}, 422


def _invalid(exc: ValidationError) -> Json:
    return {"error": "The request does not have the expected shape.", "fields": exc.messages}, 400


def json_errors(bp: Blueprint) -> None:
    bp.register_error_handler(IllegalAction, _illegal)
    bp.register_error_handler(ValidationError, _invalid)
