"""The moderator actions that leave the action log alone: deadlines, pause, pace, cancel, resend, resolve.

Each runs inside :func:`pbem.moderation.audit.perform` (a reason, the version
the moderator saw, one transaction, one audit row) and tells the players whose
game it changes. Resolving a prompt is the exception: the decision goes
through :func:`pbem.services.decisions.apply_decision` with source
``moderator``, exactly like a player's click, and is audited right after.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

from flask_babel import gettext, lazy_gettext, lazy_ngettext
from sqlalchemy.orm import Session

from engine.core import Prompt
from pbem import rulesets
from pbem.db import Database
from pbem.forms import describe_choice
from pbem.i18n import current_language
from pbem.mail.compose import mail_decision
from pbem.models import Game, OpenPrompt, Seat
from pbem.moderation import notices
from pbem.moderation.audit import Actor, Step, check_reason, check_version, load_game, perform
from pbem.moderation.models import AuditEntry
from pbem.services import deadlines
from pbem.services import prompts as prompt_table
from pbem.services.answers import answers_so_far
from pbem.services.decisions import Applied, apply_decision
from pbem.services.errors import BadRequest, Conflict, StalePrompt
from pbem.services.games import check_pace
from pbem.services.names import seat_names
from pbem.services.prompt_text import reader_prompt
from pbem.timefmt import local

MAX_SHIFT = timedelta(days=60)
USE_DEFAULT = object()  # resolve(): the engine's timeout action rather than a moderator's pick


def open_prompts(session: Session, game: Game) -> list[tuple[OpenPrompt, Prompt | None]]:
    """The open rows with the engine's prompt for each, players by name in the console's language (None if the engine
    no longer offers it)."""
    names = seat_names(game)
    code = current_language()
    current = ({p.id: reader_prompt(game.ruleset, p, names, code)
                for p in rulesets.get_ruleset(game.ruleset).prompts(game.state)}
               if game.state else {})
    return [(row, current.get(row.prompt_id)) for row in prompt_table.open_rows(session, game.id)]


def _seat(game: Game, index: int) -> Seat:
    seat = next((s for s in game.seats if s.index == index), None)
    if seat is None:
        raise BadRequest(gettext("There is no seat %(seat)s in this game.", seat=index))
    return seat


def _live(game: Game) -> None:
    if game.status not in ("active", "paused"):
        raise Conflict(gettext("This game is %(status)s; there is nothing to change.", status=game.status))


def shift_deadlines(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
                    hours: float, row_id: int | None = None) -> AuditEntry:
    """Move one open deadline (``row_id``) or all of them by ``hours`` (negative shortens, never past now)."""
    delta = timedelta(hours=hours)
    if not delta or abs(delta) > MAX_SHIFT:
        raise BadRequest(gettext("Move the deadline by some hours, at most 60 days either way."))

    def body(step: Step) -> None:
        game = step.game
        _live(game)
        rows = [(r, p) for r, p in open_prompts(step.session, game) if row_id is None or r.id == row_id]
        if not rows:
            raise Conflict(gettext("That decision is no longer open.") if row_id
                           else gettext("No decision is open in this game."))
        lines: dict[int, list[Any]] = {}
        moved = []
        for row, prompt in rows:
            before = row.deadline_at
            _shift(row, delta, step.now, game.pace)
            seat = _seat(game, row.seat)
            text = prompt.text if prompt else row.kind
            lines.setdefault(row.seat, []).append(
                _paused_line(text, row.paused_left) if row.paused_left is not None
                else lazy_gettext("- %(text)s\n  New deadline: %(when)s", text=text,
                        when=local(row.deadline_at, seat.user.time_zone, seat.user.language)))
            moved.append({"row": row.id, "seat": row.seat, "prompt": row.prompt_id,
                          "before": before.isoformat(), "after": row.deadline_at.isoformat(),
                          "paused_left": row.paused_left})
        step.details.update(hours=hours, rows=moved)
        verb = "extended" if hours > 0 else "shortened"
        event = notices.log_event(step.session, game.id, step.now, f"moderator.{verb}", count=len(rows))
        headline = (lazy_gettext("A moderator extended your deadline") if hours > 0
                    else lazy_gettext("A moderator shortened your deadline"))
        notices.tell_seats(step.session, game, [_seat(game, i) for i in sorted(lines)], step.key("deadline"),
                           headline, step.entry.reason, lines, event)

    return perform(db, game_id, actor, "extend" if hours > 0 else "shorten", reason, seen, body)


def _shift(row: OpenPrompt, delta: timedelta, now: datetime, pace: Mapping[str, int]) -> None:
    if row.paused_left is not None:  # a paused game keeps time left, not a moment
        row.paused_left = max(0, row.paused_left + int(delta.total_seconds()))
        if row.paused_remind_left is not None:
            row.paused_remind_left = min(max(0, row.paused_remind_left + int(delta.total_seconds())),
                                         row.paused_left)
        return
    lead = (row.deadline_at - row.remind_at) if row.remind_at else timedelta(
        seconds=int(pace.get(row.deadline_class) or pace.get("decision") or 86400) // 4)
    row.deadline_at = max(now, row.deadline_at + delta)
    remind = row.deadline_at - lead
    row.remind_at = remind if remind > now else None


def _paused_line(text: str, seconds: int) -> Any:
    """A paused game keeps time left, not a moment: the line says how long the deadline will be."""
    if seconds >= 7200:
        return lazy_ngettext("- %(text)s\n  New deadline: %(num)d hour once the game resumes",
                   "- %(text)s\n  New deadline: %(num)d hours once the game resumes", round(seconds / 3600), text=text)
    return lazy_ngettext("- %(text)s\n  New deadline: %(num)d minute once the game resumes",
               "- %(text)s\n  New deadline: %(num)d minutes once the game resumes", max(1, seconds // 60), text=text)


def pause(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None) -> AuditEntry:
    """Stop the clock (every open deadline keeps the time it had left) and tell everyone."""
    def body(step: Step) -> None:
        deadlines.pause_game(step.session, step.game.id, step.now)
        tell_all(step, "moderator.paused", lazy_gettext("A moderator paused the game"),
                 lazy_gettext("Deadlines stand still until it resumes; decisions wait until then."))

    return perform(db, game_id, actor, "pause", reason, seen, body)


def resume(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None) -> AuditEntry:
    def body(step: Step) -> None:
        deadlines.resume_game(step.session, step.game.id, step.now)
        tell_all(step, "moderator.resumed", lazy_gettext("A moderator resumed the game"),
                 lazy_gettext("Each deadline has the time it had left when it paused."))

    return perform(db, game_id, actor, "resume", reason, seen, body)


def change_pace(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None,
                pace: Mapping[str, Any]) -> AuditEntry:
    """New time per deadline class, for decisions opened from now on (open ones keep theirs)."""
    new = check_pace(pace)

    def body(step: Step) -> None:
        game = step.game
        if game.status in ("finished", "cancelled"):
            raise Conflict(gettext("This game is %(status)s.", status=game.status))
        step.details.update(before=dict(game.pace), after=new)
        game.pace = new
        hours = ", ".join(f"{name} {seconds / 3600:g} h" for name, seconds in new.items())
        tell_all(step, "moderator.pace", lazy_gettext("A moderator changed the game's pace"),
                 lazy_gettext("New decisions get: %(hours)s. Decisions already open keep their deadlines.",
                              hours=hours))

    return perform(db, game_id, actor, "pace", reason, seen, body)


def cancel(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None) -> AuditEntry:
    def body(step: Step) -> None:
        game = step.game
        if game.status in ("finished", "cancelled"):
            raise Conflict(gettext("This game is already %(status)s.", status=game.status))
        step.details["status_before"] = game.status
        game.status = "cancelled"
        game.finished_at = step.now
        prompt_table.close_all(step.session, game.id, step.now)
        tell_all(step, "moderator.cancelled", lazy_gettext("A moderator cancelled the game"),
                 lazy_gettext("Nothing more will happen in it; its links stop working."))

    return perform(db, game_id, actor, "cancel", reason, seen, body)


def mark_handled(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None) -> AuditEntry:
    """Nothing changes in the game; the flags, engine errors and failed emails listed so far leave the dashboard."""
    return perform(db, game_id, actor, "handled", reason, seen, lambda step: None)


def resend(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None) -> AuditEntry:
    """Send each open decision's email again, to the seat's address now, written anew so it shows the
    deadline as it stands (a moderator may have moved it since); the links of the first stay valid."""
    def body(step: Step) -> None:
        game = step.game
        if game.status != "active":
            raise Conflict(gettext(
                "This game is %(status)s; there are no decision emails to send.",
                status=game.status))
        resent = []
        for row, prompt in open_prompts(step.session, game):
            if prompt is None:
                continue
            seat = _seat(game, row.seat)
            mail_decision(step.session, game, seat, row, prompt, key=step.key(f"resend:{row.id}"))
            resent.append({"row": row.id, "seat": row.seat, "to": seat.user.email})
        if not resent:
            raise Conflict(gettext("No decision is open in this game."))
        step.details["resent"] = resent

    return perform(db, game_id, actor, "resend", reason, seen, body)


def tell_all(step: Step, kind: str, headline: Any, line: Any) -> None:
    """Log the action as a service event of ``kind`` (with the reason) and email every seat the headline and
    line in its own language (they are lazy strings)."""
    game = step.game
    event = notices.log_event(step.session, game.id, step.now, kind, reason=step.entry.reason)
    notices.tell_seats(step.session, game, game.seats, step.key("all"), headline, step.entry.reason,
                       {s.index: [line] for s in game.seats}, event)


def resolve(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None, row_id: int,
            choice: Any = USE_DEFAULT) -> AuditEntry:
    """Decide an open prompt now: the engine's default (its timeout action) or the moderator's ``choice``.

    Goes through the one apply path with source ``moderator`` and the row and
    answer count seen here, so a player answering first makes this a clean
    refusal, and this answering first makes the player's click one.
    """
    reason = check_reason(reason)
    with db.session() as session:
        game = load_game(session, game_id, actor)
        check_version(game, seen)
        if game.status != "active":
            raise Conflict(gettext("This game is %(status)s; decisions wait until it is active.", status=game.status))
        row, prompt = next(((r, p) for r, p in open_prompts(session, game) if r.id == row_id), (None, None))
        if row is None or prompt is None:
            raise StalePrompt(gettext("That decision is no longer open; the game has moved on."))
        ruleset = rulesets.get_ruleset(game.ruleset)
        picked = ruleset.timeout_action(game.state, prompt).choice if choice is USE_DEFAULT else choice
        answers = answers_so_far(session, game_id, row.seat, row.prompt_id)
        before = game.version
    audit: list[AuditEntry] = []

    def record(session: Session, applied: Applied) -> None:
        """The audit entry and the notice land in the decision's own transaction."""
        game = session.get(Game, game_id)
        details = {"row": row.id, "seat": row.seat, "prompt": row.prompt_id, "choice": picked,
                   "seq": applied.seq, "default": choice is USE_DEFAULT}
        entry = AuditEntry(game_id=game_id, actor=actor.email, role=actor.role,
                           action="resolve-default" if choice is USE_DEFAULT else "resolve", reason=reason,
                           details=details, version_before=before, version_after=applied.version)
        session.add(entry)
        session.flush()
        seat = _seat(game, row.seat)
        chose = (lazy_gettext("- %(text)s\n  A moderator chose the default answer: %(choice)s", text=prompt.text,
                    choice=describe_choice(prompt, picked)) if choice is USE_DEFAULT
                 else lazy_gettext("- %(text)s\n  A moderator chose an answer: %(choice)s", text=prompt.text,
                         choice=describe_choice(prompt, picked)))
        notices.tell_seats(session, game, [seat], f"mod:{entry.id}:resolve",
                           lazy_gettext("A moderator made a decision for you"),
                           reason, {seat.index: [chose]})
        audit.append(entry)

    apply_decision(db, game_id, row.seat, row.prompt_id, picked, "moderator", row_id=row.id,
                   answers_before=answers, within=record)
    return audit[0]
