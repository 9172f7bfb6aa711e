"""Which language a page or an email is written in, and the Babel plumbing behind it.

A page follows its reader: the signed-in player's (or the settings page's owner's)
``User.language``, which a view puts in ``g.pbem_language``; else the language a
moderator chose on the console (kept in a cookie); else the browser's
``Accept-Language``. An email follows its recipient, whatever page or job sends it,
so :func:`pbem.mail.render.render` switches locale per recipient.
Catalogs: ``pbem/translations/<lang>/LC_MESSAGES/messages.po`` (the .mo beside each is
committed, so a fresh checkout needs no compile step; ``make i18n-compile`` rebuilds them).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from babel import Locale
from flask import Flask, g, has_request_context, request
from flask_babel import Babel, get_locale, get_translations, refresh
from jinja2.ext import _make_new_gettext, _make_new_ngettext

# The languages shipped, each named in itself for the menus that offer them.
LANGUAGES: dict[str, str] = {"en": "English", "pl": "Polski", "hu": "Magyar", "it": "Italiano"}
DEFAULT_LANGUAGE = "en"
MODERATOR_COOKIE = "pbem_lang"


def valid_language(code: str | None) -> bool:
    return code in LANGUAGES


@cache
def babel_locale(code: str) -> Locale:
    """Babel's locale for a language code, parsed once: Babel and Flask-Babel take a parsed one as it is,
    and parse a code again on every call (every date and every switch of an email's language)."""
    return Locale.parse(code)


def browser_language() -> str:
    """The best of our languages for the request's ``Accept-Language`` (English without a request)."""
    if not has_request_context():
        return DEFAULT_LANGUAGE
    return request.accept_languages.best_match(LANGUAGES) or DEFAULT_LANGUAGE


def use_language(code: str | None) -> None:
    """A view that knows its reader says so here, before rendering."""
    if valid_language(code):
        g.pbem_language = code
        refresh()  # Flask-Babel keeps the locale it chose first; this reader's wins


def select_locale() -> str:
    chosen = g.get("pbem_language")
    if chosen:
        return chosen
    if has_request_context():
        cookie = request.cookies.get(MODERATOR_COOKIE)
        if valid_language(cookie):
            return cookie
    return browser_language()


def current_language() -> str:
    """The language being written in now (a page's reader's, or the recipient's inside ``force_locale``)."""
    locale = get_locale()
    return locale.language if locale is not None and locale.language in LANGUAGES else DEFAULT_LANGUAGE


def _forget_previous_reader() -> None:
    """An app context can outlive one request (the CLI, a test client): each request chooses afresh."""
    g.pop("pbem_language", None)
    refresh()


def _bound_gettext() -> dict[str, Any]:
    """A page's ``gettext`` and ``ngettext`` (``_`` and ``{% trans %}`` resolve them), bound to its reader's
    catalog once per render: Flask-Babel's, installed as the environment's globals, find the locale and the
    catalog again on every call (a quarter of a page's render). Jinja's own newstyle wrappers, so a string
    is marked safe and formatted as before; a macro imported without the context uses the globals, the same
    catalog."""
    translations = get_translations()
    return {"gettext": _make_new_gettext(translations.ugettext),
            "ngettext": _make_new_ngettext(translations.ungettext)}


def init_app(app: Flask) -> None:
    Babel(app, locale_selector=select_locale, default_translation_directories="translations")
    app.before_request(_forget_previous_reader)
    app.jinja_env.policies["ext.i18n.trimmed"] = True
    app.jinja_env.globals["languages"] = LANGUAGES
    app.jinja_env.globals["current_language"] = current_language
    app.context_processor(_bound_gettext)
