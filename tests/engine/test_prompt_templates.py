"""Prompts are data (issue 19): every prompt text, option label and field label of seeded playouts that
carries a ``Say`` is its ruleset's prompt template rendered from the say's params (after the JSON round trip
an API answer gives them), the params hold no English words, and nothing lacks data but the flare and
alien-power play labels still listed as English-only, so a new prompt kind cannot slip in English-only and
the service can ask any question in its reader's language. The games cover the variants (technology, hidden
and changing powers) and every alien with artifacts, as ``simulate --aliens all`` plays them."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from engine import get_ruleset
from engine.core import Prompt, Say
from engine.cosmic.powers import ALIENS
from engine.cosmic.techs.registry import TECHS

# Every prompt's text, option and field is said as data, the plays a response offers too (convert a new one as
# engine/cosmic/prompt_text.py says); a timing unit named here would be allowed English play labels.
ENGLISH_ONLY_PLAYS: tuple[str, ...] = ()  # timing units whose play labels are English: none left
KEY = re.compile(r"[a-z_.:\d]+|[\d/]+|\?")  # a key or a number, never a word: "reveal", "color:red", "4/9", "?"
ALL = {"aliens": "red", "artifacts": "on"}  # what ``simulate --aliens all`` plays
GAMES = [("cosmic", {}, 3, 1), ("cosmic", {"aliens": "off"}, 4, 2),
         ("cosmic", {"aliens": "off", "artifacts": "on"}, 5, 3), ("cosmic", {"aliens": "red"}, 4, 6),
         ("cosmic", {"aliens": "red", "artifacts": "on"}, 5, 7),
         ("cosmic-ah2000", {"aliens": "off"}, 3, 4), ("cosmic-ah2000", {"aliens": "off"}, 4, 5),
         ("cosmic", {**ALL, "technology": "on"}, 5, 1), ("cosmic", {**ALL, "technology": "on"}, 4, 3),
         ("cosmic", {**ALL, "hidden_powers": "on"}, 4, 1), ("cosmic", {**ALL, "changing_powers": "on"}, 4, 2),
         ("cosmic", ALL, 5, 12), ("starfarers", {}, 3, 1), ("starfarers", {"layout": "exploration"}, 4, 2)]


def words(prompt: Prompt) -> Iterator[tuple[str, Say | None, str]]:
    """Every text of a prompt a reader reads: (what it is, its data, its English)."""
    yield "text", prompt.say, prompt.text
    for o in prompt.options:
        yield f"option {o.key}", o.say, o.label
    for f in prompt.fields:
        yield f"field {f.name}", f.say, f.label
        for o in f.options:
            yield f"field {f.name} option {o.key}", o.say, o.label


def strings_in(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings_in(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from strings_in(v)


@pytest.mark.parametrize(("ruleset_name", "options", "players", "seed"), GAMES)
def test_every_prompt_said_as_data_renders_to_its_english_and_carries_no_words(
        ruleset_name: str, options: dict[str, Any], players: int, seed: int) -> None:
    ruleset = get_ruleset(ruleset_name)
    templates = ruleset.prompt_templates
    state, _ = ruleset.setup(options, players, seed)
    rng = random.Random(seed)
    names = {*ALIENS, *TECHS, "Genesis"}  # names a spec writes (through the translations), never sentences
    kinds, unsaid = set(), set()
    for _ in range(400):
        prompts = ruleset.prompts(state)
        if not prompts or ruleset.result(state) is not None:
            break
        for prompt in prompts:
            kinds.add(prompt.kind)
            for what, say, english in words(prompt):
                if say is None:
                    unsaid.add((prompt.kind, what.split(":")[0]))
                    continue
                params = json.loads(json.dumps(dict(say.params)))
                assert templates.render(say.key, params) == english == say.english, (prompt.kind, what)
                assert all(KEY.fullmatch(s) or s in names for s in strings_in(params)), (prompt.kind, what, params)
        prompt = rng.choice(prompts)
        state, _ = ruleset.apply(state, ruleset.random_action(state, prompt, rng), owned=True)
    assert len(kinds) > 6
    assert {(kind, what) for kind, what in unsaid if not english_only(kind, what)} == set()


def english_only(kind: str, what: str) -> bool:
    return kind == "response" and what.startswith("option ") and what[7:].split(":")[0] in ENGLISH_ONLY_PLAYS


def test_a_prompt_keeps_its_english_and_adds_its_data_for_the_api() -> None:
    from engine.cosmic.prompt_text import say

    prompt = Prompt("p1", 0, "deal.penalty", say("deal.penalty", count=2), "decision")
    assert prompt.text == "The deal failed: choose the 2 ships you lose to the warp."
    assert prompt.to_dict()["text"] == prompt.text
    assert prompt.to_dict()["say"] == {"key": "deal.penalty", "params": {"count": 2}}
    assert say("deal.penalty", count=1).english == "The deal failed: choose the 1 ship you lose to the warp."
