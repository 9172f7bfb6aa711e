"""Seats whose players vanished: a stand-in for the seat, or the seat to a new player.

A stand-in put there by a moderator plays the seat until a moderator ends it or replaces the player
(the new player plays the seat themselves).

Replacing a player: the seat keeps its place in the game and goes to a new address.

Every old link to the seat stops working (its link epoch moves above every
epoch used in the game, as when a game starts), its API token is revoked, its
open decisions are reissued with fresh rows so their emails go to the new
player, and the new player gets a welcome email with the game as their seat
sees it.
"""

from __future__ import annotations

import sqlalchemy as sa
from flask_babel import gettext, lazy_gettext

from pbem.db import Database
from pbem.mail.compose import mail_decision
from pbem.models import EventRecord, OpenPrompt, User
from pbem.moderation import notices
from pbem.moderation.actions import open_prompts
from pbem.moderation.audit import Actor, Step, perform
from pbem.moderation.models import AuditEntry
from pbem.services import seat_view, stand_ins
from pbem.services.errors import BadRequest, Conflict
from pbem.services.games import MAX_NAME, normalise_email
from pbem.services.visible_text import clean_text, same_name


def replace_player(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
                   seat_index: int, email: str, name: str | None = None) -> AuditEntry:
    """Give seat ``seat_index`` to ``email`` (optionally under a new display ``name``)."""
    email = normalise_email(email)
    name = clean_text(name, lazy_gettext("The new player's name"), max_length=MAX_NAME, required=False) or None

    def body(step: Step) -> None:
        game, session = step.game, step.session
        if game.status not in ("active", "paused"):
            raise Conflict(gettext(
                "This game is %(status)s; only a running game's seats can change hands.",
                status=game.status))
        seat = next((s for s in game.seats if s.index == seat_index), None)
        if seat is None:
            raise BadRequest(gettext("There is no seat %(seat)s in this game.", seat=seat_index))
        if any(s.user.email == email for s in game.seats):
            raise BadRequest(gettext("%(email)s already has a seat in this game; pick another address.", email=email))
        if name and any(same_name(s.display_name, name) and s.id != seat.id for s in game.seats):
            raise BadRequest(gettext("Another player already uses that name here."))
        old_email, old_name, old_language = seat.user.email, seat.name, seat.user.language
        user = session.scalar(sa.select(User).where(User.email == email))
        if user is None:
            user = User(email=email, time_zone=seat.user.time_zone, notify={})
            session.add(user)
        seat.user = user
        seat.link_epoch = max(s.link_epoch for s in game.seats) + 1
        seat.api_token_hash = None
        seat.joined_at = step.now
        seat.display_name = name or seat.display_name
        stand_ins.take_off(session, game, seat, step.now)  # the new player plays the seat
        step.details.update(seat=seat_index, before=old_email, after=email, name_before=old_name,
                            name_after=seat.name, epoch=seat.link_epoch)
        event = notices.log_event(session, game.id, step.now, "moderator.new_player", old=old_name, new=seat.name)
        # The new player starts with a clean slate: their welcome shows the game as it is now.
        seat.mailed_event_seq = session.scalar(
            sa.select(sa.func.max(EventRecord.seq)).where(EventRecord.game_id == game.id)) or 0
        notices.farewell(session, game, seat, old_email, step.key("farewell"), step.entry.reason, old_language)
        view = seat_view.view(game, seat_index)
        mine = [(row, prompt) for row, prompt in open_prompts(session, game) if row.seat == seat_index]
        notices.welcome(session, game, seat, step.key("welcome"), step.entry.reason, view,
                        sum(1 for _row, prompt in mine if prompt is not None))
        for row, prompt in mine:
            row.status, row.closed_at = "closed", step.now
            if prompt is None:
                continue
            fresh = OpenPrompt(game_id=game.id, seat=row.seat, prompt_id=row.prompt_id, kind=row.kind,
                               deadline_class=row.deadline_class, opened_at=row.opened_at,
                               deadline_at=row.deadline_at, remind_at=row.remind_at, status="open",
                               paused_left=row.paused_left, paused_remind_left=row.paused_remind_left)
            session.add(fresh)
            session.flush()
            mail_decision(session, game, seat, fresh, prompt)
        others = [s for s in game.seats if s.index != seat_index]
        notices.tell_seats(session, game, others, step.key("others"),
                           lazy_gettext("%(name)s has a new player", name=old_name), step.entry.reason,
                           {s.index: [lazy_gettext("%(name)s now plays that seat.", name=seat.name)] for s in others},
                           event)

    return perform(db, game_id, actor, "replace", reason, seen, body)


def stand_in(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
             seat_index: int, on: bool) -> AuditEntry:
    """Put seat ``seat_index`` on a stand-in for good (``on``), or give it back to its player."""

    def body(step: Step) -> None:
        game, session = step.game, step.session
        if game.status not in ("active", "paused"):
            raise Conflict(gettext(
                "This game is %(status)s; only a running game's seats can get a stand-in.",
                status=game.status))
        seat = next((s for s in game.seats if s.index == seat_index), None)
        if seat is None:
            raise BadRequest(gettext("There is no seat %(seat)s in this game.", seat=seat_index))
        step.details.update(seat=seat_index, before=seat.stand_in, after="moderator" if on else None)
        if on:
            if seat.stand_in == "moderator":
                raise Conflict(gettext("A stand-in already plays for %(name)s.", name=seat.name))
            stand_ins.put_on(session, game, seat, "moderator", step.now)
            headline, line = lazy_gettext("A stand-in now plays your seat"), lazy_gettext(
                "A stand-in (a simple bot that plays legal, sensible moves) answers your decisions from now on, "
                "and you get no decision emails. To play again, ask a moderator from your game page.")
        else:
            if seat.stand_in is None:
                raise Conflict(gettext("No stand-in plays for %(name)s.", name=seat.name))
            stand_ins.take_off(session, game, seat, step.now)
            headline, line = (lazy_gettext("You play your seat again"),
                              lazy_gettext("The stand-in has stopped; your decisions come to you again."))
        notices.tell_seats(session, game, [seat], step.key("stand-in"), headline, step.entry.reason,
                           {seat.index: [line]})

    return perform(db, game_id, actor, "stand-in", reason, seen, body)

