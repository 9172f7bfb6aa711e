"""``python -m engine simulate|pace RULESET ...``: random legal games, one JSON line of figures."""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import sys

from engine import get_ruleset, ruleset_names
from engine.pace import pace
from engine.playout import Check, simulate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play seeded random games to the end and print figures")
    _game_arguments(sim, games=300, players=5, seed=1)
    sim.add_argument("--check", action="store_true",
                     help="check the ruleset's invariants after every action (ships and cards accounted for, "
                          "nothing hidden shown); a broken one counts as an error")
    pc = sub.add_parser("pace", help="sequential waits and decision emails per encounter in seeded random games")
    _game_arguments(pc, games=20, players=4, seed=7)
    pc.add_argument("--standing", action="append", default=[], metavar="UNIT=ANSWER",
                    help="an answer every player gives in advance, e.g. second_encounter=always (repeatable)")
    args = parser.parse_args(argv)
    options = dict(item.split("=", 1) for item in args.option)
    ruleset = get_ruleset(args.ruleset)
    if args.aliens:
        # a ruleset whose aliens are not dealt by alert level says what --aliens means for it
        own = getattr(ruleset, "simulate_options", None)
        options.update(own(args.aliens) if own else
                       {"aliens": {"all": "red"}.get(args.aliens, args.aliens), "artifacts": "on"})
    if args.command == "pace":
        standing = dict(item.split("=", 1) for item in args.standing)
        print(json.dumps(dataclasses.asdict(pace(ruleset, args.players, args.games, args.seed, options, standing))))
        return 0
    check = _invariants(ruleset) if args.check else None
    report = simulate(ruleset, args.players, args.games, args.seed, options, check)
    line = dataclasses.asdict(report)
    failures = line.pop("failures")
    print(json.dumps(line))
    for failure in failures[:20]:
        print(failure, file=sys.stderr)
    return 1 if report.errors else 0


def _invariants(ruleset: object) -> Check:
    """The ruleset package's ``invariants.check_all``, the same checks the test suite runs."""
    package = type(ruleset).__module__.rsplit(".", 1)[0]
    try:
        return importlib.import_module(f"{package}.invariants").check_all  # type: ignore[no-any-return]
    except ModuleNotFoundError:
        raise SystemExit(f"--check: the {package} ruleset has no invariant checks") from None


def _game_arguments(parser: argparse.ArgumentParser, games: int, players: int, seed: int) -> None:
    parser.add_argument("ruleset", choices=ruleset_names())
    parser.add_argument("--players", type=int, default=players)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a table option, e.g. artifacts=on (repeatable)")
    parser.add_argument("--aliens", choices=["green", "yellow", "all"],
                        help="play with alien powers up to this alert level, flares and artifacts in the deck "
                             "(cosmic-ah2000: all twenty aliens, whatever the level)")


if __name__ == "__main__":
    sys.exit(main())
