"""Composite prompts as HTML forms, and back: the service renders any ruleset's ``fields``.

Field names in the form: ``name`` for choice, multi (repeated) and int;
``name.key`` for each entry of a count_map. Keys a form sends that the prompt
did not offer are passed on, so :func:`engine.core.check_shape` refuses them.
Any answer, enumerated or composite, is put back into words by
:func:`describe_choice`, so a page or an email says what was chosen.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from flask_babel import LazyString, gettext
from werkzeug.datastructures import MultiDict

from engine.core import Field, Prompt


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


def first_values(prompt: Prompt) -> MultiDict[str, str]:
    """What a decision's form shows before the player changes anything: the engine's suggested answer,
    else each field's own ``default`` (a counter-offer opens with the offer mirrored)."""
    if prompt.suggested is not None:
        return form_values(prompt.fields, prompt.suggested)
    return form_values(prompt.fields, {f.name: f.default for f in prompt.fields if f.default is not None})


def describe_choice(prompt: Prompt, choice: Any) -> str:
    """An answer in the words of the prompt's own labels."""
    if not prompt.composite:
        option = prompt.option(str(choice))
        return option.label if option else str(choice)
    parts = [f"{f.label}: {_describe_field(f, (choice or {}).get(f.name))}" for f in prompt.fields]
    return "; ".join(parts)


def described_later(prompt: Prompt, choice: Any) -> LazyString:
    """:func:`describe_choice` written when an email is rendered, inside its recipient's locale: its own words
    ("none", "2 from Red 1") are then in the recipient's language, not the language of whoever sent it."""
    return LazyString(describe_choice, prompt, choice)


def _describe_field(f: Field, value: Any) -> str:
    labels = {o.key: o.label for o in f.options}
    if f.type == "choice":
        return labels.get(value, gettext("none")) if value is not None else gettext("none")
    if f.type == "multi":
        return ", ".join(labels.get(v, str(v)) for v in value or []) or gettext("none")
    if f.type == "count_map":
        return ", ".join(gettext("%(count)s from %(label)s", count=n, label=labels.get(k, k))
                         for k, n in (value or {}).items() if n) or gettext("none")
    return str(value if value is not None else 0)
