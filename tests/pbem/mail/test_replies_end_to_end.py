"""Reply by email, end to end against real SMTP servers in both directions: the game's mail goes out to a
test server (``inbox``), players answer with smtplib to our own inbound server (``pbem.mail.smtp_server``),
and every reply's answer email is read back from the test server."""

from __future__ import annotations

import smtplib

import pytest
import sqlalchemy as sa

from pbem.mail.sender import flush
from pbem.models import Game, User, utcnow
from pbem.moderation.audit import Actor
from pbem.moderation.stuck import find_stuck
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import EMAILS, actions, game_row, outbox, play_path, prompt_rows, started_game
from tests.pbem.mail.replies import delivery_failure, reply_to, send
from tests.pbem.mail.smtpd import html_of, text_of

ANN, BOB = EMAILS[0], EMAILS[1]



def delivered(app, inbox, to):
    """Send what the outbox holds, and take the mail that reached ``to``."""
    flush(app.extensions["pbem.db"], app.config)
    mine = [m for m in inbox.messages if m["To"] == to]
    inbox.messages[:] = [m for m in inbox.messages if m["To"] != to]
    return mine


def answer(mails):
    found = [m for m in mails if "ecorded" in m["Subject"]]
    assert len(found) == 1, [m["Subject"] for m in mails]
    return found[0]


def option_number(mail, label):
    """The number the email gives the option labelled ``label`` ("2. Card 5")."""
    for line in text_of(mail).splitlines():
        number, dot, rest = line.partition(". ")
        if dot and number.isdigit() and rest.strip() == label:
            return number
    raise AssertionError(f"{label} is not numbered in {text_of(mail)}")


def hand(db, game_id, seat):
    with db.session() as session:
        return list(session.get(Game, game_id).state["hands"][seat])


def test_a_game_decided_by_replies(app, db, inbox, inbound, client):
    game_id = started_game(db)
    ann_mail = _received_decision(app, inbox, db, ANN)
    bob_decision = _received_decision(app, inbox, db, BOB)
    assert ann_mail["Reply-To"].startswith("play+") and ann_mail["Reply-To"].endswith("@pbem.test")
    assert len(ann_mail["Reply-To"].split("@")[0]) <= 64 and bob_decision["Reply-To"] != ann_mail["Reply-To"]

    # Ann answers with the option's number, above the quoted email, from a phone with a signature.
    ann_card = hand(db, game_id, 0)[1]
    send(inbound, reply_to(ann_mail, f"{option_number(ann_mail, f'Card {ann_card}')}\n\nSent from my phone"))
    recorded = answer(delivered(app, inbox, ANN))
    assert recorded["Subject"].endswith("Recorded: Round 1: play one card face down")
    assert f"You chose: Card {ann_card}." in text_of(recorded)
    assert f"You played card {ann_card}." in text_of(recorded)  # what her seat may see, and only that
    assert "The game now waits for: Player1" in text_of(recorded)
    assert [(a.seat, a.payload, a.source) for a in actions(db, game_id)] == [(0, str(ann_card), "email")]

    # The same email answered again: refused like a second tap, nothing changed.
    send(inbound, reply_to(ann_mail, "1"))
    again = answer(delivered(app, inbox, ANN))
    assert again["Subject"].startswith("[") and "Not recorded" in again["Subject"]
    assert "cannot be answered any more: you answered this on" in text_of(again)
    assert f"Card {ann_card}. Nothing changed." in text_of(again)
    assert len(actions(db, game_id)) == 1

    # Bob's out-of-office answers his email: ignored, no answer (two robots would answer each other).
    send(inbound, reply_to(bob_decision, "I am out of the office until Monday.",
                           headers={"Auto-Submitted": "auto-replied"}))
    assert delivered(app, inbox, BOB) == [] and len(actions(db, game_id)) == 1

    # Ann replies to Bob's email from her own address: refused, and she gets no link of Bob's seat.
    send(inbound, reply_to(bob_decision, "1", sender=ANN))
    wrong = answer(delivered(app, inbox, ANN))
    assert "Not recorded" in wrong["Subject"] and "this game writes to this seat at another address" in text_of(wrong)
    assert "http://pbem.test/" not in text_of(wrong) and len(actions(db, game_id)) == 1

    # Bob's client sends HTML only; he names his card in words.
    bob_card = max(hand(db, game_id, 1))
    send(inbound, reply_to(bob_decision, f"<b>card {bob_card}</b>", html=True))
    bob_mails = delivered(app, inbox, BOB)
    bob_recorded = answer(bob_mails)
    inbox.messages.extend(bob_mails)  # the next decision may be his
    assert f"You chose: Card {bob_card}." in text_of(bob_recorded)
    assert "Recorded" in html_of(bob_recorded)
    assert [a.source for a in actions(db, game_id)] == ["email", "email"]

    # The round's winner answers the composite decision: first asking for the form, then field by field.
    winner = 0 if ann_card > bob_card else 1
    winner_address = EMAILS[winner]
    stash = _received_decision(app, inbox, db, winner_address, "You won round 1")
    assert "ships: place=count" in text_of(stash)
    send(inbound, reply_to(stash, "form"))
    form = answer(delivered(app, inbox, winner_address))
    assert "Not recorded" in form["Subject"] and "Tap here for the form:" in text_of(form)
    assert "http://pbem.test/decide/" in text_of(form) and form["Reply-To"].startswith("play+")
    send(inbound, reply_to(form, "ships: red=1, blue=1\nbonus: one more ship\nwager: 5"))
    refused = answer(delivered(app, inbox, winner_address))
    assert "Points to buy with ships: give a number from 0 to 3" in text_of(refused)
    send(inbound, reply_to(refused, "ships: red=1, blue=1\nbonus: one more ship"))
    stash_mails = delivered(app, inbox, winner_address)
    stashed = answer(stash_mails)
    inbox.messages.extend(m for m in stash_mails if "ecorded" not in m["Subject"])  # round 2 may ask already
    assert "You chose: Ships to send: 1 from Red, 1 from Blue; Bonus: One more ship" in text_of(stashed)
    last = actions(db, game_id)[-1]
    assert (last.seat, last.payload, last.source) == (winner, {"ships": {"red": 1, "blue": 1}, "bonus": "ship",
                                                              "discard": [], "wager": 0}, "email")

    # The rest of the game, to its winner, by replies alone: each player answers the latest email asking.
    for _ in range(60):
        still_open = prompt_rows(db, game_id, "open")
        if not still_open:
            break
        row = still_open[0]
        to = EMAILS[row.seat]
        asking = _received_decision(app, inbox, db, to, _asks(row.prompt_id))
        send(inbound, reply_to(asking, "1" if row.kind == "pick" else "bonus: one point"))
        mails = delivered(app, inbox, to)
        assert "Not recorded" not in answer(mails)["Subject"], text_of(answer(mails))
        inbox.messages.extend(m for m in mails if "ecorded" not in m["Subject"])
    assert game_row(db, game_id).status == "finished"
    assert {a.source for a in actions(db, game_id)} == {"email"} and len(actions(db, game_id)) > 8
    flush(db, app.config)
    assert {m["To"] for m in inbox.messages if "over" in m["Subject"].lower()} == {ANN, BOB}


def _asks(prompt_id: str) -> str:
    """The words of the decision email that asks prompt ``prompt_id`` of the toy game ("r3.pick.0", "r3.stash")."""
    number, _, rest = prompt_id.partition(".")
    return f"Round {number[1:]}: play one card" if rest.startswith("pick") else f"You won round {number[1:]}"


def _received_decision(app, inbox, db, to, text="Round"):
    flush(db, app.config)
    mails = [m for m in inbox.messages if m["To"] == to and "Your decision" in m["Subject"] and text in text_of(m)]
    inbox.messages[:] = [m for m in inbox.messages if m["To"] != to]
    return mails[-1]


def test_a_bounce_holds_the_players_mail_until_they_clear_it(app, db, inbox, inbound, client):
    game_id = started_game(db)
    flush(db, app.config)
    bob_mail = next(m for m in inbox.messages if m["To"] == BOB)
    bounce_to = inbox.envelope_sender(bob_mail)
    assert bounce_to.startswith("bounce+") and bounce_to.endswith("@pbem.test")

    # A delay report changes nothing; a report about another address neither.
    send(inbound, delivery_failure(bounce_to, BOB, status="4.4.1", action="delayed"), envelope_sender="")
    send(inbound, delivery_failure(bounce_to, ANN), envelope_sender="")
    with db.session() as session:
        assert session.scalar(sa.select(sa.func.count()).select_from(User).where(User.bouncing_since.is_not(None))) \
            == 0

    send(inbound, delivery_failure(bounce_to, BOB), envelope_sender="")
    with db.session() as session:
        bob = session.scalar(sa.select(User).where(User.email == BOB))
        assert bob.bouncing_since is not None and "5.1.1" in bob.bounce_reason
        stuck = find_stuck(session, Actor("operator", "cli"), utcnow(), app.config)
    assert [(s.game_id, [r.kind for r in s.reasons]) for s in stuck] == [(game_id, ["bouncing"])]
    assert BOB in stuck[0].reasons[0].text

    # Bob's next email (he wins the round, and is asked what to do with it) is held.
    inbox.messages.clear()
    ann_card, bob_card = min(hand(db, game_id, 0)), max(hand(db, game_id, 1))
    assert bob_card > ann_card
    apply_decision(db, game_id, 0, "r1.pick.0", str(ann_card), "api")
    apply_decision(db, game_id, 1, "r1.pick.1", str(bob_card), "api")
    flush(db, app.config)
    held = [m for m in outbox(db, BOB) if m.status == "pending"]
    assert held and not [m for m in inbox.messages if m["To"] == BOB]

    # His game page says so and leads to his settings page, which says why; its button releases the mail.
    path = next(line.strip().removeprefix("http://pbem.test") for line in held[0].text_body.splitlines()
                if "/settings/" in line and "unsubscribe" not in line)
    game_page = client.get(play_path(app, game_id, 1)).text
    assert 'id="bouncing"' in game_page and "Our emails to bob@example.org bounce" in game_page
    assert f'href="{path.split(".")[0]}' in game_page
    assert 'id="bouncing"' not in client.get(play_path(app, game_id, 0)).text
    page = client.get(path)
    assert page.status_code == 200 and "Mail to bob@example.org bounced" in page.text and "5.1.1" in page.text
    cleared = client.post(path, data={"bounce": "clear"})
    assert cleared.status_code == 200 and 'id="released"' in cleared.text and 'id="bouncing"' not in cleared.text
    flush(db, app.config)
    assert len([m for m in inbox.messages if m["To"] == BOB]) == len(held)
    assert 'id="bouncing"' not in client.get(play_path(app, game_id, 1)).text
    with db.session() as session:
        assert find_stuck(session, Actor("operator", "cli"), utcnow(), app.config) == []


def test_a_forged_reply_address_changes_nothing(app, db, inbox, inbound):
    game_id = started_game(db)
    flush(db, app.config)
    ann_mail = next(m for m in inbox.take() if m["To"] == ANN and "Your decision" in m["Subject"])
    local, _, domain = ann_mail["Reply-To"].partition("@")
    forged = local[:-3] + ("aaa" if not local.endswith("aaa") else "bbb") + "@" + domain
    message = reply_to(ann_mail, "1")
    message.replace_header("To", forged)
    send(inbound, message)
    refusal = answer(delivered(app, inbox, ANN))
    assert "not one of ours" in text_of(refusal) and actions(db, game_id) == []
    assert [r.status for r in prompt_rows(db, game_id)] == ["open", "open"]


def test_the_inbound_server_takes_mail_only_for_our_addresses(app, inbound):
    with smtplib.SMTP("127.0.0.1", inbound, timeout=30) as smtp, pytest.raises(smtplib.SMTPRecipientsRefused):
        smtp.sendmail("x@example.org", ["someone@elsewhere.test"], b"Subject: hi\r\n\r\nrelay me\r\n")

