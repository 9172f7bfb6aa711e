"""Decisions per second over HTTP, beside a minimal endpoint served by the same gunicorn in the same run.

It creates games directly in the database, starts gunicorn (2 workers) on the
app exactly as the Procfile does (plus the minimal endpoint of
:mod:`benchmarks.minimal`: one SELECT and one UPDATE), and alternates blocks:
in one, one thread per player polls its open prompts through the JSON API and
answers them (a random option, or a random answer that fits the form, or the
suggested one); in the other, as many threads with the same HTTP client POST
to the minimal endpoint as fast as it answers. It prints, per block and in
all, decisions per second against the minimal endpoint's requests per second
and their ratio (issue 13's goal: at least 1/3), the p50/p99 latency of an
answer's POST (goal: p99 under 100 ms) and of the minimal request, and how
many requests the players sent per decision (their polling included: polling
is how these simulated players learn it is their turn, not part of a decision).

    DATABASE_URL=postgresql+psycopg://USER@HOST:5432/pbem_bench \\
        .venv/bin/python benchmarks/decisions.py --games 40 --seconds 10 --blocks 2
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
from pathlib import Path
from typing import Any

import sqlalchemy as sa

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.minimal import use_toy_ruleset  # noqa: E402
from pbem import create_app, migrate, rulesets  # noqa: E402
from pbem.models import Base  # noqa: E402
from pbem.services import games  # noqa: E402
from pbem.services.tokens import new_api_token  # noqa: E402

PACE = {"decision": 86400, "response": 86400, "negotiation": 86400}
TOY = {"target": 20, "hand_size": 9, "scoring": "high"}  # the longest toy game: 9 rounds


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)  # of each request counted as done (a decision's POST)
    refused: dict[int, int] = field(default_factory=dict)
    requests: int = 0  # every request sent, polling included
    seconds: float = 0.0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, status: int, seconds: float) -> None:
        with self.lock:
            if status == 200:
                self.latencies.append(seconds)
            else:
                self.refused[status] = self.refused.get(status, 0) + 1

    def sent(self) -> None:
        with self.lock:
            self.requests += 1

    def merge(self, other: Tally) -> None:
        self.latencies += other.latencies
        self.requests += other.requests
        self.seconds += other.seconds
        for status, count in other.refused.items():
            self.refused[status] = self.refused.get(status, 0) + count

    def rate(self) -> float:
        return len(self.latencies) / self.seconds

    def percentiles(self) -> str:
        lat = sorted(self.latencies)
        p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))]
        return f"p50 {statistics.median(lat) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms"


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
                session, ruleset_name=ruleset, options=TOY if ruleset == "toy" else games.option_defaults(ruleset),
                pace=PACE,
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


def call(port: int, method: str, path: str, token: str, body: Any = None, tally: Tally | None = None,
         ) -> tuple[int, Any]:
    if tally is not None:
        tally.sent()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        conn.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
        response = conn.getresponse()
        return response.status, json.loads(response.read() or b"null")
    finally:
        conn.close()


def player(port: int, game_id: int, token: str, until: float, tally: Tally, seed: int) -> None:
    """Poll until this seat has a prompt, answer it; an answer's reply lists what the seat is asked next, so a
    seat with more to decide answers on without polling."""
    rng = random.Random(seed)
    prompts: list[dict[str, Any]] = []
    idle = 0
    while time.monotonic() < until:
        if not prompts:
            status, body = call(port, "GET", f"/api/games/{game_id}/prompts", token, tally=tally)
            if status != 200 or not body["prompts"]:
                idle += 1
                if idle % 10 == 0 and call(port, "GET", f"/api/games/{game_id}", token,
                                           tally=tally)[1]["status"] != "active":
                    return  # the game is over (asked now and then, not at every empty poll)
                time.sleep(0.5)  # a player's app polling twice a second
                continue
            prompts = body["prompts"]
        prompt, prompts = rng.choice(prompts), []
        for _attempt in range(5):
            started = time.perf_counter()
            status, answer = call(port, "POST", f"/api/games/{game_id}/actions", token,
                                  {"prompt_id": prompt["id"], "choice": random_answer(prompt, rng)}, tally=tally)
            tally.add(status, time.perf_counter() - started)
            if status != 422:
                break
        if status == 200:
            prompts = answer["open"]


def hammer(port: int, until: float, tally: Tally) -> None:
    """The baseline's client: the same HTTP calls, to the minimal endpoint, one after another."""
    while time.monotonic() < until:
        started = time.perf_counter()
        status, _ = call(port, "POST", "/bench/minimal", "", tally=tally)
        tally.add(status, time.perf_counter() - started)


def block(threads: list[threading.Thread], tally: Tally) -> None:
    """Run one block's client threads to their end; the tally keeps how long it took."""
    started = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    tally.seconds = time.monotonic() - started


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
    parser.add_argument("--ruleset", default="cosmic", help="or toy: the tests' cheap engine")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10, help="per block")
    parser.add_argument("--blocks", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--port", type=int, default=5089)
    args = parser.parse_args()
    if not args.database_url:
        raise SystemExit("give --database-url or DATABASE_URL (a PostgreSQL database the benchmark may wipe)")
    env = {**os.environ, "DATABASE_URL": args.database_url, "SECRET_KEY": secrets.token_hex(16),
           "BASE_URL": f"http://127.0.0.1:{args.port}"}
    if args.ruleset == "toy":  # the service's own cost: the tests' cheap engine, in this process and gunicorn's
        use_toy_ruleset()
        env["PBEM_BENCH_TOY"] = "1"
    app = create_app({"DATABASE_URL": args.database_url, "SECRET_KEY": env["SECRET_KEY"], "EMBEDDED": False})
    if args.ruleset not in rulesets.ruleset_names():
        raise SystemExit(f"ruleset {args.ruleset!r} is not available")
    with app.app_context():
        seats = setup_games(app, args.ruleset, args.games, args.players)
    app.extensions["pbem.db"].dispose()
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-w", str(args.workers), "-b", f"127.0.0.1:{args.port}",
         "--pythonpath", str(Path(__file__).resolve().parents[1]), "--log-level", "warning",
         "benchmarks.minimal:create()"], env=env)
    decisions, minimal = Tally(), Tally()
    try:
        wait_for(args.port)
        for number in range(args.blocks):
            tally, base = Tally(), Tally()
            until = time.monotonic() + args.seconds
            block([threading.Thread(target=player, args=(args.port, g, t, until, tally, i))
                              for i, (g, t) in enumerate(seats)], tally)
            until = time.monotonic() + args.seconds
            block([threading.Thread(target=hammer, args=(args.port, until, base)) for _ in seats], base)
            print(f"block {number + 1}: {tally.rate():.1f} decisions/s, minimal {base.rate():.1f} requests/s, "
                  f"ratio {tally.rate() / base.rate():.2f}")
            decisions.merge(tally)
            minimal.merge(base)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=20)
    if not decisions.latencies:
        raise SystemExit("no decision was taken")
    print(f"{args.ruleset}: {args.games} games, {len(seats)} simulated players (and as many threads for the "
          f"minimal endpoint), gunicorn -w {args.workers}, {args.blocks} blocks of {args.seconds:.0f} s each")
    print(f"decisions: {len(decisions.latencies)} taken, {decisions.rate():.1f}/s; refused: "
          f"{decisions.refused or 'none'}; {decisions.requests / len(decisions.latencies):.1f} requests per "
          f"decision with the players' polling ({decisions.requests / decisions.seconds:.0f} requests/s)")
    print(f"minimal endpoint: {minimal.rate():.1f} requests/s; ratio decisions/minimal "
          f"{decisions.rate() / minimal.rate():.2f} (goal: at least 0.33)")
    print(f"latency: an answer's POST {decisions.percentiles()}; the minimal request {minimal.percentiles()}")


if __name__ == "__main__":
    main()
