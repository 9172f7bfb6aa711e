"""Events are data: every event of seeded playouts (all aliens, every variant, both Cosmic editions and
Starfarers) has the text its ruleset's template renders from its kind and data, after the JSON round trip
the database gives it, so no English-only event can be added and the service can render any of them in
another language. Phrases carried as values are all in the catalog's list."""

from __future__ import annotations

import contextlib
import json
import string
from typing import Any

import pytest

from engine import get_ruleset
from engine.core import Event
from engine.playout import Stuck, playout

COSMIC_TABLES: list[dict[str, Any]] = [
    {},
    {"aliens": "red", "artifacts": "on"},
    {"aliens": "red", "artifacts": "on", "hidden_powers": "on", "compensation": "warped"},
    {"aliens": "red", "artifacts": "on", "changing_powers": "on", "clone_filch": "priority"},
    {"aliens": "red", "artifacts": "on", "free_flares": "on", "cosmic_quake": "on"},
    {"aliens": "red", "artifacts": "on", "technology": "on", "planets": "4"},
    {"aliens": "red", "artifacts": "on", "invitations": "in_turn", "alliance_answers": "clockwise"},
]
GAMES = ([("cosmic", table, players, seed) for table in COSMIC_TABLES for players, seed in ((3, 1), (5, 2), (4, 3))]
         + [("cosmic-ah2000", {"aliens": on}, players, seed) for on in ("off", "on")
            for players, seed in ((2, 4), (3, 5), (4, 6))]
         + [("starfarers", {}, players, seed) for players, seed in ((3, 7), (4, 8))])


def said_values(template: Any, data: dict[str, Any], written_as: str = "said") -> list[Any]:
    """The values a template writes with the ``said`` spec (phrases kept in English in data), or another."""
    patterns = template if isinstance(template, tuple) else (template,)
    return [data[name] for pattern in patterns[:2] for _, name, spec, _ in string.Formatter().parse(pattern)
            if name and spec == written_as]


def check_events(ruleset_name: str, events: list[Event], unknown: set[Any]) -> None:
    templates = get_ruleset(ruleset_name).event_templates
    for event in events:
        assert templates.knows(event.kind), f"{event.kind}: no template"
        stored = json.loads(json.dumps(dict(event.data)))
        assert templates.render(event.kind, stored) == event.text, event.kind
        table = getattr(templates, "table", None)
        if table is not None:
            phrases = set(templates.specs["said"].words)
            unknown.update((event.kind, v) for v in said_values(table[event.kind], stored) if v and v not in phrases)
            # a flare's chosen label is data too (its key and params), never English
            unknown.update((event.kind, v) for v in said_values(table[event.kind], stored, "flare_play")
                           if not isinstance(v, dict))


@pytest.mark.parametrize(("ruleset_name", "options", "players", "seed"), GAMES)
def test_every_event_is_its_template_rendered_from_its_data(ruleset_name: str, options: dict[str, Any],
                                                            players: int, seed: int) -> None:
    unknown: set[Any] = set()
    ruleset = get_ruleset(ruleset_name)
    seen = 0

    def check(state: Any, action: Any, events: list[Event]) -> None:
        nonlocal seen
        seen += len(events)
        check_events(ruleset_name, events, unknown)

    with contextlib.suppress(Stuck):  # a long game still checked every event it logged
        playout(ruleset, players, seed, options, check=check, max_actions=4000)
    assert seen > 50
    assert not unknown, f"phrases missing from PHRASES: {sorted(unknown)}"


def test_every_alien_of_each_edition_is_in_its_event_catalog() -> None:
    """An alien's name is translated like any word of an event line, so each edition lists all of its own."""
    from engine.cosmic import powers as cosmic_powers
    from engine.cosmic_ah2000 import powers as ah2000_powers

    for name, powers in (("cosmic", cosmic_powers), ("cosmic-ah2000", ah2000_powers)):
        words = set(get_ruleset(name).event_templates.messages())
        assert set(powers.ALIENS) <= words, sorted(set(powers.ALIENS) - words)


def test_a_template_renders_as_str_format_would() -> None:
    """Templates are cut into parts once and filled from data: braces doubled in a template stay single,
    a spec the ruleset names writes its value, any other spec is Python's own format spec."""
    from engine.eventtext import Templates, plural

    templates = Templates({"k": "{{not a field}} {seat:p} lost {count:ships}; {left:>3} left{dot}"},
                          {"ships": plural("{n} ship", "{n} ships")})
    assert templates.render("k", {"seat": 2, "count": 1, "left": 7, "dot": "."}) == \
        "{not a field} {p:2} lost 1 ship;   7 left."
    with pytest.raises(KeyError):
        templates.render("k", {"seat": 2, "count": 1})
