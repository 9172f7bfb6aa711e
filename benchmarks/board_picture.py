"""How big the board picture gets: render a ruleset's ``views/<ruleset>.svg`` along random games.

Every few decisions of seeded random playouts (3 to 5 players; for Cosmic with and without
alien powers and artifacts, for Starfarers over its layouts) it draws the picture for a spectator and for seat
0, checks that it parses as XML, and prints the largest and the mean size. The
game page and the board page aim to keep it under 15 KB (Cosmic) and 20 KB (Starfarers).

    .venv/bin/python benchmarks/board_picture.py [--ruleset cosmic] [--games 3] [--every 7]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import xml.etree.ElementTree as ET

from engine import get_ruleset
from pbem import create_app
from pbem.web.board import board_picture

# Table options to alternate between games, per ruleset: the ones that change what the picture holds.
VARIANTS: dict[str, list[dict[str, str]]] = {
    "cosmic": [{}, {"aliens": "red", "artifacts": "on"}],
    "starfarers": [{}, {"layout": "crazy"}, {"layout": "exploration"}],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="cosmic")
    parser.add_argument("--games", type=int, default=3, help="games per player count")
    parser.add_argument("--every", type=int, default=7, help="draw after every this many decisions")
    parser.add_argument("--max-actions", type=int, default=1500)
    args = parser.parse_args()
    ruleset = get_ruleset(args.ruleset)
    app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://", "SECRET_KEY": "benchmark", "EMBEDDED": False})
    sizes: list[int] = []
    start = time.perf_counter()
    with app.test_request_context():
        for players in range(ruleset.min_players, min(ruleset.max_players, 5) + 1):
            for seed in range(args.games):
                rng = random.Random(seed)
                options = VARIANTS.get(args.ruleset, [{}])[seed % len(VARIANTS.get(args.ruleset, [{}]))]
                state, _events = ruleset.setup(options, players, seed)
                names = {i: f"Player{i}" for i in range(players)}
                for step in range(args.max_actions):
                    if ruleset.result(state) is not None:
                        break
                    prompt = rng.choice(ruleset.prompts(state))
                    state, _ = ruleset.apply(state, ruleset.random_action(state, prompt, rng))
                    if step % args.every:
                        continue
                    for seat in (None, 0):
                        svg = board_picture(args.ruleset, ruleset.view(state, seat), names)
                        if svg is None:
                            raise SystemExit(f"{args.ruleset} draws no picture (no views/{args.ruleset}.svg)")
                        ET.fromstring(str(svg))
                        sizes.append(len(str(svg).encode()))
    seconds = time.perf_counter() - start
    print(f"{args.ruleset}: {len(sizes)} pictures, largest {max(sizes)} bytes, mean {statistics.mean(sizes):.0f} "
          f"bytes ({seconds:.1f} s including the playouts)")


if __name__ == "__main__":
    main()
