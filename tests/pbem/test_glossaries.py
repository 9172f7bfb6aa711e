"""The glossaries of game terms (issue 19): one per ruleset and language, every term the issue names
present or honestly marked missing, every found term citing its place in the rulebook, every term no
rulebook gives marked as the translators' choice."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from pbem.i18n import LANGUAGES

GLOSSARIES = Path(__file__).resolve().parents[2] / "pbem" / "translations" / "glossary"
COSMIC = {"ship", "colony", "warp", "hyperspace_gate", "encounter_card", "alliance", "deal", "compensation",
          "flare_card", "artifact_card"}
STARFARERS_CHOSEN = {"goods", "spaceship", "friendship_cards", "colony", "mothership", "trade_ship", "colony_ship",
                     "spaceport", "trade_station", "encounter_card"}
REQUIRED = {
    "cosmic.pl.toml": COSMIC | {"destiny_deck", "rewards"},
    "cosmic.hu.toml": COSMIC | {"destiny_deck", "rewards"},
    "cosmic.it.toml": COSMIC | {"destiny_deck", "rewards"},
    "cosmic-ah2000.it.toml": COSMIC | {"defensive_rewards", "mothership", "orders", "transports"},
    "starfarers.pl.toml": {"goods", "spaceship", "friendship_cards", "colony", "mothership", "trade_ship",
                           "colony_ship", "spaceport", "trade_station", "encounter_card"},
    "starfarers.hu.toml": STARFARERS_CHOSEN,
    "starfarers.it.toml": STARFARERS_CHOSEN,
}


def _load(name: str) -> dict:
    with open(GLOSSARIES / name, "rb") as file:
        return tomllib.load(file)


def test_there_is_one_glossary_per_edition_and_language():
    assert sorted(p.name for p in GLOSSARIES.glob("*.toml")) == sorted(REQUIRED)


@pytest.mark.parametrize("name", sorted(REQUIRED))
def test_each_term_cites_the_rulebook_or_is_marked_missing(name):
    glossary = _load(name)
    ruleset, language = name.removesuffix(".toml").rsplit(".", 1)
    assert glossary["ruleset"] == ruleset and glossary["language"] == language in LANGUAGES
    terms = glossary["terms"]
    # Without a rulebook in the language every term is the translators' choice, and says so.
    assert glossary["source"].endswith(f".{language}.txt") if "source" in glossary else \
        all(entry.get("chosen") for entry in terms.values())
    assert REQUIRED[name] <= set(terms), f"{name} lacks {sorted(REQUIRED[name] - set(terms))}"
    for key, entry in terms.items():
        assert entry["en"], key
        if entry.get("missing"):
            assert entry["note"] and "term" not in entry, key
        elif entry.get("chosen"):
            assert entry["term"].strip() and "not from a rulebook" in entry["note"] and "line" not in entry, key
        else:
            assert entry["term"].strip() and entry["line"] > 0 and entry["quote"].strip(), key
            # The quote shows the word: its first letters appear in it, whatever the inflection or case.
            stem = entry["term"].strip('"').split()[0][:4].lower()
            assert stem in entry["quote"].lower(), f"{name}: {key} quote does not show {entry['term']!r}"
