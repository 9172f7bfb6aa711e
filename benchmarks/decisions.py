"""How many decisions per second the service takes: simulated players answering prompts over HTTP.

It creates games directly in the database, starts gunicorn (2 workers) on
``pbem:create_app()`` exactly as the Procfile does, and lets one thread per
player poll its open prompts through the JSON API and answer them (a random
option, or a random answer that fits the form, or the suggested one). It
prints decisions per second and the p50/p99 latency of answering.

    DATABASE_URL=postgresql+psycopg://USER@HOST:5432/pbem_bench \\
        .venv/bin/python benchmarks/decisions.py --games 40 --seconds 20
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import secrets
import signal
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa

from pbem import create_app, migrate, rulesets
from pbem.models import Base
from pbem.services import games
from pbem.services.tokens import new_api_token

PACE = {"decision": 86400, "response": 86400, "negotiation": 86400}


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    refused: dict[int, int] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, status: int, seconds: float) -> None:
        with self.lock:
            if status == 200:
                self.latencies.append(seconds)
            else:
                self.refused[status] = self.refused.get(status, 0) + 1


def setup_games(app: Any, ruleset: str, count: int, players: int) -> list[tuple[int, str]]:
    """Fresh schema, ``count`` started games; returns (game id, API token) per seat."""
    db = app.extensions["pbem.db"]
    with db.engine.begin() as conn:
        Base.metadata.drop_all(conn)
        conn.execute(sa.text("DROP TABLE IF EXISTS alembic_version"))
    migrate.upgrade(db)
    seats = []
    for n in range(count):
        with db.write() as session:
            game = games.create_game(
                session, ruleset_name=ruleset, options=games.option_defaults(ruleset), pace=PACE,
                player_emails=[f"p{n}.{i}@example.org" for i in range(players)], host_email="host@example.org",
                seed=n, host_confirmed=True)
            for seat in list(game.seats):
                games.join_seat(session, game, seat, f"P{seat.index}", "UTC")
            seats += [(game.id, new_api_token(seat)) for seat in game.seats]
    return seats


def random_answer(prompt: dict[str, Any], rng: random.Random) -> Any:
    """Any answer that fits the prompt's schema (the ruleset may still refuse it)."""
    if not prompt["fields"]:
        return rng.choice(prompt["options"])["key"]
    if prompt["suggested"] is not None and rng.random() < 0.5:
        return prompt["suggested"]
    out: dict[str, Any] = {}
    for f in prompt["fields"]:
        keys = [o["key"] for o in f["options"]]
        if f["type"] == "choice":
            out[f["name"]] = rng.choice(keys) if keys else None
        elif f["type"] == "multi":
            out[f["name"]] = rng.sample(keys, rng.randint(min(f["min"], len(keys)), min(f["max"], len(keys))))
        elif f["type"] == "int":
            out[f["name"]] = rng.randint(f["min"], f["max"])
        else:
            caps = f["caps"] or [f["max"]] * len(keys)
            want, counts = rng.randint(f["min"], f["max"]), {}
            for key, cap in sorted(zip(keys, caps, strict=True), key=lambda _: rng.random()):
                n = min(cap, want - sum(counts.values()))
                if n > 0:
                    counts[key] = n
            out[f["name"]] = counts
    return out


def call(port: int, method: str, path: str, token: str, body: Any = None) -> tuple[int, Any]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        conn.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
        response = conn.getresponse()
        return response.status, json.loads(response.read() or b"null")
    finally:
        conn.close()


def player(port: int, game_id: int, token: str, until: float, tally: Tally, seed: int) -> None:
    rng = random.Random(seed)
    while time.monotonic() < until:
        status, body = call(port, "GET", f"/api/games/{game_id}/prompts", token)
        if status != 200 or not body["prompts"]:
            if status == 200 and call(port, "GET", f"/api/games/{game_id}", token)[1]["status"] != "active":
                return
            time.sleep(0.5)  # a player's app polling twice a second
            continue
        prompt = rng.choice(body["prompts"])
        for _attempt in range(5):
            started = time.perf_counter()
            status, _ = call(port, "POST", f"/api/games/{game_id}/actions", token,
                             {"prompt_id": prompt["id"], "choice": random_answer(prompt, rng)})
            tally.add(status, time.perf_counter() - started)
            if status != 422:
                break


def wait_for(port: int, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/")
            conn.getresponse().read()
            return
        except OSError:
            time.sleep(0.2)
    raise SystemExit("gunicorn did not come up")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database-url", default=os.environ.get("DATABASE_URL"))
    parser.add_argument("--ruleset", default="cosmic")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--port", type=int, default=5089)
    args = parser.parse_args()
    if not args.database_url:
        raise SystemExit("give --database-url or DATABASE_URL (a PostgreSQL database the benchmark may wipe)")
    env = {**os.environ, "DATABASE_URL": args.database_url, "SECRET_KEY": secrets.token_hex(16),
           "BASE_URL": f"http://127.0.0.1:{args.port}"}
    app = create_app({"DATABASE_URL": args.database_url, "SECRET_KEY": env["SECRET_KEY"], "EMBEDDED": False})
    if args.ruleset not in rulesets.ruleset_names():
        raise SystemExit(f"ruleset {args.ruleset!r} is not available")
    with app.app_context():
        seats = setup_games(app, args.ruleset, args.games, args.players)
    app.extensions["pbem.db"].dispose()
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-w", str(args.workers), "-b", f"127.0.0.1:{args.port}",
         "--log-level", "warning", "pbem:create_app()"], env=env)
    try:
        wait_for(args.port)
        tally = Tally()
        until = time.monotonic() + args.seconds
        started = time.monotonic()
        threads = [threading.Thread(target=player, args=(args.port, g, t, until, tally, i))
                   for i, (g, t) in enumerate(seats)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.monotonic() - started
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=20)
    lat = sorted(tally.latencies)
    if not lat:
        raise SystemExit("no decision was taken")
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))]
    print(f"{args.ruleset}: {args.games} games, {len(seats)} simulated players, gunicorn -w {args.workers}, "
          f"{elapsed:.1f} s")
    print(f"decisions: {len(lat)} taken, {len(lat) / elapsed:.0f}/s; refused: {tally.refused or 'none'}")
    print(f"latency of answering: p50 {statistics.median(lat) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms")


if __name__ == "__main__":
    main()
