"""Emails as the SMTP server received them name the players, under a subject a phone can show."""

from __future__ import annotations

from pbem.mail.sender import flush
from tests.pbem.helpers import EMAILS, game_row
from tests.pbem.mail.smtpd import html_of, text_of
from tests.pbem.named_game import COLOUR_AS_PLAYER, NAMES, play_until_cards_are_chosen, start_named_game


def test_emails_as_received_name_the_players_and_their_subjects_start_with_the_short_title(app, db, inbox) -> None:
    game_id = start_named_game(db)
    play_until_cards_are_chosen(db, game_id)
    flush(db, app.config)
    received = [m for m in inbox.messages if m["To"] in EMAILS[:3]]
    assert received
    for message in received:
        assert message["Subject"].startswith("[Cosmic #"), message["Subject"]
        assert "{p:" not in message["Subject"] + text_of(message) + html_of(message)
        assert not COLOUR_AS_PLAYER.search(message["Subject"] + text_of(message)), text_of(message)
    told = "\n".join(text_of(m) for m in received)
    state = game_row(db, game_id).state
    offense = state["turn"]["offense"]
    assert f"{NAMES[offense]} is the offense" in told
    assert any(f"{name} has chosen a card." in told for name in NAMES)
