"""The host's confirmation email as the SMTP server receives it, and the invitations after the button."""

from pbem.mail.sender import flush
from tests.pbem.helpers import PACE, links_in
from tests.pbem.mail.smtpd import text_of

BODY = {"ruleset": "toy", "options": {"target": 3, "hand_size": 4, "scoring": "high"}, "pace": PACE,
        "players": ["ann@example.org", "bob@example.org"], "host": "host@example.org", "title": "Duel"}


def test_only_the_host_is_mailed_until_they_confirm_from_the_received_email(app, db, client, inbox):
    assert client.post("/api/games", json=BODY).status_code == 201
    flush(db, app.config)
    [mail] = inbox.take()
    assert mail["To"] == "host@example.org" and mail["Subject"] == "[Duel] Confirm that you host Duel"
    link = next(p for p in links_in(text_of(mail)) if p.startswith("/confirm-host/"))

    assert client.get(link).status_code == 200
    flush(db, app.config)
    assert inbox.take() == []  # opening the link sent nothing
    assert client.post(link).status_code == 303
    flush(db, app.config)
    received = inbox.take()
    assert sorted(m["To"] for m in received) == ["ann@example.org", "bob@example.org", "host@example.org"]
    assert all("/join/" in text_of(m) for m in received if m["To"] != "host@example.org")
