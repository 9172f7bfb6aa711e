"""How strong the stand-in is: one seat played by the ruleset's stand-in, the others by random players.

The seat the stand-in takes turns round the table with the seed (seed % players), so no seat's own
advantage counts for it; a shared win counts as a share. Each ruleset's line is its win rate beside
the share a seat would win by chance (1 / players).

    .venv/bin/python benchmarks/stand_in.py [--games 500] [--seed 11] [--ruleset cosmic] [--ruleset cosmic-ah2000]
        [--ruleset starfarers]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import get_ruleset  # noqa: E402
from engine.playout import playout  # noqa: E402

PLAYERS = {"cosmic": 4, "cosmic-ah2000": 4, "starfarers": 4}


def measure(ruleset_name: str, players: int, games: int, seed: int) -> dict[str, object]:
    """The stand-in's wins (shares) over ``games`` seeded games against random players."""
    ruleset = get_ruleset(ruleset_name)
    wins = 0.0
    start = time.perf_counter()
    for i in range(games):
        seat = (seed + i) % players
        winners = ruleset.result(playout(ruleset, players, seed + i, stand_ins=frozenset({seat})).state) or []
        if seat in winners:
            wins += 1 / len(winners)
    return {"ruleset": ruleset_name, "players": players, "games": games, "seed": seed,
            "stand_in_win_rate": round(wins / games, 3), "expected_share": round(1 / players, 3),
            "seconds": round(time.perf_counter() - start, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ruleset", action="append", choices=sorted(PLAYERS))
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    for name in args.ruleset or sorted(PLAYERS):
        print(json.dumps(measure(name, PLAYERS[name], args.games, args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
