"""How fast a game moves by email: sequential waits and decision emails per round.

A game by email moves at the speed of its sequential waits: each time the table waits for
someone before the next question can be asked, a day can pass.  This module plays seeded random
games (:func:`engine.playout.playout`) and watches the open prompts after every answer.  Prompts
that open at the same moment are one wait however many players they ask, and one email to each
player they ask however many of them are that player's (the service mails a seat's prompts opened
at one moment as one email, each decision with its own links): emails are (seat, moment) pairs.

What a "round" is belongs to the ruleset: an optional ``round_key(state)`` method names the round
the game is in (a Cosmic encounter, a Starfarers turn), or ``None`` while no round runs (choosing
aliens at setup).  A ruleset without the method is measured as one round per game.  The last
round of each game is left out: it stopped at the win, not at its end.

Random players never answer anything in advance; ``standing`` gives every seat the same answers
given in advance (``{unit: answer}``, :data:`engine.core.STANDING`) right after setup, to measure
a table whose players set them.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import STANDING, Action, Event, Ruleset, State
from engine.playout import playout


@dataclass
class Round:
    waits: int = 0
    emails: dict[int, int] = field(default_factory=dict)


@dataclass
class PaceReport:
    ruleset: str
    players: int
    games: int
    encounters: int = 0
    waits_median: float = 0.0
    waits_p90: float = 0.0
    emails_per_player_median: float = 0.0
    emails_per_player_mean: float = 0.0
    busiest_player_emails_median: float = 0.0


class _WithStanding:
    """A ruleset whose games start with every seat's answers given in advance."""

    def __init__(self, ruleset: Ruleset, standing: Mapping[str, str]) -> None:
        self._ruleset, self._standing = ruleset, standing

    def __getattr__(self, name: str) -> Any:
        return getattr(self._ruleset, name)

    def setup(self, options: Mapping[str, Any], players: int, seed: int) -> tuple[State, list[Event]]:
        state, events = self._ruleset.setup(options, players, seed)
        for seat in range(players):
            for unit, answer in self._standing.items():
                state, more = self._ruleset.apply(state, Action(STANDING, seat, {"unit": unit, "answer": answer}))
                events += more
        return state, events


def _round_key(ruleset: Ruleset, state: State) -> Hashable | None:
    key = getattr(ruleset, "round_key", None)
    return key(state) if key is not None else "game"


def game_rounds(ruleset: Ruleset, players: int, seed: int, options: Mapping[str, Any] | None = None,
                standing: Mapping[str, str] | None = None) -> list[Round]:
    """The finished rounds of one random game, in order, with their waits and emails per seat."""
    if standing:
        ruleset = _WithStanding(ruleset, standing)  # type: ignore[assignment]
    rounds: dict[Hashable, Round] = {}
    open_ids: set[str] = set()

    def watch(state: State, action: Action | None, events: list[Event]) -> None:
        nonlocal open_ids
        prompts = ruleset.prompts(state)
        new = [p for p in prompts if p.id not in open_ids]
        open_ids = {p.id for p in prompts}
        key = _round_key(ruleset, state)
        if not new or key is None:
            return
        current = rounds.setdefault(key, Round())
        current.waits += 1
        for seat in {p.seat for p in new}:
            current.emails[seat] = current.emails.get(seat, 0) + 1

    playout(ruleset, players, seed, options, check=watch)
    return list(rounds.values())[:-1]


def _p90(values: list[int]) -> float:
    ordered = sorted(values)
    return float(ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)])


def pace(ruleset: Ruleset, players: int, games: int, seed: int, options: Mapping[str, Any] | None = None,
         standing: Mapping[str, str] | None = None) -> PaceReport:
    """Figures over ``games`` seeded random games (seeds ``seed`` to ``seed + games - 1``).

    Emails per player per round is a round's emails (a seat's prompts opened at one moment are one)
    divided by the players at the table; the busiest player's emails is the most any one seat got in
    the round.
    """
    report = PaceReport(ruleset.name, players, games)
    rounds = [r for i in range(games) for r in game_rounds(ruleset, players, seed + i, options, standing)]
    if not rounds:
        return report
    waits = [r.waits for r in rounds]
    per_player = [sum(r.emails.values()) / players for r in rounds]
    busiest = [max(r.emails.values(), default=0) for r in rounds]
    report.encounters = len(rounds)
    report.waits_median = float(statistics.median(waits))
    report.waits_p90 = _p90(waits)
    report.emails_per_player_median = round(float(statistics.median(per_player)), 2)
    report.emails_per_player_mean = round(statistics.fmean(per_player), 2)
    report.busiest_player_emails_median = float(statistics.median(busiest))
    return report
