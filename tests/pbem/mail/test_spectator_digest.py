"""A spectator's digest, as the real SMTP server receives it: confirmed addresses only, public events only,
no link that acts as a seat, an unsubscribe link that works in one click, and nothing once the host withdraws
the link the spectator came by."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa
import time_machine

from engine import get_ruleset
from pbem.mail.digest import send_digests
from pbem.mail.sender import flush
from pbem.models import EventRecord
from pbem.services.decisions import TIMEOUT_DEFAULT, apply_decision
from pbem.services.names import render_text, seat_names
from tests.pbem.helpers import game_row, links_in, outbox, prompt_rows, started_game
from tests.pbem.mail.smtpd import html_of, text_of
from tests.pbem.spectating import SEAT_LINKS, share

QUIET = timedelta(seconds=121)
FAN = "fan@example.org"


@pytest.fixture
def clock() -> Iterator[time_machine.Coordinates]:
    with time_machine.travel(datetime(2026, 6, 1, 12, 0, tzinfo=UTC), tick=False) as traveller:
        yield traveller


def follow(client, db, watch: str, email: str = FAN, confirm: bool = True) -> None:
    assert client.post(f"{watch}/subscribe", data={"email": email}).status_code == 202
    if confirm:
        mail = [m for m in outbox(db, email) if "Confirm that you want to follow" in m.subject][-1]
        confirm_link = next(p for p in links_in(mail.text_body) if p.startswith("/watch/confirm/"))
        assert client.post(confirm_link).status_code == 200


def pick(db, game_id: int, seat: int) -> None:
    card = game_row(db, game_id).state["hands"][seat][0]
    row = next(r for r in prompt_rows(db, game_id, "open") if r.seat == seat)
    apply_decision(db, game_id, seat, row.prompt_id, str(card), "link")


def spectator_digests(inbox, email: str = FAN) -> list:
    return [m for m in inbox.to(email) if "Confirm" not in m["Subject"]]


def test_a_confirmed_spectator_gets_the_public_events_and_never_a_private_one(app, db, client, inbox, clock):
    game_id = started_game(db)
    watch = share(client, game_id)
    follow(client, db, watch)
    follow(client, db, watch, "lurker@example.org", confirm=False)
    pick(db, game_id, 0)
    pick(db, game_id, 1)  # both cards shown: the round's winner is asked to stash
    clock.shift(QUIET)
    send_digests(db, app.config)
    flush(db, app.config)

    [mail] = spectator_digests(inbox)
    text, html = text_of(mail), html_of(mail)
    assert mail["Subject"].endswith("What happened: 3 events")
    assert "Seat 1 played a card face down." in text and "Cards shown (" in text
    assert "You played card" not in text + html and "You threw away" not in text
    assert "The game now waits for" in text
    assert not SEAT_LINKS.search(text + html)
    assert "/watch/" in text
    assert [m["Subject"] for m in inbox.to("lurker@example.org")] == [  # unconfirmed: the confirmation only
        f"[{game_row(db, game_id).title}] Confirm that you want to follow {game_row(db, game_id).title}"]

    # List-Unsubscribe is the spectator's own stop link, one-click (RFC 8058); nothing more is mailed after it.
    stop = mail["List-Unsubscribe"].strip("<>").removeprefix("http://pbem.test")
    assert stop.startswith("/watch/stop/") and mail["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert client.post(stop, data={"List-Unsubscribe": "One-Click"}).status_code == 200
    apply_decision(db, game_id, 0 if "seat 1 wins" in text else 1, "r1.stash", TIMEOUT_DEFAULT, "timeout")
    clock.shift(QUIET)
    send_digests(db, app.config)
    flush(db, app.config)
    assert len(spectator_digests(inbox)) == 1


def test_events_before_the_confirmation_are_not_mailed_and_each_event_is_told_once(app, db, client, inbox, clock):
    game_id = started_game(db)
    watch = share(client, game_id)
    pick(db, game_id, 0)
    follow(client, db, watch)
    clock.shift(QUIET)
    assert send_digests(db, app.config) == 2  # the two players; the spectator joined after the event
    pick(db, game_id, 1)
    clock.shift(QUIET)
    send_digests(db, app.config)
    send_digests(db, app.config)
    flush(db, app.config)
    [mail] = spectator_digests(inbox)
    assert "Seat 2 played a card face down." in text_of(mail) and "Seat 1 played" not in text_of(mail)


def test_withdrawing_the_link_stops_the_digest_of_those_who_came_by_it(app, db, client, inbox, clock):
    game_id = started_game(db)
    follow(client, db, share(client, game_id))
    share(client, game_id, "renew")
    pick(db, game_id, 0)
    clock.shift(QUIET)
    send_digests(db, app.config)
    flush(db, app.config)
    assert spectator_digests(inbox) == []


def test_a_cosmic_spectator_digest_holds_no_event_meant_for_one_seat(app, db, client, inbox, clock):
    game_id = started_game(db, players=3, ruleset="cosmic")
    follow(client, db, share(client, game_id))
    ruleset = get_ruleset("cosmic")
    for _ in range(40):  # deadlines pass for everyone: ships launch, cards are chosen and shown
        prompts = ruleset.prompts(game_row(db, game_id).state)
        if not prompts:
            break
        apply_decision(db, game_id, prompts[0].seat, prompts[0].id, TIMEOUT_DEFAULT, "timeout")
    game = game_row(db, game_id)
    with db.session() as session:
        events = list(session.scalars(sa.select(EventRecord).where(EventRecord.game_id == game_id)))
    names = seat_names(game)
    private = {render_text(e.text, names) for e in events if e.seats is not None}
    public = {render_text(e.text, names) for e in events if e.seats is None}
    assert private - public, "the game should have told some seat something the others may not read"
    clock.shift(QUIET)
    send_digests(db, app.config)
    flush(db, app.config)
    [mail] = spectator_digests(inbox)
    text = text_of(mail)
    assert all(p not in text for p in private - public)
    assert sum(p in text for p in public) >= len(public) // 2
    assert not SEAT_LINKS.search(text + html_of(mail))
