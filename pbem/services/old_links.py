"""What became of a decision an old link was made for, in a sentence for the player who taps it.

A link outlives its decision: the player answered elsewhere, the deadline chose
the default, a moderator decided or rewound the game, or another play made the
question moot. "Already decided" alone leaves the player guessing whether
their turn was lost; this says which, and what was chosen.
"""

from __future__ import annotations

import sqlalchemy as sa
from flask_babel import gettext, lazy_gettext
from sqlalchemy.orm import Session

from pbem import rulesets
from pbem.forms import describe_choice
from pbem.i18n import current_language
from pbem.models import ActionRecord, Game, OpenPrompt
from pbem.moderation.models import AuditEntry
from pbem.moderation.rewind import state_before
from pbem.services.decisions import ALREADY_DECIDED
from pbem.services.event_words import answer_words
from pbem.services.names import render_text, seat_names
from pbem.services.prompt_text import localize
from pbem.timefmt import local

NOTHING_CHANGED = lazy_gettext("This tap changed nothing.")
WHO_CHOSE = {
    "moderator": lazy_gettext("On %(when)s a moderator decided it for you: %(said)s."),
    "stand-in": lazy_gettext("On %(when)s a stand-in answered for you: %(said)s."),
}


def what_became_of(session: Session, game: Game, row_id: int, zone: str) -> str:
    """Why the decision of open-prompt row ``row_id`` can no longer be answered."""
    row = session.get(OpenPrompt, row_id)
    if row is None or row.game_id != game.id or row.status == "open" or row.closed_at is None:
        return str(ALREADY_DECIDED)
    action = session.scalar(
        sa.select(ActionRecord).where(
            ActionRecord.game_id == game.id, ActionRecord.seat == row.seat, ActionRecord.prompt_id == row.prompt_id,
            ActionRecord.created_at >= row.opened_at, ActionRecord.created_at <= row.closed_at)
        .order_by(ActionRecord.seq.desc()).limit(1))
    if action is None:
        rewound = session.scalar(
            sa.select(AuditEntry).where(AuditEntry.game_id == game.id, AuditEntry.action == "rewind",
                                        AuditEntry.created_at >= row.opened_at)
            .order_by(AuditEntry.created_at).limit(1))
        if rewound is not None:
            return _and_nothing_changed(gettext(
                "A moderator rewound the game (%(when)s: %(reason)s), so this decision was taken back; what is open "
                "for you now is on your game page.", when=local(rewound.created_at, zone), reason=rewound.reason))
        return _and_nothing_changed(gettext(
            "The game moved past this decision before it was answered (another play made the question moot), so "
            "nothing was chosen for you."))
    when = local(action.created_at, zone)
    said = _described(session, game, action)
    if action.source == "timeout":
        return _and_nothing_changed(gettext("The deadline passed (%(when)s) and the default was chosen for you: "
                                            "%(said)s.", when=when, said=said))
    if action.source in WHO_CHOSE:
        return _and_nothing_changed(str(WHO_CHOSE[action.source]) % {"when": when, "said": said})
    return _and_nothing_changed(gettext("You answered this on %(when)s: %(said)s.", when=when, said=said))


def _and_nothing_changed(what: str) -> str:
    return f"{what} {NOTHING_CHANGED}"


def _described(session: Session, game: Game, action: ActionRecord) -> str:
    """The answer in the words of the question as it was asked, in the reader's language, players by their names:
    kept with the action as data (older actions kept English words, quoted as they are), else (an action stored
    before either was kept) the game is replayed up to it, about 0.2 s for a whole five-player Cosmic game here."""
    code = current_language()
    if action.answered is not None:
        return render_text(answer_words(game.ruleset, action.answered, code), seat_names(game))
    if action.answer is not None:
        return render_text(action.answer, seat_names(game))
    state = state_before(session, game, action.seq)
    prompt = next((p for p in rulesets.get_ruleset(game.ruleset).prompts(state) if p.id == action.prompt_id), None)
    return (render_text(describe_choice(localize(game.ruleset, prompt, code), action.payload), seat_names(game))
            if prompt is not None else str(action.payload))
