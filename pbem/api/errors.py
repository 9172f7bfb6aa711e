"""JSON answers for the errors every API blueprint meets alike: a rule refusal and a malformed body."""

from __future__ import annotations

from typing import Any

from flask import Blueprint
from marshmallow import ValidationError

from engine.core import IllegalAction

Json = tuple[dict[str, Any], int] | dict[str, Any]


def _illegal(exc: IllegalAction) -> Json:
    return {"error": exc.reason}, 422


def _invalid(exc: ValidationError) -> Json:
    return {"error": "The request does not have the expected shape.", "fields": exc.messages}, 400


def json_errors(bp: Blueprint) -> None:
    bp.register_error_handler(IllegalAction, _illegal)
    bp.register_error_handler(ValidationError, _invalid)
