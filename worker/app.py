"""The Celery app for ``celery -A worker.app worker`` and ``celery -A worker.app beat``.

It is the Flask app's Celery (configured from the same environment: ``REDIS_URL``,
``DATABASE_URL``, ``SECRET_KEY``, the SMTP settings), with the tasks registered.
"""

from __future__ import annotations

from pbem import create_app
from worker.tasks import register

flask_app = create_app()
app = flask_app.extensions["celery"]
register(app)
