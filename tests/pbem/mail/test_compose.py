"""What each email says, and what it must never say: another seat's hand or choice."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import time_machine

from pbem.services.decisions import apply_decision
from tests.pbem.helpers import EMAILS, game_row, links_in, outbox, prompt_rows, started_game


def _pick(db, game_id, seat):
    card = game_row(db, game_id).state["hands"][seat][0]
    row = next(r for r in prompt_rows(db, game_id, "open") if r.seat == seat)
    apply_decision(db, game_id, seat, row.prompt_id, str(card), "link")
    return card


def test_a_decision_email_names_game_and_decision_and_links_each_option(db):
    with time_machine.travel(datetime(2026, 6, 1, 12, 0, tzinfo=UTC), tick=False):
        game_id = started_game(db)
    game = game_row(db, game_id)
    mail = next(m for m in outbox(db, EMAILS[0]) if "Your decision" in m.subject)
    assert mail.subject == f"[{game.title}] Your decision: Round 1: play one card face down"
    hand = game.state["hands"][0]
    options = [p for p in links_in(mail.text_body) if p.startswith("/option/")]
    assert len(options) == len(hand)
    assert all(f"Card {c}" in mail.text_body and f"Card {c}" in mail.html_body for c in hand)
    assert "Deadline: Wed 3 Jun, 14:00 CEST." in mail.text_body  # 48 hours on, in Europe/Berlin
    assert any(p.startswith("/play/") for p in links_in(mail.text_body))
    assert any(p.startswith("/settings/") for p in links_in(mail.text_body))


def test_what_happened_shows_only_what_the_seat_may_see_and_only_once(db):
    game_id = started_game(db)
    first = _pick(db, game_id, 0)
    second = _pick(db, game_id, 1)
    state = game_row(db, game_id).state
    winner = state["round_winner"]
    stash = next(m for m in outbox(db) if "Your decision" in m.subject and "won round 1" in m.text_body)
    assert stash.to_addr == EMAILS[winner]
    mine, theirs = (first, second) if winner == 0 else (second, first)
    for body in (stash.text_body, stash.html_body):
        assert f"You played card {mine}." in body
        assert f"You played card {theirs}." not in body
        assert "Cards shown" in body
    assert "/decide/" in stash.text_body and "/option/" not in stash.text_body
    # The loser is told the reveal when it next hears from the game, not the winner's own line.
    row = prompt_rows(db, game_id, "open")[0]
    apply_decision(db, game_id, winner, row.prompt_id, {"ships": {}, "bonus": "point", "discard": [], "wager": 0},
                   "link")
    loser_mail = [m for m in outbox(db, EMAILS[1 - winner]) if "Your decision" in m.subject][-1]
    assert "Cards shown" in loser_mail.text_body and f"You played card {mine}." not in loser_mail.text_body
    winner_next = [m for m in outbox(db, EMAILS[winner]) if "Your decision" in m.subject][-1]
    assert "Cards shown" not in winner_next.text_body  # told already
    assert re.search(r"sent 0 ships and took a point bonus", winner_next.text_body)
