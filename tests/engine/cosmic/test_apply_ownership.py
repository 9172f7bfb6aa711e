"""``apply`` with ``owned``/``prompt`` (the playouts' fast path) gives the same game as the copying path
the service uses, and the copying path still leaves the caller's state alone."""

from __future__ import annotations

import json
import random

from engine.pending import clone
from tests.engine.cosmic.table import RULES


def test_owned_apply_gives_the_same_game_and_plain_apply_changes_nothing() -> None:
    for seed, options in ((3, {}), (4, {"aliens": "red", "artifacts": "on"})):
        state, _ = RULES.setup(options, 4, seed)
        r = random.Random(seed)
        for _ in range(400):
            if RULES.result(state) is not None:
                break
            prompt = r.choice(RULES.prompts(state))
            action = RULES.random_action(state, prompt, r)
            before = json.dumps(state, sort_keys=True)
            copied, events = RULES.apply(state, action)
            assert json.dumps(state, sort_keys=True) == before, "the service's apply changed the state it was given"
            mine = clone(state)
            owned, owned_events = RULES.apply(mine, action, owned=True, prompt=prompt)
            assert owned == copied
            assert [e.to_dict() for e in owned_events] == [e.to_dict() for e in events]
            state = copied

