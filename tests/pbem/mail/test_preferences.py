"""The settings page every email links to, and one-click unsubscribe (GET never changes anything)."""

from __future__ import annotations

import sqlalchemy as sa

from pbem.models import User
from tests.pbem.helpers import EMAILS, links_in, outbox, started_game


def _notify(db, email):
    with db.session() as session:
        return session.scalar(sa.select(User).where(User.email == email)).notify


def _settings_link(db, email):
    mail = next(m for m in outbox(db, email) if "Your decision" in m.subject)
    return next(p for p in links_in(mail.text_body) if p.startswith("/settings/"))


def test_the_settings_link_opens_this_persons_settings_and_saves_them(db, client):
    started_game(db)
    link = _settings_link(db, EMAILS[0])
    page = client.get(link)
    assert page.status_code == 200 and EMAILS[0] in page.text
    assert 'value="all" checked' in page.text
    saved = client.post(link, data={"mode": "digest"})
    assert saved.status_code == 200 and 'id="saved"' in saved.text and 'value="digest" checked' in saved.text
    assert _notify(db, EMAILS[0]) == {"mode": "digest"}
    assert _notify(db, EMAILS[1]) == {}
    assert client.post(link, data={"mode": "everything!"}).status_code == 400


def test_unsubscribe_asks_on_get_and_acts_on_post(db, client):
    started_game(db)
    link = _settings_link(db, EMAILS[1]) + "/unsubscribe"
    page = client.get(link)
    assert page.status_code == 200 and "<form method=\"post\">" in page.text
    assert _notify(db, EMAILS[1]) == {}
    assert client.post(link, data={"List-Unsubscribe": "One-Click"}).status_code == 200
    assert _notify(db, EMAILS[1]) == {"mode": "decisions"}


def test_a_forged_or_cut_settings_link_is_refused(db, client):
    started_game(db)
    link = _settings_link(db, EMAILS[0])
    assert client.get(link[:-3]).status_code == 403
    assert client.post(link[:-3] + "/unsubscribe").status_code == 403
    assert _notify(db, EMAILS[0]) == {}
