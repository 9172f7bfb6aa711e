"""A logged event's line is rendered once per language and given again only for that very event."""

from __future__ import annotations

from datetime import UTC, datetime

from pbem.services.event_text import event_lines, logged_lines
from pbem.services.events import FreshEvent

NAMES = {0: "Ann", 1: "Bob"}


def _event(seq: int, kind: str, text: str, data: dict) -> FreshEvent:
    return FreshEvent(game_id=424242, seq=seq, action_seq=1, kind=kind, text=text, seats=None, data=data,
                      created_at=datetime.now(UTC))


def test_logged_lines_are_event_lines_and_a_kept_line_serves_only_the_same_event(app) -> None:
    with app.app_context():
        first = [_event(1, "stand_in.on", "{p:0} is away.", {"seat": 0, "reason": "away"}),
                 _event(2, "unknown.kind", "{p:1} did a thing.", {})]
        for code in (None, "pl"):
            assert logged_lines("cosmic", first, NAMES, code) == event_lines("cosmic", first, NAMES, code)
            assert logged_lines("cosmic", first, NAMES, code) == event_lines("cosmic", first, NAMES, code)
        # the same game and numbers, other events (another database, a rewound game): rendered for themselves
        other = [_event(1, "stand_in.on", "{p:1} is away.", {"seat": 1, "reason": "away"}),
                 _event(2, "unknown.kind", "{p:0} did another thing.", {})]
        for code in (None, "pl"):
            assert logged_lines("cosmic", other, NAMES, code) == event_lines("cosmic", other, NAMES, code)
        assert logged_lines("cosmic", other, NAMES, None) == ["A stand-in now plays for Bob.", "Ann did another thing."]
