"""The gettext catalogs: every marked string translated in every language, placeholders intact,
Polish with its three plural forms, and the committed .mo files compiled from the .po beside them.

The strings are extracted afresh from the sources (babel.cfg, as ``make i18n-extract`` does), so a
string marked without ``make i18n-update`` fails here, not in a player's inbox as English.
"""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from pbem.i18n import DEFAULT_LANGUAGE, LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = ROOT / "pbem" / "translations"
TRANSLATED = [code for code in LANGUAGES if code != DEFAULT_LANGUAGE]
PLACEHOLDER = re.compile(r"%\((\w+)\)[sdif]|%[sdif]")
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "lazy_gettext": None, "lazy_ngettext": (1, 2)}


def _key(message_id):
    """A plural message is keyed by its (singular, plural) pair, whichever reader gave it."""
    return tuple(message_id) if isinstance(message_id, list | tuple) else message_id


def _source_msgids() -> set:
    with open(ROOT / "babel.cfg") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    found = set()
    for _path, _line, message, _comments, _context in extract_from_dir(
            ROOT, method_map, options_map, keywords=KEYWORDS):
        found.add(_key(message))
    return found


def _catalog(code: str):
    with open(CATALOGS / code / "LC_MESSAGES" / "messages.po", "rb") as po:
        return read_po(po, locale=code)


def _placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text) or [])


def test_the_template_catalog_holds_exactly_the_marked_strings():
    with open(CATALOGS / "messages.pot", "rb") as pot:
        template = {_key(m.id) for m in read_po(pot) if m.id}
    assert template == _source_msgids(), "run `make i18n-update` after marking or changing strings"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_marked_string_is_translated_with_its_placeholders(code):
    catalog = _catalog(code)
    translated = {_key(m.id): m for m in catalog if m.id}
    missing = sorted(str(i) for i in _source_msgids() if i not in translated or not all(_key(translated[i].string)))
    assert missing == [], f"{code} lacks translations for {missing}"
    for message in translated.values():
        if message.fuzzy:
            pytest.fail(f"{code}: {message.id!r} is fuzzy")
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for string in strings:
            assert _placeholders(string) == _placeholders(ids[-1]), f"{code}: placeholders differ in {message.id!r}"
    assert catalog.check() is not None and all(not errors for _m, errors in catalog.check())


def test_polish_counts_in_three_forms_1_gra_2_gry_5_gier():
    with open(CATALOGS / "pl" / "LC_MESSAGES" / "messages.mo", "rb") as mo:
        polish = gettext.GNUTranslations(mo)
    singular, plural = "You have %(num)s game running with this address.", \
        "You have %(num)s games running with this address."
    said = {n: polish.ngettext(singular, plural, n) % {"num": n} for n in (1, 2, 4, 5, 12, 22, 25)}
    assert said[1] == "Masz pod tym adresem 1 grę w toku."
    assert said[2] == "Masz pod tym adresem 2 gry w toku." and said[4].endswith("gry w toku.")
    assert said[22].endswith("gry w toku.")
    assert all(said[n].endswith("gier w toku.") for n in (5, 12, 25))


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_committed_mo_matches_its_po(code):
    with open(CATALOGS / code / "LC_MESSAGES" / "messages.mo", "rb") as mo:
        compiled = {_key(m.id): _key(m.string) for m in read_mo(mo) if m.id}
    source = {_key(m.id): _key(m.string) for m in _catalog(code) if m.id and m.string}
    assert compiled == source, "run `make i18n-compile`"


# The "events" domain: event lines rendered from the rulesets' template tables (pbem.event_catalog).
FIELD = re.compile(r"\{(\w*)(?::(\w+))?\}")
NPLURALS = {"pl": 3, "hu": 1, "it": 2}


def _events_catalog(code: str):
    with open(CATALOGS / code / "LC_MESSAGES" / "events.po", "rb") as po:
        return read_po(po, locale=code, domain="events")


def _translated(message) -> bool:
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return bool(message.id) and all(strings)


def _fields(text: str) -> list[str]:
    return sorted(m.group(0) for m in FIELD.finditer(text))


def _assert_fields_and_forms(catalog, code: str) -> None:
    """Each translated message keeps its template's fields and gives every plural form of its language."""
    for message in catalog:
        if not _translated(message):
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if isinstance(message.id, tuple):
            assert len(strings) == NPLURALS[code], f"{code}: {message.id!r} needs {NPLURALS[code]} forms"
        for string in strings:
            assert _fields(string) == _fields(ids[-1]), f"{code}: fields differ in {message.id!r}"


def test_the_events_template_holds_exactly_the_rulesets_event_strings():
    from pbem.event_catalog import catalog

    with open(CATALOGS / "events.pot", "rb") as pot:
        template = {_key(m.id) for m in read_po(pot) if m.id}
    assert template == {_key(m.id) for m in catalog() if m.id}, "run `make i18n-update` after changing events"


@pytest.mark.parametrize("domain", ["events", "prompts"])
@pytest.mark.parametrize("code", TRANSLATED)
def test_every_engine_translation_keeps_its_fields_and_plural_forms(code, domain):
    """The engine's domains (event lines, prompts): each translation keeps its template's fields, gives every
    plural form, and the committed .mo holds it."""
    with open(CATALOGS / code / "LC_MESSAGES" / f"{domain}.po", "rb") as po:
        catalog = read_po(po, locale=code, domain=domain)
    with open(CATALOGS / f"{domain}.pot", "rb") as pot:
        assert {_key(m.id) for m in catalog if m.id} == {_key(m.id) for m in read_po(pot) if m.id}, \
            "run `make i18n-update`"
    _assert_fields_and_forms(catalog, code)
    with open(CATALOGS / code / "LC_MESSAGES" / f"{domain}.mo", "rb") as mo:
        compiled = {_key(m.id): _key(m.string) for m in read_mo(mo) if m.id}
    source = {_key(m.id): _key(m.string) for m in catalog if _translated(m)}
    assert {k: compiled.get(k) for k in source} == source, "run `make i18n-compile`"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_event_string_is_translated(code):
    missing = [m.id for m in _events_catalog(code) if m.id and not _translated(m)]
    assert missing == [], f"{code} lacks {len(missing)} event translations"


# The "prompts" domain: the questions and answers players are asked, from the rulesets' prompt templates.
def _prompts_catalog(code: str):
    with open(CATALOGS / code / "LC_MESSAGES" / "prompts.po", "rb") as po:
        return read_po(po, locale=code, domain="prompts")


def test_the_prompts_template_holds_exactly_the_rulesets_prompt_strings():
    from pbem.event_catalog import catalog

    with open(CATALOGS / "prompts.pot", "rb") as pot:
        template = {_key(m.id) for m in read_po(pot) if m.id}
    assert template == {_key(m.id) for m in catalog("prompts") if m.id}, "run `make i18n-update` after changing prompts"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_prompt_string_is_translated(code):
    missing = [m.id for m in _prompts_catalog(code) if m.id and not _translated(m)]
    assert missing == [], f"{code} lacks {len(missing)} prompt translations"


def test_polish_asks_for_ships_in_three_forms():
    with open(CATALOGS / "pl" / "LC_MESSAGES" / "prompts.mo", "rb") as mo:
        polish = gettext.GNUTranslations(mo)
    singular, plural = "{n} foreign colony", "{n} foreign colonies"
    said = {n: polish.ngettext(singular, plural, n).format(n=n) for n in (1, 3, 5, 22)}
    assert said == {1: "1 zewnętrzna kolonia", 3: "3 zewnętrzne kolonie", 5: "5 zewnętrznych kolonii",
                    22: "22 zewnętrzne kolonie"}
