"""Text people type that others will read: titles, display names, reasons, messages.

One function, :func:`clean_text`, takes every such input, so a zero-width
space cannot pass for a reason, two names cannot differ only by something
nobody can see, and a right-to-left override cannot make a name read as
something else. It normalises (NFKC: compatibility forms such as fullwidth
letters become the plain ones), drops format characters (Unicode category
``Cf``: zero-width spaces and joiners, direction overrides, byte-order marks)
and letters that draw nothing (Hangul fillers, the blank braille pattern),
refuses control characters (a line break in a title would reach an email
header), collapses runs of spaces, and then requires something visible.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from flask_babel import LazyString, gettext

from pbem.services.errors import BadRequest

# Letters and symbols that render as nothing; NFKC keeps them and they are not category Cf.
BLANK_GLYPHS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
LINE_BREAKS = frozenset("\n\r\u2028\u2029\x85")
SPACES = frozenset("\t\v\f")
VISIBLE_CATEGORIES = ("L", "N", "P", "S")  # letters, digits, punctuation, symbols


def clean_text(raw: Any, what: str | LazyString, *, max_length: int, multiline: bool = False,
               required: bool = True) -> str:
    """``raw`` as it will be stored and shown, or a :class:`BadRequest` naming ``what`` and the problem.

    Single-line text refuses line breaks; ``multiline`` text keeps them (as ``\\n``) but trims each
    line. Without ``required`` an empty (or invisible) input gives ``""``.
    """
    if raw is None:
        raw = ""
    if not isinstance(raw, str):
        raise BadRequest(gettext("%(what)s: give text.", what=what))
    kept: list[str] = []
    for ch in unicodedata.normalize("NFKC", raw.replace("\r\n", "\n")):
        category = unicodedata.category(ch)
        if ch in LINE_BREAKS:
            if not multiline:
                raise BadRequest(gettext("%(what)s: keep it to one line.", what=what))
            kept.append("\n")
        elif ch in SPACES or category.startswith("Z"):
            kept.append(" ")
        elif category == "Cc":
            raise BadRequest(gettext("%(what)s: remove the control characters.", what=what))
        elif category in ("Cf", "Cs") or ch in BLANK_GLYPHS:
            continue
        else:
            kept.append(ch)
    lines = [" ".join(line.split()) for line in "".join(kept).split("\n")]
    text = "\n".join(lines).strip("\n") if multiline else " ".join(lines)
    if not any(unicodedata.category(ch).startswith(VISIBLE_CATEGORIES) for ch in text):
        if required:
            raise BadRequest(gettext("%(what)s: write something visible.", what=what))
        return ""
    if len(text) > max_length:
        raise BadRequest(gettext("%(what)s: at most %(most)d characters.", what=what, most=max_length))
    return text


def same_name(a: str | None, b: str | None) -> bool:
    """Whether two cleaned names would read alike to the table (case does not tell players apart)."""
    return a is not None and b is not None and a.casefold() == b.casefold()
