"""What one decision costs the service, beside a minimal endpoint measured in the same run.

In-process (Flask's test client, no HTTP server), on the database that
``DATABASE_URL`` or ``PBEM_TEST_DATABASE_URL`` names (PostgreSQL is the figure
that matters; without either, SQLite in a temporary folder). A decision is a
player's tap POSTed to its option link in a started game of the tests' toy
ruleset (a cheap engine, so the figure is the service's own cost: link check,
apply path, outbox, the page after the tap). The baseline is an endpoint of
the same app that does one SELECT and one UPDATE of one row in one
transaction. Blocks of each alternate, so a noisy machine slows both alike; it
prints the medians (wall clock, and this process's CPU time, which a loaded
machine disturbs less), the ratios, the SQL statements each request sent, and
its round trips to the database (the statements with each BEGIN, COMMIT and
ROLLBACK; issue 13's goal is at most 8 for a decision).

With ``--api`` a decision is instead an answer through the JSON API in Cosmic
games of three players (what ``benchmarks/decisions.py`` times over HTTP): a
seat with something to decide asks what (``GET /prompts``, printed as
"asked"), then POSTs a random answer that fits, and answers on while the reply
lists more; an answer the rules refuse is tried again and not counted.

    DATABASE_URL=postgresql+psycopg://USER@HOST:5432/NAME .venv/bin/python benchmarks/decision_cost.py [--api]

With a PostgreSQL URL it works in a database of its own beside the one named
(NAME_decision_bench), which it empties first.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import sqlalchemy as sa

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_db import fresh_database  # noqa: E402
from benchmarks.decisions import Player, random_answer, setup_games  # noqa: E402
from benchmarks.minimal import add_minimal_endpoint, use_toy_ruleset  # noqa: E402
from pbem import create_app, links, migrate  # noqa: E402
from pbem.models import Game, OpenPrompt  # noqa: E402
from pbem.services import games  # noqa: E402

PACE = {"decision": 86400, "response": 86400, "negotiation": 86400}
TOY = {"target": 3, "hand_size": 4, "scoring": "high"}


def started_games(db: Any, count: int) -> list[int]:
    ids = []
    for i in range(count):
        with db.write() as session:
            game = games.create_game(session, ruleset_name="toy", options=TOY, pace=PACE,
                                     player_emails=[f"a{i}@bench.test", f"b{i}@bench.test"],
                                     host_email="host@bench.test", seed=i, host_confirmed=True)
            for seat in list(game.seats):
                games.join_seat(session, game, seat, f"P{seat.index}", "UTC")
            ids.append(game.id)
    return ids


def tap_path(db: Any, game_id: int) -> str:
    """The option link of seat 0's open pick, as its email carries it."""
    with db.session() as session:
        game = session.get(Game, game_id)
        row = session.scalar(sa.select(OpenPrompt).where(OpenPrompt.game_id == game_id, OpenPrompt.seat == 0,
                                                         OpenPrompt.status == "open"))
        card = str(game.state["hands"][0][0])
        epoch = next(s.link_epoch for s in game.seats if s.index == 0)
    return links.option_path(game_id, 0, epoch, row.prompt_id, row.id, card)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--blocks", type=int, default=6)
    parser.add_argument("--per-block", type=int, default=40)
    parser.add_argument("--api", action="store_true",
                        help="answer Cosmic prompts through the JSON API instead of tapping toy option links")
    parser.add_argument("--games", type=int, default=20, help="with --api: Cosmic games of three players")
    args = parser.parse_args()
    use_toy_ruleset()

    with tempfile.TemporaryDirectory() as tmp:
        url = fresh_database(Path(tmp), "decision_bench")
        app = create_app({"DATABASE_URL": url, "EMBEDDED": False, "TESTING": True,
                          "SECRET_KEY": "bench", "BASE_URL": "http://pbem.bench"})
        db = app.extensions["pbem.db"]

        add_minimal_endpoint(app)
        statements, transactions = [0], [0]

        def sent(_conn: Any, _cursor: Any, text: str, *_rest: Any) -> None:
            statements[0] += not text.startswith("BEGIN")  # SQLite's BEGIN IMMEDIATE counts as a BEGIN below

        sa.event.listen(db.engine, "before_cursor_execute", sent)
        def transaction(conn: sa.Connection) -> None:  # no BEGIN, COMMIT nor ROLLBACK is sent in autocommit
            transactions[0] += conn.get_execution_options().get("isolation_level") != "AUTOCOMMIT"

        for marker in ("begin", "commit", "rollback"):
            sa.event.listen(db.engine, marker, transaction)
        with app.app_context():
            if args.api:
                players = setup_games(app, "cosmic", args.games, 3)
            else:
                migrate.upgrade(db)
                game_ids = started_games(db, args.blocks * args.per_block)
                taps = [tap_path(db, g) for g in game_ids]
        client = app.test_client()
        kinds = ("decision", "minimal", "asked")
        timings: dict[str, list[float]] = {k: [] for k in kinds}
        cpu: dict[str, list[float]] = {k: [] for k in kinds}
        counts: dict[str, list[int]] = {k: [] for k in kinds}
        trips: dict[str, list[int]] = {k: [] for k in kinds}

        def timed(kind: str | None, call: Any) -> Any:
            """The response; its figures are kept as ``kind``'s (None: not kept) if it answered 200."""
            statements[0] = transactions[0] = 0
            started, cpu_started = time.perf_counter(), time.process_time()
            response = call()
            if kind is not None and response.status_code == 200:
                timings[kind].append(time.perf_counter() - started)
                cpu[kind].append(time.process_time() - cpu_started)
                counts[kind].append(statements[0])
                trips[kind].append(statements[0] + transactions[0])
            elif not args.api or response.status_code not in (409, 422):
                raise SystemExit(f"{kind}: {response.status_code} {response.get_data(as_text=True)[:300]}")
            return response

        rng = random.Random(1)
        for block in range(args.blocks):
            if args.api:
                answer_through_api(client, players, args.per_block, rng, timed)
            else:
                for path in taps[block * args.per_block:(block + 1) * args.per_block]:
                    timed("decision", lambda path=path: client.post(path, data={"answers": "0"}))
            for _ in range(args.per_block):
                timed("minimal", lambda: client.post("/bench/minimal"))
        db.dispose()

    figures: dict[str, Any] = {"database": "PostgreSQL" if "postgresql" in str(db.url) else "SQLite",
                               "decision": "an API answer, Cosmic" if args.api else "a tap, toy game"}
    for kind in kinds if args.api else kinds[:2]:
        figures.update({
            f"{kind}_ms_median": round(statistics.median(timings[kind]) * 1000, 2),
            f"{kind}_cpu_ms_median": round(statistics.median(cpu[kind]) * 1000, 2),
            f"{kind}_statements_median": statistics.median(counts[kind]),
            f"{kind}_round_trips_median": statistics.median(trips[kind])})
    figures["ratio"] = round(figures["decision_ms_median"] / figures["minimal_ms_median"], 1)
    figures["cpu_ratio"] = round(figures["decision_cpu_ms_median"] / figures["minimal_cpu_ms_median"], 1)
    figures["decisions"] = len(timings["decision"])
    print(json.dumps(figures))


def answer_through_api(client: Any, players: list[Player], count: int, rng: random.Random, timed: Any) -> None:
    """``count`` answers by seats that have something to decide, each after its GET of what it is asked."""
    done = idle = 0
    while done < count:
        player = rng.choice(players)
        headers = {"Authorization": f"Bearer {player.token}"}
        path = f"/api/games/{player.game_id}"
        if not client.get(path + "/prompts", headers=headers).get_json()["prompts"]:
            idle += 1
            if idle > 50 * len(players):
                raise SystemExit("no seat has anything to decide: the games are over (give more --games)")
            continue
        idle = 0
        prompts = timed("asked", lambda path=path, headers=headers: client.get(path + "/prompts", headers=headers)
                        ).get_json()["prompts"]
        while prompts and done < count:
            prompt = rng.choice(prompts)
            for _attempt in range(5):
                body = {"prompt_id": prompt["id"], "choice": random_answer(prompt, rng)}
                response = timed("decision", lambda path=path, headers=headers, body=body: client.post(
                    path + "/actions", json=body, headers=headers))
                if response.status_code != 422:
                    break
            if response.status_code != 200:
                break
            done += 1
            prompts = response.get_json()["open"]


if __name__ == "__main__":
    main()
