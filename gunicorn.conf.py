"""gunicorn's settings for the Procfile's web process, read from the working directory it starts in.

Sync workers, one per core of the 2-core machines the project is measured on (README "Performance"):
a decision spends most of its time on the CPU, so more workers than cores only queue. ``WEB_CONCURRENCY``
(gunicorn's own variable) overrides the count on a bigger machine.

Each worker, once it has built the app, moves what it built into the cycle collector's permanent
generation (``gc.freeze``): the app, the rulesets, the templates and the translations live as long as the
worker, and without this every full collection walked all of them again (70 to 90 ms of a decision's
request each time, the first one in a worker's first few decisions).
"""

import gc
import os

workers = int(os.environ.get("WEB_CONCURRENCY", "2"))


def post_worker_init(_worker: object) -> None:
    gc.collect()
    gc.freeze()
