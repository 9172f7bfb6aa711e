"""Refusals as data (engine/core.py, "Refusals as data"): an answer the rules refuse says why in English for the
logs and as a template key with its facts, which every ruleset's prompt templates can render again, so a player
reads the reason in their own language."""

from __future__ import annotations

import pytest

import engine
from engine.core import REFUSALS, Action, Field, IllegalAction, Option, Prompt, check_shape, find_prompt
from engine.cosmic.prompt_text import say
from engine.eventtext import Language

SHOUTING = Language(gettext=lambda s: s.replace("give a number", "GIVE A NUMBER").replace("Ships lost", "SHIPS LOST"))


def _refused(prompt: Prompt, choice: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        check_shape(prompt, choice)
    return caught.value


def test_a_refused_count_keeps_its_english_and_quotes_the_field_label_as_data():
    prompt = Prompt("p", 0, "deal.penalty", "", "decision",
                    fields=(Field("ships", say("deal.penalty.ships"), "int", min=1, max=3),))
    refused = _refused(prompt, {"ships": 9})
    assert refused.reason == "Ships lost: give a number from 1 to 3."
    assert refused.say.to_dict() == {"key": "refused.number", "params": {
        "field": {"key": "deal.penalty.ships", "params": {}}, "min": 1, "max": 3}}
    templates = engine.get_ruleset("cosmic").prompt_templates
    assert templates.render(refused.say.key, refused.say.params, SHOUTING) == "SHIPS LOST: GIVE A NUMBER from 1 to 3."


def test_a_place_named_in_a_refusal_is_the_options_label_as_data():
    field = Field("ships", "Ships", "count_map", options=(Option("3", say("deal.penalty.ships")),), max=4, caps=(1,))
    refused = _refused(Prompt("p", 0, "k", "", "decision", fields=(field,)), {"ships": {"3": 2}})
    assert refused.reason == "Ships: at most 1 from Ships lost."
    assert refused.say.params["place"].key == "deal.penalty.ships"


def test_a_stale_answer_is_refused_as_data():
    refused = pytest.raises(IllegalAction, find_prompt, [], Action("gone", 0, "x")).value
    assert (refused.reason, refused.say.key) == ("This decision is no longer open; the game has moved on.",
                                                 "refused.moved_on")


@pytest.mark.parametrize("name", engine.ruleset_names())
def test_every_ruleset_can_word_the_cores_refusals(name):
    templates = engine.get_ruleset(name).prompt_templates
    assert [key for key in REFUSALS if not templates.knows(key)] == []
