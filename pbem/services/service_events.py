"""The lines the service itself writes into a game log: away periods, stand-ins, moderators' actions.

They are events like the engine's, a kind and its facts (seats, counts, dates; a moderator's reason and
a player's name are what people typed), with one English template per kind here, so a reader gets them
in their language through the same ``events`` catalog as the game's own lines
(:func:`pbem.services.event_text.event_text` asks this table before the ruleset's).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.eventtext import Templates

TEMPLATES: dict[str, Any] = {
    "away.start": "A stand-in now plays for {seat:p} until {until}.",
    "away.end": "{seat:p} is back; the stand-in has stopped.",
    "stand_in.on": "A stand-in now plays for {seat:p}.",
    "stand_in.off": "{seat:p} plays again; the stand-in has stopped.",
    # question and answer are the prompt's own words: a reader gets them in their language from the data kept beside
    # them (pbem.services.event_words); a line stored before that quotes its English
    "stand_in.decided": "Stand-in for {seat:p}: {question}: {answer}.",
    "moderator.extended": ("A moderator extended {count} deadline.", "A moderator extended {count} deadlines.",
                           "count"),
    "moderator.shortened": ("A moderator shortened {count} deadline.", "A moderator shortened {count} deadlines.",
                            "count"),
    "moderator.paused": "A moderator paused the game: {reason}",
    "moderator.resumed": "A moderator resumed the game: {reason}",
    "moderator.pace": "A moderator changed the game's pace: {reason}",
    "moderator.cancelled": "A moderator cancelled the game: {reason}",
    "moderator.campaign_paused": "A moderator paused the campaign: {reason}",
    "moderator.campaign_resumed": "A moderator resumed the campaign: {reason}",
    "moderator.campaign_ended": "A moderator ended the campaign: {reason}",
    "moderator.new_player": "{old} has a new player: {new}.",
    "moderator.rewind": ("A moderator took back the last decision: {reason}",
                         "A moderator took back the last {count} decisions: {reason}", "count"),
}

EVENTS = Templates(TEMPLATES)


def event(kind: str, seats: tuple[int, ...] | None = None, /, **data: Any) -> Event:
    """A service event of ``kind`` (a key of :data:`TEMPLATES`) with its facts and its English text."""
    return EVENTS.event(kind, seats, **data)
