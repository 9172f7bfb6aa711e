"""Every event line reads as Polish (issue 19): each template of every ruleset, and of the service's own
lines, is rendered for a Polish reader with sample data of the right shape, and no English word is left
in it. English words are those of the English templates that no Polish translation uses (names such as
Fido or Genesis are the same in both), so a template, a spec's word or a name left untranslated shows up
here as the line a Polish player would read."""

from __future__ import annotations

import re
import string
from typing import Any

import pytest
from babel.messages.pofile import read_po

from engine import get_ruleset, ruleset_names
from engine.core import Event
from engine.starfarers.encounter_cards import BY_ID
from engine.starfarers.events import NAMES
from engine.starfarers.events import TEMPLATES as STARFARERS
from pbem.event_catalog import catalog
from pbem.services.event_text import event_text, language
from pbem.services.service_events import TEMPLATES as SERVICE
from tests.pbem.test_translations import CATALOGS

WORD = re.compile(r"[A-Za-zÀ-ž'-]{3,}")
# A sample value for each way a Cosmic template writes a field (its spec), and for a bare field.
COSMIC_SAMPLES: dict[str | None, Any] = {
    "p": 1, "players": [1, 2], "both": [1, 2], "planet": ["blue", 2], "planets": [["red", 1], ["blue", 3]],
    "card": 3, "cards": [3, 4], "hand": [3, 4], "cards_or_none": [3], "label": "Morph", "shown_card": 3,
    "ships": 2, "ships_capital": 5, "alien": "Amoeba", "aliens": ["Amoeba", "Virus"], "color": "red",
    "destiny": "color:red", "counts_to": [[2, ["red", 1]]], "seat_aliens": [[0, "Amoeba"], [1, "Virus"]],
    "number_word": 3, "said": "defense",
    "terms": [["cards", 0, 1, [3]], ["choice", 1, 0, 2], ["colony", 0, 1, ["red", 1]], ["zombie", 1, 0, 2]],
    "deal_failed": ["walked", 1], "outcome": {"kind": "attack", "offense": 14, "defense": 9}, "changed": "offense",
    "winner_is": ["defense", 1], "victory": {"together": True, "ways": [[0, "with five foreign colonies"]]},
    "first": [0, "red"], "was_alien": "Amoeba", "summary": "Amoeba", "half": "wild", "techs": ["Lunar Cannon"],
    "play": {"play": "artifact.home", "card": 68, "seat": 2}, None: 2,
    "flare_play": {"key": "flare.vacuum.wild.colony",  # a flare's chosen label, quoting a colony's
                   "params": {"count": 2, "colony": {"key": "colony", "params": {"planet": ["red", 1], "ships": 3}}}},
}
SPECIAL_FIELDS: dict[str, Any] = {"until": "2026-06-10", "reason": "Przerwa", "old": "Ala", "new": "Ola",
                                  "question": "Pytanie", "answer": "Odpowiedź", "half": "super"}


def _cosmic_data(template: Any) -> dict[str, Any]:
    patterns = template if isinstance(template, tuple) else (template,)
    data = {}
    for pattern in patterns[:2]:
        for _, name, spec, _ in string.Formatter().parse(pattern):
            if name:
                data[name] = SPECIAL_FIELDS.get(name, COSMIC_SAMPLES.get(spec or None, 2))  # "02d": a number
    return data


def _starfarers_data(template: str) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": 0, "other": 1}
    for _, name, _, _ in string.Formatter().parse(template):
        if not name or name in ("P", "O"):
            continue
        if name.endswith("_name"):
            data[name[:-5]] = next(iter(NAMES[name[:-5]]))
        elif name == "planets_text":
            data["planets"] = [["ore", [2, 5], None], ["food", [], "ice"]]
        elif name.endswith("_text"):
            data[name[:-5]] = {"ore": 1, "fuel": 2}
        elif name in ("card_title", "card_question"):
            data["card"] = next(iter(BY_ID))
        elif name == "resource":
            data[name] = "carbon"
        elif name == "where":
            data[name] = ["point", 12, [3, 4]]
        else:
            data[name] = 2
    return data


def _samples(table: str) -> list[tuple[str, str, dict[str, Any]]]:
    """(ruleset, kind, data) for every template of ``table``: a ruleset's name, or "service"."""
    if table == "service":
        return [("cosmic", kind, _cosmic_data(t)) for kind, t in SERVICE.items()]
    templates = get_ruleset(table).event_templates
    if getattr(templates, "table", None) is None:
        return [(table, kind, _starfarers_data(t)) for kind, t in STARFARERS.items()]
    return [(table, kind, _cosmic_data(t)) for kind, t in templates.table.items()]


def _words(texts: Any) -> set[str]:
    return {w.lower() for text in texts for w in WORD.findall(text)}


def _english_only_words() -> set[str]:
    english = _words(s for m in catalog() if m.id for s in ((m.id,) if isinstance(m.id, str) else m.id))
    with open(CATALOGS / "pl" / "LC_MESSAGES" / "events.po", "rb") as po:
        polish = _words(s for m in read_po(po, locale="pl") if m.id
                        for s in ((m.string,) if isinstance(m.string, str) else m.string))
    return english - polish - _words(SPECIAL_FIELDS.values())


ENGLISH_ONLY = _english_only_words()


@pytest.mark.parametrize("table", ["service", *ruleset_names()])
def test_every_event_line_reads_in_polish_with_no_english_left(app, table: str) -> None:
    english, polish = language("en"), language("pl")
    problems = []
    for ruleset, kind, data in _samples(table):
        event = Event(kind, "(stored)", None, data)
        said = event_text(ruleset, event, polish)
        if "(stored)" in (event_text(ruleset, event, english), said):
            problems.append(f"{kind}: the sample data does not fit the template")
        elif left := sorted(_words([said]) & ENGLISH_ONLY):
            problems.append(f"{kind}: {said!r} keeps English {left}")
    assert not problems, "\n".join(problems)
