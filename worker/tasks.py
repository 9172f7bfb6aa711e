"""Tasks are thin shells: a name from :mod:`pbem.jobs`, ids in, the pbem job function does the work.

The periodic tasks run from beat (:data:`pbem.jobs.PERIODIC`); ``send_outbox``
is also enqueued after each commit that wrote mail. A temporary SMTP failure
retries with exponential backoff; the periodic flush is the safety net.
"""

from __future__ import annotations

from typing import Any

from celery import Celery

from pbem import jobs
from pbem.mail.sender import TemporarySendError


def register(celery: Celery) -> None:
    """Add pbem's tasks to ``celery`` (the worker's app, or a test's)."""

    @celery.task(name=jobs.SEND_OUTBOX, shared=False, autoretry_for=(TemporarySendError,), retry_backoff=5,
                 retry_backoff_max=600, retry_jitter=False, max_retries=8)
    def send_outbox(ids: list[int] | None = None) -> Any:
        return jobs.run(jobs.SEND_OUTBOX, ids)

    @celery.task(name=jobs.SWEEP_DEADLINES, shared=False)
    def sweep_deadlines() -> Any:
        return jobs.run(jobs.SWEEP_DEADLINES)

    @celery.task(name=jobs.SEND_REMINDERS, shared=False)
    def send_reminders() -> Any:
        return jobs.run(jobs.SEND_REMINDERS)

    @celery.task(name=jobs.SEND_DIGESTS, shared=False)
    def send_digests() -> Any:
        return jobs.run(jobs.SEND_DIGESTS)

    @celery.task(name=jobs.RUN_STAND_INS, shared=False)
    def run_stand_ins(game_id: int) -> Any:
        return jobs.run(jobs.RUN_STAND_INS, game_id)

    @celery.task(name=jobs.SWEEP_STAND_INS, shared=False)
    def sweep_stand_ins() -> Any:
        return jobs.run(jobs.SWEEP_STAND_INS)

    @celery.task(name=jobs.START_CAMPAIGN_GAMES, shared=False)
    def start_campaign_games() -> Any:
        return jobs.run(jobs.START_CAMPAIGN_GAMES)
