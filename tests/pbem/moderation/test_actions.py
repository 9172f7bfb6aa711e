"""Every moderator action through the service: what it changes, what it records, whom it tells."""

from __future__ import annotations

from datetime import timedelta

import pytest
import sqlalchemy as sa

from engine.core import IllegalAction
from pbem.models import EventRecord, utcnow
from pbem.moderation import actions
from pbem.moderation.audit import Actor, StaleVersion
from pbem.moderation.dispatch import run_action
from pbem.services import deadlines
from pbem.services.errors import BadRequest, Conflict, NotFound, StalePrompt
from pbem.services.replay import replay
from pbem.timefmt import local
from tests.pbem.helpers import actions as logged
from tests.pbem.helpers import game_row, link_targets, new_game, outbox, prompt_rows, started_game
from tests.pbem.moderation.helpers import audit, open_row, pick, version


def mod_mail(db, to=None):
    return [m for m in outbox(db, to) if m.dedupe_key.startswith("mod:")]


def test_extend_one_deadline_records_why_and_tells_only_that_player(db, game_id, site):
    row0, row1 = open_row(db, game_id, 0), open_row(db, game_id, 1)
    entry = actions.shift_deadlines(db, game_id, site, "Ann is travelling", version(db, game_id), 24, row0.id)
    after = {r.id: r for r in prompt_rows(db, game_id, "open")}
    assert after[row0.id].deadline_at == row0.deadline_at + timedelta(hours=24)
    assert after[row1.id].deadline_at == row1.deadline_at
    assert after[row0.id].remind_at == row0.remind_at + timedelta(hours=24)
    [record] = audit(db, game_id)
    assert (record.actor, record.role, record.action, record.reason) == (site.email, "site", "extend",
                                                                        "Ann is travelling")
    assert (record.version_before, record.version_after) == (1, 2) == (entry.version_before, version(db, game_id))
    assert record.details["rows"][0]["row"] == row0.id
    [mail] = mod_mail(db)
    assert mail.to_addr == "ann@example.org" and "Ann is travelling" in mail.text_body
    assert "New deadline" in mail.text_body and "/play/" in mail.text_body


def test_extend_every_deadline_and_shorten_one_to_now_which_the_sweeper_then_fires(db, game_id, site):
    rows = prompt_rows(db, game_id, "open")
    actions.shift_deadlines(db, game_id, site, "Holidays", 1, 10)
    assert [r.deadline_at for r in prompt_rows(db, game_id, "open")] == [
        r.deadline_at + timedelta(hours=10) for r in rows]
    assert {m.to_addr for m in mod_mail(db)} == {"ann@example.org", "bob@example.org"}
    run_action(db, game_id, site, "shorten", "Bob asked us to play on", 2, {"hours": 1000, "row": rows[1].id})
    shortened = open_row(db, game_id, 1)
    assert shortened.deadline_at <= utcnow() and shortened.remind_at is None
    deadlines.sweep(db)
    assert [(a.seat, a.source) for a in logged(db, game_id)] == [(1, "timeout")]


def test_resolve_with_the_default_goes_through_the_apply_path_as_the_moderator(db, game_id, site):
    row = open_row(db, game_id, 1)
    hand = game_row(db, game_id).state["hands"][1]
    entry = actions.resolve(db, game_id, site, "Bob asked for the default", 1, row.id)
    [action] = logged(db, game_id)
    assert (action.seat, action.source, action.payload) == (1, "moderator", str(hand[0]))
    assert entry.action == "resolve-default" and (entry.version_before, entry.version_after) == (1, 2)
    [mail] = mod_mail(db)
    assert mail.to_addr == "bob@example.org" and f"Card {hand[0]}" in mail.text_body
    assert not mod_mail(db, "ann@example.org"), "nobody else learns the secret pick"
    with pytest.raises(StalePrompt):
        actions.resolve(db, game_id, site, "again", 2, row.id)


def test_resolve_with_a_moderators_choice_and_an_illegal_one_changes_nothing(db, game_id, site):
    pick(db, game_id, 0)
    pick(db, game_id, 1)
    state = game_row(db, game_id).state
    winner = state["round_winner"]
    row = open_row(db, game_id, winner)
    before = version(db, game_id)
    with pytest.raises(IllegalAction):
        actions.resolve(db, game_id, site, "typo", before, row.id,
                        {"ships": {"red": 2}, "bonus": "point", "discard": [], "wager": 3})
    assert version(db, game_id) == before and not audit(db, game_id)
    choice = {"ships": {"red": 1}, "bonus": "ship", "discard": [], "wager": 0}
    entry = actions.resolve(db, game_id, site, "They meant red", before, row.id, choice)
    assert logged(db, game_id)[-1].payload == {"ships": {"red": 1}, "bonus": "ship", "discard": [], "wager": 0}
    assert entry.action == "resolve" and entry.details["choice"] == choice


def test_a_resolve_whose_audit_cannot_be_written_leaves_no_decision(db, game_id, site, monkeypatch):
    row = open_row(db, game_id, 1)
    before = version(db, game_id)

    def broken(*args, **kwargs):
        raise RuntimeError("the notice could not be written")

    monkeypatch.setattr(actions.notices, "tell_seats", broken)
    with pytest.raises(RuntimeError):
        actions.resolve(db, game_id, site, "Bob asked for the default", before, row.id)
    assert version(db, game_id) == before
    assert not logged(db, game_id) and not audit(db, game_id)


def test_pause_stops_the_clock_and_resume_starts_it_where_it_was(db, game_id, site, time_machine):
    time_machine.move_to(utcnow(), tick=False)
    left = {r.id: r.deadline_at - utcnow() for r in prompt_rows(db, game_id, "open")}
    actions.pause(db, game_id, site, "Summer break", 1)
    game = game_row(db, game_id)
    assert game.status == "paused" and len(mod_mail(db)) == 2
    with pytest.raises(Conflict, match="paused"):
        pick(db, game_id, 0)
    time_machine.shift(timedelta(days=30))
    assert deadlines.sweep(db)["fired"] == 0
    actions.shift_deadlines(db, game_id, site, "More time after the break", version(db, game_id), 2)
    actions.resume(db, game_id, site, "Back from the break", version(db, game_id))
    assert game_row(db, game_id).status == "active"
    for row in prompt_rows(db, game_id, "open"):
        # pausing keeps whole seconds left
        assert abs(row.deadline_at - utcnow() - left[row.id] - timedelta(hours=2)) < timedelta(seconds=1)
    with pytest.raises(Conflict):
        actions.resume(db, game_id, site, "twice", version(db, game_id))
    assert [e.action for e in audit(db, game_id)] == ["pause", "extend", "resume"]


def test_pace_applies_to_decisions_opened_afterwards(db, game_id, site):
    new = {"decision": 3600, "response": 7200, "negotiation": 1800}
    entry = actions.change_pace(db, game_id, site, "Faster please", 1, new)
    assert game_row(db, game_id).pace == new and entry.details["before"]["decision"] == 48 * 3600
    pick(db, game_id, 0)
    pick(db, game_id, 1)
    stash = prompt_rows(db, game_id, "open")[0]
    assert stash.deadline_at - stash.opened_at == timedelta(hours=2)
    with pytest.raises(BadRequest):
        actions.change_pace(db, game_id, site, "too fast", version(db, game_id), {"decision": 1})


def test_cancel_closes_everything_and_links_stop(db, game_id, site, client, app):
    actions.cancel(db, game_id, site, "Everyone left", 1)
    game = game_row(db, game_id)
    assert game.status == "cancelled" and not prompt_rows(db, game_id, "open")
    assert {m.to_addr for m in mod_mail(db)} == {"ann@example.org", "bob@example.org"}
    with pytest.raises(Conflict):
        actions.cancel(db, game_id, site, "twice", version(db, game_id))


def test_resend_sends_each_open_decision_again_with_its_deadline_as_it_stands(db, game_id, site):
    originals = {m.to_addr: m for m in outbox(db) if m.dedupe_key.startswith("prompt:")}
    row0 = open_row(db, game_id, 0)
    actions.shift_deadlines(db, game_id, site, "Ann is travelling", 1, 24, row0.id)
    entry = actions.resend(db, game_id, site, "Ann's mailbox was full", version(db, game_id))
    copies = [m for m in mod_mail(db) if ":resend:" in m.dedupe_key]
    assert {m.to_addr for m in copies} == {"ann@example.org", "bob@example.org"}
    moved = local(open_row(db, game_id, 0).deadline_at, "Europe/Berlin")
    for copy in copies:
        assert copy.status == "pending" and copy.subject == originals[copy.to_addr].subject
        assert link_targets(copy.text_body) == link_targets(originals[copy.to_addr].text_body)
    [ann] = [m for m in copies if m.to_addr == "ann@example.org"]
    assert f"Deadline: {moved}." in ann.text_body and moved not in originals["ann@example.org"].text_body
    assert len(entry.details["resent"]) == 2


def test_empty_reason_stale_version_and_foreign_games_change_nothing(db, game_id, site):
    with pytest.raises(BadRequest, match="reason"):
        actions.pause(db, game_id, site, "   ", 1)
    pick(db, game_id, 0)
    with pytest.raises(StaleVersion) as stale:
        actions.pause(db, game_id, site, "Loaded before Ann played", 1)
    assert stale.value.current == 2
    host = Actor("host@example.org", "host", frozenset({game_id}))
    other = started_game(db, seed=3)
    with pytest.raises(NotFound):
        actions.pause(db, other, host, "not my game", 1)
    assert game_row(db, game_id).status == "active" and not audit(db, game_id) and not audit(db, other)
    actions.pause(db, game_id, host, "The host may", 2)
    assert audit(db, game_id)[0].role == "host"


def test_actions_on_a_game_in_the_lobby_are_refused(db, site):
    lobby = new_game(db)
    with pytest.raises(Conflict):
        actions.pause(db, lobby, site, "not started", 0)
    with pytest.raises(Conflict):
        actions.resolve(db, lobby, site, "not started", 0, 1)
    assert not audit(db, lobby)


def test_a_moderator_event_is_public_in_the_log_and_replay_still_matches(db, game_id, site):
    pick(db, game_id, 0)
    actions.pause(db, game_id, site, "Break", 2)
    actions.resume(db, game_id, site, "Back", version(db, game_id))
    pick(db, game_id, 1)
    with db.session() as session:
        assert replay(session, game_id).matches
        texts = session.scalars(sa.select(EventRecord.text).where(EventRecord.kind.like("moderator.%"))).all()
    assert texts == ["A moderator paused the game: Break", "A moderator resumed the game: Back"]
