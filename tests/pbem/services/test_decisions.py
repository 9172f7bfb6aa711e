import pytest
import sqlalchemy as sa

from engine.core import IllegalAction
from pbem.models import EventRecord
from pbem.services.decisions import apply_decision
from pbem.services.errors import Forbidden, GameOver, StalePrompt
from tests.pbem.helpers import actions, game_row, game_status, outbox, prompt_rows, started_game


def hand(db, game_id, index):
    return game_row(db, game_id).state["hands"][index]


def test_one_decision_is_logged_and_keeps_the_other_seats_deadline(db):
    game_id = started_game(db)
    before = {r.seat: r for r in prompt_rows(db, game_id, "open")}
    card = str(hand(db, game_id, 0)[0])
    applied = apply_decision(db, game_id, 0, "r1.pick.0", card, "link")
    assert applied.seq == 1 and applied.version == 2
    assert [e.text for e in applied.events][-1] == f"You played card {card}."
    [log] = actions(db, game_id)
    assert (log.seat, log.prompt_id, log.payload, log.source) == (0, "r1.pick.0", card, "link")
    rows = {r.prompt_id: r for r in prompt_rows(db, game_id)}
    assert rows["r1.pick.0"].status == "answered"
    still_open = rows["r1.pick.1"]
    assert still_open.status == "open" and still_open.id == before[1].id
    assert still_open.deadline_at == before[1].deadline_at


def test_the_last_pick_closes_the_round_and_mails_only_the_new_prompt(db):
    game_id = started_game(db)
    mails_before = len(outbox(db))
    apply_decision(db, game_id, 0, "r1.pick.0", str(hand(db, game_id, 0)[0]), "api")
    assert len(outbox(db)) == mails_before
    apply_decision(db, game_id, 1, "r1.pick.1", str(hand(db, game_id, 1)[0]), "api")
    winner = game_row(db, game_id).state["round_winner"]
    [stash] = prompt_rows(db, game_id, "open")
    assert (stash.prompt_id, stash.seat, stash.deadline_class) == ("r1.stash", winner, "response")
    assert (stash.deadline_at - stash.opened_at).total_seconds() == 24 * 3600
    new_mail = outbox(db)[mails_before:]
    assert len(new_mail) == 1 and "/decide/" in new_mail[0].text_body
    assert new_mail[0].to_addr == ["ann@example.org", "bob@example.org"][winner]


def test_secret_events_are_stored_with_their_visibility(db):
    game_id = started_game(db)
    apply_decision(db, game_id, 0, "r1.pick.0", str(hand(db, game_id, 0)[0]), "link")
    with db.session() as session:
        events = session.scalars(sa.select(EventRecord).order_by(EventRecord.seq)).all()
    assert [(e.kind, e.seats) for e in events] == [("deal", None), ("pick", None), ("pick.own", [0])]


@pytest.mark.parametrize(("seat", "prompt", "choice", "error"), [
    (0, "r1.pick.0", "99", IllegalAction),
    (0, "r1.pick.1", "1", Forbidden),
    (0, "r7.pick.0", "1", StalePrompt),
])
def test_refused_decisions_change_nothing(db, seat, prompt, choice, error):
    game_id = started_game(db)
    with pytest.raises(error):
        apply_decision(db, game_id, seat, prompt, choice, "api")
    assert game_row(db, game_id).version == 1 and actions(db, game_id) == []


def test_a_second_answer_to_the_same_prompt_is_stale(db):
    game_id = started_game(db)
    card = str(hand(db, game_id, 0)[0])
    apply_decision(db, game_id, 0, "r1.pick.0", card, "link", answers_before=0)
    with pytest.raises(StalePrompt):
        apply_decision(db, game_id, 0, "r1.pick.0", card, "link", answers_before=0)
    assert len(actions(db, game_id)) == 1


@pytest.mark.postgres
def test_a_lost_race_is_rolled_back_and_retried(db, toy_ruleset, monkeypatch):
    """Seat 1 commits between seat 0's read and write: seat 0 retries on the fresh state; both land."""
    game_id = started_game(db)
    real_apply = toy_ruleset.apply
    calls = []

    def apply_while_seat_1_moves(state, action, **kwargs):
        calls.append(action.seat)
        if calls == [0]:
            apply_decision(db, game_id, 1, "r1.pick.1", str(hand(db, game_id, 1)[0]), "api")
        return real_apply(state, action, **kwargs)

    monkeypatch.setattr(toy_ruleset, "apply", apply_while_seat_1_moves)
    apply_decision(db, game_id, 0, "r1.pick.0", str(hand(db, game_id, 0)[0]), "api")
    assert calls == [0, 1, 0]
    assert [(a.seq, a.seat) for a in actions(db, game_id)] == [(1, 1), (2, 0)]
    game = game_row(db, game_id)
    assert game.version == 3 and game.state["phase"] == "stash"


def test_the_game_ends_with_the_result_recorded_and_mailed(db, toy_ruleset):
    import random
    game_id = started_game(db, players=2, options={"target": 1, "hand_size": 3, "scoring": "high"})
    rng = random.Random(3)
    while game_status(db, game_id) == "active":
        state = game_row(db, game_id).state
        prompt = toy_ruleset.prompts(state)[0]
        action = toy_ruleset.random_action(state, prompt, rng)
        apply_decision(db, game_id, action.seat, action.prompt_id, action.choice, "timeout")
    game = game_row(db, game_id)
    assert game.status == "finished" and game.result == toy_ruleset.result(game.state)
    assert game.finished_at is not None
    assert prompt_rows(db, game_id, "open") == []
    assert sum("Game over" in m.subject for m in outbox(db)) == 2
    with pytest.raises(GameOver):
        apply_decision(db, game_id, 0, "r9.pick.0", "1", "api")


def test_the_game_over_email_says_how_each_winner_won_where_the_ruleset_tells(db, toy_ruleset, monkeypatch):
    """A win by a rule of the ruleset's own (a Cosmic alien's), shared or not, reads as such; the service only
    passes on the view's ``outcome``."""
    import random
    real_view = toy_ruleset.view

    def view_with_outcome(state, seat):
        found = real_view(state, seat)
        winners = toy_ruleset.result(state)
        if winners is not None:
            found["outcome"] = [{"seat": s, "how": "by a rule of its own"} for s in winners]
        return found

    monkeypatch.setattr(toy_ruleset, "view", view_with_outcome)
    game_id = started_game(db, players=2, options={"target": 1, "hand_size": 3, "scoring": "high"})
    rng = random.Random(3)
    while game_status(db, game_id) == "active":
        state = game_row(db, game_id).state
        prompt = toy_ruleset.prompts(state)[0]
        action = toy_ruleset.random_action(state, prompt, rng)
        apply_decision(db, game_id, action.seat, action.prompt_id, action.choice, "timeout")
    over = [m for m in outbox(db) if "Game over" in m.subject]
    assert len(over) == 2 and all("won by a rule of its own." in m.text_body for m in over)
    assert all("won by a rule of its own." in m.html_body for m in over)


def test_a_game_over_email_without_an_outcome_in_the_view_says_nothing_more(db, toy_ruleset):
    import random
    game_id = started_game(db, players=2, options={"target": 1, "hand_size": 3, "scoring": "high"})
    rng = random.Random(3)
    while game_status(db, game_id) == "active":
        state = game_row(db, game_id).state
        prompt = toy_ruleset.prompts(state)[0]
        apply_decision(db, game_id, prompt.seat, prompt.id, toy_ruleset.random_action(state, prompt, rng).choice,
                       "timeout")
    over = [m for m in outbox(db) if "Game over" in m.subject]
    assert len(over) == 2 and not any("won by" in m.text_body or 'id="how"' in m.html_body for m in over)
