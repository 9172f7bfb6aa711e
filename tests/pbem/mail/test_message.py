"""The bytes a message goes out as: the sender's own writer must write exactly what the email package's
generator (smtplib's ``send_message``) writes for the message built with the email package, only faster."""

from __future__ import annotations

import email.generator
import io
from datetime import UTC, datetime, timedelta, timezone
from email import quoprimime
from email.utils import format_datetime

import time_machine
from hypothesis import given, settings
from hypothesis import strategies as st

from pbem.mail.message import build_message, date_header, quoted_printable, wire_message
from pbem.services.outbox import queue_email
from tests.pbem.helpers import outbox, started_game


def standard_bytes(message) -> bytes:
    out = io.BytesIO()
    email.generator.BytesGenerator(out).flatten(message, linesep="\r\n")  # as smtplib.send_message does
    return out.getvalue()


def test_every_email_of_a_game_goes_out_byte_for_byte_as_the_email_package_writes_it(app, db):
    game_id = started_game(db, players=3)
    started_game(db, players=4, ruleset="cosmic", seed=3)  # richer emails: status lines, many choices
    with db.write() as session:  # a header beyond ASCII, a long one, and a text-only message
        queue_email(session, game_id=game_id, to="ann@example.org", subject="[Kosmiczne spotkanie] Łódź — żółw " * 4,
                    text="Cześć!\nFrom here on a line starts with From.\n", dedupe_key="odd:1",
                    headers={"X-Long": "x" * 1100})
        # Both parts with "From " and "." lines, a lone CR, long lines and no final line end; row headers that
        # replace derived ones (one in another case); an empty text.
        queue_email(session, game_id=game_id, to="bob@example.org", subject="Żółw\r\nBcc: x@example.org",
                    text="From the start\r\n.\nA bare\rCR and a very long line " + "wörd " * 40,
                    html="<p>From here</p>\n.\n<p>" + "ünïcode " * 30 + "</p>", dedupe_key="odd:2",
                    headers={"Auto-Submitted": "auto-replied", "message-id": "<own@example.org>",
                             "Reply-To": "play+abc@pbem.test"})
        queue_email(session, game_id=None, to="cyd@example.org", subject="Empty", text="", dedupe_key="odd:3")
    rows = outbox(db)
    assert len(rows) > 5
    # Both writers sign the unsubscribe link, whose signature holds the second it was made: one clock for both.
    with time_machine.travel(datetime(2026, 6, 1, 9, 0, tzinfo=UTC), tick=False):
        for row in rows:
            wire = wire_message(row, app.config)
            assert wire == standard_bytes(build_message(row, app.config)), row.dedupe_key
            assert b"\r" not in wire.replace(b"\r\n", b"") and b"\n" not in wire.replace(b"\r\n", b"")  # CRLF only


def test_the_multipart_boundary_never_occurs_in_its_parts(app, db):
    started_game(db)
    for row in outbox(db):
        message = build_message(row, app.config)
        if message.is_multipart():
            boundary = message.get_boundary()
            assert boundary.startswith("=_")
            assert all(boundary not in part.get_payload() for part in message.get_payload())


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([*"ab =\t\r\n.ł€\x00\x0b\x85\u2028", "From ", "x" * 30, "y" * 80])))
def test_the_quoted_printable_writer_writes_what_the_email_package_writes(pieces):
    """Long lines, escapes where a line must break, whitespace at line ends, every kind of line break."""
    text = "".join(pieces)
    expected = quoprimime.body_encode(text.encode("utf-8").decode("latin-1")) if text else ""
    assert quoted_printable(text) == expected


@given(st.datetimes(), st.sampled_from([None, UTC, timezone(timedelta(hours=-3, minutes=-30))]))
def test_the_date_header_is_what_the_email_package_writes(moment, zone):
    moment = moment.replace(tzinfo=zone)
    assert date_header(moment) == format_datetime(moment)
