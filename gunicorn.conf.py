"""gunicorn's settings for the Procfile's web process, read from the working directory it starts in.

Sync workers, one per core of the 2-core machines the project is measured on (README "Performance"):
a decision spends most of its time on the CPU, so more workers than cores only queue. ``WEB_CONCURRENCY``
(gunicorn's own variable) overrides the count on a bigger machine.
"""

import os

workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
