"""Which email each moment of a game writes, and what each one may say.

Every function here runs inside the transaction that caused the email and
only writes an outbox row (sending happens after the commit). Hidden
information: an email to a seat carries only events whose ``seats`` is None
or contains that seat, the seat's own prompt, and never another seat's
choices; ``Seat.mailed_event_seq`` remembers how far that seat has been told,
so each email says "what happened" since the previous one, once. The decisions opened for one seat
at the same moment are one email (:func:`mail_decisions`), so "what happened" is told once and the
player is not mailed twice for one moment of the game.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from flask import current_app
from flask_babel import force_locale, gettext, lazy_gettext
from sqlalchemy.orm import Session

from engine.core import Prompt, State
from engine.core import status_lines as ruleset_status_lines
from pbem import links, rulesets
from pbem.forms import described_later
from pbem.i18n import DEFAULT_LANGUAGE
from pbem.mail.render import email_data
from pbem.mail.reply_address import ReplyClaims, prompt_hash, reply_address
from pbem.mail.reply_parsing import reply_lines
from pbem.models import ActionRecord, EventRecord, Game, OpenPrompt, Seat, Spectator, User
from pbem.services.answers import answers_since
from pbem.services.event_text import event_lines, logged_lines, winner_lines, winners_named
from pbem.services.events import Logged, events_after
from pbem.services.names import Names, seat_names
from pbem.services.outbox import mark_told, queue_email
from pbem.services.prompt_text import reader_prompt, said
from pbem.services.titles import short_title
from pbem.timefmt import local, time_left
from pbem.web.board import draws_picture

NOTIFY_MODES = {
    "all": lazy_gettext("Every event: what happened, a few minutes after it happens, and each decision of yours"),
    "decisions": lazy_gettext("Only my decisions (each still says what happened since my last email)"),
    "digest": lazy_gettext("A daily digest of events, and my decisions as they come"),
}
DEFAULT_MODE = "all"
BUNDLE_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # a bundle's decisions, as its email and a reply name them


def notify_mode(notify: dict[str, Any] | None) -> str:
    mode = (notify or {}).get("mode")
    return mode if mode in NOTIFY_MODES else DEFAULT_MODE


def decision_title(prompt: Prompt) -> str:
    """The decision in a few words, for a subject line a player can triage by."""
    first = prompt.text.split(". ")[0].rstrip(".")
    return first if len(first) <= 80 else first[:77].rstrip() + "..."


def _footer(game: Game, seat: Seat | None, user: User) -> dict[str, Any]:
    """What every email of a game carries, and the recipient's language it is written in (``language``)."""
    settings = links.absolute(links.settings_path(user.email))
    play_url = links.absolute(links.play_path(game.id, seat.index, seat.link_epoch)) if seat else None
    return {
        "game_title": game.title,
        "game_tag": short_title(game),
        "play_url": play_url,
        "board_url": play_url + "/board" if play_url and game.state is not None and draws_picture(game.ruleset)
        else None,
        "settings_url": settings,
        "unsubscribe_url": settings + "/unsubscribe",
        "campaign_url": links.absolute(links.campaign_path(game.campaign_id)) if game.campaign_id else None,
        "events": [],
        "language": user.language,
    }


def settings_footer(email: str) -> str:
    """The settings link every email of a game carries, for the plain emails not built from a template (in the
    language being written)."""
    return (f"\n{gettext('Notification settings (every event, only your decisions, or a daily digest):')}\n"
            f"{links.absolute(links.settings_path(email))}\n")


def _in(user: User, text: Any) -> str:
    """A lazy string as ``user`` reads it."""
    with force_locale(user.language or DEFAULT_LANGUAGE):
        return str(text)


def _queue(session: Session, kind: str, game: Game, to: str, dedupe_key: str, context: dict[str, Any],
           headers: dict[str, str] | None = None) -> None:
    queue_email(session, game_id=game.id, to=to, kind=kind, data=email_data(context), dedupe_key=dedupe_key,
                headers=headers)


def reply_to(session: Session, game: Game, seat: Seat, row: OpenPrompt, fresh: bool = False,
             bundle: int = 1) -> dict[str, str]:
    """The ``Reply-To`` that lets the player answer this decision by replying (see :mod:`pbem.mail.reply_address`);
    it carries the seat's answers since the prompt opened (none when it opened in this transaction, ``fresh``),
    so a second reply to the same email is refused like a second tap. ``bundle``: the email asks that many
    decisions opened with ``row``, ``row`` first (they are always fresh)."""
    answers = 0 if fresh or bundle > 1 else answers_since(session, game.id, seat.index, row.prompt_id, row.opened_at)
    claims = ReplyClaims(game=game.id, seat=seat.index, epoch=seat.link_epoch, row=row.id, answers=answers,
                         prompt_hash=prompt_hash(row.prompt_id), bundle=bundle)
    return {"Reply-To": reply_address(current_app.config, claims)}


def status_lines(game: Game, seat_index: int | None, names: Names, state: State | None = None) -> list[str]:
    """What the ruleset's view lists for this reader as the state of things it keeps in mind (a power's tokens,
    a second hand's size), with names; the view already holds back what the reader may not see (read without
    the rest of the view where the ruleset can: :func:`engine.core.status_lines`). ``state``: the
    game's state when it is newer than ``game.state`` (written in this transaction)."""
    state = game.state if state is None else state
    if state is None:
        return []
    lines = ruleset_status_lines(rulesets.get_ruleset(game.ruleset), state, seat_index)
    code = next((s.user.language for s in game.seats if s.index == seat_index), None)
    return [said(game.ruleset, say, line, names, code) for line, say in lines]


def take_unmailed_events(session: Session, game: Game, seat: Seat) -> list[Logged]:
    """The events this seat of ``game`` may see that no email has told it of yet; marks them told. (The game is
    given: ``seat.game`` is a lookup in the session's identity map at each call.)"""
    floor = min((s.mailed_event_seq for s in game.seats), default=seat.mailed_event_seq)
    rows = events_after(session, game.id, seat.mailed_event_seq, floor)
    if rows:
        mark_told(session, seat, rows[-1].seq)
    return [e for e in rows if e.visible_to(seat.index)]


def mail_invitation(session: Session, game: Game, seat: Seat) -> None:
    ruleset = rulesets.get_ruleset(game.ruleset)
    context = _footer(game, None, seat.user)
    context.update(ruleset_title=ruleset.title,
                   join_url=links.absolute(links.join_path(game.id, seat.index, seat.link_epoch)))
    _queue(session, "invitation", game, seat.user.email, f"join:{game.id}:{seat.id}:{seat.link_epoch}", context)


def mail_decision(session: Session, game: Game, seat: Seat, row: OpenPrompt, prompt: Prompt,
                  revised: bool = False, key: str | None = None, fresh: bool = False,
                  state: State | None = None) -> None:
    """One email per decision: what led here, the choice, a link per option or to the form, the deadline.

    ``revised``: the decision is still open but what it asks has changed (a new
    deal offer); the text's digest in the dedupe key sends each version once.
    ``key``: another dedupe key than the decision's own (a moderator's resend).
    ``fresh``: the prompt opened in this transaction, so nobody has answered it yet.
    ``state``: the state the prompt comes from, when it is newer than ``game.state``.
    """
    names = seat_names(game)
    asked = decision_context(game, seat, row, reader_prompt(game.ruleset, prompt, names, seat.user.language))
    context = _told(session, game, seat, names, state)
    context.update(asked)
    key = key or f"prompt:{game.id}:{row.id}"
    if revised:
        key += ":" + hashlib.sha256(asked["prompt_text"].encode()).hexdigest()[:16]
    _queue(session, "decision", game, seat.user.email, key, context, reply_to(session, game, seat, row, fresh))


def mail_decisions(session: Session, game: Game, seat: Seat, opened: list[tuple[OpenPrompt, Prompt]],
                   state: State | None = None) -> None:
    """The email for the decisions one transaction opened for this seat: one decision is :func:`mail_decision`'s
    email; several are one email (``decisions``) that tells what happened once and asks each under a letter
    (A, B, ...) with its own links, so a player asked two things at once is not mailed twice. Its dedupe key
    names its first row and how many it asks: rows opened together, which no other email of their opening
    names."""
    if len(opened) == 1:
        row, prompt = opened[0]
        mail_decision(session, game, seat, row, prompt, fresh=True, state=state)
        return
    opened, rest = opened[:len(BUNDLE_LETTERS)], opened[len(BUNDLE_LETTERS):]
    names = seat_names(game)
    asked = [decision_context(game, seat, row, reader_prompt(game.ruleset, prompt, names, seat.user.language))
             for row, prompt in opened]
    deadlines = {a["deadline"] for a in asked}
    for letter, decision in zip(BUNDLE_LETTERS, asked, strict=False):
        decision["letter"] = letter
        if len(deadlines) == 1:
            decision["deadline"] = None  # said once, below them all
    context = _told(session, game, seat, names, state)
    context.update(decisions=asked, deadline=deadlines.pop() if len(deadlines) == 1 else None,
                   decision_titles="; ".join(a["decision_title"] for a in asked))
    first = opened[0][0]
    key = f"prompt:{game.id}:{first.id}+{len(opened)}"
    _queue(session, "decisions", game, seat.user.email, key, context,
           reply_to(session, game, seat, first, bundle=len(opened)))
    if rest:  # more than there are letters: the next email asks the rest
        mail_decisions(session, game, seat, rest, state)


def decision_context(game: Game, seat: Seat, row: OpenPrompt, prompt: Prompt) -> dict[str, Any]:
    """What a decision email says of one decision (``prompt`` as the reader reads it): its question, its
    deadline, and a link per option or to the form, with how to answer the form by reply."""
    asked: dict[str, Any] = dict(
        prompt_text=prompt.text, decision_title=decision_title(prompt),
        deadline=local(row.deadline_at, seat.user.time_zone, seat.user.language),
        decide_url=None, options=[], reply_lines=[])
    if prompt.composite:
        asked["decide_url"] = links.absolute(links.decide_path(game.id, seat.index, seat.link_epoch, prompt.id, row.id))
        asked["reply_lines"] = _reply_lines(prompt, seat.user.language)
    else:
        asked["options"] = [
            {"label": o.label,
             "url": links.absolute(links.option_path(game.id, seat.index, seat.link_epoch, prompt.id, row.id, o.key))}
            for o in prompt.options
        ]
    return asked


_REPLY_LINES: dict[tuple[Any, ...], tuple[str, ...]] = {}  # by the form's fields as the reader reads them, language
_REPLY_LINES_KEPT = 1024


def _reply_lines(prompt: Prompt, language: str | None) -> list[str]:
    """:func:`reply_lines`, kept per form and language: they depend on nothing else, and a deadline sweep writes
    the same form (the same fields, options and names) to many readers of a language, a dozen translations each."""
    key = (prompt.fields, language)
    try:
        lines = _REPLY_LINES.get(key)
    except TypeError:  # a field whose default is a list or a dict: not kept
        return reply_lines(prompt, language)
    if lines is None:
        if len(_REPLY_LINES) >= _REPLY_LINES_KEPT:
            _REPLY_LINES.clear()
        lines = _REPLY_LINES[key] = tuple(reply_lines(prompt, language))
    return list(lines)


def _told(session: Session, game: Game, seat: Seat, names: Names, state: State | None) -> dict[str, Any]:
    """A decision email's footer and what it tells before asking: what happened since the seat's last email
    (marked told) and where things stand."""
    context = _footer(game, seat, seat.user)
    context.update(
        reader=seat.name,
        events=logged_lines(game.ruleset, take_unmailed_events(session, game, seat), names, seat.user.language),
        status_lines=status_lines(game, seat.index, names, state),
    )
    return context


def mail_reminder(session: Session, game: Game, seat: Seat, row: OpenPrompt, prompt: Prompt,
                  now: datetime) -> None:
    ruleset = rulesets.get_ruleset(game.ruleset)
    default = ruleset.timeout_action(game.state, prompt).choice
    prompt = reader_prompt(game.ruleset, prompt, seat_names(game), seat.user.language)
    context = _footer(game, seat, seat.user)
    context.update(
        reader=seat.name, prompt_text=prompt.text, decision_title=decision_title(prompt),
        deadline=local(row.deadline_at, seat.user.time_zone, seat.user.language),
        left=time_left(row.deadline_at, now, seat.user.language),
        timeout_hint=described_later(prompt, default),
        decide_url=links.absolute(links.decide_path(game.id, seat.index, seat.link_epoch, prompt.id, row.id)),
    )
    _queue(session, "reminder", game, seat.user.email, f"remind:{game.id}:{row.id}", context,
           reply_to(session, game, seat, row))


def mail_timeout(session: Session, game: Game, seat_index: int, prompt: Prompt, choice: Any, seq: int,
                 deadline: datetime) -> None:
    """The "your deadline passed, this was chosen for you" notice, in the transaction that chose it."""
    seat = next(s for s in game.seats if s.index == seat_index)
    prompt = reader_prompt(game.ruleset, prompt, seat_names(game), seat.user.language)
    context = _footer(game, seat, seat.user)
    context.update(reader=seat.name, prompt_text=prompt.text, decision_title=decision_title(prompt),
                   deadline=local(deadline, seat.user.time_zone, seat.user.language),
                   chosen=described_later(prompt, choice))
    _queue(session, "timeout", game, seat.user.email, f"timeout:{game.id}:{seq}", context)


def mail_result(session: Session, game: Game, winners: list[int], now: datetime,
                outcome: list[dict[str, Any]] | None = None) -> None:
    """``outcome``: how each winner won, where the ruleset's view says (``{"seat", "how"}`` each), so a win by a
    rule of its own or a shared win reads as such."""
    names = seat_names(game)
    decisions = session.scalar(sa.select(sa.func.count()).select_from(ActionRecord)
                               .where(ActionRecord.game_id == game.id)) or 0
    for seat in game.seats:
        zone = seat.user.time_zone
        context = _footer(game, seat, seat.user)
        context.update(
            reader=seat.name, winners=winners_named(winners, names, seat.user.language), you_won=seat.index in winners,
            shared=len(winners) > 1, decisions=decisions,
            how=winner_lines(game.ruleset, outcome, names, seat.user.language),
            events=logged_lines(game.ruleset, take_unmailed_events(session, game, seat), names, seat.user.language),
            started=local(game.started_at, zone, seat.user.language) if game.started_at else None,
            finished=local(now, zone, seat.user.language),
        )
        _queue(session, "game_over", game, seat.user.email, f"over:{game.id}:{seat.id}", context)


def mail_digest(session: Session, game: Game, seat: Seat, events: list[EventRecord], heading: str,
                waiting: list[str]) -> None:
    context = _footer(game, seat, seat.user)
    names = seat_names(game)
    context.update(reader=seat.name, heading=heading,
                   events=event_lines(game.ruleset, events, names, seat.user.language),
                   status_lines=status_lines(game, seat.index, names), waiting=", ".join(waiting))
    _queue(session, "digest", game, seat.user.email, f"digest:{game.id}:{seat.id}:{events[-1].seq}", context)


def mail_reply_answer(session: Session, game: Game, seat: Seat, prompt: Prompt | None, key: str,
                      headers: dict[str, str] | None, **facts: Any) -> None:
    """The answer to a player's reply by email: ``recorded`` with what was chosen, what the seat saw happen and
    what it is asked now, or why not (``reason``) with the decision's page (``decide_url``) and, for a form,
    how to answer it by reply (``form_lines``). ``prompt``: the decision replied to, as the player read it."""
    context = _footer(game, seat, seat.user)
    context.update(reader=seat.name, prompt_text=prompt.text if prompt else "",
                   decision_title=decision_title(prompt) if prompt else _in(seat.user, lazy_gettext("your reply")),
                   asked=[], waiting="",
                   events=[], reason="", decide_url=None, form_lines=[])
    context.update(facts)
    _queue(session, "reply_answer", game, seat.user.email, key, context, headers)


def mail_spectator_digest(session: Session, game: Game, spectator: Spectator, events: list[EventRecord],
                          waiting: list[str]) -> None:
    """A spectator's "what happened": public events only, the spectator page and an unsubscribe link, and
    never a link that acts as a seat (a spectator has none)."""
    stop = links.absolute(links.watch_stop_path(game.id, spectator.email))
    context = dict(game_title=game.title, game_tag=short_title(game),
                   events=event_lines(game.ruleset, events, seat_names(game), None), waiting=", ".join(waiting),
                   over=game.status == "finished",
                   watch_url=links.absolute(links.watch_path(game.id, game.spectator_epoch)), stop_url=stop,
                   play_url=None, settings_url=None)
    queue_email(session, game_id=game.id, to=spectator.email, kind="watch_digest", data=email_data(context),
                dedupe_key=f"watch-digest:{game.id}:{spectator.id}:{events[-1].seq}",
                headers={"List-Unsubscribe": f"<{stop}>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"})


def _host_context(session: Session, game: Game, language: str) -> dict[str, Any]:
    """The footer of an email to the host's address, who may not play (and so have no seat or settings yet)."""
    host = session.scalar(sa.select(User).where(User.email == game.host_email))
    settings = links.absolute(links.settings_path(game.host_email))
    return {"game_title": game.title, "game_tag": short_title(game), "play_url": None, "settings_url": settings,
            "unsubscribe_url": settings + "/unsubscribe", "campaign_url": None, "events": [],
            "language": host.language if host is not None and host.language else language}


def mail_hosting(session: Session, game: Game, language: str) -> None:
    """The host's links once the invitations are out: who joined, and the game's moderation."""
    context = _host_context(session, game, language)
    context.update(players=len(game.seats), host_url=links.absolute(links.host_path(game.id, game.host_epoch)),
                   moderation_url=links.absolute(links.host_moderation_path(game.id, game.host_epoch)))
    _queue(session, "hosting", game, game.host_email, f"host:{game.id}:{game.host_epoch}", context)


def mail_confirm_host(session: Session, game: Game, language: str) -> None:
    """The host address is asked before anyone is mailed, so nobody can make the service write to strangers;
    it gets no settings link: the address has not said it wants anything from us yet."""
    context = _host_context(session, game, language)
    context.update(players=[seat.user.email for seat in game.seats], settings_url=None,
                   confirm_url=links.absolute(links.confirm_host_path(game.id, game.host_epoch)))
    _queue(session, "confirm_host", game, game.host_email, f"confirm-host:{game.id}:{game.host_epoch}", context)


def mail_started(session: Session, game: Game, seat: Seat) -> None:
    context = _footer(game, seat, seat.user)
    context.update(players=", ".join(s.name for s in game.seats))
    _queue(session, "started", game, seat.user.email, f"start:{game.id}:{seat.id}", context)


def mail_stand_in_on(session: Session, game: Game, seat: Seat, limit: int) -> None:
    """A silent player learns that the stand-in took over after ``limit`` deadlines, and how to come back."""
    context = _footer(game, seat, seat.user)
    context.update(reader=seat.name, limit=limit)
    _queue(session, "stand_in_on", game, seat.user.email,
           f"stand-in:{game.id}:{seat.id}:{seat.stand_in_since.isoformat()}", context)


def mail_welcome_back(session: Session, game: Game, seat: Seat, since: datetime, decided: list[EventRecord],
                      happened: list[EventRecord]) -> None:
    """After an away period: what the stand-in chose for the player, and what else happened meanwhile."""
    names = seat_names(game)
    context = _footer(game, seat, seat.user)
    context.update(reader=seat.name, decided=event_lines(game.ruleset, decided, names, seat.user.language),
                   events=event_lines(game.ruleset, happened, names, seat.user.language))
    _queue(session, "welcome_back", game, seat.user.email, f"back:{game.id}:{seat.id}:{since.isoformat()}", context)
