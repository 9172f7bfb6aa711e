"""``python -m engine simulate RULESET ...``: random legal games, one JSON line of figures."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys

from engine import get_ruleset, ruleset_names
from engine.playout import simulate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play seeded random games to the end and print figures")
    sim.add_argument("ruleset", choices=ruleset_names())
    sim.add_argument("--players", type=int, default=5)
    sim.add_argument("--games", type=int, default=300)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help="a table option, e.g. artifacts=on (repeatable)")
    sim.add_argument("--aliens", choices=["green", "yellow", "all"],
                     help="play with alien powers up to this alert level, flares and artifacts in the deck")
    args = parser.parse_args(argv)
    options = dict(item.split("=", 1) for item in args.option)
    if args.aliens:
        options.update(aliens={"all": "red"}.get(args.aliens, args.aliens), artifacts="on")
    report = simulate(get_ruleset(args.ruleset), args.players, args.games, args.seed, options)
    line = dataclasses.asdict(report)
    failures = line.pop("failures")
    print(json.dumps(line))
    for failure in failures[:20]:
        print(failure, file=sys.stderr)
    return 1 if report.errors else 0


if __name__ == "__main__":
    sys.exit(main())
