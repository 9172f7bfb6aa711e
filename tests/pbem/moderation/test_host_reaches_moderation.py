"""A host finds moderation from the email they got and from the host page, and lands on the game's console."""

from __future__ import annotations

import re

from tests.pbem.helpers import links_in, outbox, started_game
from tests.pbem.moderation.conftest import csrf_of


def test_the_hosts_email_and_host_page_link_to_moderating_the_game(client, db):
    game_id = started_game(db)
    mail = next(m for m in outbox(db, to="host@example.org") if "You are hosting" in m.subject)
    assert "moderate it here" in mail.text_body
    moderate = next(p for p in links_in(mail.text_body) if p.startswith("/mod/host/"))
    host_page = next(p for p in links_in(mail.text_body) if p.startswith("/host/"))
    page = client.get(host_page).text
    assert re.search(r'<a class="button secondary" href="/mod/host/[^"]+">Moderate this game</a>', page)
    assert f'href="{moderate}"' in page
    confirm = client.get(moderate)
    assert confirm.status_code == 200
    signed_in = client.post(moderate, data={"csrf": csrf_of(confirm.text)})
    assert signed_in.headers["Location"] == f"/mod/games/{game_id}"
    console = client.get(f"/mod/games/{game_id}")
    assert console.status_code == 200 and "Pause the game" in console.text
