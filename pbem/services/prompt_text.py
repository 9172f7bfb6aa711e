"""A prompt in its reader's language: the ruleset's prompt templates, through the "prompts" catalogs.

The engine gives each prompt's text and labels as English beside their data (``Prompt.say``,
``Option.say``, ``Field.say``: a template key and its params). A reader gets them rendered again in
their language with the gettext domain ``prompts`` (``pbem/translations/<lang>/LC_MESSAGES/prompts.po``),
exactly as events are (:mod:`pbem.services.event_text`). Words without data (a prompt kind not converted
yet, a ruleset without ``prompt_templates``) or whose data no longer fits its template keep their English:
nothing a player is asked is ever lost. Player tokens stay for :mod:`pbem.services.names`.

A refusal (``IllegalAction.say``) is words of the same tables, so :func:`refusal` tells a player why the
rules refused in their language the same way; its English ``reason`` is what logs keep. So are the words a
view hands over as data beside their English (a power's state, ``status_says``): :func:`said`.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping
from typing import Any

from flask_babel import Domain

from engine.core import REFUSALS, Field, IllegalAction, Option, Prompt, Say
from engine.eventtext import ENGLISH, Language, Templates
from pbem import rulesets
from pbem.i18n import current_language
from pbem.services.event_text import language
from pbem.services.names import Names, render_prompt, render_text

log = logging.getLogger(__name__)
PROMPTS_DOMAIN = Domain(domain="prompts")
CORE_REFUSALS = Templates(REFUSALS)


def _templates(ruleset: str | None) -> Templates | None:
    if ruleset is None:
        return None
    try:
        return getattr(rulesets.get_ruleset(ruleset), "prompt_templates", None)
    except (KeyError, ImportError):
        return None


def _words(templates: Templates, say: Say | None, english: str, lang: Language) -> str:
    if say is None or not templates.knows(say.key):
        return english
    try:
        return templates.render(say.key, say.params, lang)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        log.info("prompt words %s kept their English: the data does not fit the template", say.key)
        return english


def localize(ruleset: str, prompt: Prompt, code: str | None) -> Prompt:
    """``prompt`` with its text and every label in language ``code``; keys, data and shape unchanged."""
    lang = language(code, PROMPTS_DOMAIN)
    templates = _templates(ruleset)
    if templates is None or lang is ENGLISH:
        return prompt

    def option(o: Option) -> Option:
        return dataclasses.replace(o, label=_words(templates, o.say, o.label, lang))

    def field(f: Field) -> Field:
        return dataclasses.replace(f, label=_words(templates, f.say, f.label, lang),
                                   options=tuple(option(o) for o in f.options))

    return dataclasses.replace(prompt, text=_words(templates, prompt.say, prompt.text, lang),
                               options=tuple(option(o) for o in prompt.options),
                               fields=tuple(field(f) for f in prompt.fields))


def reader_prompt(ruleset: str, prompt: Prompt, names: Names, code: str | None) -> Prompt:
    """The prompt as a reader of language ``code`` reads it: in that language, with players by name."""
    return render_prompt(localize(ruleset, prompt, code), names)


def refusal(ruleset: str | None, exc: IllegalAction, names: Names, code: str | None) -> str:
    """Why the rules refused an answer, as a reader of language ``code`` reads it (players by name). Without a
    ruleset (a refusal met before there is a game: a new table's player count) the core's own refusals serve."""
    lang = language(code, PROMPTS_DOMAIN)
    templates = _templates(ruleset) or CORE_REFUSALS  # a ruleset without words as data still has the core's checks
    why = exc.reason if lang is ENGLISH else _words(templates, exc.say, exc.reason, lang)
    return render_text(why, names)


def said_from_dict(data: Mapping[str, Any], english: str = "") -> Say:
    """A :class:`Say` given as data (``Say.to_dict``: a view's, an event's); its English is the one kept beside it."""
    return Say(data["key"], {k: said_from_dict(v) if isinstance(v, Mapping) and set(v) == {"key", "params"} else v
                             for k, v in data["params"].items()}, english)


def said_words(ruleset: str, say: Mapping[str, Any] | None, english: str, code: str | None) -> str:
    """Words given as data beside their ``english``, in language ``code``, player tokens left in."""
    lang = language(code, PROMPTS_DOMAIN)
    templates = _templates(ruleset)
    if templates is None or lang is ENGLISH or not say:
        return english
    return _words(templates, said_from_dict(say, english), english, lang)


def said(ruleset: str, say: Mapping[str, Any] | None, english: str, names: Names, code: str | None) -> str:
    """Words a view gives as data beside their ``english`` (``status_says``), as a reader of ``code`` reads them."""
    return render_text(said_words(ruleset, say, english, code), names)


def page_said(say: Mapping[str, Any] | None, english: str, ruleset: str, names: Names) -> str:
    """The Jinja filter ``said``: view words in the language the page is written in, players by name."""
    return said(ruleset, say, english, names, current_language())
