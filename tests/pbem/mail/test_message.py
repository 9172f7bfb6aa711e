"""The bytes a message goes out as: the sender's own writer must write exactly what the email package's
generator (smtplib's ``send_message``) writes, only faster."""

from __future__ import annotations

import email.generator
import io

from pbem.mail.message import build_message, wire_bytes
from pbem.services.outbox import queue_email
from tests.pbem.helpers import outbox, started_game


def standard_bytes(message) -> bytes:
    out = io.BytesIO()
    email.generator.BytesGenerator(out).flatten(message, linesep="\r\n")  # as smtplib.send_message does
    return out.getvalue()


def test_every_email_of_a_game_goes_out_byte_for_byte_as_the_email_package_writes_it(app, db):
    game_id = started_game(db, players=3)
    with db.write() as session:  # a header beyond ASCII, a long one, and a text-only message
        queue_email(session, game_id=game_id, to="ann@example.org", subject="[Kosmiczne spotkanie] Łódź — żółw " * 4,
                    text="Cześć!\nFrom here on a line starts with From.\n", dedupe_key="odd:1",
                    headers={"X-Long": "x" * 1100})
    rows = outbox(db)
    assert len(rows) > 5
    for row in rows:
        message = build_message(row, app.config)
        assert wire_bytes(message) == standard_bytes(message), row.dedupe_key


def test_the_multipart_boundary_never_occurs_in_its_parts(app, db):
    started_game(db)
    for row in outbox(db):
        message = build_message(row, app.config)
        if message.is_multipart():
            boundary = message.get_boundary()
            assert boundary.startswith("=_")
            assert all(boundary not in part.get_payload() for part in message.get_payload())
