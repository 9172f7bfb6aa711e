"""Limits every request meets before a view sees it, so malformed input is a 4xx and never a 500.

* A body over ``MAX_CONTENT_LENGTH`` (1 MB unless configured) is refused with 413 before it is read.
* JSON is strict: ``NaN``, ``Infinity`` and numbers too large for a float (``1e400``) are not JSON
  numbers, nesting deeper than :data:`MAX_JSON_DEPTH` is refused (a thousand levels used to exhaust
  the parser's recursion), and so are strings with lone surrogates (they cannot be stored as UTF-8).
  A body that fails reads as no JSON at all, which every endpoint answers with a 400.
* ``<int:...>`` in a URL matches only what the database's integer columns can hold, so
  ``/api/games/2147483648`` is "not found" rather than an overflow inside PostgreSQL.
"""

from __future__ import annotations

import json
import math
from typing import Any

from flask import Flask
from flask.json.provider import DefaultJSONProvider
from werkzeug.routing import IntegerConverter, Map

from pbem.models import DATABASE_INT_MAX

MAX_BODY_BYTES = 1 << 20
MAX_JSON_DEPTH = 32


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is too large a number")
    return value


def check_nesting_and_text(data: Any) -> None:
    """Refuse nesting deeper than :data:`MAX_JSON_DEPTH` and strings that are not valid Unicode."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            value.encode("utf-8")  # a lone surrogate raises UnicodeEncodeError, a ValueError
        elif isinstance(value, (dict, list)):
            if depth > MAX_JSON_DEPTH:
                raise ValueError(f"JSON nested deeper than {MAX_JSON_DEPTH} levels")
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                stack.append((key, depth))
                stack.append((item, depth + 1))


class StrictJSONProvider(DefaultJSONProvider):
    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        try:
            data = json.loads(s, parse_constant=_no_constant, parse_float=_finite_float, **kwargs)
        except RecursionError:
            raise ValueError(f"JSON nested deeper than {MAX_JSON_DEPTH} levels") from None
        check_nesting_and_text(data)
        return data


class DatabaseIntConverter(IntegerConverter):
    """``<int:...>``: a non-negative whole number an integer column can hold."""

    def __init__(self, map: Map, fixed_digits: int = 0, min: int | None = None,  # noqa: A002 - werkzeug's names
                 max: int | None = None, signed: bool = False) -> None:
        super().__init__(map, fixed_digits, min, DATABASE_INT_MAX if max is None else max, signed)


def init_app(app: Flask) -> None:
    """Before any blueprint registers a route: the converter is looked up as each rule is added."""
    if app.config.get("MAX_CONTENT_LENGTH") is None:  # Flask's default is no limit at all
        app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    app.json = StrictJSONProvider(app)
    app.url_map.converters["int"] = DatabaseIntConverter
