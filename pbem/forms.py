"""Composite prompts as HTML forms, and back: the service renders any ruleset's ``fields``.

Field names in the form: ``name`` for choice, multi (repeated) and int;
``name.key`` for each entry of a count_map. Keys a form sends that the prompt
did not offer are passed on, so :func:`engine.core.check_shape` refuses them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from werkzeug.datastructures import MultiDict

from engine.core import Field


def parse_fields(fields: Iterable[Field], form: MultiDict[str, str], prefix: str = "") -> dict[str, Any]:
    """The raw answer a form gives; the ruleset's schema checks it afterwards."""
    out: dict[str, Any] = {}
    for f in fields:
        name = prefix + f.name
        if f.type == "multi":
            out[f.name] = form.getlist(name)
        elif f.type == "count_map":
            counts = {o.key: form.get(f"{name}.{o.key}", "").strip() for o in f.options}
            for key in form:
                if key.startswith(name + ".") and key[len(name) + 1:] not in counts:
                    counts[key[len(name) + 1:]] = form.get(key, "").strip()
            out[f.name] = counts
        else:
            value = form.get(name)
            out[f.name] = value.strip() if isinstance(value, str) else value
    return out


def form_values(fields: Iterable[Field], choice: Any, prefix: str = "") -> MultiDict[str, str]:
    """A choice as the form fields that would submit it (pre-filling forms, and test drivers)."""
    data: MultiDict[str, str] = MultiDict()
    if not isinstance(choice, dict):
        return data
    for f in fields:
        value = choice.get(f.name)
        name = prefix + f.name
        if value is None:
            continue
        if f.type == "multi":
            for key in value:
                data.add(name, str(key))
        elif f.type == "count_map":
            for key, count in value.items():
                data.add(f"{name}.{key}", str(count))
        else:
            data.add(name, str(value))
    return data


def defaults(fields: Iterable[Field], prefix: str = "") -> MultiDict[str, str]:
    """Starting values where the schema has no default: the first choice, the smallest number."""
    data: MultiDict[str, str] = MultiDict()
    for f in fields:
        if f.type == "choice" and f.required and f.options:
            data.add(prefix + f.name, f.options[0].key)
        elif f.type == "int":
            data.add(prefix + f.name, str(f.min))
    return data
