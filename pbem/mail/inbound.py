"""Mail that comes back: a reply that decides, an auto-reply to ignore, a bounce that marks an address.

Both inbound transports (our SMTP server, ``pbem mail-server``, and the HTTP
endpoint hosted mail providers post to) hand the raw message to
:func:`receive`. A reply decides through the one apply path, as source
``email``, with the same checks as a tapped link: the reply address binds
game, seat, link epoch, prompt opening and the seat's answers so far, and the
``From`` address must be the seat's player's (a second factor: a forwarded
email cannot answer for its reader). Every reply a person wrote gets an
answer email, "recorded" or "not recorded, because …"; an automatic reply
gets none (two robots would answer each other for ever).
"""

from __future__ import annotations

import email
import hashlib
import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from email import policy
from email.message import EmailMessage
from email.utils import getaddresses
from typing import Any

import sqlalchemy as sa
from flask_babel import LazyString, force_locale, gettext
from sqlalchemy.orm import Session

from engine.core import IllegalAction, Prompt
from pbem import links, rulesets
from pbem.db import Database
from pbem.forms import describe_choice, described_later
from pbem.i18n import DEFAULT_LANGUAGE
from pbem.mail import bounces
from pbem.mail.compose import BUNDLE_LETTERS, decision_title, mail_reply_answer, reply_to
from pbem.mail.reply_address import (
    BOUNCE,
    NOT_VALID,
    AddressError,
    ReplyClaims,
    prompt_hash,
    split,
    verify_reply,
)
from pbem.mail.reply_parsing import body_text, new_text, parse_answer, parse_away, reply_lines, split_lettered
from pbem.models import Game, OpenPrompt, OutboxEmail, Seat, User, utcnow
from pbem.services.answers import answers_since, answers_so_far
from pbem.services.away import set_away
from pbem.services.decisions import Applied, apply_decision
from pbem.services.errors import BadRequest, ServiceError
from pbem.services.event_text import event_lines
from pbem.services.names import Names, seat_names
from pbem.services.old_links import NOTHING_CHANGED, what_became_of
from pbem.services.outbox import queue_email
from pbem.services.prompt_text import reader_prompt, refusal
from pbem.services.prompts import open_rows
from pbem.services.seat_view import game_with_open_rows, open_decisions, waiting_on
from pbem.timefmt import day

log = logging.getLogger(__name__)

MAX_BYTES = 1024 * 1024  # a reply is a few lines; a larger message is refused by both transports
# Answer emails one address gets in an hour at most: a robot that answers every email without saying it is
# one (no Auto-Submitted) would otherwise trade emails with us for ever. Its replies still count.
ANSWERS_PER_HOUR = 30
ANSWER_KEY = "reply:"
_AUTO_SUBJECT = re.compile(
    r"^\s*(auto(matic)?[ -]?(reply|response|antwort)|out of (the )?office|abwesen|automatische antwort"
    r"|réponse automatique|risposta automatica|automatyczna odpowiedź|automatikus válasz|vacation|"
    r"fuori sede|absence)", re.IGNORECASE)


@dataclass(frozen=True)
class Outcome:
    """What became of one inbound message: ``recorded``, ``refused`` (an answer email says why),
    ``ignored`` (nothing written: not ours, an auto-reply), or ``bounce`` (an address marked)."""

    kind: str
    detail: str


def receive(db: Database, config: Mapping[str, Any], raw: bytes, recipients: Sequence[str] = ()) -> Outcome:
    """Handle one raw message; ``recipients``: the envelope's (SMTP ``RCPT TO``), else its headers are read."""
    message = email.message_from_bytes(raw, policy=policy.default)
    assert isinstance(message, EmailMessage)
    target = _our_address(message, recipients, config)
    if target is None:
        return Outcome("ignored", "not addressed to a reply or bounce address of ours")
    purpose, token = target
    if purpose == BOUNCE:
        marked, detail = bounces.record(db, config, message, token)
        return Outcome("bounce" if marked else "ignored", detail)
    if bounces.is_delivery_report(message):
        return Outcome("ignored", "a delivery report sent to a reply address")
    if is_auto_reply(message):
        return Outcome("ignored", "an automatic reply")
    sender = _sender(message)
    key = ANSWER_KEY + hashlib.sha256((str(message.get("Message-ID") or "") or raw.decode(errors="replace"))
                                    .encode()).hexdigest()[:32]
    try:
        claims = verify_reply(config, token)
    except AddressError as exc:
        _answer_stranger(db, sender, exc.message, key)
        return Outcome("refused", str(exc.message))
    return _Reply(db, message, claims, sender, key).handle()


def is_auto_reply(message: EmailMessage) -> bool:
    """An out-of-office or other robot's answer (RFC 3834 ``Auto-Submitted``, the vendors' own headers)."""
    if str(message.get("Auto-Submitted", "no")).strip().lower() != "no":
        return True
    if any(message.get(h) is not None for h in ("X-Autoreply", "X-Autorespond", "X-Autoresponder")):
        return True
    if str(message.get("Precedence", "")).strip().lower() in ("bulk", "junk", "list", "auto_reply"):
        return True
    return bool(_AUTO_SUBJECT.match(str(message.get("Subject", ""))))


def _our_address(message: EmailMessage, recipients: Sequence[str],
                 config: Mapping[str, Any]) -> tuple[str, str] | None:
    candidates = list(recipients)
    for header in ("Delivered-To", "X-Original-To", "To", "Cc"):
        candidates += [address for _name, address in getaddresses(message.get_all(header) or [])]
    return next((found for found in (split(a, config) for a in candidates if a) if found), None)


def _sender(message: EmailMessage) -> str | None:
    addresses = [a for _n, a in getaddresses(message.get_all("From") or []) if a]
    return addresses[0].strip().lower() if len(addresses) == 1 else None


def _answer_stranger(db: Database, sender: str | None, reason: str | LazyString, key: str) -> None:
    """A refusal with no game's links: the sender proved nothing (a broken address, another person's
    email). Only a known player is answered, in their language, so the service never mails strangers
    (backscatter)."""
    if sender is None:
        return
    with db.write() as session:
        user = session.scalar(sa.select(User).where(User.email == sender))
        if user is None or _answered_enough(session, sender):
            return
        with force_locale(user.language or DEFAULT_LANGUAGE):
            subject = gettext("Not recorded: your reply to pbem")
            text = gettext("Your reply was not recorded, because %(reason)s Nothing changed.",
                           reason=_lower_first(str(reason))) + "\n\n" + gettext(
                "Answer from the address the game's emails come to, or tap the links in the email.") + "\n"
        queue_email(session, to=sender, dedupe_key=key, subject=subject, text=text)


def _answered_enough(session: Session, address: str) -> bool:
    since = utcnow() - timedelta(hours=1)
    answered = session.scalar(sa.select(sa.func.count()).select_from(OutboxEmail).where(
        OutboxEmail.to_addr == address, OutboxEmail.dedupe_key.startswith(ANSWER_KEY),
        OutboxEmail.created_at > since)) or 0
    if answered >= ANSWERS_PER_HOUR:
        log.warning("%s had %d answers to replies this hour; not answering more (a mail loop?)", address, answered)
        return True
    return False


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


class _Reply:
    """One reply to one decision email, from reading it to its answer email."""

    def __init__(self, db: Database, message: EmailMessage, claims: ReplyClaims, sender: str | None,
                 key: str) -> None:
        self.db, self.message, self.claims, self.sender, self.key = db, message, claims, sender, key

    def handle(self) -> Outcome:
        """In the language of the seat the reply address names, so every refusal reads in the player's words."""
        with self.db.session() as session:
            language = session.scalar(sa.select(User.language).join(Seat, Seat.user_id == User.id).where(
                Seat.game_id == self.claims.game, Seat.index == self.claims.seat))
        with force_locale(language or DEFAULT_LANGUAGE):
            return self._handle()

    def _handle(self) -> Outcome:
        if self.claims.bundle > 1:
            return self._bundle()
        claims = self.claims
        with self.db.session() as session:
            found = self._active_seat(session)
            if isinstance(found, Outcome):
                return found
            game, seat = found
            row = next((r for r in game.open_rows if r.id == claims.row), None)
            prompt = None
            if row is not None and prompt_hash(row.prompt_id) == claims.prompt_hash and row.seat == seat.index:
                prompt = next((p for p in rulesets.get_ruleset(game.ruleset).prompts(game.state)
                               if p.id == row.prompt_id), None)
            if row is None or prompt is None:
                said = what_became_of(session, game, claims.row, seat.user.time_zone)
                said = said.removesuffix(str(NOTHING_CHANGED)).strip().rstrip(".")  # the answer email says it once
                return self._refuse(gettext("this decision cannot be answered any more: %(why)s",
                                            why=_lower_first(said)))
            if answers_since(session, game.id, seat.index, row.prompt_id, row.opened_at) != claims.answers:
                return self._refuse(gettext("you have answered this decision since this email was written (a "
                                            "second reply counts no more than a second tap)"))
            answers_before = answers_so_far(session, game.id, seat.index, row.prompt_id)
            ruleset, names, code = game.ruleset, seat_names(game), seat.user.language
            prompt = reader_prompt(ruleset, prompt, names, code)
        text = new_text(body_text(self.message))
        if (until := parse_away(text)) is not None:
            return self._away(until, prompt, row)
        parsed = parse_answer(prompt, text)
        if parsed.form or parsed.problem:
            reason = parsed.problem or (
                gettext("this decision is a form: tap the link, or answer each part on its own line")
                if prompt.composite else gettext("your reply named none of the choices"))
            return self._refuse(reason, prompt, row, form=prompt.composite)
        try:
            applied = apply_decision(self.db, claims.game, claims.seat, prompt.id, parsed.choice, "email",
                                     epoch=claims.epoch, row_id=claims.row, answers_before=answers_before)
        except IllegalAction as exc:
            why = refusal(ruleset, exc, names, code)  # in the seat's language, as handle() reads all of it
            return self._refuse(gettext("the rules do not allow it: %(why)s", why=why), prompt, row)
        except ServiceError as exc:
            return self._refuse(_lower_first(exc.message).rstrip("."), None, None)
        self._recorded(prompt, applied)
        return Outcome("recorded", describe_choice(prompt, applied.choice))

    def _active_seat(self, session: Session) -> tuple[Game, Seat] | Outcome:
        """The game and seat the reply address names, when the reply may decide there; else the refusal."""
        claims = self.claims
        game = game_with_open_rows(session, claims.game)
        seat = next((s for s in game.seats if s.index == claims.seat), None) if game else None
        if game is None or seat is None or seat.link_epoch != claims.epoch:
            reason = gettext("this email belongs to a seat that has changed hands (or a game that is gone).")
            _answer_stranger(self.db, self.sender, reason, self.key)
            return Outcome("refused", reason)
        if self.sender != seat.user.email.lower():
            reason = gettext("it came from %(sender)s, and this game writes to this seat at another address.",
                             sender=self.sender or gettext("no single address"))
            _answer_stranger(self.db, self.sender, reason, self.key)
            return Outcome("refused", reason)
        if game.status == "finished":
            return self._refuse(gettext("this game is over; nothing more can be decided in it"))
        if game.status == "cancelled":
            return self._refuse(gettext("this game was cancelled; nothing more can be decided in it"))
        if game.status != "active":
            return self._refuse(gettext("this game is %(status)s; decisions wait until it is active again",
                                        status=game.status))
        return game, seat

    def _bundle(self) -> Outcome:
        """A reply to an email that asked several decisions: each answer under its letter, all read before any
        is applied, so a reply that cannot be read whole changes nothing."""
        with self.db.session() as session:
            found = self._active_seat(session)
            if isinstance(found, Outcome):
                return found
            game, seat = found
            asked = _bundle_decisions(session, game, seat, self.claims)
            said_as = (game.ruleset, seat_names(game), seat.user.language)
        if not asked:
            return self._refuse(_lower_first(str(NOT_VALID)).rstrip("."))
        open_ones = [d for d in asked if d.prompt is not None]
        text = new_text(body_text(self.message))
        if (until := parse_away(text)) is not None:
            first = open_ones[0] if open_ones else None
            return self._away(until, first.prompt if first else None, first.row if first else None)
        letters = "".join(d.letter for d in asked)
        answers, problem = split_lettered(text, letters)
        if problem is None and not answers:
            if len(open_ones) == 1:  # the others are answered: an answer without a letter can only be for this one
                answers = {open_ones[0].letter: text}
            elif not open_ones:  # each says below why it cannot be answered
                answers = {d.letter: text for d in asked}
            else:
                problem = gettext("this email asks several decisions: begin each answer with its letter, as in "
                                  "“A: 2”")
        chosen: list[tuple[_Asked, Any]] = []
        problems = [problem] if problem else []
        for decision in asked:
            if decision.letter not in answers:
                continue
            if decision.prompt is None:
                problems.append(gettext("decision %(letter)s cannot be answered any more: %(why)s",
                                        letter=decision.letter, why=_lower_first(decision.why)))
                continue
            parsed = parse_answer(decision.prompt, answers[decision.letter])
            if parsed.form or parsed.problem:
                problems.append(f"{decision.letter}: " + (parsed.problem or (
                    gettext("this decision is a form: tap the link, or answer each part on its own line")
                    if decision.prompt.composite else gettext("your reply named none of the choices"))))
            else:
                chosen.append((decision, parsed.choice))
        if problems:
            return self._refuse_bundle("; ".join(problems), open_ones)
        results = [self._apply(decision, choice, *said_as) for decision, choice in chosen]
        recorded = [(decision, applied) for decision, applied in results if isinstance(applied, Applied)]
        if not recorded:
            return self._refuse_bundle("; ".join(f"{d.letter}: {why}" for d, why in results), open_ones)
        self._recorded_bundle(results, refused=len(recorded) < len(results))
        return Outcome("recorded", "; ".join(f"{d.letter}: {describe_choice(d.prompt, a.choice)}"
                                             for d, a in recorded))

    def _apply(self, decision: _Asked, choice: Any, ruleset: str, names: Names,
               language: str | None) -> tuple[_Asked, Applied | str]:
        """One lettered answer through the one apply path; a refusal is said as why, in the player's words."""
        claims = self.claims
        try:
            return decision, apply_decision(self.db, claims.game, claims.seat, decision.prompt.id, choice, "email",
                                            epoch=claims.epoch, row_id=decision.row.id,
                                            answers_before=decision.answers_before)
        except IllegalAction as exc:
            return decision, gettext("the rules do not allow it: %(why)s",
                                     why=refusal(ruleset, exc, names, language))
        except ServiceError as exc:
            return decision, _lower_first(exc.message).rstrip(".")

    def _refuse_bundle(self, reason: str, open_ones: list[_Asked]) -> Outcome:
        """The "not recorded" answer to a bundle's reply: each decision still open, with its page, and the
        bundle's reply address again, so a corrected reply can follow."""
        with self.db.write() as session:
            game, seat = self._game_and_seat(session)
            if not _answered_enough(session, seat.user.email):
                first = session.get(OpenPrompt, self.claims.row)
                mail_reply_answer(session, game, seat, None, self.key,
                                  reply_to(session, game, seat, first, bundle=self.claims.bundle),
                                  recorded=False, reason=reason.rstrip("."),
                                  **({"decision_title": "; ".join(d.title for d in open_ones)} if open_ones else {}),
                                  decisions=[d.said(game, seat) for d in open_ones])
        return Outcome("refused", reason)

    def _recorded_bundle(self, results: list[tuple[_Asked, Applied | str]], refused: bool) -> None:
        with self.db.write() as session:
            game, seat = self._game_and_seat(session)
            if _answered_enough(session, seat.user.email):
                return
            names = seat_names(game)
            rows = open_rows(session, game.id)
            first = session.get(OpenPrompt, self.claims.row)
            mail_reply_answer(
                session, game, seat, None, self.key,
                reply_to(session, game, seat, first, bundle=self.claims.bundle) if refused else None,
                recorded=True,
                decision_title="; ".join(d.title for d, applied in results if isinstance(applied, Applied)),
                results=[{"letter": d.letter, "prompt_text": d.prompt.text,
                          "chosen": described_later(d.prompt, applied.choice) if isinstance(applied, Applied) else "",
                          "reason": "" if isinstance(applied, Applied) else applied.rstrip(".")}
                         for d, applied in results],
                events=event_lines(game.ruleset, [e for _d, applied in results if isinstance(applied, Applied)
                                                  for e in applied.events], names, seat.user.language),
                asked=[{"text": d.prompt.text, "url": links.absolute(links.decide_path(
                    game.id, seat.index, seat.link_epoch, d.prompt.id, d.row.id))}
                    for d in open_decisions(session, game, seat.index, rows)],
                waiting=", ".join(names[i] for i in waiting_on(session, game.id, rows) if i != seat.index),
            )

    def _away(self, until: date, prompt: Prompt | None, row: OpenPrompt | None) -> Outcome:
        """"away until DATE": the same away period as the settings page sets, in all the player's games; the
        decision replied to stays open for the stand-in. A date past or too far is refused like a bad answer."""
        try:
            with self.db.write() as session:
                game, seat = self._game_and_seat(session)
                set_away(session, seat.user, until)
                if not _answered_enough(session, seat.user.email):
                    last_day = day(until, seat.user.language)
                    with force_locale(seat.user.language):
                        title = gettext("away until %(day)s", day=last_day)
                    mail_reply_answer(session, game, seat, prompt, self.key, None, recorded=True,
                                      decision_title=title, away=last_day, zone=seat.user.time_zone)
        except BadRequest as exc:
            return self._refuse(_lower_first(exc.message).rstrip("."), prompt, row)
        return Outcome("recorded", f"away until {until.isoformat()}")

    def _refuse(self, reason: str, prompt: Prompt | None = None, row: OpenPrompt | None = None,
                form: bool = False) -> Outcome:
        """The "not recorded, because …" email, with the form's link when the decision is still open (and a
        fresh reply address, so a corrected reply can follow)."""
        with self.db.write() as session:
            game, seat = self._game_and_seat(session)
            facts: dict[str, Any] = {"recorded": False, "reason": reason.rstrip(".")}
            headers = None
            if prompt is not None and row is not None:
                facts["decide_url"] = links.absolute(
                    links.decide_path(game.id, seat.index, seat.link_epoch, prompt.id, row.id))
                facts["form_lines"] = reply_lines(prompt, seat.user.language) if form else []
                headers = reply_to(session, game, seat, row)
            if not _answered_enough(session, seat.user.email):
                mail_reply_answer(session, game, seat, prompt, self.key, headers, **facts)
        return Outcome("refused", reason)

    def _recorded(self, prompt: Prompt, applied: Applied) -> None:
        with self.db.write() as session:
            game, seat = self._game_and_seat(session)
            if _answered_enough(session, seat.user.email):
                return
            names = seat_names(game)
            rows = open_rows(session, game.id)
            mail_reply_answer(
                session, game, seat, prompt, self.key, None, recorded=True,
                chosen=described_later(prompt, applied.choice),
                events=event_lines(game.ruleset, applied.events, names, seat.user.language),
                asked=[{"text": d.prompt.text, "url": links.absolute(links.decide_path(
                    game.id, seat.index, seat.link_epoch, d.prompt.id, d.row.id))}
                    for d in open_decisions(session, game, seat.index, rows)],
                waiting=", ".join(names[i] for i in waiting_on(session, game.id, rows) if i != seat.index),
            )

    def _game_and_seat(self, session: Session) -> tuple[Game, Seat]:
        game = game_with_open_rows(session, self.claims.game)
        assert game is not None
        return game, next(s for s in game.seats if s.index == self.claims.seat)


@dataclass
class _Asked:
    """One decision of an email that asked several: its letter and row, and, while it can still be answered
    by that email, its prompt as the player read it (else ``why`` not)."""

    letter: str
    row: OpenPrompt
    title: str = ""
    prompt: Prompt | None = None
    why: str = ""
    answers_before: int = 0

    def said(self, game: Game, seat: Seat) -> dict[str, Any]:
        """The decision as a refusal lists it: its question, its page, and for a form its parts by reply."""
        assert self.prompt is not None
        return {"letter": self.letter, "prompt_text": self.prompt.text,
                "url": links.absolute(links.decide_path(game.id, seat.index, seat.link_epoch, self.prompt.id,
                                                        self.row.id)),
                "form_lines": reply_lines(self.prompt, seat.user.language) if self.prompt.composite else []}


def _bundle_decisions(session: Session, game: Game, seat: Seat, claims: ReplyClaims) -> list[_Asked]:
    """The decisions an email that asked several named (see :mod:`pbem.mail.reply_address`), lettered as the
    email lettered them; none when the address names rows that do not hold."""
    first = session.get(OpenPrompt, claims.row)
    if (first is None or first.game_id != game.id or first.seat != seat.index
            or prompt_hash(first.prompt_id) != claims.prompt_hash):
        return []
    rows = list(session.scalars(sa.select(OpenPrompt).where(
        OpenPrompt.game_id == game.id, OpenPrompt.seat == seat.index, OpenPrompt.opened_at == first.opened_at,
        OpenPrompt.id >= first.id).order_by(OpenPrompt.id).limit(claims.bundle)))
    if len(rows) != claims.bundle:
        return []
    names, code = seat_names(game), seat.user.language
    current = {p.id: p for p in rulesets.get_ruleset(game.ruleset).prompts(game.state) if p.seat == seat.index}
    asked = []
    for letter, row in zip(BUNDLE_LETTERS, rows, strict=False):
        decision = _Asked(letter, row)
        prompt = current.get(row.prompt_id) if row.status == "open" else None
        if prompt is not None and answers_since(session, game.id, seat.index, row.prompt_id, row.opened_at) == 0:
            decision.prompt = reader_prompt(game.ruleset, prompt, names, code)
            decision.title = decision_title(decision.prompt)
            decision.answers_before = answers_so_far(session, game.id, seat.index, row.prompt_id)
        else:
            said = what_became_of(session, game, row.id, seat.user.time_zone)
            decision.why = said.removesuffix(str(NOTHING_CHANGED)).strip().rstrip(".")
        asked.append(decision)
    return asked
