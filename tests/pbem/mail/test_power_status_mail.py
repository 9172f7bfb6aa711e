"""The state of each alien power in the emails, as the real SMTP server receives them: a player deciding by email
has no game page open, so the decision email and the digest carry the lines the page shows beside each power,
per reader (Tick-Tock's tokens to all, the Miser's hoard size to all and its cards to the Miser alone)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
import time_machine

from engine import get_ruleset
from engine.cosmic.cards import COSMIC
from pbem.mail.digest import send_digests
from pbem.mail.sender import flush
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, started_game
from tests.pbem.mail.smtpd import html_of, text_of

RULES = get_ruleset("cosmic")
SEED = 626  # deals seat 0 Tick-Tock, seat 1 Miser among their two offers (checked below)
PICKS = {0: "Tick-Tock", 1: "Miser"}


@pytest.fixture
def clock() -> Iterator[time_machine.Coordinates]:
    with time_machine.travel(datetime(2026, 6, 1, 12, 0, tzinfo=UTC), tick=False) as traveller:
        yield traveller


def test_decision_and_digest_emails_show_each_power_s_state_hiding_the_hoard_from_others(app, db, inbox, clock):
    game_id = started_game(db, players=3, ruleset="cosmic", options={"aliens": "red"}, seed=SEED)
    offers = game_row(db, game_id).state["alien_offers"]
    assert all(PICKS[seat] in offers[seat] for seat in PICKS)
    flush(db, app.config)
    inbox.take()  # the "choose your alien" emails: nothing to show yet
    for prompt in RULES.prompts(game_row(db, game_id).state):
        apply_decision(db, game_id, prompt.seat, prompt.id, PICKS.get(prompt.seat, offers[prompt.seat][0]), "link")
    clock.shift(timedelta(seconds=121))
    send_digests(db, app.config)
    flush(db, app.config)

    game = game_row(db, game_id)
    hoard = ", ".join(COSMIC[c].label for c in sorted(game.state["alien_data"]["Miser"]["hoard"]))
    kinds = set()
    for seat in game.seats:
        mails = inbox.to(seat.user.email)
        assert mails, f"seat {seat.index} got no email once the aliens were chosen"
        kinds |= {"digest" if "What happened" in m["Subject"] else "decision" for m in mails}
        for mail in mails:
            text, html = text_of(mail), html_of(mail)
            assert "Where things stand:" in text, (mail["Subject"], text)
            assert "Player0: Tick-Tock (tokens: 10)" in text and "Player0: Tick-Tock (tokens: 10)" in html
            assert "Player1: Miser (hoard: 8 cards" in text
            assert (f"Player1: Miser (hoard: 8 cards ({hoard}))" in text) == (seat.index == 1)
            assert (hoard in html) == (seat.index == 1)
    assert kinds == {"digest", "decision"}
