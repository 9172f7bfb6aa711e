"""Turning a template in ``templates/email/`` into a subject, a plain-text body and an HTML body.

Each kind of email is two templates: ``<kind>.txt`` (its first line is
``Subject: ...``, then a blank line, then the text body) and ``<kind>.html``
(which extends ``_layout.html`` and keeps its styles in one ``<style>``
block). Both are written in the recipient's language: :func:`render` takes
it and switches the catalogs with ``force_locale``, so one job can write to
a Polish and an English player in turn. The HTML goes through css-inline, because mail clients drop
``<style>``; media queries stay in the head for the clients that read them.

Most emails are stored in the outbox as their kind and context (:func:`email_data`, taken in the
transaction that writes them) and rendered only when read (:func:`rendered_text`, :func:`rendered_html`:
the sender, the dev inbox, the moderators' lists). Rendering is most of what writing an email costs,
and a deadline sweep writes one or two per firing; the sender renders each once, when it sends it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import css_inline
from babel.support import NullTranslations
from flask import current_app, has_app_context
from flask_babel import force_locale, get_translations
from flask_babel.speaklater import LazyString
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from pbem.i18n import DEFAULT_LANGUAGE, babel_locale, current_language

TEMPLATES = Path(__file__).resolve().parents[2] / "templates" / "email"
SUBJECT_MAX = 300  # characters of an outbox row's subject (the column's width)
_CATALOG: ContextVar[NullTranslations] = ContextVar("pbem.mail.catalog")  # the catalog of the email being written


@dataclass(frozen=True)
class Rendered:
    subject: str
    text: str
    html: str


@cache
def _environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=select_autoescape(["html"], default_for_string=False, default=False),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        auto_reload=False,  # a running process never sees its email templates change: no stat per render
        extensions=["jinja2.ext.i18n"],
    )
    env.policies["ext.i18n.trimmed"] = True
    # the bare catalog lookups, as Flask-Babel gives the pages: Jinja's newstyle wrappers fill the
    # placeholders themselves, with every variable of the block (flask_babel.ngettext would fill only num)
    # The catalog is looked up once per email (:func:`render`), not once per translated string: Flask-Babel's
    # lookup walks the app context each time, and a template has dozens of strings.
    env.install_gettext_callables(  # type: ignore[attr-defined]
        lambda text: _CATALOG.get().ugettext(text),
        lambda singular, plural, n: _CATALOG.get().ungettext(singular, plural, n), newstyle=True)
    env.globals["current_language"] = current_language
    return env


@cache
def _inliner() -> css_inline.CSSInliner:
    return css_inline.CSSInliner(keep_at_rules=True, load_remote_stylesheets=False)


def render(kind: str, language: str = DEFAULT_LANGUAGE, **context: Any) -> Rendered:
    """The three parts of one email of ``kind`` (``decision``, ``reminder``, ...), in ``language``."""
    with _catalog_of(language):
        subject, text = _text(kind, context)
        return Rendered(subject=subject, text=text, html=_html(kind, subject, context))


def email_data(context: dict[str, Any]) -> dict[str, Any]:
    """``context`` as it will render later, plain JSON: each lazy string written now, in the email's
    language (``context["language"]``), as :func:`render` would write it."""
    entered: list[bool] = []
    with ExitStack() as stack:
        def in_language() -> None:  # the catalog, entered at the first lazy string: most contexts have none
            if not entered:
                stack.enter_context(_catalog_of(context.get("language") or DEFAULT_LANGUAGE))
                entered.append(True)
        return _plain(context, in_language)


_SCALARS = frozenset({str, int, bool, float, type(None)})


def _plain(value: Any, in_language: Callable[[], None]) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is dict:  # most values are scalars: kept without a call each
        return {key: item if type(item) in _SCALARS else _plain(item, in_language) for key, item in value.items()}
    if kind is list or kind is tuple:
        return [item if type(item) in _SCALARS else _plain(item, in_language) for item in value]
    if isinstance(value, LazyString):
        in_language()
        return str(value)
    # Markup among them: JSON would drop its "already escaped" mark, and it would render escaped twice.
    raise TypeError(f"an email's context is stored as JSON and cannot hold a {kind.__name__}")


def rendered_text(kind: str, data: dict[str, Any]) -> tuple[str, str]:
    """The subject (cut to the column's width, as a stored one is) and plain-text body of an email stored
    as its kind and :func:`email_data`."""
    with _catalog_of(data.get("language") or DEFAULT_LANGUAGE):
        subject, text = _text(kind, data)
        return subject[:SUBJECT_MAX], text


def rendered_html(kind: str, data: dict[str, Any], subject: str) -> str:
    """The HTML body (CSS inlined) of an email stored as its kind and :func:`email_data`."""
    with _catalog_of(data.get("language") or DEFAULT_LANGUAGE):
        return _html(kind, subject, data)


@contextmanager
def _catalog_of(language: str) -> Iterator[None]:
    """The catalog the templates translate with while an email is written; outside the app there are
    none: the templates' own English."""
    if not has_app_context():
        token = _CATALOG.set(NullTranslations())
        try:
            yield
        finally:
            _CATALOG.reset(token)
        return
    with force_locale(babel_locale(language)):  # a parsed locale is taken as it is
        catalogs = current_app.extensions.setdefault("pbem.mail.catalogs", {})  # this app's, by language
        if language not in catalogs:
            catalogs[language] = get_translations()
        token = _CATALOG.set(catalogs[language])
        try:
            yield
        finally:
            _CATALOG.reset(token)


def _text(kind: str, context: dict[str, Any]) -> tuple[str, str]:
    head, sep, text = _environment().get_template(f"{kind}.txt").render(**context).partition("\n\n")
    if not sep or not head.startswith("Subject: "):
        raise ValueError(f"templates/email/{kind}.txt must start with a 'Subject: ' line and a blank line")
    return " ".join(head.removeprefix("Subject: ").split()), text.strip() + "\n"


def _html(kind: str, subject: str, context: dict[str, Any]) -> str:
    return _inliner().inline(_environment().get_template(f"{kind}.html").render(subject=subject, **context))
