"""How fast the outbox sends, beside bare smtplib loops to the same kind of server, in the same run.

Setup: a few real games (the tests' toy ruleset, created and joined through
the services, so their invitations, host and decision emails are written by
the real compose functions and templates), whose outbox rows are then copied
to ``--emails`` rows, each with an address and dedupe key of its own.

Each round alternates, each phase against a fresh aiosmtpd process (its own
process, discarding what it accepts, so its CPU time is not ours and can be
read on its own; on uvloop when it is installed):

- baseline 1: a bare smtplib loop sending the same messages, built beforehand,
  over one connection, marking nothing;
- baseline N: the same loop on ``SENDERS`` connections at once (threads), the
  fair yardstick when the server is what limits;
- the outbox: ``flush`` until nothing is left (claim, build, send, mark), then
  the rows are put back to ``pending`` for the next round. With ``--processes N``,
  N processes flush at once, as N prefork children of the Celery worker each
  running a send task do (the Procfile's ``celery -A worker.app worker`` runs
  a child per CPU): each has its own GIL, database connections and ``SENDERS``
  SMTP connections.

For every phase it prints emails per second, this process's CPU per email
(all its threads, and the processes it ran) and the server's CPU per email (from ``/proc``, Linux only),
so a reader can tell which side limits.

    PBEM_TEST_DATABASE_URL=postgresql+psycopg://USER@HOST:5432/NAME .venv/bin/python benchmarks/outbox.py
    .venv/bin/python benchmarks/outbox.py --profile     # one connection under cProfile: where our CPU goes

With PBEM_TEST_DATABASE_URL or DATABASE_URL it uses PostgreSQL, in a database of
its own beside the one named (NAME_outbox_bench); without, SQLite.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import multiprocessing
import os
import pstats
import smtplib
import socket
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import sqlalchemy as sa

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_db import fresh_database  # noqa: E402
from benchmarks.minimal import use_toy_ruleset  # noqa: E402
from pbem import create_app, migrate  # noqa: E402
from pbem.mail import sender  # noqa: E402
from pbem.mail.message import wire_message  # noqa: E402
from pbem.models import OutboxEmail  # noqa: E402
from tests.pbem.helpers import started_game  # noqa: E402
from tests.pbem.mail.smtpd import free_port  # noqa: E402

COLUMNS = ("game_id", "kind", "data", "subject", "text_body", "html_body", "headers", "created_at")


# aiosmtpd's own command line, on uvloop's event loop when it is installed (the dev extras hold it): aiosmtpd
# runs on any asyncio loop, and uvloop's transports and timers (aiosmtpd resets a timeout on every read) take
# about a quarter of its CPU per email off; the protocol, its parsing and the Sink handler are aiosmtpd's own.
SERVER = ("import asyncio, importlib.util\n"
          "if importlib.util.find_spec('uvloop'):\n"
          "    import uvloop; asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())\n"
          "from aiosmtpd.main import main; main()")
SERVER_LOOP = "uvloop" if importlib.util.find_spec("uvloop") else "asyncio"


def start_smtp_server(port: int) -> subprocess.Popen:
    """aiosmtpd in its own process, discarding what it accepts: its CPU time is not ours, and is read apart."""
    server = subprocess.Popen([sys.executable, "-c", SERVER, "-n", "-l", f"127.0.0.1:{port}",
                               "-c", "aiosmtpd.handlers.Sink"])
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise RuntimeError("aiosmtpd did not start")


def queue_emails(db: Any, games: int, emails: int) -> int:
    """Start ``games`` toy games through the services, then copy their emails to ``emails`` outbox rows."""
    for seed in range(1, games + 1):
        started_game(db, players=4, seed=seed)
    with db.write() as session:
        written = [dict(row._mapping) for row in session.execute(
            sa.select(*(OutboxEmail.__table__.c[name] for name in COLUMNS)).order_by(OutboxEmail.id))]
        session.execute(sa.delete(OutboxEmail))
        session.execute(sa.insert(OutboxEmail), [
            {**written[i % len(written)], "to_addr": f"p{i}@bench.test", "dedupe_key": f"bench:{i}",
             "status": "pending", "attempts": 0} for i in range(emails)])
    return len(written)


def server_cpu(pid: int) -> float | None:
    """The server process's CPU seconds so far (user and system), or None where ``/proc`` is not there."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Phase:
    """One timed send against a fresh server: wall time, our CPU, the server's CPU."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.port = free_port()

    def __enter__(self) -> Phase:
        self.server = start_smtp_server(self.port)
        self.server_cpu = server_cpu(self.server.pid)
        self.started, self.cpu = time.perf_counter(), time.process_time() + children_cpu()
        return self

    def __exit__(self, *exc: object) -> None:
        self.seconds = time.perf_counter() - self.started
        self.cpu = time.process_time() + children_cpu() - self.cpu
        after = server_cpu(self.server.pid)
        self.server_cpu = after - self.server_cpu if after is not None and self.server_cpu is not None else None
        self.server.terminate()
        self.server.wait(timeout=10)

    def rate(self, count: int) -> float:
        return count / self.seconds

    def line(self, count: int, *baselines: tuple[str, float]) -> str:
        """The figures, and the ratio to each named baseline rate."""
        text = (f"{self.name:<38} {self.rate(count):6,.0f} emails/s   our CPU {self.cpu * 1000 / count:.2f} ms/email"
                + (f"   server CPU {self.server_cpu * 1000 / count:.2f} ms/email" if self.server_cpu else ""))
        return text + "".join(f"   ratio to {name} {self.rate(count) / rate:.2f}" for name, rate in baselines)


def prebuilt(db: Any, config: Any) -> list[tuple[str, bytes]]:
    with db.session() as session:
        rows = list(session.scalars(sa.select(OutboxEmail).where(OutboxEmail.status == "pending")
                                    .order_by(OutboxEmail.id)))
        return [(row.to_addr, wire_message(row, config)) for row in rows]


def bare_loop(port: int, messages: list[tuple[str, bytes]], connections: int) -> None:
    """Send ``messages`` over ``connections`` smtplib connections at once, each its share in order."""
    def send(share: list[tuple[str, bytes]]) -> None:
        with smtplib.SMTP("127.0.0.1", port) as smtp:
            for to, data in share:
                smtp.sendmail("games@pbem.bench", [to], data)

    with ThreadPoolExecutor(connections) as pool:
        list(pool.map(send, [messages[i::connections] for i in range(connections)]))


def children_cpu() -> float:
    """The CPU seconds of the processes this one ran and waited for (the SMTP servers' are not waited for yet)."""
    times = os.times()
    return times.children_user + times.children_system


def drain(db: Any, config: Any, processes: int = 1) -> int:
    if processes > 1:
        return drain_in_processes(db, config, processes)
    sent = 0
    while batch := sender.flush(db, config)["sent"]:  # one flush sends a bounded amount, as the periodic task
        sent += batch
    return sent


def drain_in_processes(db: Any, config: Any, processes: int) -> int:
    """``processes`` forked processes draining at once, as the worker's prefork children do, each claiming its
    own batches; what they sent, in total."""
    db.engine.dispose()  # no pooled connection crosses the fork: each child opens its own
    context = multiprocessing.get_context("fork")
    counts = context.SimpleQueue()

    def child() -> None:
        sent = 0
        try:
            sent = drain(db, config)
        finally:  # a child that fails still answers (its rows then show as not sent), so none is waited for forever
            counts.put(sent)

    children = [context.Process(target=child) for _ in range(processes)]
    for child in children:
        child.start()
    sent = sum(counts.get() for _ in children)
    for child in children:
        child.join()
    return sent


def put_back(db: Any) -> None:
    with db.write() as session:
        session.execute(sa.update(OutboxEmail).values(status="pending", attempts=0, sent_at=None))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--emails", type=int, default=5000)
    parser.add_argument("--games", type=int, default=10, help="real games whose emails are copied")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--senders", type=int, default=sender.SENDERS, help="connections at once (SENDERS)")
    parser.add_argument("--processes", type=int, default=1,
                        help="processes sending at once, each with SENDERS connections (the worker's children)")
    parser.add_argument("--profile", action="store_true", help="one connection under cProfile instead")
    args = parser.parse_args()
    sender.SENDERS = args.senders

    use_toy_ruleset()
    with tempfile.TemporaryDirectory() as tmp:
        url = fresh_database(Path(tmp), "outbox_bench")
        app = create_app({"TESTING": True, "DATABASE_URL": url, "EMBEDDED": False, "SECRET_KEY": "bench",
                          "BASE_URL": "http://pbem.bench", "SMTP_HOST": "127.0.0.1",
                          "MAIL_FROM": "pbem <games@pbem.bench>"})
        db = app.extensions["pbem.db"]
        if db.is_sqlite:
            sender.SENDERS = 1  # what flush does there: SQLite serialises writers
        with app.app_context():
            migrate.upgrade(db)
            kinds = queue_emails(db, args.games, args.emails)
            print(f"{'SQLite' if db.is_sqlite else 'PostgreSQL'}: {args.emails:,} outbox rows copied from the "
                  f"{kinds} emails {args.games} toy games wrote through the compose functions; "
                  f"the outbox sends over {sender.SENDERS} connections, batches of {sender.BATCH}; "
                  f"aiosmtpd on {SERVER_LOOP}")
            if args.profile:
                profile(db, app.config)
            else:
                for round_ in range(1, args.rounds + 1):
                    run_round(db, app.config, args.emails, round_, args.processes)
        db.dispose()


def run_round(db: Any, config: Any, emails: int, round_: int, processes: int = 1) -> None:
    messages = prebuilt(db, config)
    print(f"round {round_}:")
    with Phase("baseline: bare smtplib, 1 connection") as one:
        bare_loop(one.port, messages, 1)
    print("  " + one.line(emails))
    with Phase(f"baseline: bare smtplib, {sender.SENDERS} connections") as many:
        bare_loop(many.port, messages, sender.SENDERS)
    print("  " + many.line(emails, ("1 connection", one.rate(emails))))
    where = f"{processes} processes x {sender.SENDERS}" if processes > 1 else f"{sender.SENDERS}"
    with Phase(f"outbox: built, sent, marked, {where} conns") as ours:
        config["SMTP_PORT"] = ours.port
        sent = drain(db, config, processes)
    print("  " + ours.line(sent, (f"{sender.SENDERS} connections", many.rate(emails)),
                           ("1 connection", one.rate(emails))))
    put_back(db)


def profile(db: Any, config: Any) -> None:
    """Our CPU per email, broken down, on one connection (cProfile sees one thread)."""
    sender.SENDERS = 1
    with Phase("outbox under cProfile, 1 connection") as ours:
        config["SMTP_PORT"] = ours.port
        profiler = cProfile.Profile(time.process_time)  # CPU, not the waits for the server
        profiler.enable()
        sent = drain(db, config)
        profiler.disable()
    print(ours.line(sent))
    stats = pstats.Stats(profiler)
    total = stats.total_tt  # type: ignore[attr-defined]
    print(f"profiled CPU {total * 1000 / sent:.2f} ms/email; cumulative share of the main parts:")
    parts = {"the message (wire_message)": ("message.py", "wire_message"),
             "SMTP (SMTPTransport.send)": ("sender.py", "send"),
             "claim (and read the rows)": ("sender.py", "claim"), "mark sent": ("sender.py", "_mark_sent"),
             "envelope sender": ("reply_address.py", "bounce_address"), "connect": ("sender.py", "open_transport")}
    for label, (module, function) in parts.items():
        cumulative = sum(row[3] for key, row in stats.stats.items()  # type: ignore[attr-defined]
                         if key[0].endswith(module) and key[2] == function)
        print(f"  {label:<38} {cumulative * 1000 / sent:.3f} ms/email  {cumulative / total:5.1%}")
    stats.sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
