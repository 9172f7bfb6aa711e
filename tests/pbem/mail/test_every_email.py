"""Every email of a game, whoever writes it, carries the recipient's notification settings link."""

from __future__ import annotations

import re

from pbem import links
from pbem.moderation import actions
from pbem.moderation.audit import Actor
from tests.pbem.helpers import game_row, outbox, started_game


def test_every_email_of_a_game_links_to_the_recipients_settings(app, db) -> None:
    game_id = started_game(db, players=3)
    actions.pause(db, game_id, Actor("mod@example.org", "site"), "Summer break", game_row(db, game_id).version)
    mails = [m for m in outbox(db) if m.game_id == game_id]
    kinds = {m.dedupe_key.split(":")[0] for m in mails}
    assert {"join", "host", "start", "prompt"} <= kinds and any(k.startswith("mod") for k in kinds)
    with app.test_request_context():
        for mail in mails:
            tokens = re.findall(r"/settings/([\w.-]+)", mail.text_body)
            assert tokens and links.settings_email(tokens[0]) == mail.to_addr, mail.dedupe_key
