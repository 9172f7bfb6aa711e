"""Turning a template in ``templates/email/`` into a subject, a plain-text body and an HTML body.

Each kind of email is two templates: ``<kind>.txt`` (its first line is
``Subject: ...``, then a blank line, then the text body) and ``<kind>.html``
(which extends ``_layout.html`` and keeps its styles in one ``<style>``
block). Both are written in the recipient's language: :func:`render` takes
it and switches the catalogs with ``force_locale``, so one job can write to
a Polish and an English player in turn. The HTML goes through css-inline, because mail clients drop
``<style>``; media queries stay in the head for the clients that read them.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import css_inline
from babel.support import NullTranslations
from flask import has_app_context
from flask_babel import force_locale, get_translations
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from pbem.i18n import DEFAULT_LANGUAGE, current_language

TEMPLATES = Path(__file__).resolve().parents[2] / "templates" / "email"
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
    if not has_app_context():  # no catalogs outside the app: the templates' own English
        return _with_catalog(NullTranslations(), kind, context)
    with force_locale(language):
        return _with_catalog(get_translations(), kind, context)


def _with_catalog(catalog: NullTranslations, kind: str, context: dict[str, Any]) -> Rendered:
    token = _CATALOG.set(catalog)
    try:
        return _render(kind, context)
    finally:
        _CATALOG.reset(token)


def _render(kind: str, context: dict[str, Any]) -> Rendered:
    env = _environment()
    head, sep, text = env.get_template(f"{kind}.txt").render(**context).partition("\n\n")
    if not sep or not head.startswith("Subject: "):
        raise ValueError(f"templates/email/{kind}.txt must start with a 'Subject: ' line and a blank line")
    subject = " ".join(head.removeprefix("Subject: ").split())
    html = _inliner().inline(env.get_template(f"{kind}.html").render(subject=subject, **context))
    return Rendered(subject=subject, text=text.strip() + "\n", html=html)
