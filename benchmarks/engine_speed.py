"""Random playouts per second: our engine beside catanatron's, alternated in one run.

The machine is shared and noisy, so a figure alone says little; each block of
our games is followed by a block of catanatron's 4-player random games in the
same process, and the ratio of the two totals is the figure to quote. Each side's
CPU time is counted too (``cpu_ratio``): on a machine loaded far past its cores,
wall-clock blocks take turns with other jobs unevenly and CPU time moves less.

catanatron is the reference, not a dependency: ``make bench-engine`` installs it
into a virtualenv of the benchmark's own (``.venv-bench``) and runs this script
there. Run directly, the script needs an environment where catanatron imports.

    make bench-engine
    .venv-bench/bin/python benchmarks/engine_speed.py --ruleset cosmic --players 4 --blocks 5 [--aliens all]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import get_ruleset  # noqa: E402
from engine.playout import playout  # noqa: E402


def catanatron_block(games: int, seed: int) -> tuple[int, float, float]:
    """Actions, seconds and CPU seconds of ``games`` random 4-player catanatron games."""
    from catanatron import Color, Game, RandomPlayer

    actions, start, cpu = 0, time.perf_counter(), time.process_time()
    for i in range(games):
        random.seed(seed + i)  # catanatron's random players draw from the global stream
        players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)]
        game = Game(players, seed=seed + i)
        game.play()
        actions += len(game.state.actions)
    return actions, time.perf_counter() - start, time.process_time() - cpu


def engine_block(ruleset_name: str, players: int, games: int, seed: int,
                 options: dict) -> tuple[int, float, float]:
    """Actions, seconds and CPU seconds of ``games`` seeded random games of one of our rulesets."""
    ruleset = get_ruleset(ruleset_name)
    actions, start, cpu = 0, time.perf_counter(), time.process_time()
    for i in range(games):
        actions += playout(ruleset, players, seed + i, options).actions
    return actions, time.perf_counter() - start, time.process_time() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ruleset", default="cosmic")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--blocks", type=int, default=5, help="alternations of the two engines")
    parser.add_argument("--games", type=int, default=40, help="our games per block")
    parser.add_argument("--reference-games", type=int, default=20, help="catanatron games per block")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--aliens", choices=["off", "all"], default="off")
    args = parser.parse_args(argv)
    try:
        import catanatron  # noqa: F401
    except ImportError:
        print("catanatron is not installed here; run `make bench-engine` (it installs it in .venv-bench).",
              file=sys.stderr)
        return 2
    options = {"aliens": "red", "artifacts": "on"} if args.aliens == "all" else {}
    ours = [0, 0.0, 0.0]
    ref = [0, 0.0, 0.0]
    for block in range(args.blocks):
        for total, measured in (
            (ours, engine_block(args.ruleset, args.players, args.games, args.seed + block * args.games, options)),
            (ref, catanatron_block(args.reference_games, args.seed + block * args.reference_games)),
        ):
            for i, value in enumerate(measured):
                total[i] += value
    ours_rate, ref_rate = ours[0] / ours[1], ref[0] / ref[1]
    print(json.dumps({
        "ruleset": args.ruleset, "players": args.players, "aliens": args.aliens,
        "actions_per_s": round(ours_rate), "catanatron_actions_per_s": round(ref_rate),
        "ratio": round(ours_rate / ref_rate, 2),
        "cpu_ratio": round((ours[0] / ours[2]) / (ref[0] / ref[2]), 2),
        "actions": ours[0], "catanatron_actions": ref[0],
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
