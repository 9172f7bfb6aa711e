"""A prompt's own words inside an event line: a stand-in's question and answer, a kind of play answered in advance.

Such words belong to the ruleset's prompt templates (the gettext domain ``prompts``), not to the event templates, so
an event keeps them as data beside their English: a value ``<name>_say`` (a :meth:`engine.core.Say.to_dict`) gives
``<name>`` again in the reader's language, and ``answered`` (the answered prompt, cut down to the options chosen, and
the choice) gives ``answer`` in the words of that prompt's labels, as the decision's own page describes it. An event
stored without them (older builds) keeps the English it was stored with. An action keeps its answer the same way
(``ActionRecord.answered``), for an old link to say what was chosen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import force_locale

from engine.core import Field, Option, Prompt, Say
from pbem.forms import describe_choice
from pbem.i18n import DEFAULT_LANGUAGE
from pbem.services.prompt_text import localize, said_from_dict, said_words

SAY = "_say"  # the suffix of a value's data
ANSWERED = "answered"


def said(say: Say | None) -> dict[str, Any] | None:
    """Words as an event keeps them beside their English (``<name>_say``)."""
    return None if say is None else say.to_dict()


def question(text: str) -> str:
    """A prompt's question as a log line quotes it: its first sentence."""
    return text.split(". ")[0].rstrip(".")


def answered(prompt: Prompt, choice: Any) -> dict[str, Any]:
    """The answered prompt with only the options chosen (enough to describe the answer in any language), and the
    choice: what a stand-in's line keeps so the player reads what it chose in their own words."""
    if not prompt.composite:
        return {"options": [o.to_dict() for o in prompt.options if o.key == choice], "fields": [], "choice": choice}
    chosen = choice if isinstance(choice, Mapping) else {}

    def kept(f: Field) -> list[dict[str, Any]]:
        value = chosen.get(f.name)
        keys = set(value) if isinstance(value, (list, tuple, Mapping)) else {value}
        return [o.to_dict() for o in f.options if o.key in keys]

    fields = [{**f.to_dict(), "options": kept(f)} for f in prompt.fields]
    return {"options": [], "fields": fields, "choice": choice}


def _label(data: Mapping[str, Any]) -> str | Say:
    return data["label"] if not data.get("say") else said_from_dict(data["say"], data["label"])


def _option(data: Mapping[str, Any]) -> Option:
    return Option(data["key"], _label(data))


def _prompt(data: Mapping[str, Any]) -> Prompt:
    fields = tuple(Field(f["name"], _label(f), f["type"], tuple(_option(o) for o in f["options"]),
                         f["min"], f["max"], tuple(f["caps"]), f["required"], f["default"]) for f in data["fields"])
    return Prompt("answered", 0, "answered", "", "decision", tuple(_option(o) for o in data["options"]), fields)


def reader_data(ruleset: str, data: Mapping[str, Any], code: str) -> Mapping[str, Any]:
    """``data`` with its prompt words in language ``code`` (see the module's docstring); as it is without any, and
    in English, which is what it keeps."""
    if code == DEFAULT_LANGUAGE:
        return data
    words = {name[:-len(SAY)]: said_words(ruleset, value, data.get(name[:-len(SAY)], ""), code)
             for name, value in data.items() if name.endswith(SAY) and value}
    if "question" in words:
        words["question"] = question(words["question"])
    given = data.get(ANSWERED)
    if given:
        words["answer"] = answer_words(ruleset, given, code)
    return {**data, **words} if words else data


def answer_words(ruleset: str | None, given: Mapping[str, Any], code: str | None) -> str:
    """An answer kept by :func:`answered`, in the words of its prompt's labels in language ``code`` (English when
    ``code`` or ``ruleset`` is None), player tokens left in."""
    prompt = _prompt(given)
    if ruleset is None or code is None or code == DEFAULT_LANGUAGE:
        return describe_choice(prompt, given["choice"])
    with force_locale(code):
        return describe_choice(localize(ruleset, prompt, code), given["choice"])
