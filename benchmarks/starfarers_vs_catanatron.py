"""Random Starfarers games against random 4-player games of catanatron, in one run: actions per second.

Our engine plays seeded random games through the contract (``engine.playout``: every action is a
prompt, a copy of the state and an apply); catanatron plays its own random players. Catanatron is
not a project dependency: install it only in the benchmark's own environment and run this script
with that environment's Python, from the repository root:

    python3 -m venv .bench && .bench/bin/pip install catanatron
    .bench/bin/python benchmarks/starfarers_vs_catanatron.py [--games 30] [--players 4]

Without catanatron it prints our figures only. CPU time (``time.process_time``) is reported beside
wall time, since a shared machine makes wall time noisy.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import get_ruleset  # noqa: E402
from engine.playout import playout  # noqa: E402


def ours(games: int, players: int, layout: str) -> dict[str, float]:
    ruleset = get_ruleset("starfarers")
    actions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        actions += playout(ruleset, players, seed, {"layout": layout}).actions
    return _figures(actions, time.perf_counter() - wall, time.process_time() - cpu)


def catanatron(games: int) -> dict[str, float] | None:
    try:
        from catanatron import Color, Game, RandomPlayer
    except ImportError:
        return None
    actions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        game = Game([RandomPlayer(c) for c in list(Color)[:4]], seed=seed)
        game.play()
        actions += len(game.state.actions)
    return _figures(actions, time.perf_counter() - wall, time.process_time() - cpu)


def _figures(actions: int, wall: float, cpu: float) -> dict[str, float]:
    return {"actions": actions, "wall_s": round(wall, 3), "cpu_s": round(cpu, 3),
            "actions_per_cpu_s": round(actions / cpu, 1) if cpu else 0.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--layout", default="beginner")
    args = parser.parse_args()
    line: dict[str, object] = {"starfarers": ours(args.games, args.players, args.layout)}
    other = catanatron(args.games)
    line["catanatron"] = other
    if other:
        line["ratio"] = round(line["starfarers"]["actions_per_cpu_s"] / other["actions_per_cpu_s"], 3)
    print(json.dumps(line))


if __name__ == "__main__":
    main()
