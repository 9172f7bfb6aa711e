"""Mail: emails rendered from ``templates/email/``, threaded per game, sent from the outbox.

``compose`` decides what each email says, ``render`` turns templates into
text and inlined HTML, ``message`` builds the MIME message with its threading
headers, ``sender`` claims outbox rows and sends them, ``digest`` coalesces
events into "what happened" emails, ``preferences`` is the settings page. Mail that comes back: ``reply_address``
signs the addresses it comes to, ``inbound`` reads it (``reply_parsing`` what a
reply says, ``bounces`` what a failure report marks), ``inbound_web`` and
``smtp_server`` are its two doors.
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    from pbem.mail import inbound_web, preferences

    app.register_blueprint(preferences.bp)
    app.register_blueprint(inbound_web.bp)
