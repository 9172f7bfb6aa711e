"""Short random games over tables that seat every alien in turn, noting which powers and flare halves they use.

Issue 15 asks that every power and every flare half be reachable in play, not just registered.  Sweeping games
until all are seen takes about a minute, too long for the suite; so the sweep is run here by hand and prints the
few games that together use every one, which ``test_alien_registry.py`` pins and replays (a second or two):

    .venv/bin/python -m tests.engine.cosmic.alien_usage [--games 3000]

Run it again when the pinned games stop covering everything (a rule change shifts the random games).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator
from contextlib import contextmanager

from engine.core import Action, Prompt
from engine.cosmic import board, flow, powers
from engine.cosmic.cards import ALIEN_NAMES, COSMIC, FLARE_OF
from engine.cosmic.flare import FLARES
from engine.cosmic.powers import ALIENS
from tests.engine.cosmic.table import RULES

MOST_GAMES, ACTIONS = 3000, 150
Used = tuple[set[str], set[tuple[str, str]]]


@contextmanager
def recording() -> Iterator[Used]:
    """Note every alien whose power is used or consulted (``use`` or a ``hook_*`` run while it works) and every
    flare half played (its ``effect`` runs on every play, even a half that only changes hooks)."""
    powers_used: set[str] = set()
    halves_played: set[tuple[str, str]] = set()
    patched: list[tuple[object, str]] = []

    def noting(obj: object, method: str, into: set, key: object) -> None:
        fn = getattr(obj, method)

        def run(*args, **kw):
            into.add(key)
            return fn(*args, **kw)

        setattr(obj, method, run)
        patched.append((obj, method))

    for name, power in ALIENS.items():
        for method in ["use", *(m for m in type(power).__dict__ if m.startswith("hook_"))]:
            noting(power, method, powers_used, name)
    for key, half in FLARES.items():
        noting(half, "effect", halves_played, key)
    try:
        yield powers_used, halves_played
    finally:
        for obj, method in patched:
            delattr(obj, method)  # the instance attribute goes; the class's method shows through again


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


def play_game(game: int) -> None:
    """Game number ``game``: five of the aliens in turn, seated in a random order, cut short after ``ACTIONS``."""
    r = random.Random(game)
    names = list(ALIEN_NAMES)
    seated = [names[(game * 5 + i) % len(names)] for i in range(5)]
    state = _dealt_table(game, r.sample(seated, 5), r)
    for _ in range(ACTIONS):
        if RULES.result(state) is not None:
            return
        prompt = r.choice(RULES.prompts(state))
        state, _ = RULES.apply(state, _answer(state, prompt, r), owned=True, prompt=prompt)


def sweep(games: int) -> dict[int, Used]:
    """What each game uses, game by game, until all are seen or ``games`` are played."""
    seen: Used = (set(), set())
    per_game: dict[int, Used] = {}
    for game in range(games):
        if seen[0] == set(ALIENS) and seen[1] == set(FLARES):
            break
        with recording() as used:
            play_game(game)
        per_game[game] = used
        seen[0].update(used[0])
        seen[1].update(used[1])
    return per_game


def fewest(per_game: dict[int, Used]) -> list[int]:
    """Games that together use everything the sweep saw, chosen greedily (most still unseen first)."""
    left = {*ALIENS, *FLARES} & {x for p, h in per_game.values() for x in (*p, *h)}
    chosen = []
    while left:
        game = max(per_game, key=lambda g: (len(left & {*per_game[g][0], *per_game[g][1]}), -g))
        chosen.append(game)
        left -= {*per_game[game][0], *per_game[game][1]}
    return sorted(chosen)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=MOST_GAMES)
    args = parser.parse_args()
    per_game = sweep(args.games)
    powers_seen = set().union(*(p for p, _ in per_game.values()))
    halves_seen = set().union(*(h for _, h in per_game.values()))
    print(f"games played: {len(per_game)}")
    print(f"powers never used: {sorted(set(ALIENS) - powers_seen)}")
    print(f"flare halves never played: {sorted(set(FLARES) - halves_seen)}")
    print(f"PINNED = {fewest(per_game)}")


if __name__ == "__main__":
    main()
