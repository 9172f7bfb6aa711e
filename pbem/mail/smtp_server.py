"""Our own inbound SMTP server (aiosmtpd), where the MX forwards mail for ``MAIL_DOMAIN``.

It accepts mail only for our reply and bounce addresses (any other recipient
gets 550 at ``RCPT``, so it is never a relay nor a catch-all) and hands each
message to :func:`pbem.mail.inbound.receive` on a worker thread, inside the
Flask app's context. A message it could not handle (the database away, say)
is answered 451, and the forwarding server tries again later.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from aiosmtpd.controller import Controller
from flask import Flask

from pbem.mail.inbound import MAX_BYTES, receive
from pbem.mail.reply_address import split

log = logging.getLogger(__name__)


class InboundHandler:
    """The aiosmtpd handler: the door check at ``RCPT``, the work at ``DATA``."""

    def __init__(self, app: Flask) -> None:
        self.app = app

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str, options: Any) -> str:
        if split(address, self.app.config) is None:
            return "550 5.1.1 No such mailbox here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        try:
            outcome = await asyncio.to_thread(self._receive, envelope.content, list(envelope.rcpt_tos))
        except Exception:
            log.exception("inbound message from %s could not be handled", envelope.mail_from)
            return "451 4.3.0 Could not handle the message now; try again later"
        log.info("inbound message from %s: %s (%s)", envelope.mail_from, outcome.kind, outcome.detail)
        return "250 OK"

    def _receive(self, raw: bytes, recipients: list[str]) -> Any:
        with self.app.app_context():
            return receive(self.app.extensions["pbem.db"], self.app.config, raw, recipients)


def controller(app: Flask, host: str, port: int) -> Controller:
    """A server not yet started, listening at ``host``:``port`` once it is."""
    return Controller(InboundHandler(app), hostname=host, port=port, data_size_limit=MAX_BYTES,
                      server_hostname=app.config.get("MAIL_DOMAIN") or None)
