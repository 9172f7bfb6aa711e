"""Background jobs: the one door pbem uses to ask for work, and the two ways that work runs.

With ``REDIS_URL`` set, :func:`enqueue` hands a job to Celery by *name*
(``worker/`` registers the tasks; pbem never imports it) and beat runs
:data:`PERIODIC`. Without it, the embedded default runs the very same job
functions on a :class:`Ticker` thread in the web process, so deadlines fire
and mail reaches the dev inbox with nothing else running.

Jobs take ids and plain values only, and each is safe to run twice or at the
same time as itself: they claim their rows before acting. So a deadline sweep
that finds a backlog asks Celery for one more sweep to run beside it.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from typing import Any

from celery import Celery, Task
from flask import Flask, current_app, has_app_context
from sqlalchemy import event
from sqlalchemy.orm import Session

from pbem.db import Database
from pbem.services import outbox, stand_ins

log = logging.getLogger(__name__)

SEND_OUTBOX = "pbem.send_outbox"
SWEEP_DEADLINES = "pbem.sweep_deadlines"
SEND_REMINDERS = "pbem.send_reminders"
SEND_DIGESTS = "pbem.send_digests"
RUN_STAND_INS = "pbem.run_stand_ins"  # one game's stand-ins, after a commit that opened decisions for them
SWEEP_STAND_INS = "pbem.sweep_stand_ins"
START_CAMPAIGN_GAMES = "pbem.start_campaign_games"  # campaigns whose pause between games is over

# Job name -> seconds between runs from beat (production); the ticker runs them all every tick.
PERIODIC: dict[str, float] = {
    SWEEP_DEADLINES: 15.0,
    SEND_REMINDERS: 60.0,
    SEND_OUTBOX: 30.0,  # picks up mail whose send task was lost or failed for a while
    SEND_DIGESTS: 60.0,
    SWEEP_STAND_INS: 30.0,  # away periods that ended, and stand-in answers a lost job left
    START_CAMPAIGN_GAMES: 60.0,
}


def _db() -> Database:
    return current_app.extensions["pbem.db"]


def _send_outbox(ids: list[int] | None = None) -> Any:
    from pbem.mail.sender import flush

    return flush(_db(), current_app.config, ids)


def _sweep_deadlines() -> Any:
    from pbem.services.deadlines import sweep

    return sweep(_db(), ask_for_help=_another_worker(SWEEP_DEADLINES))


def _another_worker(name: str) -> Callable[[], None] | None:
    """For a job whose backlog several workers can share (each claims its own rows): the call that asks
    one more worker to run it alongside, where jobs run on several at once (Celery's worker processes);
    ``None`` where they run one at a time (the ticker thread, eager tests), since a second run there would
    only wait for the first."""
    app = current_app
    if app.config.get("TASKS_EAGER") or not app.config.get("REDIS_URL"):
        return None
    celery = app.extensions["celery"]
    return lambda: celery.send_task(name)


def _send_reminders() -> Any:
    from pbem.services.deadlines import remind

    return remind(_db())


def _send_digests() -> Any:
    from pbem.mail.digest import send_digests

    return send_digests(_db(), current_app.config)


def _run_stand_ins(game_id: int) -> Any:
    from pbem.services.stand_ins import play_for_absent

    return play_for_absent(_db(), game_id)


def _sweep_stand_ins() -> Any:
    from pbem.services.stand_ins import sweep

    return sweep(_db())


def _start_campaign_games() -> Any:
    from pbem.services.campaigns import start_due

    return start_due(_db())


JOBS: dict[str, Callable[..., Any]] = {
    SEND_OUTBOX: _send_outbox,
    SWEEP_DEADLINES: _sweep_deadlines,
    SEND_REMINDERS: _send_reminders,
    SEND_DIGESTS: _send_digests,
    RUN_STAND_INS: _run_stand_ins,
    SWEEP_STAND_INS: _sweep_stand_ins,
    START_CAMPAIGN_GAMES: _start_campaign_games,
}


def run(name: str, *args: Any) -> Any:
    """Run one job here and now (inside an app context); Celery tasks and the ticker both end up here."""
    return JOBS[name](*args)


def enqueue(name: str, *args: Any) -> None:
    """Ask for a job to run soon, wherever jobs run in this deployment; never blocks on the work."""
    if name not in JOBS:
        raise KeyError(f"unknown job {name!r}")
    app = current_app
    if app.config.get("TASKS_EAGER"):
        run(name, *args)
    elif app.config.get("REDIS_URL"):
        app.extensions["celery"].send_task(name, args=list(args))
    elif (ticker := app.extensions.get("pbem.ticker")) is not None:
        ticker.poke(name, *args)
    # Otherwise nothing runs jobs in this process; the periodic jobs pick the work up when they next run.


def celery_init_app(app: Flask) -> Celery:
    """Flask's documented pattern: every task runs inside an app context."""

    class FlaskTask(Task):
        def __call__(self, *args: object, **kwargs: object) -> object:
            with app.app_context():
                return self.run(*args, **kwargs)

    redis_url = app.config.get("REDIS_URL")
    celery = Celery(app.name, task_cls=FlaskTask)
    celery.conf.update(
        broker_url=redis_url or "memory://",
        result_backend=redis_url,
        task_ignore_result=True,
        # A task whose worker dies is delivered again; every job claims its rows, so a rerun is harmless.
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        broker_connection_retry_on_startup=True,
        timezone="UTC",
        beat_schedule={name: {"task": name, "schedule": seconds} for name, seconds in PERIODIC.items()},
    )
    celery.conf.update(app.config.get("CELERY", {}))
    celery.set_default()
    app.extensions["celery"] = celery
    return celery


class Ticker(threading.Thread):
    """The embedded default's beat and worker in one thread: every job every ``interval`` seconds,
    and a poked job at once."""

    def __init__(self, app: Flask, interval: float = 3.0) -> None:
        super().__init__(name="pbem-ticker", daemon=True)
        self.app = app
        self.interval = interval
        self._pokes: queue.Queue[tuple[str, tuple[Any, ...]] | None] = queue.Queue()
        self._stopped = threading.Event()

    def poke(self, name: str, *args: Any) -> None:
        self._pokes.put((name, args))

    def tick(self) -> None:
        """Every periodic job once (tests call this instead of waiting)."""
        for name in PERIODIC:
            self._run(name, ())

    def stop(self) -> None:
        self._stopped.set()
        self._pokes.put(None)

    def run(self) -> None:
        self.app.extensions["pbem.ticker"] = self
        try:
            while not self._stopped.is_set():
                try:
                    poked = self._pokes.get(timeout=self.interval)
                except queue.Empty:
                    self.tick()
                    continue
                if poked is not None:
                    self._run(*poked)
        finally:
            self.app.extensions.pop("pbem.ticker", None)

    def _run(self, name: str, args: tuple[Any, ...]) -> None:
        try:
            with self.app.app_context():
                run(name, *args)
        except Exception:
            log.exception("job %s failed; the next tick tries again", name)


def _send_after_commit(session: Session) -> None:
    # Mail is sent after the commit that wrote it, never while the game row is held; stand-ins answer
    # after the commit that opened their decisions, in a transaction of their own.
    mail = session.info.pop(outbox.WRITTEN, False)
    absent = stand_ins.take_due(session)
    if not has_app_context():
        return
    if mail:
        enqueue(SEND_OUTBOX)
    for game_id in sorted(absent):
        enqueue(RUN_STAND_INS, game_id)


def _forget(session: Session, _previous: object = None) -> None:
    session.info.pop(outbox.WRITTEN, None)
    session.info.pop(stand_ins.DUE, None)


def init_app(app: Flask) -> None:
    celery_init_app(app)
    if not event.contains(Session, "after_commit", _send_after_commit):
        event.listen(Session, "after_commit", _send_after_commit)
        event.listen(Session, "after_soft_rollback", _forget)
