"""What a player wrote in a reply, and what it answers.

The new text of a reply is its plain-text part (or its HTML part turned into
text by inscriptis, for clients that send only HTML), without what it quotes
or its signature. mail-parser-reply splits replies on the headers mail clients
write in many languages ("On … wrote:", "Il … ha scritto:", "Dnia … napisał(a):");
the few it does not know (Hungarian "… ezt írta:", "… írta:" and "Feladó:", Gmail's Polish
"… napisał(a):" without "Dnia", Thunderbird's "… pisze:"), "-----Messaggio originale-----"
separators, "Sent from my phone" lines (also in Polish, Hungarian and Italian), a closing line
("Pozdrawiam,", "Üdv,", "Saluti,") below the answer, and any line quoted with ">" are cut here too.
"away until 2026-12-26" may also be written "nieobecny do 2026-12-26", "assente fino al 2026-12-26"
or "távol 2026-12-26-ig".

An enumerated decision is answered by the number it has in the email, its key,
or its words ("2", "negotiate", "attack 08"); a form by its fields, one per line
(``ships: Red 1=2, Red 3=1``). A reply to an email that asks several decisions
begins each answer with the decision's letter ("A: 2", or "B:" on a line of its own above a form's
parts; :func:`split_lettered`). Nothing here touches the database: it reads
text and a prompt, and says what the text chooses or why it chooses nothing.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from email.message import EmailMessage
from typing import Any

from flask_babel import force_locale, gettext
from inscriptis import get_text
from mailparser_reply import EmailReplyParser

from engine.core import Field, Option, Prompt
from pbem.i18n import DEFAULT_LANGUAGE

LANGUAGES = ["en", "de", "fr", "it", "pl", "nl", "sv", "da", "es", "cs"]
# Reply headers mail-parser-reply misses: Gmail's Hungarian and Polish "… wrote:" lines, Outlook's Hungarian.
# Thunderbird's Polish "… pisze:" and Hungarian "… keltezéssel, … írta:" too.
_MISSED_HEADER = re.compile(
    r"^(?:.*\S\s+(?:ezt írta|írta|napisał\(a\)|napisał|napisała|pisze|wrote|ha scritto|schrieb|a écrit)"
    r"\s*(?:\(.*\))?\s*:\s*$"
    r"|\s*(?:Feladó|Od|From|Da|Von|De)\s*:.*$)", re.IGNORECASE)
# "-----Original Message-----", "-----Messaggio originale-----", "-----Eredeti üzenet-----", …
_SEPARATOR = re.compile(r"^\s*-{3,}\s*[^-].*?-{3,}\s*$")
# What phones and mail apps add below the answer, in the seeds' languages and English.
_SENT_FROM = re.compile(r"^\s*(?:sent from|get outlook for|wysłane z|wysłano z|küldve|küldés|inviato da|inviato dal"
                        r"|enviado desde|gesendet von)\b", re.IGNORECASE)
# A closing line on its own ("Pozdrawiam,", "Üdv,", "Saluti,", "Cheers") ends the answer when words come before it.
_CLOSING = re.compile(r"^\s*(?:pozdrawiam|pozdrowienia|pozdro|dzięki|üdv|üdvözlettel|köszönöm|saluti|cordiali saluti"
                      r"|un saluto|ciao|grazie|regards|best regards|kind regards|best|cheers|thanks|thank you)"
                      r"\s*[,.!]?\s*$", re.IGNORECASE)
_QUOTED = re.compile(r"^\s*>")
_LETTERED = re.compile(r"^([A-Za-z])\s*[:.)]\s*(.*)$")  # "A: 2", "b) negotiate", "B." above a form's parts
_NUMBER = re.compile(r"^[#(]?\s*(\d{1,3})\s*[.):]?$")
_DATE = r"(\d{4})-(\d{1,2})-(\d{1,2})"
# "away until 2026-12-26" in English, Polish, Italian and Hungarian ("távol 2026-12-26-ig").
_AWAY = re.compile(
    rf"^\s*(?:away\s+(?:until|till|to)\s+{_DATE}|(?:jestem\s+)?nieobecn[yaei]\s+do\s+(?:dnia\s+)?{_DATE}"
    rf"|(?:sono\s+)?assente\s+fino\s+al?l?'?\s*{_DATE}|távol\s+(?:vagyok\s+)?{_DATE}\s*-?ig)\s*\.?\s*$",
    re.IGNORECASE)
MAX_LINES = 6  # how far below a greeting an answer is looked for
_FORM_WORDS = {"form", "the form", "link", "send me the form", "help"}
_SUGGESTED_WORDS = {"suggested", "suggestion", "the suggested answer", "ok", "yes", "default"}


@dataclass(frozen=True)
class Parsed:
    """What a reply's text says: a ``choice`` for the rules to check, or why none was read (``problem``),
    or that the player wants the form (``form``)."""

    choice: Any = None
    problem: str | None = None
    form: bool = False


def body_text(message: EmailMessage) -> str:
    """The message's text as its author sees it: the plain part, else the HTML part as text."""
    part = message.get_body(("plain",))
    if part is not None:
        return _content(part)
    part = message.get_body(("html",))
    if part is not None:
        return get_text(_content(part))
    return ""


def _content(part: EmailMessage) -> str:
    try:
        content = part.get_content()
    except (LookupError, ValueError):  # an unknown charset: read what can be read
        payload = part.get_payload(decode=True) or b""
        content = payload.decode("utf-8", errors="replace") if isinstance(payload, bytes) else str(payload)
    return content if isinstance(content, str) else ""


def new_text(text: str) -> str:
    """The reply's own words: quoted text, reply headers and the signature cut off."""
    text = text.replace("\r\n", "\n")
    replies = EmailReplyParser(languages=LANGUAGES).read(text).replies
    text = replies[0].body if replies else text
    kept = []
    for line in text.split("\n"):
        if (_QUOTED.match(line) or _MISSED_HEADER.match(line) or _SEPARATOR.match(line) or _SENT_FROM.match(line)
                or line.strip() in ("--", "-- ")):
            break
        if _CLOSING.match(line) and any(k.strip() for k in kept):
            break
        kept.append(line)
    return "\n".join(kept).strip()


def lines_of(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.split("\n") if line.strip()]


def parse_away(text: str) -> date | None:
    """The date of an "away until 2026-12-26" command, or None when the text is not one (or no real date)."""
    first = lines_of(text)[:1]
    match = _AWAY.match(first[0]) if first else None
    if match is None:
        return None
    year, month, day = (int(g) for g in match.groups() if g is not None)
    try:
        return date(year, month, day)
    except ValueError:
        return None


def parse_answer(prompt: Prompt, text: str) -> Parsed:
    """The choice ``text`` makes for ``prompt`` (labels as the email showed them, names rendered)."""
    lines = lines_of(text)
    if not lines:
        return Parsed(problem=gettext("the reply holds no answer (write the number or the words of your choice "
                                      "above the quoted email)"), form=prompt.composite)
    first = _plain(lines[0])
    if first in _FORM_WORDS:
        return Parsed(form=True)
    if prompt.composite:
        if first in _SUGGESTED_WORDS and prompt.suggested is not None:
            return Parsed(choice=prompt.suggested)
        return _parse_fields(prompt, lines)
    option, problem = match_option(prompt.options, lines[0])
    if option is None:
        # "Hi Bob,\nnegotiate": a greeting first. Another line counts only if it names one choice exactly.
        named = {o.key for o in (exact_option(prompt.options, line) for line in lines[1:MAX_LINES]) if o}
        if len(named) != 1:
            return Parsed(problem=problem)
        return Parsed(choice=named.pop())
    return Parsed(choice=option.key)


def split_lettered(text: str, letters: str) -> tuple[dict[str, str], str | None]:
    """A reply to an email asking several decisions (lettered ``letters``), cut into each one's answer:
    ``{letter: text}``, or why it cannot be (``problem``). An answer runs from its letter's line to the next
    letter (a form's parts go below its letter); what comes before the first letter is a greeting. No letter
    at all gives ``{}``, for the caller to decide what an unlettered answer means."""
    answers: dict[str, list[str]] = {}
    current = None
    for line in lines_of(text):
        lettered = _LETTERED.match(line)
        if lettered is not None:
            current = lettered.group(1).upper()
            if current not in letters:
                return {}, gettext("this email has no decision %(letter)s (they go from A to %(last)s)",
                                   letter=current, last=letters[-1])
            if current in answers:
                return {}, gettext("your reply answers decision %(letter)s twice", letter=current)
            answers[current] = [lettered.group(2)] if lettered.group(2) else []
        elif current is not None:
            answers[current].append(line)
    return {letter: "\n".join(lines) for letter, lines in answers.items()}, None


def _plain(text: str) -> str:
    """For comparing what a person typed with a label: case, accents' forms, spacing and end marks aside."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(text.replace("—", " ").replace("–", " ").split()).strip(" .!,;\"'")


def match_option(options: tuple[Option, ...], typed: str) -> tuple[Option | None, str | None]:
    """The option ``typed`` names, by its number (1 is the first), key or words; else None and why."""
    want = _plain(typed)
    number = _NUMBER.match(want)
    if number:
        n = int(number.group(1))
        if 1 <= n <= len(options):
            return options[n - 1], None
        return None, gettext("there is no choice number %(number)d (they go from 1 to %(last)d)", number=n,
                             last=len(options))
    for option in options:
        if _plain(option.key) == want or _plain(option.label) == want:
            return option, None
    starts = [o for o in options if _starts_with_words(_plain(o.label), want)]
    if len({o.label for o in starts}) == 1:
        return starts[0], None
    if starts:
        return None, gettext("“%(typed)s” could be any of: %(choices)s", typed=typed,
                             choices="; ".join(dict.fromkeys(o.label for o in starts)))
    return None, gettext("“%(typed)s” is not one of the choices", typed=typed)


def exact_option(options: tuple[Option, ...], typed: str) -> Option | None:
    """The option ``typed`` names whole (its number, key or all its words), else None."""
    option, _ = match_option(options, typed)
    if option is None or _NUMBER.match(_plain(typed)):
        return option
    return option if _plain(typed) in (_plain(option.key), _plain(option.label)) else None


def _starts_with_words(label: str, want: str) -> bool:
    return bool(want) and label.startswith(want) and (len(label) == len(want) or not label[len(want)].isalnum())


def _parse_fields(prompt: Prompt, lines: list[str]) -> Parsed:
    by_name = {}
    for f in prompt.fields:
        by_name[_plain(f.name)] = f
        by_name.setdefault(_plain(f.label), f)
    out: dict[str, Any] = {}
    for line in lines:
        name, colon, value = line.partition(":")
        f = by_name.get(_plain(name)) if colon else None
        if f is None:
            if not out:
                return Parsed(form=True, problem=gettext(
                    "“%(line)s” does not name a part of this decision (%(parts)s)", line=line,
                    parts=", ".join(x.name for x in prompt.fields)))
            break  # the answer ended; what follows is chatter the quote stripper left
        parsed, problem = _field_value(f, value.strip())
        if problem:
            return Parsed(problem=f"{f.name}: {problem}")
        out[f.name] = parsed
    return Parsed(choice=out)


def _field_value(f: Field, value: str) -> tuple[Any, str | None]:
    if f.type == "int":
        return (int(value), None) if re.fullmatch(r"-?\d{1,6}", value) else (None, gettext("give a whole number"))
    parts = [p.strip() for p in re.split(r"[,;]", value) if p.strip()]
    if f.type == "choice":
        if _plain(value) in ("", "none", "nothing", "-"):
            return None, None
        option, problem = match_option(f.options, value)
        return (option.key if option else None), problem
    if f.type == "multi":
        keys = []
        for part in parts if _plain(value) not in ("none", "nothing", "-") else []:
            option, problem = match_option(f.options, part)
            if option is None:
                return None, problem
            keys.append(option.key)
        return keys, None
    counts: dict[str, int] = {}  # count_map: "Red 1=2, Red 3=1" (or "Red 1: 2")
    for part in parts if _plain(value) not in ("none", "nothing", "-") else []:
        place, sep, count = part.rpartition("=") if "=" in part else part.rpartition(" ")
        if not sep or not re.fullmatch(r"\d{1,4}", count.strip()):
            if not f.options:
                return None, gettext("nothing to count here")
            return None, gettext("write each place as “place=count”, as in “%(example)s=1”",
                                 example=f.options[0].label.split(" — ")[0])
        option, problem = match_option(f.options, place)
        if option is None:
            return None, problem
        counts[option.key] = counts.get(option.key, 0) + int(count)
    return counts, None


def reply_lines(prompt: Prompt, language: str | None) -> list[str]:
    """How to answer a form by reply, one line per field, in the words (and ``language``) the email uses:
    the email is written in its reader's language whatever language the request that wrote it spoke."""
    with force_locale(language or DEFAULT_LANGUAGE):
        return [_reply_line(f) for f in prompt.fields]


def _reply_line(f: Field) -> str:
    listed = "; ".join(o.label.split(" — ")[0] for o in f.options)
    if f.type == "int":
        hint = gettext("a number from %(least)d to %(most)d", least=f.min, most=f.max)
    elif f.type == "choice":
        hint = (gettext("one of %(choices)s", choices=listed) if f.required
                else gettext("one of %(choices)s, or none", choices=listed))
    elif f.type == "multi":
        hint = (gettext("any of %(choices)s, separated by commas, or none", choices=listed) if f.min == 0
                else gettext("any of %(choices)s, separated by commas", choices=listed))
    else:
        hint = gettext("place=count, … (places: %(places)s)", places=listed)
    return f"{f.name}: {hint}" + ("" if _plain(f.label) == _plain(f.name) else f"  ({f.label})")
