"""Mail: emails rendered from ``templates/email/``, threaded per game, sent from the outbox.

``compose`` decides what each email says, ``render`` turns templates into
text and inlined HTML, ``message`` builds the MIME message with its threading
headers, ``sender`` claims outbox rows and sends them, ``digest`` coalesces
events into "what happened" emails, ``preferences`` is the settings page.
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    from pbem.mail import preferences

    app.register_blueprint(preferences.bp)
