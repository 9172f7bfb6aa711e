"""An event's line in its reader's language: the ruleset's template for its kind, through the "events" catalogs.

The engine stores each event's kind, its facts (``data``) and its English text. A reader gets the line
rendered again from kind and data with the translations of the gettext domain ``events``
(``pbem/translations/<lang>/LC_MESSAGES/events.po``), so a Polish player reads the game in Polish. An
event stored before its kind had a template, or whose data does not fit the template any more, shows
the text it was stored with: nothing a game logged is ever lost. Player tokens stay in the result for
:mod:`pbem.services.names` to turn into names. This module never names a ruleset: it asks the ruleset
for its ``event_templates``; the lines the service writes itself (away periods, stand-ins, moderators)
come from :mod:`pbem.services.service_events`. How a game was won (a view's ``outcome``) is written with the
same words as the game-over event's, so the page and the game-over email read as the log.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from flask import has_app_context
from flask_babel import Domain, force_locale

from engine.core import player
from engine.eventtext import BOTH, ENGLISH, PLAYER, Language, listed
from pbem import rulesets
from pbem.i18n import DEFAULT_LANGUAGE, current_language, valid_language
from pbem.services.names import Names, render_text
from pbem.services.service_events import EVENTS as SERVICE_EVENTS

log = logging.getLogger(__name__)
EVENTS_DOMAIN = Domain(domain="events")


class EventLike(Protocol):
    kind: str
    text: str
    data: Mapping[str, Any] | None


def language(code: str | None, domain: Domain = EVENTS_DOMAIN) -> Language:
    """The translations of ``code`` in ``domain`` (default ``events``; English, the templates themselves,
    for anything else)."""
    if not valid_language(code) or code == DEFAULT_LANGUAGE:
        return ENGLISH
    known = _LANGUAGES.get((domain, code))
    if known is None:
        with force_locale(code):
            translations = domain.get_translations()
        known = Language(translations.gettext, translations.ngettext, code)
        if has_app_context():  # outside an app there is no catalog (NullTranslations): not kept
            _LANGUAGES[domain, code] = known
    return known


# Each domain's translations per language, as the domain keeps them itself (its cache is the process's, by
# locale and domain): switching the locale to find them cost a non-English email more than its events' lines.
_LANGUAGES: dict[tuple[Domain, str], Language] = {}


def _templates(ruleset: str, kind: str) -> Any:
    """The table that renders ``kind``: the service's own lines first, then the ruleset's (or None)."""
    if SERVICE_EVENTS.knows(kind):
        return SERVICE_EVENTS
    try:
        return getattr(rulesets.get_ruleset(ruleset), "event_templates", None)
    except (KeyError, ImportError):
        return None


def event_text(ruleset: str, event: EventLike, lang: Language) -> str:
    """The event's line in ``lang``, player tokens left in; the stored text when kind and data do not fit."""
    templates = _templates(ruleset, event.kind)
    if templates is None or not templates.knows(event.kind):
        return event.text
    from pbem.services.event_words import reader_data  # it renders prompts' words, whose module imports this one

    try:
        return templates.render(event.kind, reader_data(ruleset, event.data or {}, lang.code), lang)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        log.info("event %s kept its stored text: its data does not fit the template", event.kind)
        return event.text


def event_lines(ruleset: str, events: Iterable[EventLike], names: Names, code: str | None) -> list[str]:
    """Each event as the reader of language ``code`` reads it, with player names."""
    lang = language(code)
    return [render_text(event_text(ruleset, e, lang), names) for e in events]


class LoggedLike(EventLike, Protocol):
    game_id: int
    seq: int


# Lines of logged events by ruleset, language, game and number, each with the kind, English text and data it was
# rendered from. Why: every seat's email tells the events since its last one, so each event of a game is rendered
# once per seat that reads that language. Correct because :func:`event_text` depends on nothing else (the
# templates and catalogs are the process's own, and a language is keyed by its catalog's functions), and a kept
# line is given only for an event equal in all three (another database or a rewound game may number another
# event alike). A logged event is not changed once written, so the data kept is not copied.
_LOGGED: dict[tuple[str, Language], dict[tuple[int, int], tuple[str, str, Mapping[str, Any] | None, str]]] = {}
_LOGGED_KEPT = 4096  # rulesets and languages, and lines of each


def logged_lines(ruleset: str, events: Iterable[LoggedLike], names: Names, code: str | None) -> list[str]:
    """:func:`event_lines` of events of the log (read or just written), each rendered once in a language."""
    lang = language(code)
    kept_lines = _LOGGED.get((ruleset, lang))  # a language as its catalog (outside an app, none) writes it
    if kept_lines is None:
        if len(_LOGGED) >= _LOGGED_KEPT:  # a language made outside an app is another each time
            _LOGGED.clear()
        kept_lines = _LOGGED[ruleset, lang] = {}
    lines = []
    for e in events:
        kept = kept_lines.get((e.game_id, e.seq))
        if kept is not None and kept[0] == e.kind and kept[1] == e.text and kept[2] == e.data:
            line = kept[3]
        else:
            line = event_text(ruleset, e, lang)
            if len(kept_lines) >= _LOGGED_KEPT:
                kept_lines.clear()
            kept_lines[e.game_id, e.seq] = (e.kind, e.text, e.data, line)
        lines.append(render_text(line, names))
    return lines


def page_event_text(event: EventLike, ruleset: str) -> str:
    """The Jinja filter ``event_text``: the line in the language the page is written in."""
    return event_text(ruleset, event, language(current_language()))



@dataclass(frozen=True)
class _Outcome:
    """How the winners won, read from the view as the game-over event writes it (``{victory:victory}``)."""

    kind: str
    text: str
    data: Mapping[str, Any]


def winner_lines(ruleset: str, outcome: Iterable[Mapping[str, Any]] | None, names: Names,
                 code: str | None) -> list[str]:
    """How each winner won (a view's ``outcome``: ``{"seat", "how"}`` each), "Ann wins with five foreign
    colonies.", in language ``code``: the game-over event's words, so the page and the email say it as the log
    does. A ruleset without that event gets the English of the view."""
    ways = [[int(o["seat"]), o["how"]] for o in outcome or []]
    if not ways:
        return []
    english = " ".join(f"{player(s)} won {how}." for s, how in ways)
    said = _Outcome("game.over", english, {"victory": {"together": False, "ways": ways}})
    return [render_text(event_text(ruleset, said, language(code)), names)]


def winners_named(winners: Iterable[int], names: Names, code: str | None) -> str:
    """The winners by name, "Ann and Bob" ("nobody" when none), in language ``code``."""
    lang, seats = language(code), list(winners)
    return render_text(BOTH.write(seats, lang) if seats else listed(PLAYER, "nobody").write([], lang), names)


def page_word(word: str | None) -> str | None:
    """The Jinja filter ``word``: a name a view hands over in English that the events catalog translates (a
    card's label, an alien's name), in the language the page is written in."""
    if not word:
        return word
    translate = language(current_language()).gettext
    return translate(word)
