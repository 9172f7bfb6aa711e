"""``apply`` with ``owned``/``prompt`` (the playouts' fast path) gives the same game as the copying path
the service uses, and the copying path still leaves the caller's state alone."""

from __future__ import annotations

import json
import random

import pytest

from engine.cosmic import flow
from engine.pending import clone
from engine.playout import open_prompts
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


def test_a_game_applied_owned_move_after_move_is_the_game_applied_by_copies() -> None:
    """Given back owned, the state comes with what the power and victory checks read after the last move, so
    they run only when a move changes that: the game (and its events) must be the one copying apply plays."""
    for seed, options in ((5, {}), (6, {"aliens": "red", "artifacts": "on"})):
        owned, _ = RULES.setup(options, 4, seed)
        copied = clone(owned)
        r = random.Random(seed)
        for _ in range(600):
            if RULES.result(copied) is not None:
                break
            prompt = r.choice(RULES.prompts(copied))
            action = RULES.random_action(copied, prompt, r)
            copied, events = RULES.apply(copied, action)
            owned, owned_events = RULES.apply(owned, action, owned=True, prompt=prompt)
            assert owned == copied
            assert [e.to_dict() for e in owned_events] == [e.to_dict() for e in events]
        assert RULES.result(copied) is not None, "no game ended: no victory check was compared"


def test_the_playouts_prompts_are_the_services_prompts_built_when_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """A playout reads the open prompts through ``open_prompts``: the same prompts in the same order (texts
    and suggested answers too), each built only when read, and read once however often asked."""
    built: list[str] = []
    answerable = flow.Decision.answerable
    monkeypatch.setattr(flow.Decision, "answerable",
                        lambda self, state, spec: built.append(spec["id"]) or answerable(self, state, spec))
    state, _ = RULES.setup({"aliens": "red", "artifacts": "on"}, 5, 9)
    r = random.Random(9)
    several = 0
    for _ in range(150):
        if RULES.result(state) is not None:
            break
        built.clear()
        lazy = open_prompts(RULES, state)
        prompt = lazy[r.randrange(len(lazy))]
        assert built == [prompt.id] and lazy[state["pending"].index(next(
            s for s in state["pending"] if s["id"] == prompt.id))] is prompt
        several += len(lazy) > 1
        assert [p.to_dict() for p in lazy] == [p.to_dict() for p in RULES.prompts(state)]
        assert list(lazy) == RULES.prompts(state) and len(built) == len(state["pending"])
        state, _ = RULES.apply(state, RULES.random_action(state, prompt, r), owned=True, prompt=prompt)
    assert several > 5


def test_the_services_prompts_keep_their_words_when_the_game_moves_on() -> None:
    """Labels a playout reads only when asked (a colony and its ships) are written into the prompts the service
    gets at once: read after the state changed, they still say what the state said when they were asked."""
    state, _ = RULES.setup({}, 4, 12)
    r = random.Random(12)
    for _ in range(300):
        if RULES.result(state) is not None:
            break
        before = clone(state)
        prompts = RULES.prompts(state)
        prompt = r.choice(prompts)
        state, _ = RULES.apply(state, RULES.random_action(state, prompt, r), owned=True, prompt=prompt)
        assert [p.to_dict() for p in prompts] == [p.to_dict() for p in RULES.prompts(before)]
