"""Turning a template in ``templates/email/`` into a subject, a plain-text body and an HTML body.

Each kind of email is two templates: ``<kind>.txt`` (its first line is
``Subject: ...``, then a blank line, then the text body) and ``<kind>.html``
(which extends ``_layout.html`` and keeps its styles in one ``<style>``
block). Both are written in the recipient's language: each language has the
templates compiled with its catalog's translations written in (:class:`_TranslatedEnvironment`),
so one job can write to a Polish and an English player in turn. The HTML goes through css-inline, because
mail clients drop ``<style>``, once for each shape of an email, its values then written in
(:mod:`pbem.mail.inlining`); media queries stay in the head for the clients that read them.

Most emails are stored in the outbox as their kind and context (:func:`email_data`, taken in the
transaction that writes them) and rendered only when read (:func:`rendered_text`, :func:`rendered_html`:
the dev inbox, the moderators' lists; :func:`rendered`, both at once: the sender). Rendering is most of
what writing an email costs, and a deadline sweep writes one or two per firing; the sender renders each
once, when it sends it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextlib import AbstractContextManager, ExitStack, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.support import NullTranslations
from flask import current_app, has_app_context
from flask_babel import force_locale, get_translations
from flask_babel.speaklater import LazyString
from jinja2 import Environment, FileSystemLoader, StrictUndefined, Template, TemplateNotFound, nodes, select_autoescape
from jinja2.visitor import NodeTransformer

from pbem.i18n import DEFAULT_LANGUAGE, babel_locale, current_language
from pbem.mail.inlining import hole, inlined, inliner

TEMPLATES = Path(__file__).resolve().parents[2] / "templates" / "email"
SUBJECT_MAX = 300  # characters of an outbox row's subject (the column's width)


@dataclass(frozen=True)
class Rendered:
    subject: str
    text: str
    html: str


class _TranslatedEnvironment(Environment):
    """The email templates of one language, with what every render would work out the same way worked out
    once, when a template is compiled (:class:`_Resolved`): its constant translations and its includes.

    Jinja's i18n extension looks every ``{% trans %}`` and ``_("...")`` up as the template runs, through two
    or three context calls (one deriving a context for the block's variables), and an ``{% include %}`` copies
    the context into a new one; together they cost more than the rest of a render."""

    def __init__(self, catalog: NullTranslations, language: str) -> None:
        super().__init__(
            loader=FileSystemLoader(TEMPLATES),
            autoescape=select_autoescape(["html"], default_for_string=False, default=False),
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
            auto_reload=False,  # a running process never sees its email templates change: no stat per render
            extensions=["jinja2.ext.i18n"],
            finalize=hole,  # the values an HTML email writes, kept aside when it is inlined (write_html)
        )
        self.policies["ext.i18n.trimmed"] = True
        self.catalog = catalog
        # the bare catalog lookups, as Flask-Babel gives the pages: Jinja's newstyle wrappers fill the
        # placeholders themselves, with every variable of the block (flask_babel.ngettext would fill only num)
        self.install_gettext_callables(catalog.ugettext, catalog.ungettext, newstyle=True)  # type: ignore[attr-defined]
        self.globals["current_language"] = lambda: language  # what the templates ask for: <html lang=...>
        self.by_name: dict[str, tuple[Template, dict[str, Any]]] = {}

    def _loaded(self, name: str) -> tuple[Template, dict[str, Any]]:
        """``get_template``, kept in a plain dict with the template's globals flattened: the loaded templates
        never change (no ``auto_reload``), and ``get_template``'s locked cache and its checks cost as much as
        a small template's render."""
        loaded = self.by_name.get(name)
        if loaded is None:
            template = self.get_template(name)
            loaded = self.by_name[name] = (template, dict(template.globals))
        return loaded

    def write(self, name: str, context: dict[str, Any]) -> str:
        """``template(name).render(**context)``, the same text, with the render's context made from the
        template's globals flattened once: ``render`` copies them out of their ``ChainMap``, key by key, and
        iterates it again for the context's set of global names, every time (a fifth of a short render)."""
        return self._render(name, context)

    def write_html(self, name: str, context: dict[str, Any]) -> str:
        """The HTML email ``name`` with its CSS inlined, as css-inline writes the whole of it: from the shape
        of the email, inlined once for every email of that shape (:mod:`pbem.mail.inlining`)."""
        holes: list[str] = []
        written = inlined(self._render(name, context, holes), holes)
        return inliner().inline(self._render(name, context)) if written is None else written

    def _render(self, name: str, context: dict[str, Any], holes: list[str] | None = None) -> str:
        template, flat = self._loaded(name)
        written = self.context_class(self, {**flat, **context}, name, template.blocks, globals=flat)
        if holes is not None:
            written.holes = holes  # type: ignore[attr-defined]  # read by the finalize, pbem.mail.inlining.hole
        try:
            return self.concat(template.root_render_func(written))  # type: ignore[attr-defined]
        except Exception:
            self.handle_exception()

    def _parse(self, source: str, name: str | None, filename: str | None) -> nodes.Template:
        return _Resolved(self, name).visit(super()._parse(source, name, filename))


_FORMAT = re.compile(r"%(?:\((\w+)\)s|%|.?)", re.DOTALL)  # in a translation: %(name)s, %%, or any other


# What an included template may not hold to be written in where it is included: anything that names or
# sets something beyond its own output (a block, a macro, a variable its includer would then see).
_NOT_INLINED = (nodes.Extends, nodes.Block, nodes.Macro, nodes.CallBlock, nodes.Assign, nodes.AssignBlock,
                nodes.Import, nodes.FromImport, nodes.Include)


class _Resolved(NodeTransformer):
    """A template's syntax tree with what does not change between renders resolved:

    - ``gettext("...", **variables)`` (a ``{% trans %}`` block) and ``_("...")`` become the translation, as
      :func:`jinja2.ext._make_new_gettext` returns it at run time: marked safe in an HTML template, and
      always ``%``-formatted with the block's variables (plurals, ``ngettext``, still run through the catalog);
      where the translation is output on its own, its text and variables are written in as parts of the output
      (:meth:`visit_Output`);
    - ``{% include "name" %}`` becomes the included template's own tree, when it holds only output (see
      :data:`_NOT_INLINED`) and escapes as its includer does: what the include renders in a copy of the
      includer's context, it then renders in that context itself."""

    def __init__(self, environment: _TranslatedEnvironment, name: str | None) -> None:
        self.environment = environment
        self.name = name
        self.translations: dict[int, tuple[str, dict[str, nodes.Expr]]] = {}  # id(written) -> its parts

    def visit_Output(self, node: nodes.Output) -> nodes.Node:
        """A translation written out on its own (what ``{% trans %}`` is) becomes its text and its variables as
        parts of the output: the text as template data, each ``%(name)s`` as the variable, escaped (or not) as
        any output is. That is what ``Markup(text) % variables`` (or ``str % variables``) writes, without the
        formatting and its escaping helper object for each variable on every render."""
        node = self.generic_visit(node)
        parts: list[nodes.Node] = []
        for child in node.nodes:
            spliced = self._spliced(self.translations.get(id(child)))
            parts.extend([child] if spliced is None else spliced)
        node.nodes = parts
        return node

    def _spliced(self, translation: tuple[str, dict[str, nodes.Expr]] | None) -> list[nodes.Node] | None:
        if translation is None:
            return None
        text, variables = translation
        parts: list[nodes.Node] = []
        literal, at = "", 0
        for match in _FORMAT.finditer(text):
            name = match.group(1)
            if name is None and match.group() != "%%" or name is not None and name not in variables:
                return None  # a format only % itself reads as written (or a KeyError it raises): left to it
            literal += text[at:match.start()] + ("%" if name is None else "")
            if name is not None:
                parts += [nodes.TemplateData(literal), variables[name]] if literal else [variables[name]]
                literal = ""
            at = match.end()
        literal += text[at:]
        if literal:
            parts.append(nodes.TemplateData(literal))
        for part in parts:
            part.set_environment(self.environment)
        return parts

    def visit_Call(self, node: nodes.Call) -> nodes.Node:
        node = self.generic_visit(node)
        if not (isinstance(node.node, nodes.Name) and node.node.name in ("gettext", "_") and len(node.args) == 1
                and isinstance(node.args[0], nodes.Const) and isinstance(node.args[0].value, str)
                and node.dyn_args is None and node.dyn_kwargs is None):
            return node
        translated = nodes.MarkSafeIfAutoescape(nodes.Const(self.environment.catalog.ugettext(node.args[0].value)))
        variables = nodes.Dict([nodes.Pair(nodes.Const(keyword.key), keyword.value) for keyword in node.kwargs])
        written = nodes.Mod(translated, variables, lineno=node.lineno)
        written.set_environment(self.environment)
        self.translations[id(written)] = (translated.expr.value, {key.value: value for key, value in (
            (pair.key, pair.value) for pair in variables.items)})
        return written

    def visit_Include(self, node: nodes.Include) -> nodes.Node | list[nodes.Node]:
        if not (isinstance(node.template, nodes.Const) and node.with_context and not node.ignore_missing):
            return node
        name = node.template.value
        escapes = self.environment.autoescape
        if callable(escapes) and escapes(name) != escapes(self.name):
            return node
        try:
            source, filename, _ = self.environment.loader.get_source(self.environment, name)  # type: ignore[union-attr]
        except TemplateNotFound:  # raised where it always was: when a render reaches the include
            return node
        included = self.environment._parse(source, name, filename)  # resolved in turn
        if any(True for _ in included.find_all(_NOT_INLINED)):
            return node
        return included.body


_ENVIRONMENTS: dict[tuple[str, frozenset[tuple[Any, Any]]], _TranslatedEnvironment] = {}


def _environment(language: str) -> _TranslatedEnvironment:
    """The templates as written in ``language``: compiled once per language and catalog, found once per app
    (outside the app there are no catalogs: the templates' own English)."""
    if not has_app_context():
        return _compiled(DEFAULT_LANGUAGE, NullTranslations())
    environments = current_app.extensions.setdefault("pbem.mail.environments", {})  # this app's, by language
    if language not in environments:
        with force_locale(babel_locale(language)):  # a parsed locale is taken as it is
            environments[language] = _compiled(current_language(), get_translations())
    return environments[language]


def _compiled(language: str, catalog: NullTranslations) -> _TranslatedEnvironment:
    # Keyed by the catalog's messages, not the object: every app (each test makes one) loads its own
    # catalog objects, and compiling the templates again for each would cost more than they render.
    key = (language, frozenset(getattr(catalog, "_catalog", {}).items()))
    environment = _ENVIRONMENTS.get(key)
    if environment is None:
        environment = _ENVIRONMENTS.setdefault(key, _TranslatedEnvironment(catalog, language))
    return environment


def render(kind: str, language: str = DEFAULT_LANGUAGE, **context: Any) -> Rendered:
    """The three parts of one email of ``kind`` (``decision``, ``reminder``, ...), in ``language``."""
    with _in_locale(language):  # a lazy string in the context is written as it renders
        subject, text = _text(kind, language, context)
        return Rendered(subject=subject, text=text, html=_html(kind, language, subject, context))


def email_data(context: dict[str, Any]) -> dict[str, Any]:
    """``context`` as it will render later, plain JSON: each lazy string written now, in the email's
    language (``context["language"]``), as :func:`render` would write it."""
    entered: list[bool] = []
    with ExitStack() as stack:
        def in_language() -> None:  # the catalog, entered at the first lazy string: most contexts have none
            if not entered:
                stack.enter_context(_in_locale(context.get("language") or DEFAULT_LANGUAGE))
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
    subject, text = _text(kind, data.get("language") or DEFAULT_LANGUAGE, data)
    return subject[:SUBJECT_MAX], text


def rendered_html(kind: str, data: dict[str, Any], subject: str) -> str:
    """The HTML body (CSS inlined) of an email stored as its kind and :func:`email_data`."""
    return _html(kind, data.get("language") or DEFAULT_LANGUAGE, subject, data)


def rendered(kind: str, data: dict[str, Any]) -> Rendered:
    """:func:`rendered_text` and :func:`rendered_html` (with that subject) at once, the language's templates
    looked up once: what the sender writes for every email."""
    environment = _environment(data.get("language") or DEFAULT_LANGUAGE)
    subject, text = _split(kind, environment.write(f"{kind}.txt", data))
    subject = subject[:SUBJECT_MAX]
    html = environment.write_html(f"{kind}.html", {**data, "subject": subject})
    return Rendered(subject=subject, text=text, html=html)


def _in_locale(language: str) -> AbstractContextManager[Any]:
    """Flask-Babel's locale for a context's lazy strings; outside the app there is none to switch."""
    return force_locale(babel_locale(language)) if has_app_context() else nullcontext()


def _text(kind: str, language: str, context: dict[str, Any]) -> tuple[str, str]:
    return _split(kind, _environment(language).write(f"{kind}.txt", context))


def _split(kind: str, written: str) -> tuple[str, str]:
    """The subject and body of a rendered ``.txt`` template."""
    head, sep, text = written.partition("\n\n")
    if not sep or not head.startswith("Subject: "):
        raise ValueError(f"templates/email/{kind}.txt must start with a 'Subject: ' line and a blank line")
    return " ".join(head.removeprefix("Subject: ").split()), text.strip() + "\n"


def _html(kind: str, language: str, subject: str, context: dict[str, Any]) -> str:
    return _environment(language).write_html(f"{kind}.html", {**context, "subject": subject})
