"""Events as data: one table of English templates per ruleset, rendered in any language.

An event carries its facts in ``data`` (seats, planets, card ids, counts: keys and numbers, never
words) and a ``kind``; its text is the ruleset's template for that kind filled in from ``data``.
The engine keeps the English text on the event for readers that know only text; the service asks
the ruleset to render the same kind and data through its own translations (a :class:`Language`),
so every reader gets the game in their language and nobody can add an English-only line.

A template is a :meth:`str.format` string whose fields are plain keys of ``data`` and may carry a *spec*
after the colon naming how the value is written: ``{seat:p}`` is a player (a :func:`engine.core.player`
token), and each ruleset adds its own (``{planet:planet}``, ``{card:card}``, ``{count:ships}`` ...). A
template that speaks of a count is a plural entry, ``(singular, plural, count key)``, so a translation
can give each plural form of its language. Names a spec writes (card labels, colours, alien names) go
through the same translations; :meth:`Templates.messages` lists every string a catalog must translate.

Prompts use the same machinery: a ruleset's prompt templates are a second :class:`Templates` keyed by
template key, and :meth:`Templates.say` gives a prompt's text or a label as an :class:`engine.core.Say`.
"""

from __future__ import annotations

import functools
import string
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import Event, Say, player

Template = str | tuple[str, str, str]


@dataclass(frozen=True)
class Language:
    """How a reader's language writes strings: ``gettext(msgid)`` and ``ngettext(singular, plural, n)``; ``code``
    names it, so words of another catalog inside a line (a prompt's, in an event) come in the same language."""

    gettext: Callable[[str], str] = staticmethod(lambda s: s)  # type: ignore[assignment]
    ngettext: Callable[[str, str, int], str] = staticmethod(  # type: ignore[assignment]
        lambda s, p, n: s if n == 1 else p)
    code: str = "en"


ENGLISH = Language()


@dataclass(frozen=True)
class Spec:
    """How one kind of value is written; ``words`` are the strings it may pass to the translations
    (singular strings, or ``(singular, plural)`` pairs) so the catalog can list them, or a function
    giving them when they are defined after the templates (the aliens' summaries, on their sheets)."""

    write: Callable[[Any, Language], str]
    words: tuple[str | tuple[str, str], ...] | Callable[[], tuple[str, ...]] = ()


def plural(singular: str, plural_: str) -> Spec:
    """A count written with its noun ("1 ship", "3 ships"): ``{n}`` in both forms is the count."""
    return Spec(lambda n, lang: lang.ngettext(singular, plural_, int(n)).format(n=n), ((singular, plural_),))


def named(table: Mapping[Any, str]) -> Spec:
    """A key written as its name from ``table`` (a reason, a role), translated."""
    return Spec(lambda key, lang: lang.gettext(table[key]), tuple(dict.fromkeys(table.values())))


def listed(one: Spec, empty: str = "nothing") -> Spec:
    """A list of values each written by ``one``, comma-separated; ``empty`` when there are none."""
    def write(values: Iterable[Any], lang: Language) -> str:
        parts = [one.write(v, lang) for v in values]
        return ", ".join(parts) if parts else lang.gettext(empty)
    return Spec(write, (*one.words, empty))


PLAYER = Spec(lambda seat, lang: player(int(seat)))


def _both(seats: Iterable[int], lang: Language) -> str:
    names = [player(int(s)) for s in seats]
    return names[0] if len(names) == 1 else lang.gettext("{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1])


BOTH = Spec(_both, ("{first} and {last}",))  # "Ann and Bob", "Ann, Bob and Cy"


@functools.lru_cache(maxsize=4096)
def _parsed(pattern: str) -> tuple[tuple[str, str | None, str], ...]:
    """A template cut once into (literal text, field name, spec) parts: a game renders tens of events per
    action, and parsing the pattern each time was most of an event's cost."""
    return tuple((literal, name, spec or "") for literal, name, spec, _ in string.Formatter().parse(pattern))


@dataclass(frozen=True)
class Templates:
    """One ruleset's event templates (kind -> template) and the specs its templates use."""

    table: Mapping[str, Template]
    specs: Mapping[str, Spec] = field(default_factory=dict)
    # the Says of keys without params (a form's field labels), made once: the same words every time
    _plain: dict[str, Say] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        builtin = {"p": PLAYER, "players": listed(PLAYER, "nobody"), "both": BOTH}
        object.__setattr__(self, "specs", {**builtin, **self.specs})

    def knows(self, kind: str) -> bool:
        return kind in self.table

    def render(self, kind: str, data: Mapping[str, Any], lang: Language = ENGLISH) -> str:
        """The text of an event of ``kind`` with ``data``; ``KeyError`` if either does not fit the table."""
        template = self.table[kind]
        if isinstance(template, tuple):
            singular, plural_, count = template
            n = data[count]
            pattern = lang.ngettext(singular, plural_, len(n) if isinstance(n, (list, tuple)) else int(n))
        else:
            pattern = lang.gettext(template)
        out = []
        for literal, name, spec in _parsed(pattern):
            out.append(literal)
            if name is not None:
                value = data[name]
                if isinstance(value, Say):  # words inside words (a field's label a refusal quotes): same language
                    value = self.render(value.key, value.params, lang) if self.knows(value.key) else value.english
                write = self.specs.get(spec)
                out.append(write.write(value, lang) if write is not None else format(value, spec))
        return "".join(out)

    def event(self, kind: str, seats: tuple[int, ...] | None = None, /, **data: Any) -> Event:
        """An event of ``kind``: its facts in ``data`` and its English text rendered from them when first read."""
        if kind not in self.table:  # an unknown kind fails where it is made, not later where it is read
            raise KeyError(kind)
        return Event(kind, (self.render, kind, data), seats, data)

    def say(self, key: str, /, **params: Any) -> Say:
        """A prompt's text or a label: template ``key`` with ``params``, and the English they render to when
        first read."""
        if not params:
            said = self._plain.get(key)
            if said is None:
                if key not in self.table:
                    raise KeyError(key)
                said = self._plain[key] = Say(key, params, (self.render, key, params))
            return said
        if key not in self.table:
            raise KeyError(key)
        return Say(key, params, (self.render, key, params))

    def messages(self) -> list[str | tuple[str, str]]:
        """Every string a catalog of these events must translate: templates, then the specs' words."""
        out: list[str | tuple[str, str]] = [t if isinstance(t, str) else (t[0], t[1]) for t in self.table.values()]
        for spec in self.specs.values():
            out += spec.words() if callable(spec.words) else spec.words
        return list(dict.fromkeys(out))
