"""Decisions per second over HTTP, beside a minimal endpoint served by the same gunicorn in the same run.

It creates games directly in the database, starts gunicorn (2 workers) on the
app exactly as the Procfile does (plus the minimal endpoint of
:mod:`benchmarks.minimal`: one SELECT and one UPDATE), and alternates blocks:
in one, the simulated players answer their prompts through the JSON API (a
random option, or a random answer that fits the form, or the suggested one);
in the other, as many client threads with the same HTTP client POST to the
minimal endpoint as fast as it answers. It prints, per block and in all,
decisions per second against the minimal endpoint's requests per second and
their ratio (issue 13's goal: at least 1/3), the p50/p99 latency of an
answer's POST (goal: p99 under 100 ms) and of the minimal request, how
many requests the players sent per decision, and (on Linux) the gunicorn
workers' CPU time per decision beside their CPU time per minimal request,
which a loaded machine disturbs less than the rates.

How a player learns it is its turn (``--wake``):

- ``mail`` (the default): as a real player does, from the email the service
  writes to the seat it asks. A notifier thread stands in for the mail sender:
  one statement, ``UPDATE outbox SET status = 'sent' ... RETURNING``, takes
  the new rows and marks them sent (what a sender's claim and mark do), and a
  decision email wakes its addressee; a pool of ``--clients`` threads serves
  the woken players (GET what the seat is asked, POST an answer, answer on
  while the reply lists more). The notifier loads the database, so its
  statements are counted and printed per decision. The minimal endpoint gets
  as many threads as the pool has, so both sides have the same concurrency;
  ``--clients 2,60`` (the default: as many as gunicorn has workers, and a thread
  per player of 20 three-player games, as before) measures each concurrency in
  turn, in the same blocks.
- ``poll``: one thread per player polls its prompts (the benchmark's players
  before, 2.7 to 3.3 requests per decision, more on a slower machine), the minimal endpoint as many threads.

    DATABASE_URL=postgresql+psycopg://USER@HOST:5432/pbem_bench \\
        .venv/bin/python benchmarks/decisions.py --games 20 --seconds 8 --blocks 2 --clients 2,60
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import queue
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
    cpu: float | None = None  # the gunicorn workers' CPU seconds meanwhile (None: not known on this system)
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
        self.cpu = None if other.cpu is None else (self.cpu or 0.0) + other.cpu
        for status, count in other.refused.items():
            self.refused[status] = self.refused.get(status, 0) + count

    def rate(self) -> float:
        return len(self.latencies) / self.seconds

    def cpu_ms(self) -> float | None:
        """The workers' CPU milliseconds per request counted as done (per decision, per minimal request)."""
        return None if self.cpu is None or not self.latencies else self.cpu * 1000 / len(self.latencies)

    def percentiles(self) -> str:
        lat = sorted(self.latencies)
        p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))]
        return f"p50 {statistics.median(lat) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms"


@dataclass(frozen=True)
class Player:
    game_id: int
    token: str  # the seat's API token
    email: str  # where the service writes to it


def setup_games(app: Any, ruleset: str, count: int, players: int) -> list[Player]:
    """Fresh schema, ``count`` started games; a :class:`Player` per seat."""
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
            seats += [Player(game.id, new_api_token(seat), seat.user.email) for seat in game.seats]
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


def answer(port: int, player: Player, prompts: list[dict[str, Any]], tally: Tally, rng: random.Random,
           until: float) -> bool:
    """Answer what the seat is asked, and on while each reply lists more; False if it stopped with the seat
    still owing an answer (time ran out, or the game was busy)."""
    while prompts:
        if time.monotonic() >= until:
            return False
        prompt, prompts = rng.choice(prompts), []
        for _attempt in range(5):
            started = time.perf_counter()
            status, body = call(port, "POST", f"/api/games/{player.game_id}/actions", player.token,
                                {"prompt_id": prompt["id"], "choice": random_answer(prompt, rng)}, tally=tally)
            tally.add(status, time.perf_counter() - started)
            if status != 422:
                break
        if status != 200:
            return False  # looked at again: the prompt may have gone, or still be open (the game was busy)
        prompts = body["open"]
    return True


def polling_player(port: int, player: Player, until: float, tally: Tally, seed: int) -> None:
    """Poll until this seat has a prompt, answer it; an answer's reply lists what the seat is asked next, so a
    seat with more to decide answers on without polling."""
    rng = random.Random(seed)
    idle = 0
    while time.monotonic() < until:
        status, body = call(port, "GET", f"/api/games/{player.game_id}/prompts", player.token, tally=tally)
        if status == 200 and body["prompts"]:
            answer(port, player, body["prompts"], tally, rng, until)
            continue
        idle += 1
        if idle % 10 == 0 and call(port, "GET", f"/api/games/{player.game_id}", player.token,
                                   tally=tally)[1]["status"] != "active":
            return  # the game is over (asked now and then, not at every empty poll)
        time.sleep(0.5)  # a player's app polling twice a second


class Mailbox:
    """Players woken by their email, waiting for a client thread; a player is served by one thread at a time,
    and mail that comes while it is served has it looked at again afterwards."""

    def __init__(self) -> None:
        self.woken: queue.Queue[int] = queue.Queue()
        self.lock = threading.Lock()
        self.waiting: set[int] = set()
        self.serving: set[int] = set()
        self.again: set[int] = set()

    def wake(self, index: int) -> None:
        with self.lock:
            if index in self.serving:
                self.again.add(index)
            elif index not in self.waiting:
                self.waiting.add(index)
                self.woken.put(index)

    def take(self, until: float) -> int | None:
        try:
            index = self.woken.get(timeout=max(0.0, min(0.05, until - time.monotonic())))
        except queue.Empty:
            return None
        with self.lock:
            self.waiting.discard(index)
            self.serving.add(index)
        return index

    def done(self, index: int, finished: bool) -> None:
        with self.lock:
            self.serving.discard(index)
            if not finished or index in self.again:
                self.again.discard(index)
                self.waiting.add(index)
                self.woken.put(index)


class Notifier(threading.Thread):
    """The mail sender's stand-in: one statement takes the new outbox rows and marks them sent, and each
    decision email wakes its addressee. It runs only while players play (not during the minimal blocks) and
    counts what it asks of the database."""

    TAKE = sa.text("UPDATE outbox SET status = 'sent', sent_at = now() WHERE status = 'pending' "
                   "RETURNING to_addr, dedupe_key")

    def __init__(self, url: str, players: list[Player], mailbox: Mailbox, every: float) -> None:
        super().__init__(name="notifier", daemon=True)
        self.engine = sa.create_engine(url, poolclass=sa.pool.NullPool, isolation_level="AUTOCOMMIT")
        self.by_address = {p.email: i for i, p in enumerate(players)}
        self.mailbox, self.every = mailbox, every
        self.playing = threading.Event()
        self.stopped = threading.Event()
        self.statements = 0
        self.emails = 0

    def run(self) -> None:
        with self.engine.connect() as conn:
            while not self.stopped.is_set():
                if not self.playing.wait(0.1):
                    continue
                self.statements += 1
                for to_addr, dedupe_key in conn.execute(self.TAKE).all():
                    self.emails += 1
                    if dedupe_key.startswith("prompt:") and to_addr in self.by_address:  # "your decision"
                        self.mailbox.wake(self.by_address[to_addr])
                time.sleep(self.every)

    def stop(self) -> None:
        self.stopped.set()
        self.join()
        self.engine.dispose()


def mail_client(port: int, players: list[Player], mailbox: Mailbox, until: float, tally: Tally,
                rng: random.Random) -> None:
    """One of the pool's threads: take a woken player, GET what it is asked, answer."""
    while time.monotonic() < until:
        index = mailbox.take(until)
        if index is None:
            continue
        player = players[index]
        finished = False
        try:
            status, body = call(port, "GET", f"/api/games/{player.game_id}/prompts", player.token, tally=tally)
            finished = status == 200 and answer(port, player, body["prompts"], tally, rng, until)
        finally:
            mailbox.done(index, finished)


def hammer(port: int, until: float, tally: Tally) -> None:
    """The baseline's client: the same HTTP calls, to the minimal endpoint, one after another."""
    while time.monotonic() < until:
        started = time.perf_counter()
        status, _ = call(port, "POST", "/bench/minimal", "", tally=tally)
        tally.add(status, time.perf_counter() - started)


def workers_cpu(server: int) -> float | None:
    """The CPU seconds (user and system) the gunicorn workers of the ``server`` process have used, from Linux's
    /proc; None elsewhere. Why: on a shared, loaded machine wall-clock rates move with the other jobs, while
    the CPU a decision costs the workers, beside what a minimal request costs them, moves much less."""
    try:
        children = Path(f"/proc/{server}/task/{server}/children").read_text().split()
        ticks = sum(sum(int(f) for f in Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[11:13])
                    for pid in children)
    except (OSError, ValueError):
        return None
    return ticks / os.sysconf("SC_CLK_TCK")


def block(threads: list[threading.Thread], tally: Tally, server: int) -> None:
    """Run one block's client threads to their end; the tally keeps how long it took, and the workers' CPU."""
    started, cpu = time.monotonic(), workers_cpu(server)
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    tally.seconds = time.monotonic() - started
    after = workers_cpu(server)
    tally.cpu = None if cpu is None or after is None else after - cpu


def wait_for(port: int, seconds: float = 120) -> None:
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
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10, help="per block")
    parser.add_argument("--blocks", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--port", type=int, default=5089)
    parser.add_argument("--wake", choices=("mail", "poll"), default="mail",
                        help="how a player learns it is asked: its email (default), or polling")
    parser.add_argument("--clients", default="2,60",
                        help="with --wake mail: client threads on each side, or several (2,60) measured in turn")
    parser.add_argument("--notify-every", type=float, default=0.02, help="seconds between the notifier's looks")
    parser.add_argument("--server-root", type=Path, default=Path(__file__).resolve().parents[1],
                        help="the checkout whose service gunicorn runs (another branch's, to compare)")
    args = parser.parse_args()
    if not args.database_url:
        raise SystemExit("give --database-url or DATABASE_URL (a PostgreSQL database the benchmark may wipe)")
    env = {**os.environ, "DATABASE_URL": args.database_url, "SECRET_KEY": secrets.token_hex(16),
           "BASE_URL": f"http://127.0.0.1:{args.port}",
           "PYTHONPATH": os.pathsep.join([str(args.server_root), os.environ.get("PYTHONPATH", "")])}
    if args.ruleset == "toy":  # the service's own cost: the tests' cheap engine, in this process and gunicorn's
        use_toy_ruleset()
        env["PBEM_BENCH_TOY"] = "1"
    app = create_app({"DATABASE_URL": args.database_url, "SECRET_KEY": env["SECRET_KEY"], "EMBEDDED": False})
    if args.ruleset not in rulesets.ruleset_names():
        raise SystemExit(f"ruleset {args.ruleset!r} is not available")
    with app.app_context():
        players = setup_games(app, args.ruleset, args.games, args.players)
    app.extensions["pbem.db"].dispose()
    concurrencies = [len(players)] if args.wake == "poll" else [int(c) for c in args.clients.split(",")]
    mailbox = Mailbox()
    notifier = Notifier(args.database_url, players, mailbox, args.notify_every)
    notifier.start()
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-w", str(args.workers), "-b", f"127.0.0.1:{args.port}",
         "--chdir", str(args.server_root), "--log-level", "warning", "benchmarks.minimal:create()"],
        env=env)
    decisions = {c: Tally() for c in concurrencies}
    minimal = {c: Tally() for c in concurrencies}
    rng = random.Random(1)
    try:
        wait_for(args.port)
        for number in range(args.blocks):
            for clients in concurrencies:
                tally, base = Tally(), Tally()
                until = time.monotonic() + args.seconds
                if args.wake == "poll":
                    threads = [threading.Thread(target=polling_player, args=(args.port, p, until, tally, i))
                               for i, p in enumerate(players)]
                else:
                    threads = [threading.Thread(target=mail_client, args=(
                        args.port, players, mailbox, until, tally, random.Random(rng.random())))
                        for _ in range(clients)]
                notifier.playing.set()
                block(threads, tally, server.pid)
                notifier.playing.clear()
                until = time.monotonic() + args.seconds
                block([threading.Thread(target=hammer, args=(args.port, until, base)) for _ in range(clients)],
                      base, server.pid)
                print(f"block {number + 1}, {clients} clients: {tally.rate():.1f} decisions/s, "
                      f"minimal {base.rate():.1f} requests/s, ratio {tally.rate() / base.rate():.2f}", flush=True)
                decisions[clients].merge(tally)
                minimal[clients].merge(base)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=20)
        notifier.stop()
    print(f"{args.ruleset}: {args.games} games, {len(players)} simulated players woken by "
          f"{'their email' if args.wake == 'mail' else 'polling'}, gunicorn -w {args.workers}, "
          f"{args.blocks} blocks of {args.seconds:.0f} s for each concurrency")
    for clients in concurrencies:
        done, base = decisions[clients], minimal[clients]
        if not done.latencies:
            print(f"{clients} client threads on each side: no decision was taken")
            continue
        print(f"{clients} client threads on each side: {len(done.latencies)} decisions, {done.rate():.1f}/s; "
              f"minimal endpoint {base.rate():.1f} requests/s; ratio {done.rate() / base.rate():.2f} "
              f"(goal: at least 0.33)")
        print(f"  requests per decision: {done.requests / len(done.latencies):.2f} "
              f"({'GET what is asked, POST the answer' if args.wake == 'mail' else 'the polling included'}); "
              f"refused: {done.refused or 'none'}")
        print(f"  latency: an answer's POST {done.percentiles()}; the minimal request {base.percentiles()}")
        if done.cpu_ms() is not None and base.cpu_ms() is not None:
            print(f"  gunicorn workers' CPU: {done.cpu_ms():.2f} ms per decision (its requests included), "
                  f"{base.cpu_ms():.2f} ms per minimal request; ratio {base.cpu_ms() / done.cpu_ms():.2f}")
    taken = sum(len(t.latencies) for t in decisions.values())
    if args.wake == "mail" and taken:
        print(f"notifier (the mail sender's stand-in, every {args.notify_every * 1000:.0f} ms while players "
              f"play): {notifier.statements} statements, {notifier.statements / taken:.2f} per decision; "
              f"{notifier.emails} emails, {notifier.emails / taken:.2f} per decision")


if __name__ == "__main__":
    main()
