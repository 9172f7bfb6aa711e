from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from pbem import rulesets
from pbem.mail.smtp_server import controller
from tests.pbem.mail.pair_ruleset import PairRuleset
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


@pytest.fixture
def pair_ruleset(monkeypatch: pytest.MonkeyPatch, toy_ruleset: object) -> PairRuleset:
    """Toy Pair beside the real rulesets and the toy: a game that asks each seat two decisions at once."""
    pair = PairRuleset()
    real_get, real_names = rulesets.get_ruleset, rulesets.ruleset_names
    monkeypatch.setattr(rulesets, "get_ruleset", lambda name: pair if name == pair.name else real_get(name))
    monkeypatch.setattr(rulesets, "ruleset_names", lambda: sorted({*real_names(), pair.name}))
    return pair
