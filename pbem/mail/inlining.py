"""An email's CSS inlined once per shape of its HTML, not once per email: the same bytes as css-inline writes.

css-inline parses the whole document, matches every rule against it and writes the tree out again; for one
email that cost more than rendering its HTML template. Yet what it does to an email depends only on the
email's *shape*: its tags, classes and ids, where its text and attribute values are, and the CSS, not on what
the text and the values say. So the HTML template is rendered with each value it writes (escaped text, not
markup) as a numbered hole (:func:`hole`, the environment's ``finalize``); the document with holes, its shape,
is inlined once (:func:`_inlined_shape`, kept by shape); and each email's values are written into the
inlined shape as html5ever writes the text they parse back to: in text ``&``, ``<``, ``>`` and no-break
spaces escaped, in an attribute ``&``, ``"`` and no-break spaces.

Why that is the bytes css-inline writes for the whole email: a value is written into the template escaped
(``&<>"'`` as character references), so it parses back to exactly its own characters, and to characters of
the same text node or attribute value its hole parses to, as long as nothing parses it another way. What
could is ruled out before a shape is used, and such an email is inlined whole, as before:

- a value with a carriage return or a NUL (the parser rewrites them), or with a hole's own marks;
- a hole inside an element whose text the parser or the serialiser treats apart (``style``, ``script``,
  ``pre``, ``textarea``, ...; and tables, whose stray text the parser moves), inside a comment, in an
  attribute that is not quoted, or in a ``style``, ``class`` or ``id`` attribute (which css-inline reads);
- CSS whose selectors could look at text or attribute values (``[...]``, or any ``:`` such as ``:empty``).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any

import css_inline
from jinja2 import pass_context
from jinja2.runtime import Context

HOLE, HOLE_END = "\ue000", "\ue001"  # private-use characters: a hole is HOLE, its number, HOLE_END
_HOLE = re.compile(f"{HOLE}(\\d+){HOLE_END}")
_APART = re.compile(r"<(?:script|xmp|iframe|noembed|noframes|noscript|plaintext|pre|textarea|listing|table|select"
                    r"|template|svg|math|link|base|frameset)\b", re.IGNORECASE)
_STYLE = re.compile(r"<style\b[^>]*>(.*?)</style\s*>", re.IGNORECASE | re.DOTALL)
_PRELUDE = re.compile(r"([^{};]*)\{")
_TAG = re.compile(r'<[^<>"]*(?:"[^"]*"[^<>"]*)*>')  # a tag as html5ever writes it: values double-quoted
_UNQUOTED = re.compile(f"=\\s*[^\\s\"'>]*{HOLE}")  # a hole in an attribute value without quotes (or after a "=")
_TITLE = re.compile(r"<title\b.*?</title\s*>", re.IGNORECASE | re.DOTALL)
_READ_BY_CSS = frozenset({"style", "class", "id"})


@cache
def inliner() -> css_inline.CSSInliner:
    return css_inline.CSSInliner(keep_at_rules=True, load_remote_stylesheets=False)


@pass_context
def hole(context: Context, value: Any) -> Any:
    """The environment's ``finalize``: in a render that collects holes (see :func:`inlined`), a value that is
    not markup is kept aside and written as its numbered hole; otherwise the value itself, as without it."""
    holes: list[str] | None = getattr(context, "holes", None)
    if holes is None or hasattr(value, "__html__"):  # markup stays in the shape: its tags may take styles
        return value
    holes.append(str(value))
    return f"{HOLE}{len(holes) - 1}{HOLE_END}"


def inlined(shape: str, holes: list[str]) -> str | None:
    """The email ``shape`` stands for with ``holes`` written in, its CSS inlined; None when that cannot be
    done from the inlined shape (see the module's docstring), and the email must be inlined whole."""
    values = "".join(holes)  # str's own searches: a mark is beyond most values' characters, found at once
    if "\r" in values or "\0" in values or HOLE in values or HOLE_END in values:
        return None
    pieces = _inlined_shape(shape)
    if pieces is None or len(pieces[1]) != len(holes):
        return None  # a mark in the template's own text or in markup: the holes cannot be told apart
    out = [pieces[0]]
    for index, in_attribute, literal in pieces[1]:
        value = holes[index]
        value = value.replace("&", "&amp;").replace("\xa0", "&nbsp;")
        out.append(value.replace('"', "&quot;") if in_attribute else value.replace("<", "&lt;").replace(">", "&gt;"))
        out.append(literal)
    return "".join(out)


@lru_cache(maxsize=1024)
def _inlined_shape(shape: str) -> tuple[str, tuple[tuple[int, bool, str], ...]] | None:
    """The inlined shape as its text up to the first hole and, for each hole in turn, its number, whether it
    is in an attribute value, and the text after it; None when a value could change what css-inline does. It
    holds a hole for every mark in the shape, or is None, so an email compares its count of values with that
    (counting the marks in every email's shape cost more than writing its values in)."""
    if shape.count(HOLE) != shape.count(HOLE_END):
        return None
    body = shape.lower().find("<body")
    if body < 0 or _APART.search(shape) or _UNQUOTED.search(shape):
        return None
    if HOLE in _TAG.sub("", _TITLE.sub("", shape[:body])):
        return None  # text before the body (the head's) moves when it is not blank: only the title may hold a hole
    for css in _STYLE.findall(shape):
        if HOLE in css or any(("[" in prelude or ":" in prelude) and not prelude.lstrip().startswith("@")
                              for prelude in _PRELUDE.findall(css)):
            return None
    written = inliner().inline(shape)
    if "<!--" in written:
        return None
    found = list(_HOLE.finditer(written))
    if sorted(int(match[1]) for match in found) != list(range(shape.count(HOLE))):
        return None
    tags = [(tag.start(), tag.end()) for tag in _TAG.finditer(written)]
    pieces = []
    for number, match in enumerate(found):
        start = match.start()
        tag = next((left for left, right in tags if left < start < right), None)
        in_attribute = tag is not None
        if in_attribute:  # html5ever quotes every value with '"' and writes a '"' in one as "&quot;"
            before = written[tag:start]
            if before.count('"') % 2 == 0 or before[:before.rfind('"')].rstrip("=").split()[-1].lower() in _READ_BY_CSS:
                return None
        end = found[number + 1].start() if number + 1 < len(found) else len(written)
        pieces.append((int(match[1]), in_attribute, written[match.end():end]))
    return written[:found[0].start()] if found else written, tuple(pieces)
