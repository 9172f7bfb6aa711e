"""Sending the outbox: claim rows, send them over one SMTP connection, record what happened.

A row goes ``pending`` -> ``sending`` (with this sender's claim token, in a
short transaction: ``FOR UPDATE SKIP LOCKED`` on PostgreSQL, ``BEGIN
IMMEDIATE`` on SQLite), then ``sent`` once the server accepted it, or
``failed`` with the server's words on a permanent (5xx) refusal (or at once
when the row cannot be sent as written), or back to ``pending`` with a later
``next_attempt_at`` on a temporary one, until its attempts run out. A row
that fails never holds back the rows behind it.

Speed: one SMTP connection carries a whole batch, and the rows the server
accepted are marked ``sent`` together, one UPDATE per :data:`MARK_EVERY`
rows (and whatever was accepted is marked before a failing sender gives up),
instead of a transaction per email; :data:`SENDERS` connections work at once,
each on batches of its own claiming. The claim's own UPDATE returns the rows
(Core, no ORM objects), each row becomes its wire bytes in one function
(:func:`pbem.mail.message.wire_message`), and :class:`SMTPTransport` writes the
SMTP commands itself.

Two senders never hold the same row; a sender that dies leaves its rows
``sending`` until the claim's lease runs out, and then they go out again. A
sender that raises is still marked for what it sent, so each email goes once;
only a process killed outright, between the server's acceptance and the next
mark, repeats what it sent since its last mark (at most :data:`MARK_EVERY`
emails, each with its own ``Message-ID``, so mail clients show it once).

Mail to an address that bounced waits as ``pending`` until its player clears
the mark on their settings page (see :mod:`pbem.mail.bounces`); every email
leaves with an envelope sender naming its row, so a bounce says which one failed.

Without ``SMTP_HOST`` (the embedded default) nothing leaves the machine: rows
are marked sent and read at ``/dev/mail``.
"""

from __future__ import annotations

import contextlib
import email.errors
import functools
import logging
import smtplib
import ssl
import uuid
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timedelta
from email.utils import parseaddr
from typing import Any, Protocol

import sqlalchemy as sa
from flask import current_app
from sqlalchemy.dialects.postgresql import ARRAY

from pbem.db import Database
from pbem.mail.bounces import held_addresses
from pbem.mail.message import one_line, wire_message
from pbem.mail.reply_address import bounce_address
from pbem.models import OutboxEmail, utcnow

log = logging.getLogger(__name__)
OUTBOX = OutboxEmail.__table__  # the sender reads and writes columns (Core), no ORM objects

BATCH = 200
MAX_BATCHES = 48  # one run sends at most BATCH * MAX_BATCHES; the next run takes the rest
SENDERS = 4  # SMTP connections sending at once, each its own claims (see flush)
CLAIM_LEASE = timedelta(minutes=10)
MAX_ATTEMPTS = 8
MARK_EVERY = 50  # accepted rows marked sent in one UPDATE; a process killed outright may repeat this many


class TemporarySendError(Exception):
    """The server or the network said "not now"; the rows wait for ``next_attempt_at``."""


class Transport(Protocol):
    def send(self, to: str, message: bytes, envelope_sender: str) -> None: ...

    def close(self) -> None: ...


class DevInbox:
    """The embedded default: the outbox row is the delivered mail, read at /dev/mail."""

    def send(self, to: str, message: bytes, envelope_sender: str) -> None:
        pass

    def close(self) -> None:
        pass


class SMTPTransport:
    def __init__(self, config: Mapping[str, Any]) -> None:
        self.sender = parseaddr(config["MAIL_FROM"])[1]
        self.smtp = smtplib.SMTP(config["SMTP_HOST"], int(config["SMTP_PORT"]), timeout=config["SMTP_TIMEOUT"])
        if config.get("SMTP_STARTTLS"):
            self.smtp.starttls(context=ssl.create_default_context())
        if config.get("SMTP_USER"):
            self.smtp.login(config["SMTP_USER"], config.get("SMTP_PASSWORD") or "")
        self.smtp.ehlo_or_helo_if_needed()
        self.size = self.smtp.has_extn("size")

    def send(self, to: str, message: bytes, envelope_sender: str) -> None:
        """The commands and bytes ``smtplib``'s ``sendmail`` writes for one recipient and no options, and the
        same exceptions, without parsing back the addresses we wrote (``quoteaddr``) or a regex over the whole
        message for its dot-stuffing: ``message`` ends its lines with CRLF only, so a line starting with "."
        is one after a CRLF. (A tenth of the CPU an email costs.)"""
        if not to.isascii():  # smtplib's SMTPUTF8 path needs a policy our messages do not use
            raise smtplib.SMTPNotSupportedError("this sender cannot write to an internationalised address (SMTPUTF8)")
        smtp = self.smtp
        code, reply = smtp.docmd("mail", f"FROM:<{envelope_sender}>" + (f" size={len(message)}" if self.size else ""))
        if code != 250:
            self._abandon(code)
            raise smtplib.SMTPSenderRefused(code, reply, envelope_sender)
        code, reply = smtp.docmd("rcpt", f"TO:<{to}>")
        if code not in (250, 251):
            self._abandon(code)
            raise smtplib.SMTPRecipientsRefused({to: (code, reply)})
        code, reply = smtp.docmd("data")
        if code != 354:
            self._abandon(code)
            raise smtplib.SMTPDataError(code, reply)
        data = message.replace(b"\r\n.", b"\r\n..")
        smtp.send((b"." if data.startswith(b".") else b"") + data
                  + (b"" if data.endswith(b"\r\n") else b"\r\n") + b".\r\n")
        code, reply = smtp.getreply()
        if code != 250:
            self._abandon(code)
            raise smtplib.SMTPDataError(code, reply)

    def _abandon(self, code: int) -> None:
        """After any refusal: 421 means the server is closing (``sendmail`` closes too); else reset the
        transaction, so the next email starts afresh on this connection."""
        if code == 421:
            self.smtp.close()
            return
        with contextlib.suppress(smtplib.SMTPServerDisconnected):
            self.smtp.rset()

    def close(self) -> None:
        try:
            self.smtp.quit()
        except smtplib.SMTPException:
            self.smtp.close()


def open_transport(config: Mapping[str, Any]) -> Transport:
    return SMTPTransport(config) if config.get("SMTP_HOST") else DevInbox()


def retry_delay(attempts: int) -> int:
    """Seconds before attempt ``attempts + 1``; the same curve as the Celery task's retry backoff."""
    return min(600, 5 * 2 ** max(0, attempts - 1))


def flush(db: Database, config: Mapping[str, Any], ids: list[int] | None = None,
          now: datetime | None = None) -> dict[str, int]:
    """Send what is due (or just ``ids``); raises :class:`TemporarySendError` when some must wait.

    With a mail server and PostgreSQL, :data:`SENDERS` connections send at once, each claiming its own
    batches: a connection spends most of its time waiting for the server's reply to each command, so
    the others write meanwhile. (SQLite serialises writers, so one sender there.)"""
    senders = 1 if ids is not None or db.is_sqlite or not config.get("SMTP_HOST") else SENDERS
    if senders == 1:
        totals = _drain(db, config, ids, now, MAX_BATCHES)
    else:
        app = current_app._get_current_object()  # type: ignore[attr-defined]  # the links in the headers need it

        def drain(_: int) -> dict[str, int]:
            with app.app_context():
                return _drain(db, config, None, now, MAX_BATCHES // senders)

        with ThreadPoolExecutor(senders, thread_name_prefix="outbox") as pool:
            rounds = list(pool.map(drain, range(senders)))
        totals = {key: sum(r[key] for r in rounds) for key in rounds[0]}
    if totals["retry"]:
        raise TemporarySendError(f"{totals['retry']} emails must wait: the mail server did not take them now")
    return totals


def _drain(db: Database, config: Mapping[str, Any], ids: list[int] | None, now: datetime | None,
           batches: int) -> dict[str, int]:
    """Claim and send batch after batch on one connection each, until nothing is due or ``batches`` ran."""
    totals = {"sent": 0, "failed": 0, "retry": 0}
    for _ in range(batches):
        moment = now or utcnow()
        token = uuid.uuid4().hex
        claimed = claim(db, token, moment, ids)
        if not claimed:
            break
        for key, count in _send_claimed(db, config, token, claimed, moment).items():
            totals[key] += count
        if ids is not None or len(claimed) < BATCH:  # nothing else was due; what comes due later, a later run sends
            break
    return totals


# What sending reads of a claimed row: the message's columns and its attempts, not the claim's own bookkeeping.
SENT_COLUMNS = tuple(OUTBOX.c[name] for name in ("id", "game_id", "to_addr", "kind", "data", "subject", "text_body",
                                                 "html_body", "headers", "dedupe_key", "created_at", "attempts"))


def claim(db: Database, token: str, now: datetime, ids: list[int] | None = None,
          limit: int = BATCH) -> list[sa.Row[Any]]:
    """Mark up to ``limit`` due rows as ``sending`` under ``token``; the rows this sender now owns, in id order,
    as the claim left them (its ``attempts`` counts this one), read by the claim's own UPDATE."""
    statements = _statements(db.is_sqlite)
    query = statements.due if ids is None else statements.due.where(OUTBOX.c.id.in_(ids))
    with db.write() as session:
        connection = session.connection()
        owned = list(connection.scalars(query, {"now": now, "stale": now - CLAIM_LEASE, "limit": limit}))
        if not owned:
            return []
        rows = list(connection.execute(statements.claim, {"ids": owned, "token": token, "now": now}))
    return sorted(rows, key=lambda row: row.id)


def _send_claimed(db: Database, config: Mapping[str, Any], token: str, rows: list[sa.Row[Any]],
                  now: datetime) -> dict[str, int]:
    """Send the claimed rows in id order; one row's trouble never holds back the rows behind it.

    A row that cannot be sent as it stands (it does not build, or the server cannot take its
    address) fails for good at once. A row during which the connection breaks, or the sender
    itself raises, counts an attempt and waits its backoff; the rows not yet tried go back
    uncounted, so the next round sends them without it.
    """
    counts = {"sent": 0, "failed": 0, "retry": 0}
    untried = {row.id: row for row in rows}
    try:
        transport = open_transport(config)
    except (OSError, smtplib.SMTPException) as exc:
        for row in rows:
            counts[_mark_retry(db, token, row, now, f"mail server unreachable: {exc}")] += 1
        return counts
    accepted: list[int] = []
    try:
        for row in rows:
            del untried[row.id]
            try:
                outcome = _send_one(db, transport, config, token, row, now)
                counts[outcome] += 1
                if outcome == "sent":
                    accepted.append(row.id)
                    if len(accepted) >= MARK_EVERY:
                        _mark_sent(db, token, accepted)
                        accepted = []
            except _Unreachable as exc:
                counts[_mark_retry(db, token, row, now, f"mail server unreachable: {exc.__cause__}")] += 1
                break
            except Exception as exc:
                # A fault of ours on this row (or a killed task): the row waits its backoff, the rest go back.
                _mark_retry(db, token, row, now, f"{type(exc).__name__}: {exc}")
                raise
    finally:
        _mark_sent(db, token, accepted)
        _release(db, token, list(untried))
        transport.close()
    return counts


class _Unreachable(Exception):
    pass


# What sending one message can raise that no retry cures: the message cannot be built or written as
# it stands (a header that does not parse, text that does not encode), or the server cannot take its
# address at all (an internationalised address without SMTPUTF8).
INCURABLE = (ValueError, TypeError, email.errors.MessageError, smtplib.SMTPNotSupportedError)


def _send_one(db: Database, transport: Transport, config: Mapping[str, Any], token: str, row: sa.Row[Any],
              now: datetime) -> str:
    try:
        # The envelope sender names this row, so a bounce says which email (and address) failed.
        transport.send(one_line(row.to_addr), wire_message(row, config), bounce_address(config, row.id))
    except smtplib.SMTPRecipientsRefused as exc:
        code, text = next(iter(exc.recipients.values()))
        return _refused(db, token, row, now, code, text)
    except smtplib.SMTPResponseException as exc:
        return _refused(db, token, row, now, exc.smtp_code, exc.smtp_error)
    except INCURABLE as exc:
        error = f"cannot be sent as written: {type(exc).__name__}: {exc}"
        log.warning("outbox %s to %s failed for good: %s", row.id, row.to_addr, error)
        _finish(db, token, row.id, status="failed", last_error=error[:2000])
        return "failed"
    except OSError as exc:  # includes the other SMTP errors: a dropped connection, a timeout
        raise _Unreachable(exc) from exc
    return "sent"  # marked with the others by the caller


def _refused(db: Database, token: str, row: sa.Row[Any], now: datetime, code: int, text: bytes | str) -> str:
    error = f"{code} {text.decode(errors='replace') if isinstance(text, bytes) else text}"
    if code >= 500:
        log.warning("outbox %s to %s refused for good: %s", row.id, row.to_addr, error)
        _finish(db, token, row.id, status="failed", last_error=error)
        return "failed"
    return _mark_retry(db, token, row, now, error)


def _mark_retry(db: Database, token: str, row: sa.Row[Any], now: datetime, error: str) -> str:
    attempts = row.attempts  # read after the claim, which counted this attempt
    if attempts >= MAX_ATTEMPTS:
        _finish(db, token, row.id, status="failed", last_error=f"gave up after {attempts} attempts: {error}")
        return "failed"
    _finish(db, token, row.id, status="pending", last_error=error,
            next_attempt_at=now + timedelta(seconds=retry_delay(attempts)))
    return "retry"


def _finish(db: Database, token: str, row_id: int, **values: Any) -> None:
    # Only the claim's owner may record the outcome: a sender whose lease ran out changes nothing.
    with db.write() as session:
        session.execute(
            sa.update(OUTBOX).where(OUTBOX.c.id == row_id, OUTBOX.c.claim_token == token)
            .values(claim_token=None, claimed_at=None, **values)
        )


def _mark_sent(db: Database, token: str, ids: list[int]) -> None:
    """Record many accepted rows in one statement; as in :func:`_finish`, only under this sender's claim."""
    if not ids:
        return
    with db.write() as session:
        session.connection().execute(_statements(db.is_sqlite).sent, {"ids": ids, "token": token, "now": utcnow()})


def _release(db: Database, token: str, ids: list[int]) -> None:
    if not ids:
        return
    with db.write() as session:
        session.connection().execute(_statements(db.is_sqlite).release, {"ids": ids, "token": token})


@dataclass(frozen=True)
class _Statements:
    due: sa.Select[Any]  # the ids a claim takes (parameters now, stale, limit)
    claim: sa.Update  # ... marked as this sender's, read back (ids, token, now)
    sent: sa.Update  # accepted rows recorded (ids, token, now)
    release: sa.Update  # rows not tried given back (ids, token)


@functools.cache
def _statements(sqlite: bool) -> _Statements:
    """The claim's and the marks' statements, built once for each kind of database and then executed with their
    parameters: building them for every batch and mark (and their cache keys, which a built statement keeps)
    cost more than the rest of those calls in Python.

    The ids are ``id IN (...)`` on SQLite, ``id = ANY(array)`` on PostgreSQL, one parameter: the statement's text
    is then the same for any number of ids, so it is compiled, parsed and prepared once, where ``IN`` is a new text
    for each count: the claim's 200 ids made a text too long for psycopg to keep parsed, so it parsed it every time."""
    among = (OUTBOX.c.id.in_(sa.bindparam("ids", expanding=True)) if sqlite
             else OUTBOX.c.id == sa.any_(sa.bindparam("ids", type_=ARRAY(sa.Integer))))
    mine = OUTBOX.c.claim_token == sa.bindparam("token")
    now = sa.bindparam("now", type_=OUTBOX.c.claimed_at.type)
    stale = sa.bindparam("stale", type_=OUTBOX.c.claimed_at.type)  # claimed before this, its lease ran out
    due = sa.and_(sa.or_(
        sa.and_(OUTBOX.c.status == "pending",
                sa.or_(OUTBOX.c.next_attempt_at.is_(None), OUTBOX.c.next_attempt_at <= now)),
        sa.and_(OUTBOX.c.status == "sending", OUTBOX.c.claimed_at < stale),
    ), OUTBOX.c.to_addr.not_in(held_addresses()))  # an address that bounced gets nothing until it is cleared
    return _Statements(
        due=sa.select(OUTBOX.c.id).where(due).order_by(OUTBOX.c.id).limit(sa.bindparam("limit", type_=sa.Integer))
        .with_for_update(skip_locked=True),
        claim=sa.update(OUTBOX).where(among)
        .values(status="sending", claim_token=sa.bindparam("token"), claimed_at=now, attempts=OUTBOX.c.attempts + 1)
        .returning(*SENT_COLUMNS),
        sent=sa.update(OUTBOX).where(among, mine)
        .values(status="sent", sent_at=now, last_error=None, claim_token=None, claimed_at=None),
        release=sa.update(OUTBOX).where(among, mine, OUTBOX.c.status == "sending")
        .values(status="pending", claim_token=None, claimed_at=None, attempts=OUTBOX.c.attempts - 1))
