from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from tests.pbem.mail.smtpd import Inbox, smtp_server


@pytest.fixture
def inbox(app: Flask) -> Iterator[Inbox]:
    """A real SMTP server the app sends to."""
    with smtp_server() as (inbox, port):
        app.config.update(SMTP_HOST="127.0.0.1", SMTP_PORT=port, MAIL_FROM="pbem <games@pbem.test>")
        yield inbox
