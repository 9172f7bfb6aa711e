from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from pbem.mail.smtp_server import controller
from tests.pbem.mail.smtpd import Inbox, free_port, smtp_server


@pytest.fixture
def inbox(app: Flask) -> Iterator[Inbox]:
    """A real SMTP server the app sends to."""
    with smtp_server() as (inbox, port):
        app.config.update(SMTP_HOST="127.0.0.1", SMTP_PORT=port, MAIL_FROM="pbem <games@pbem.test>")
        yield inbox


@pytest.fixture
def inbound(app: Flask, inbox: Inbox) -> Iterator[int]:
    """Our inbound SMTP server, on a free port, answering for MAIL_FROM's domain (pbem.test)."""
    port = free_port()
    server = controller(app, "127.0.0.1", port)
    server.start()
    try:
        yield port
    finally:
        server.stop()
