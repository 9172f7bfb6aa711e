"""Bounces: a delivery failure marks the address, holds its mail, and tells the moderators.

Every email leaves with a signed envelope sender of its own
(``bounce+TOKEN@MAIL_DOMAIN``, see :mod:`pbem.mail.reply_address`), so the
delivery status notification a mail server returns (RFC 3464) names the very
email that failed; a forged one, or one about another address, marks nothing.
Only a permanent failure counts (``Action: failed``, a 5.x.x status); a delay
report does not. The address's user gets ``bouncing_since``: the sender holds
their mail from then on (an email to a dead address is lost, and piles up
failures), the dashboard lists their games, and they clear it on their
settings page, after which the held mail goes out.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from email.message import EmailMessage, Message
from typing import Any

import sqlalchemy as sa

from pbem.db import Database
from pbem.mail.reply_address import AddressError, verify_bounce
from pbem.models import OutboxEmail, User, utcnow

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Failure:
    recipient: str | None
    status: str
    diagnostic: str


def is_delivery_report(message: EmailMessage) -> bool:
    return (message.get_content_type() == "multipart/report"
            or any(p.get_content_type() == "message/delivery-status" for p in message.walk()))


def failures(message: EmailMessage) -> list[Failure]:
    """The recipients a delivery status notification reports as failed for good."""
    out = []
    for part in message.walk():
        if part.get_content_type() != "message/delivery-status":
            continue
        blocks = part.get_payload()
        for block in blocks if isinstance(blocks, list) else []:
            if not isinstance(block, Message):
                continue
            action = str(block.get("Action", "")).strip().lower()
            status = str(block.get("Status", "")).strip()
            if action == "failed" or (not action and status.startswith("5")):
                recipient = str(block.get("Final-Recipient") or block.get("Original-Recipient") or "")
                address = recipient.partition(";")[2].strip().strip("<>").lower() or None
                out.append(Failure(address, status, " ".join(str(block.get("Diagnostic-Code", "")).split())))
    return out


def record(db: Database, config: Mapping[str, Any], message: EmailMessage, token: str) -> tuple[bool, str]:
    """Mark the address a genuine failure report names as bouncing (True), or say why nothing changed."""
    try:
        outbox_id = verify_bounce(config, token)
    except AddressError:
        return False, "a bounce to an address we never wrote as a sender"
    failed = failures(message)
    if not failed:
        return False, "not a permanent delivery failure (a delay, or no delivery report)"
    with db.write() as session:
        to_addr = session.scalar(sa.select(OutboxEmail.to_addr).where(OutboxEmail.id == outbox_id))
        if to_addr is None:
            return False, "a bounce of an email we no longer have"
        failure = next((f for f in failed if f.recipient in (None, to_addr.lower())), None)
        if failure is None:
            return False, "a bounce naming another address than the email's"
        user = session.scalar(sa.select(User).where(User.email == to_addr))
        if user is None:  # a host who plays in no game: the mark needs a row, as a settings choice does
            user = User(email=to_addr, time_zone="UTC", notify={})
            session.add(user)
        if user.bouncing_since is None:
            user.bouncing_since = utcnow()
            user.bounce_reason = (f"{failure.status} {failure.diagnostic}".strip() or "delivery failed")[:500]
    log.info("mail to %s bounced (%s); holding its mail", to_addr, failure.status)
    return True, f"{to_addr} bounces: {failure.status} {failure.diagnostic}".strip()


def clear(db: Database, email: str) -> bool:
    """The player says the address works again: release the held mail. False if it was not bouncing."""
    with db.write() as session:
        user = session.scalar(sa.select(User).where(User.email == email))
        if user is None or user.bouncing_since is None:
            return False
        user.bouncing_since = None
        user.bounce_reason = None
    return True


def held_addresses() -> sa.Select:
    """The addresses whose mail waits (for the sender's claim)."""
    return sa.select(User.email).where(User.bouncing_since.is_not(None))
