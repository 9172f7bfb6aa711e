"""Several decisions opened for one seat at the same moment: one email asks them all, each under its letter with
its own links, received from a real SMTP server; a reply answers them by letter through our inbound server."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from pbem import links, rulesets
from pbem.mail.compose import mail_decisions
from pbem.mail.reply_address import split, verify_reply
from pbem.mail.sender import flush
from pbem.models import OpenPrompt, utcnow
from pbem.services import games
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import EMAILS, TOY_OPTIONS, ZONES, actions, game_row, links_in, new_game, outbox, prompt_rows
from tests.pbem.mail.replies import reply_to, send
from tests.pbem.mail.smtpd import html_of, text_of

ANN, BOB = EMAILS[0], EMAILS[1]
PICK = "Round 1: play one card face down"
CALL = "Round 1: call your card before it is shown"


@pytest.fixture
def game_id(db, pair_ruleset) -> int:
    return _pair_game(db, ["en", "en"])


def _pair_game(db, languages, pace=None) -> int:
    game_id = new_game(db, len(languages), ruleset="toy-pair", options=TOY_OPTIONS)
    with db.write() as session:
        game = games.lock_game(session, game_id)
        game.pace = pace or game.pace
        for seat, language in zip(list(game.seats), languages, strict=True):
            games.join_seat(session, game, seat, f"Player{seat.index}", ZONES[seat.index], language)
    return game_id


def delivered(app, inbox, to):
    """Send what the outbox holds, and take the mail that reached ``to``."""
    flush(app.extensions["pbem.db"], app.config)
    mine = [m for m in inbox.messages if m["To"] == to]
    inbox.messages[:] = [m for m in inbox.messages if m["To"] != to]
    return mine


def asking(mails):
    found = [m for m in mails if "Your decision" in m["Subject"]]
    assert len(found) == 1, [m["Subject"] for m in mails]
    return found[0]


def answer(mails):
    found = [m for m in mails if "ecorded" in m["Subject"]]
    assert len(found) == 1, [m["Subject"] for m in mails]
    return found[0]


def granted(text):
    """What each link of an email grants: (purpose, seat, prompt)."""
    out = set()
    for path in links_in(text):
        purpose, _, token = path.strip("/").partition("/")
        if purpose in ("option", "decide"):
            claims = links.verify(purpose, token)
            out.add((purpose, claims.seat, claims.prompt))
    return out


def test_two_decisions_opened_together_are_one_email_each_with_its_own_links(app, db, inbox, game_id):
    for seat, address in enumerate((ANN, BOB)):
        mail = asking(delivered(app, inbox, address))
        text, page = text_of(mail).replace("\r\n", "\n"), html_of(mail)
        assert mail["Subject"].endswith(f"] Your decisions: {PICK}; {CALL}")
        assert f"\nA. {PICK}.\n" in text and f"\nB. {CALL}.\n" in text and f"B. {CALL}." in page
        assert text.count("Each player is dealt 4 cards.") == 1  # what happened, told once
        # Each decision its own links, all of this seat's: one per card, and the call's form.
        hand = game_row(db, game_id).state["hands"][seat]
        assert granted(text) == {("option", seat, f"r1.pick.{seat}"), ("decide", seat, f"r1.call.{seat}")}
        assert len([p for p in links_in(text) if p.startswith("/option/")]) == len(hand)
        assert "reply to this email with “A:” and its number or its words" in text
        assert "“B:” on a line of its own" in text and "  stake: a number from 0 to 2" in text
        # The deadlines differ (a decision and a response), so each is told under its own decision.
        assert text.count("Deadline: ") == 2 and text.index("Deadline: ") > text.index("A. ")
        # Nothing of the other seat: not its cards, not its links.
        other = game_row(db, game_id).state["hands"][1 - seat]
        assert not [c for c in other if f"Card {c}\n" in text or f"Card {c}<" in page]
    assert all(m.kind == "decisions" for m in outbox(db) if "Your decision" in (m.subject or ""))


def test_each_decision_is_mailed_once_even_when_its_email_is_written_again(app, db, inbox, game_id):
    ann = [m for m in outbox(db, ANN) if m.kind == "decisions"]
    rows = [r for r in prompt_rows(db, game_id, "open") if r.seat == 0]
    assert len(ann) == 1 and ann[0].dedupe_key == f"prompt:{game_id}:{rows[0].id}+2"
    assert not [m for m in outbox(db, ANN) if m.kind == "decision"]
    with db.write() as session:  # a retried transaction writes the same email again: it is the same row
        game = games.lock_game(session, game_id)
        seat = next(s for s in game.seats if s.index == 0)
        opened = [(session.merge(r), p) for r in rows
                  for p in rulesets.get_ruleset(game.ruleset).prompts(game.state) if p.id == r.prompt_id]
        mail_decisions(session, game, seat, opened)
    assert len([m for m in outbox(db, ANN) if m.kind == "decisions"]) == 1
    asking(delivered(app, inbox, ANN))
    assert delivered(app, inbox, ANN) == []


def test_one_deadline_for_all_of_them_is_said_once_above_them(app, db, inbox, pair_ruleset):
    _pair_game(db, ["en", "en"], pace={"decision": 86400, "response": 86400, "negotiation": 86400})
    text = text_of(asking(delivered(app, inbox, ANN))).replace("\r\n", "\n")
    assert text.count("Deadline: ") == 1 and text.index("Deadline: ") < text.index("\nA. ")


def test_more_decisions_at_once_than_there_are_letters_go_on_in_another_email(db, game_id):
    with db.write() as session:
        game = games.lock_game(session, game_id)
        pick = next(p for p in rulesets.get_ruleset(game.ruleset).prompts(game.state) if p.id == "r1.pick.0")
        now = utcnow()
        opened = [(OpenPrompt(game_id=game.id, seat=0, prompt_id=f"extra.{n}", kind="pick", deadline_class="decision",
                              opened_at=now, deadline_at=now + timedelta(days=1), remind_at=now, status="open"),
                   replace(pick, id=f"extra.{n}", text=f"Extra {n}.")) for n in range(27)]
        session.add_all(row for row, _ in opened)
        session.flush()
        mail_decisions(session, game, next(s for s in game.seats if s.index == 0), opened)
    first, rest = [m for m in outbox(db, ANN) if "Extra" in (m.subject or "")]
    assert (first.kind, rest.kind) == ("decisions", "decision")
    assert "\nA. Extra 0.\n" in first.text_body and "\nZ. Extra 25.\n" in first.text_body
    assert "Extra 26" not in first.text_body and rest.subject.endswith("Your decision: Extra 26")


def test_a_single_decision_still_gets_the_email_of_one_decision(app, db, inbox, game_id):
    for seat in (0, 1):
        for row in [r for r in prompt_rows(db, game_id, "open") if r.seat == seat]:
            choice = {"call": "win", "stake": 0} if "call" in row.prompt_id else str(
                game_row(db, game_id).state["hands"][seat][0])
            apply_decision(db, game_id, seat, row.prompt_id, choice, "link")
    winner = game_row(db, game_id).state["round_winner"]
    stash = [m for m in outbox(db, EMAILS[winner]) if m.kind == "decision"]
    assert len(stash) == 1 and stash[0].subject.endswith("Your decision: You won round 1")
    assert "A. " not in stash[0].text_body and "“A: 2”" not in stash[0].text_body


def test_a_polish_player_reads_the_email_of_several_decisions_in_polish(app, db, inbox, pair_ruleset):
    _pair_game(db, ["pl", "en"])
    [mail] = [m for m in delivered(app, inbox, ANN) if "Twoje decyzje: " in m["Subject"]]
    text = text_of(mail).replace("\r\n", "\n")
    assert "gra czeka na kilka Twoich decyzji, każda ma własne linki:" in text
    assert "odpowiedz na tę wiadomość, pisząc „A:” i jej numer lub słowa:" in text
    assert "„B:” w osobnej linii" in text and "zacznij każdą odpowiedź od jej litery, np. „A: 2”." in text
    assert "Hello" not in text and "reply" not in text


def sources(db, game_id, seat):
    return [(a.prompt_id, a.source) for a in actions(db, game_id) if a.seat == seat]


def test_one_reply_answers_both_decisions_by_their_letters(app, db, inbox, inbound, game_id):
    mail = asking(delivered(app, inbox, ANN))
    card = game_row(db, game_id).state["hands"][0][2]
    send(inbound, reply_to(mail, "Hi,\n\nA: 3\nB:\ncall: it loses\nstake: 1\n\nSent from my phone"))
    recorded = answer(delivered(app, inbox, ANN))
    text = text_of(recorded).replace("\r\n", "\n")
    assert recorded["Subject"].endswith(f"Recorded: {PICK}; {CALL}")
    assert f"A. {PICK}.\nYou chose: Card {card}." in text
    assert f"B. {CALL}.\nYou chose: Your call: It loses; Points staked: 1." in text
    assert f"You played card {card}." in text and "You called: lose, staking 1." in text
    assert "The game now waits for: Player1" in text
    assert sources(db, game_id, 0) == [("r1.pick.0", "email"), ("r1.call.0", "email")]
    assert game_row(db, game_id).state["calls"][0] == {"call": "lose", "stake": 1}

    # The same email answered again: each decision is answered already, so nothing changes.
    send(inbound, reply_to(mail, "A: 1\nB: ok"))
    again = text_of(answer(delivered(app, inbox, ANN)))
    assert "Your reply was not recorded, because decision A cannot be answered any more: you answered this on" in again
    assert "decision B cannot be answered any more" in again and len(sources(db, game_id, 0)) == 2


def test_a_reply_without_letters_or_with_one_unreadable_answer_changes_nothing(app, db, inbox, inbound, game_id):
    mail = asking(delivered(app, inbox, BOB))
    send(inbound, reply_to(mail, "2"))
    refused = answer(delivered(app, inbox, BOB))
    text = text_of(refused).replace("\r\n", "\n")
    assert refused["Subject"].endswith(f"Not recorded: {PICK}; {CALL}")
    assert ("because this email asks several decisions: begin each answer with its letter, as in “A: 2”. Nothing "
            "changed.") in text
    assert f"A. {PICK}.\n   http://pbem.test/decide/" in text and f"B. {CALL}.\n   http://pbem.test/decide/" in text
    assert "   B:\n     call: one of It wins; It loses" in text
    assert verify_reply(app.config, split(refused["Reply-To"], app.config)[1]).bundle == 2  # for a corrected reply

    # One answer that names two cards and one that is fine: neither counts.
    send(inbound, reply_to(mail, "A: card\nB: ok"))
    text = text_of(answer(delivered(app, inbox, BOB)))
    assert "because A: “card” could be any of: " in text and sources(db, game_id, 1) == []
    send(inbound, reply_to(mail, "C: 1"))
    assert "this email has no decision C (they go from A to B)" in text_of(answer(delivered(app, inbox, BOB)))

    # The corrected reply, to the refusal's address: lower case letters and a parenthesis read the same.
    send(inbound, reply_to(refused, "a) 1\nb) ok"))
    text = text_of(answer(delivered(app, inbox, BOB))).replace("\r\n", "\n")
    assert "You chose: Your call: It wins; Points staked: 0." in text
    assert sources(db, game_id, 1) == [("r1.pick.1", "email"), ("r1.call.1", "email")]


def test_once_one_decision_is_taken_an_answer_without_a_letter_is_for_the_other(app, db, inbox, inbound, game_id):
    mail = asking(delivered(app, inbox, ANN))
    apply_decision(db, game_id, 0, "r1.call.0", {"call": "win", "stake": 2}, "link")
    card = game_row(db, game_id).state["hands"][0][0]
    send(inbound, reply_to(mail, "1"))
    text = text_of(answer(delivered(app, inbox, ANN))).replace("\r\n", "\n")
    assert f"A. {PICK}.\nYou chose: Card {card}." in text and "B. " not in text
    assert sources(db, game_id, 0) == [("r1.call.0", "link"), ("r1.pick.0", "email")]


def test_a_bundles_reply_address_from_another_player_decides_nothing(app, db, inbox, inbound, game_id):
    mail = asking(delivered(app, inbox, ANN))
    send(inbound, reply_to(mail, "A: 1\nB: ok", sender=BOB))
    wrong = answer(delivered(app, inbox, BOB))
    assert "this game writes to this seat at another address" in text_of(wrong)
    assert "http://pbem.test/" not in text_of(wrong) and actions(db, game_id) == []


def test_the_rules_may_refuse_one_answer_of_a_reply_and_record_the_other(app, db, inbox, inbound, game_id):
    mail = asking(delivered(app, inbox, ANN))
    card = game_row(db, game_id).state["hands"][0][0]
    send(inbound, reply_to(mail, "A: 1\nB:\ncall: it wins\nstake: 5"))
    partly = answer(delivered(app, inbox, ANN))
    text = text_of(partly).replace("\r\n", "\n")
    assert partly["Subject"].endswith(f"Recorded: {PICK}")
    assert f"A. {PICK}.\nYou chose: Card {card}." in text
    assert f"B. {CALL}.\nNot recorded, because the rules do not allow it: " in text and "from 0 to 2" in text
    assert sources(db, game_id, 0) == [("r1.pick.0", "email")]
    # Its answer carries the email's reply address again: B alone, corrected, is recorded.
    send(inbound, reply_to(partly, "B: ok"))
    assert "You chose: Your call: It wins; Points staked: 0." in text_of(answer(delivered(app, inbox, ANN)))
    assert sources(db, game_id, 0) == [("r1.pick.0", "email"), ("r1.call.0", "email")]
