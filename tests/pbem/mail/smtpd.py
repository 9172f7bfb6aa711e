"""A real SMTP server for the tests: aiosmtpd on 127.0.0.1, keeping what it receives as parsed messages."""

from __future__ import annotations

import email
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from email import policy
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Inbox:
    """The aiosmtpd handler: accepts mail, or refuses an address with the reply set in ``refuse``."""

    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []
        self.senders: dict[int, str] = {}  # id(message) -> the envelope sender it came with
        self.raw: list[bytes] = []  # each message's bytes as the server received them (dots unstuffed)
        self.refuse: dict[str, str] = {}

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str, options: Any) -> str:
        if address in self.refuse:
            return self.refuse[address]
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        message = email.message_from_bytes(envelope.content, policy=policy.default)
        self.raw.append(envelope.original_content)
        self.messages.append(message)
        self.senders[id(message)] = envelope.mail_from
        return "250 Message accepted for delivery"

    def envelope_sender(self, message: EmailMessage) -> str:
        return self.senders[id(message)]

    def to(self, address: str) -> list[EmailMessage]:
        return [m for m in self.messages if m["To"] == address]

    def take(self) -> list[EmailMessage]:
        taken, self.messages = self.messages, []
        return taken


def text_of(message: EmailMessage) -> str:
    return message.get_body(("plain",)).get_content()


def html_of(message: EmailMessage) -> str:
    body = message.get_body(("html",))
    return body.get_content() if body is not None else ""


@contextmanager
def smtp_server() -> Iterator[tuple[Inbox, int]]:
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield inbox, port
    finally:
        controller.stop()
