"""Every alien a table can draw is whole: its power, a flare card, and both flare halves."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core import Action, Prompt
from engine.cosmic import board, flow, powers
from engine.cosmic.cards import ALIEN_NAMES, COSMIC, FLARE_OF
from engine.cosmic.flare import FLARES
from engine.cosmic.powers import ALERTS, ALIENS
from tests.engine.cosmic.table import RULES

MOST_GAMES, ACTIONS = 3000, 150


def test_every_registered_alien_has_a_flare_card_and_both_halves() -> None:
    assert len(ALIEN_NAMES) == 50  # every alien of the game
    assert set(ALIENS) == set(ALIEN_NAMES)  # a half-done alien is not registered, so never drawn
    assert Counter(c.name for c in COSMIC if c.type == "flare") == Counter(ALIEN_NAMES)
    assert set(FLARES) == {(a, half) for a in ALIEN_NAMES for half in ("wild", "super")}
    for name, power in ALIENS.items():
        assert power.alert in ALERTS and power.summary, name


def test_setup_deals_every_registered_alien_over_enough_tables() -> None:
    offered: set[str] = set()
    for seed in range(60):
        state, _ = RULES.setup({"aliens": "red"}, 5, seed)
        offered |= {a for offer in state["alien_offers"] for a in offer}
    assert offered == set(ALIENS)


def _record(monkeypatch: pytest.MonkeyPatch) -> tuple[set[str], set[tuple[str, str]]]:
    """Note every alien whose power is used or consulted (``use`` or a ``hook_*`` run while it works) and every
    flare half played (its ``effect`` runs on every play, even a half that only changes hooks)."""
    powers_used: set[str] = set()
    halves_played: set[tuple[str, str]] = set()

    def noting(fn, into: set, key) -> object:
        def run(*args, **kw):
            into.add(key)
            return fn(*args, **kw)
        return run

    for name, power in ALIENS.items():
        for method in ["use", *(m for m in type(power).__dict__ if m.startswith("hook_"))]:
            monkeypatch.setattr(power, method, noting(getattr(power, method), powers_used, name))
    for key, half in FLARES.items():
        monkeypatch.setattr(half, "effect", noting(half.effect, halves_played, key))
    return powers_used, halves_played


def _dealt_table(seed: int, aliens: list[str], r: random.Random) -> dict:
    """Five players with these aliens (Game Setup run) at a table as it looks some turns in: each holds its own
    flare, four others and a zap of each kind now and then, has a one-ship colony in the next system, one player has
    lost its power, and the deck is nearly drawn (most of it in the discard pile).  The cheap way to reach every flare
    half in a few dozen actions."""
    state, _ = RULES.setup({"artifacts": "on", "aliens": "red"}, len(aliens), seed)
    state.update(aliens=list(aliens), alien_picks=list(aliens), alien_offers=[[a, a] for a in aliens], pending=[])
    powers.set_up(state, [])
    n = len(aliens)
    for seat in range(n):
        state["planets"][board.home_planets(state, seat)[0]][seat] -= 1
        state["planets"][r.choice(board.home_planets(state, (seat + 1) % n))][seat] += 1
    state["discard"], state["deck"] = state["deck"][:-10], state["deck"][-10:]
    weak = r.randrange(n)  # one player has lost its power: two home planets emptied into the warp
    for planet in board.home_planets(state, weak)[3:5]:
        state["warp"][weak] += state["planets"][planet][weak]
        state["planets"][planet][weak] = 0
    state["power_lost"][weak] = True
    flares = [FLARE_OF[a] for a in ALIEN_NAMES]
    zaps = [i for i, c in enumerate(COSMIC) if c.type == "artifact" and c.name in ("Cosmic Zap", "Card Zap")]
    for seat, alien in enumerate(aliens):
        extra = [FLARE_OF[alien], *r.sample([f for f in flares if f != FLARE_OF[alien]], 4)]
        extra += [z for z in zaps if r.random() < 0.15]
        for pile in (state["deck"], state["box"], *state["hands"]):
            pile[:] = [c for c in pile if c not in extra]
        state["hands"][seat] += extra
    state["step"] = "start_turn"
    flow.advance(state, [])
    return state


def _answer(state: dict, prompt: Prompt, r: random.Random) -> Action:
    """A random answer, or the timeout's; offered its own alien's flare, a player mostly plays it (random players
    pass more often than not, and the super halves wait on rarer moments than the wild ones)."""
    own = FLARE_OF.get(state["aliens"][prompt.seat] or "")
    supers = [o.key for o in prompt.options if o.key.startswith(f"flare:c{own}:")]
    if supers and r.random() < 0.7:
        return Action(prompt.id, prompt.seat, r.choice(supers))
    return RULES.timeout_action(state, prompt) if r.random() < 0.1 else RULES.random_action(state, prompt, r)


def test_thousands_of_short_random_games_use_every_alien_and_every_flare_half(monkeypatch) -> None:
    """Random games, cut short, over tables that seat every alien in turn (issue 15's check that every power and
    every flare half is reachable in play, not just registered); it stops once all are seen."""
    powers_used, halves_played = _record(monkeypatch)
    names = list(ALIEN_NAMES)
    for game in range(MOST_GAMES):
        if powers_used == set(ALIENS) and halves_played == set(FLARES):
            break
        r = random.Random(game)
        seated = [names[(game * 5 + i) % len(names)] for i in range(5)]
        state = _dealt_table(game, r.sample(seated, 5), r)
        for _ in range(ACTIONS):
            if RULES.result(state) is not None:
                break
            prompt = r.choice(RULES.prompts(state))
            state, _ = RULES.apply(state, _answer(state, prompt, r), owned=True, prompt=prompt)
    assert set(ALIENS) - powers_used == set()
    assert set(FLARES) - halves_played == set()
