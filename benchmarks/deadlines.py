"""How fast deadlines fire, beside a baseline measured in the same run (the outbox: ``outbox.py``).

It bulk-inserts games with two open prompts each (100,000 prompts, 10,000 of
them past their deadline by default) into a fresh database and times one sweep
claiming and firing every due prompt through the real apply path (source
``timeout``, with the "chosen for you" notice and the next decision's email).

The baseline, on the same machine in the same run, so the ratio means something
on a shared one, is the cheapest conceivable sweep: the same due rows marked
answered by a bulk UPDATE, a transaction per 500, then put back.

The bulk games use the tests' small toy ruleset: a real Cosmic Encounter game
per prompt would take far longer to set up, and the sweep's own cost (claim,
re-read, apply, version check, outbox) is the same for any ruleset.

    .venv/bin/python benchmarks/deadlines.py                      # SQLite in a temporary folder
    DATABASE_URL=postgresql+psycopg://USER@HOST:5432/NAME .venv/bin/python benchmarks/deadlines.py
    ... benchmarks/deadlines.py --sweepers 2                      # two sweeps racing, as two workers would

With ``--sweepers N`` the sweep is N sweeps started at once, N-1 of them in
processes of their own; the CPU figure is theirs together, and the run checks
that each due prompt fired exactly once.

On PostgreSQL on the same machine it also prints the CPU the server's
processes serving the sweep spent (from ``/proc``), since they share the cores:
a firing's cost is ours and theirs.

With PBEM_TEST_DATABASE_URL or DATABASE_URL it uses PostgreSQL, in a
database of its own beside the one named (NAME_deadlines_bench), which it
empties first.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import sqlalchemy as sa

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_db import fresh_database  # noqa: E402
from benchmarks.minimal import use_toy_ruleset  # noqa: E402
from pbem import create_app, migrate  # noqa: E402
from pbem.models import ActionRecord, Game, OpenPrompt, OutboxEmail, Seat, User, utcnow  # noqa: E402
from pbem.services.deadlines import sweep  # noqa: E402
from tests.pbem.toy_ruleset import ToyRuleset  # noqa: E402

PACE = {"decision": 86400, "response": 86400, "negotiation": 86400}
USERS = 1000
CHUNK = 5000


def insert_games(db: Any, prompts: int, due: int) -> int:
    """Bulk-insert started toy games (two open picks each); the first ``due`` prompts are overdue."""
    toy = ToyRuleset()
    state, _events = toy.setup({"target": 3, "hand_size": 4, "scoring": "high"}, 2, 1)
    now = utcnow()
    game_count = prompts // 2
    with db.write() as session:
        session.execute(sa.insert(User), [{"email": f"p{i}@bench.test", "name": f"P{i}", "time_zone": "UTC",
                                           "notify": {"mode": "decisions"}, "created_at": now}
                                          for i in range(USERS)])
        users = list(session.scalars(sa.select(User.id).order_by(User.id)))
    for start in range(0, game_count, CHUNK):
        size = min(CHUNK, game_count - start)
        with db.write() as session:
            ids = list(session.scalars(sa.insert(Game).returning(Game.id, sort_by_parameter_order=True), [
                {"ruleset": "toy", "title": f"Bench {start + i}", "options": {}, "pace": PACE, "status": "active",
                 "seed": 1, "state": state, "version": 1, "host_email": "host@bench.test", "host_epoch": 0,
                 "created_at": now, "started_at": now} for i in range(size)]))
            session.execute(sa.insert(Seat), [
                {"game_id": g, "index": s, "user_id": users[(2 * (start + i) + s) % USERS], "display_name": f"P{s}",
                 "link_epoch": 0, "joined_at": now} for i, g in enumerate(ids) for s in (0, 1)])
            rows = []
            for i, g in enumerate(ids):
                for s in (0, 1):
                    n = 2 * (start + i) + s
                    deadline = now - timedelta(minutes=5) if n < due else now + timedelta(days=1)
                    rows.append({"game_id": g, "seat": s, "prompt_id": f"r1.pick.{s}", "kind": "pick",
                                 "deadline_class": "decision", "opened_at": now, "deadline_at": deadline,
                                 "remind_at": None, "status": "open"})
            session.execute(sa.insert(OpenPrompt), rows)
    return game_count


def baseline_sweep(db: Any, batch: int = 500) -> tuple[int, float]:
    """Mark the due rows answered, ``batch`` to a transaction, as fast as SQL can; then put them back."""
    now = utcnow()
    with db.session() as session:
        due = list(session.scalars(sa.select(OpenPrompt.id).where(OpenPrompt.status == "open",
                                                                  OpenPrompt.deadline_at <= now)
                                   .order_by(OpenPrompt.id)))
    started = time.perf_counter()
    for i in range(0, len(due), batch):
        with db.write() as session:
            session.execute(sa.update(OpenPrompt).where(OpenPrompt.id.in_(due[i:i + batch]))
                            .values(status="answered", closed_at=now),
                            execution_options={"synchronize_session": False})
    seconds = time.perf_counter() - started
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).where(OpenPrompt.id.in_(due)).values(status="open", closed_at=None),
                        execution_options={"synchronize_session": False})
    return len(due), seconds


def _sweeper(config: dict[str, Any], start: Any, results: Any, measured: Any) -> None:
    """One sweeper process: its own app and connections; sweeps once ``start`` is set, then reports, and keeps its
    connections until ``measured`` is set (the server's CPU is read from the processes serving them)."""
    app = create_app(config)
    db = app.extensions["pbem.db"]
    with app.app_context():
        with db.session() as session:  # connected before the start, as a running worker is
            session.execute(sa.select(1))
        start.wait()
        cpu = time.process_time()
        report = sweep(db)
        results.put((report, time.process_time() - cpu))
        measured.wait()
    db.dispose()


def database_cpu(db: Any) -> dict[int, float] | None:
    """CPU seconds so far of each PostgreSQL process serving this benchmark's database, read from ``/proc``:
    what the sweep costs the server, which shares the cores (None on SQLite, or a server on another machine)."""
    if db.is_sqlite:
        return None
    with db.session() as session:
        pids = list(session.scalars(sa.text("SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
                                            "AND backend_type = 'client backend'")))
    ticks = os.sysconf("SC_CLK_TCK")
    seconds = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
        except OSError:
            return None
        seconds[pid] = (int(fields[11]) + int(fields[12])) / ticks  # utime and stime
    return seconds


def racing_sweeps(app: Any, sweepers: int) -> tuple[dict[str, int], float, float, float | None]:
    """Every due prompt fired by ``sweepers`` sweeps started at once (the first in this process, the others in
    processes of their own, as Celery workers would race): their totals, the wall time until the last one
    finished, the CPU time of all of them, and that of the database's processes serving them (None when it
    cannot be read)."""
    config = {key: app.config[key] for key in ("TESTING", "DATABASE_URL", "EMBEDDED", "SECRET_KEY", "BASE_URL",
                                                 "MAIL_FROM")}
    forked = multiprocessing.get_context("fork")
    start, results, measured = forked.Event(), forked.Queue(), forked.Event()
    app.extensions["pbem.db"].dispose()  # no connection of ours is shared with a child
    others = [forked.Process(target=_sweeper, args=(config, start, results, measured))
              for _ in range(sweepers - 1)]
    for process in others:
        process.start()
    time.sleep(2 if others else 0)  # the children have connected
    server_before = database_cpu(app.extensions["pbem.db"])  # which connects this process, as the children are
    started, cpu = time.perf_counter(), time.process_time()
    start.set()
    report = sweep(app.extensions["pbem.db"])
    cpu = time.process_time() - cpu
    for _ in others:
        theirs, their_cpu = results.get()
        report = {key: report[key] + theirs[key] for key in report}
        cpu += their_cpu
    seconds = time.perf_counter() - started
    server_after = database_cpu(app.extensions["pbem.db"])  # the children still connected
    measured.set()
    for process in others:
        process.join()
    server = (None if server_before is None or server_after is None
              else sum(after - server_before.get(pid, 0.0) for pid, after in server_after.items()))
    return report, seconds, cpu, server


def fired_once_line(db: Any, due: int) -> str:
    """Exactly once, checked: each due prompt answered by one timeout action and told by one notice."""
    with db.session() as session:
        actions = session.scalar(sa.select(sa.func.count()).select_from(ActionRecord)
                                 .where(ActionRecord.source == "timeout"))
        notices = session.scalar(sa.select(sa.func.count()).select_from(OutboxEmail)
                                 .where(OutboxEmail.dedupe_key.startswith("timeout:")))
        still_due = session.scalar(sa.select(sa.func.count()).select_from(OpenPrompt)
                                   .where(OpenPrompt.status == "open", OpenPrompt.deadline_at <= utcnow()))
    verdict = "each fired once" if actions == notices == due and not still_due else "NOT EXACTLY ONCE"
    return (f"deadlines: {due:,} due, {actions:,} timeout actions, {notices:,} timeout notices, "
            f"{still_due:,} still due: {verdict}")


def ratio_line(what: str, count: int, seconds: float, base_count: int, base_seconds: float, unit: str) -> str:
    rate, base = count / seconds, base_count / base_seconds
    return (f"{what}: {rate:,.0f} {unit}/s   baseline {base:,.0f} {unit}/s   ratio {rate / base:.2f}")


def cpu_line(what: str, cpu: float, count: int, unit: str) -> str:
    """This process's own CPU time: on a shared machine the steadier figure (the wall clock also counts
    waiting for a core, the database and the mail server)."""
    return (f"{what}: {cpu * 1000 / max(count, 1):.2f} ms of our processes' CPU per {unit} "
            f"(at most {count / cpu if cpu else 0:,.0f}/s on one free core, the database's work aside)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--prompts", type=int, default=100_000)
    parser.add_argument("--due", type=int, default=10_000)
    parser.add_argument("--sweepers", type=int, default=1,
                        help="sweeps racing each other on the same due prompts (processes, as Celery workers)")
    args = parser.parse_args()

    use_toy_ruleset()

    with tempfile.TemporaryDirectory() as tmp:
        url = fresh_database(Path(tmp), "deadlines_bench")
        app = create_app({"TESTING": True, "DATABASE_URL": url, "EMBEDDED": False,
                          "SECRET_KEY": "bench", "BASE_URL": "http://pbem.bench",
                          "MAIL_FROM": "pbem <games@pbem.bench>"})
        db = app.extensions["pbem.db"]
        backend = "PostgreSQL" if not db.is_sqlite else "SQLite"
        with app.app_context():
            migrate.upgrade(db)
            started = time.perf_counter()
            games = insert_games(db, args.prompts, args.due)
            with db.write() as session:
                # The planner's statistics, as a running server's autovacuum keeps them: without them it guesses
                # a handful of active games and claims by reading every game rather than the due prompts.
                session.execute(sa.text("ANALYZE"))
            print(f"{backend}: inserted {games:,} toy games with {args.prompts:,} open prompts "
                  f"({args.due:,} due) in {time.perf_counter() - started:.1f}s")
            print("Firing uses the tests' toy ruleset (a cheap fixture), not a Cosmic Encounter apply per game.")

            base_count, base_seconds = baseline_sweep(db)
            report, seconds, cpu, server_cpu = racing_sweeps(app, args.sweepers)
            print(f"sweep ({args.sweepers} sweeper{'s' if args.sweepers > 1 else ''} racing): claimed "
                  f"{report['claimed']:,}, fired {report['fired']:,}, stale {report['stale']:,} "
                  f"in {seconds:.1f}s; baseline (bulk UPDATE of the same {base_count:,} rows, 500 a transaction) "
                  f"{base_seconds:.1f}s")
            print(ratio_line("deadlines", report["fired"], seconds, base_count, base_seconds, "fired"))
            print(cpu_line("deadlines", cpu, report["fired"], "firing"))
            if server_cpu is not None:
                print(f"deadlines: {server_cpu * 1000 / max(report['fired'], 1):.2f} ms of PostgreSQL's CPU per "
                      f"firing (its processes serving the sweep; with ours, at most "
                      f"{report['fired'] / (cpu + server_cpu) if cpu + server_cpu else 0:,.0f}/s on one free core)")
            print(fired_once_line(db, base_count))
        db.dispose()

if __name__ == "__main__":
    main()
