"""The Celery side of pbem: ``worker.app`` is what ``celery -A`` loads; the tasks are thin shells over pbem.jobs."""
