"""Timing points of an encounter and the units that may act at them.

The phase machine calls :func:`engine.cosmic.windows.open_window` at each
point below; the window asks every player for whom some registered unit
offers a legal play there.  Reinforcement cards are the first unit; alien
powers, flares and artifacts register the same way, so adding one never
touches the phase machine.

=================  =====================================================
point              when
=================  =====================================================
start_turn         after the offense's new-hand check, before regroup
regroup            after the offense retrieved its ship
destiny            after the destiny card named the defense
launch             after the offense's ships are on the gate
alliance.before    before the offense invites allies
alliance           after every ally has answered
planning.before    before the main players choose encounter cards
planning.after     after both cards are chosen, before they are revealed
reveal             after the cards are revealed (reinforcements)
claim              after a Gambler kept its card face down and stated a value, before
                   its opponent answers the claim
resolution         once the outcome is known, before its effects
deal               after a deal is made, before its terms are carried out
end_encounter      after the effects, before cards are discarded
card.played        a card that can be cancelled was just played (Card Zap)
=================  =====================================================

Some moments come up inside steps rather than between phases.  These *occasions* are opened by the module
that notices them and offer only the units that name them (a play "any time" is offered at the points above,
not here, so an occasion asks only whom it concerns):

=================  =====================================================
occasion           when
=================  =====================================================
new_hand           a player is to draw a new hand, before its hand is shown and discarded
                   (``engine/cosmic/new_hand.py``; the Miser's wild flare)
follow             another player just drew from the deck or retrieved ships from the warp
                   and the Remora may follow (``engine/cosmic/aliens/remora.py``)
=================  =====================================================
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.core import Event, Option
from engine.cosmic.events import EVENTS
from engine.eventtext import ENGLISH

POINTS = (
    "start_turn", "regroup", "destiny", "launch", "alliance.before", "alliance",
    "planning.before", "planning.after", "reveal", "claim", "resolution", "deal", "end_encounter", "card.played",
)  # fmt: skip
OCCASIONS = ("new_hand", "follow")
EVERY = POINTS + OCCASIONS


class Unit(Protocol):
    """Something a player may play at a timing point (a card, a power)."""

    name: str
    points: frozenset[str]

    def plays(self, state: dict[str, Any], seat: int, point: str) -> list[Option]:
        """The legal plays for ``seat`` now; keys start with ``f"{name}:"``."""
        ...

    def card_of(self, state: dict[str, Any], seat: int, key: str) -> int | None:
        """The card a play spends (it leaves the hand when played), else ``None``."""
        ...

    def cancellable_by(self, state: dict[str, Any], seat: int, key: str) -> str | None:
        """``"card"`` or ``"power"`` if the play waits on the stack for a zap of that kind, else ``None``."""
        ...

    def said(self, state: dict[str, Any], key: str, seat: int) -> dict[str, Any]:
        """The play as event data (``play`` in :mod:`engine.cosmic.events`): keys and ids, no words."""
        ...

    def play(self, state: dict[str, Any], seat: int, key: str, point: str, ev: list[Event]) -> None:
        """Carry the play out."""
        ...


UNITS: list[Unit] = []
_AT: dict[str, list[Unit]] = {}
_TRIGGERING: dict[str, list[Any]] = {}


def register(unit: Unit) -> Unit:
    unknown = set(unit.points) - set(EVERY)
    if unknown:
        raise ValueError(f"{unit.name}: unknown timing points {sorted(unknown)}")
    UNITS.append(unit)
    _AT.clear()
    _TRIGGERING.clear()
    return unit


def units_at(point: str) -> list[Unit]:
    if not _AT:
        _AT.update({p: [u for u in UNITS if p in u.points] for p in EVERY})
    return _AT[point]


def plays_for(state: dict[str, Any], seat: int, point: str) -> list[Option]:
    return [opt for unit in units_at(point) for opt in unit.plays(state, seat, point)]


def triggers(state: dict[str, Any], seat: int, point: str) -> list[str]:
    """Plays that happen by themselves at ``point`` (mandatory powers)."""
    if not _TRIGGERING:
        _TRIGGERING.update({p: [u for u in units_at(p) if hasattr(u, "triggers")] for p in EVERY})
    return [key for unit in _TRIGGERING[point] for key in unit.triggers(state, seat, point)]


def unit_for(key: str) -> Unit:
    prefix = key.split(":", 1)[0]
    return next(u for u in UNITS if u.name == prefix)


def said(state: dict[str, Any], key: str, seat: int) -> dict[str, Any]:
    """The play ``key`` of ``seat`` as event data."""
    return unit_for(key).said(state, key, seat)


def describe(state: dict[str, Any], key: str, seat: int) -> str:
    """The play ``key`` of ``seat`` in English words, for a prompt or the view (events carry :func:`said`)."""
    return EVENTS.specs["play"].write(said(state, key, seat), ENGLISH)
