"""The API's prompts and answers are built without marshmallow (``prompt_json``, ``applied_json``); they must stay
what ``PromptSchema`` and ``AppliedSchema`` dump."""

from contextlib import suppress
from datetime import UTC, datetime

import pytest

from engine.playout import TooLong, playout
from pbem.api.schemas import AppliedSchema, PromptSchema, applied_json, prompt_json
from pbem.rulesets import get_ruleset

SCHEMA = PromptSchema()
DEADLINE = datetime(2026, 11, 27, 8, 30, tzinfo=UTC)


@pytest.mark.parametrize(("ruleset", "players", "options"), [
    ("cosmic", 4, {}), ("cosmic", 5, {"aliens": "red", "artifacts": "on"}), ("cosmic-ah2000", 3, {}),
    ("starfarers", 3, {}),
])
def test_every_prompt_of_a_game_is_what_the_schema_dumps(ruleset, players, options):
    rules = get_ruleset(ruleset)
    seen = []

    def check(state, _action, _events):
        for n, prompt in enumerate(rules.prompts(state)):
            deadline = None if n % 3 == 2 else DEADLINE
            assert prompt_json(prompt, deadline) == SCHEMA.dump({**prompt.to_dict(), "deadline_at": deadline})
            seen.append(prompt.kind)

    with suppress(TooLong):  # a few hundred answers meet every kind of prompt the test needs
        playout(rules, players, 7, options, max_actions=300, check=check)
    assert len(set(seen)) > 5


@pytest.mark.parametrize("winners", [None, [], [0, 2]])
def test_an_answers_reply_is_what_the_schema_dumps(winners):
    rules = get_ruleset("cosmic")
    state, _ = rules.setup({}, 4, 7)
    events = [{"kind": "told", "text": "Ann drew a card.", "public": True, "data": {"cards": [1, 2]}},
              {"kind": "secret", "text": "You drew 12.", "public": False, "data": {}}]
    open_prompts = [prompt_json(p, DEADLINE) for p in rules.prompts(state)]
    assert applied_json(12, 13, winners, events, open_prompts) == AppliedSchema().dump(
        {"seq": 12, "version": 13, "winners": winners, "events": events, "open": open_prompts})
