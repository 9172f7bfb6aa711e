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
from engine.cosmic import hands, hooks
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

    # A unit may also declare ``cards``, a frozenset of card ids: it has no play unless the seat holds one of
    # them among :func:`engine.cosmic.hands.playable`, which its ``plays`` then takes as a fourth argument
    # (worked out once per seat and point: through the Miser's hook, it was a tenth of a playout with every
    # alien), and ``cards_at(point)``, those of them that can play at that point (a flare's halves name theirs);
    # ``in_game(state) -> bool``: whether this game has it at all (a power needs aliens); and
    # ``seats(state, point) -> tuple[frozenset[int], frozenset[int]]``: the seats that may have a play there now,
    # at least (most powers are used at one point of the sixteen), and those whose ``triggers`` may, worked out
    # together once per window round.  A window skips a unit that cannot play without asking it.


UNITS: list[Unit] = []
Gated = tuple[Unit, frozenset[int] | None, frozenset[int] | None]  # a unit, its cards here, the seats it may ask
Triggering = tuple[Any, frozenset[int] | None]  # a unit that may play by itself, the seats whose triggers may act
_Known = tuple[Unit, frozenset[int] | None, Any, Any, bool]  # a unit, its cards here, in_game, seats, has triggers
_Run = tuple[Any, list[tuple[Unit, frozenset[int] | None, Any, bool]]]  # neighbours' in_game, each the rest of _Known
_AT: dict[str, list[_Known]] = {}
# The last box seen, its units per point (_unboxed) and the tests that may let a unit act at some points (_quiet_tests)
_BOXED: tuple[list[int] | None, dict[str, Any], dict[tuple[str, ...], tuple[Any, ...] | None]] = (None, {}, {})
_BY_NAME: dict[str, Unit] = {}  # each unit by its name (unit_for: a window looks up each play's unit)


def register(unit: Unit) -> Unit:
    unknown = set(unit.points) - set(EVERY)
    if unknown:
        raise ValueError(f"{unit.name}: unknown timing points {sorted(unknown)}")
    UNITS.append(unit)
    _AT.clear()
    _BY_NAME.clear()
    _forget_box()
    return unit


def units_at(point: str) -> list[Unit]:
    return [known[0] for known in _gated(point)]


def _forget_box() -> None:
    global _BOXED
    _BOXED = (None, {}, {})


def _gated(point: str) -> list[_Known]:
    """The units at ``point``, each with its ``cards`` there, ``in_game``, ``seats`` and whether it has ``triggers``
    (see :class:`Unit`)."""
    if not _AT:
        _AT.update({p: [(u, _cards(u, p), getattr(u, "in_game", None), getattr(u, "seats", None),
                         hasattr(u, "triggers")) for u in UNITS if p in u.points] for p in EVERY})
    return _AT[point]


def _cards(unit: Unit, point: str) -> frozenset[int] | None:
    """The cards ``unit`` may play from at ``point`` (``None``: it plays from none)."""
    at = getattr(unit, "cards_at", None)
    return getattr(unit, "cards", None) if at is None else at(point)  # type: ignore[no-any-return]


def _unboxed(point: str, box: list[int]) -> list[_Run]:
    """:func:`_gated` without the units that play only from cards in ``box``: the cards a game leaves out are
    put there at setup and never leave it, so such a unit has no play all game (the base game's flares and
    artifacts), and a window where no unit is left asks no seat at all. Kept for the last box seen, which
    the table's options and aliens decide: a playout or a game's replay asks with the same box throughout.
    Neighbours sharing one ``in_game`` (the techs) come as one run, asked once and skipped together."""
    global _BOXED
    kept_box, kept, _ = _BOXED
    if kept_box != box:
        kept = {}
        _BOXED = (list(box), kept, {})
    runs = kept.get(point)
    if runs is None:
        boxed = frozenset(box)
        runs = kept[point] = []
        for unit, cards, in_game, seats, by_itself in _gated(point):
            if cards is not None and cards <= boxed:
                continue
            if not runs or runs[-1][0] is not in_game or in_game is None:
                runs.append((in_game, []))
            runs[-1][1].append((unit, cards, seats, by_itself))
    return runs


def in_game(state: dict[str, Any]) -> list[str]:
    """The names of the units this game has at all (``in_game``), each test asked once: the twenty techs share
    one, and a seat passing for the encounter (:mod:`engine.cosmic.windows`) keeps what was in play."""
    asked: dict[Any, bool] = {}
    out = []
    for unit in UNITS:
        test = getattr(unit, "in_game", None)
        if test is not None:
            here = asked.get(test)
            if here is None:
                here = asked[test] = test(state)
            if not here:
                continue
        out.append(unit.name)
    return out


def acting(state: dict[str, Any], point: str) -> tuple[list[Gated], list[Triggering]]:
    """The units at ``point`` this game has at all (no power without aliens, no tech without the variant, no
    card unit whose cards all stayed in the box), each with the seats it may ask (``None``: every seat), and
    those of them that may play by themselves (mandatory powers), each with the seats whose ``triggers`` may act:
    worked out once for every seat a window's round asks, in one pass, as a round asks both. Neighbours sharing
    one ``in_game`` (the techs) ask it once, and a unit says both its seat lists at once (``seats``)."""
    plays: list[Gated] = []
    by_itself: list[Triggering] = []
    for test, units in _unboxed(point, state["box"]):
        if test is not None and not test(state):
            continue
        for unit, cards, seats, triggers in units:
            if seats is None:
                plays.append((unit, cards, None))
                if triggers:
                    by_itself.append((unit, None))
                continue
            some, itself = seats(state, point)
            if some:
                plays.append((unit, cards, some))
            if triggers and itself:
                by_itself.append((unit, itself))
    return plays, by_itself


def in_play(state: dict[str, Any], point: str) -> list[Gated]:
    """The units that may play at ``point`` (:func:`acting`)."""
    return acting(state, point)[0]


def quiet(state: dict[str, Any], points: tuple[str, ...]) -> bool:
    """Whether no unit can act at any of ``points`` now, to play or by itself: each one there whose cards are not
    all in the box needs an ``in_game`` this game lacks now (the base game has no power and no tech). Most windows
    are such, and this asks each test once for all the points, where :func:`in_play` and :func:`triggering` ask it
    per point and again at every round; a unit with no ``in_game`` (a card in play) makes no point quiet."""
    box = state["box"]
    kept_box, _, known = _BOXED
    tests = known[points] if kept_box == box and points in known else _quiet_tests(points, box)
    if tests is None:
        return False
    for test in tests:  # noqa: SIM110 (no generator: a game asks this at each of its windows)
        if test(state):
            return False
    return True


def _quiet_tests(points: tuple[str, ...], box: list[int]) -> tuple[Any, ...] | None:
    """The distinct ``in_game`` tests of the units that may act at ``points`` (see :func:`quiet`), ``None`` if one
    of them has none; kept with the last box seen, as :func:`_unboxed` keeps its units."""
    # first: it keeps this box; the units that may play by themselves are among those it gives
    tests = [test for point in points for test, _ in _unboxed(point, box)]
    found = _BOXED[2][points] = None if None in tests else tuple(dict.fromkeys(tests))
    return found


def beyond_hand(state: dict[str, Any]) -> frozenset[int] | None:
    """The seats that may now play cards from outside their hand (``playable`` hook: the Miser's hoard); ``None``:
    any may. A window asks it once for every seat: the others' playable cards are their hands as they are."""
    return hooks.changing("playable", state)


def holders(state: dict[str, Any], seats: list[int], units: list[list[Gated]],
            beyond: frozenset[int] | None) -> list[int]:
    """Those of ``seats`` that may have a play among ``units`` (:func:`in_play` of each point a window asks): a seat
    a cardless unit may ask, or one holding a card some unit plays from (``beyond``: :func:`beyond_hand`).  Worked
    out for every seat of a window's round at once, so :func:`plays_for` is asked only of these: most seats hold no
    play at most points, and every round asks every seat."""
    asked: frozenset[int] = frozenset()
    by_card: list[tuple[frozenset[int], frozenset[int] | None]] = []
    for at in units:
        for _, cards, some in at:
            if cards is not None:
                by_card.append((cards, some))
            elif some is None:
                return seats
            else:
                asked |= some
    out = []
    for seat in seats:
        if seat in asked:
            out.append(seat)
            continue
        playable: list[int] | None = None
        for cards, some in by_card:
            if some is not None and seat not in some:
                continue
            if playable is None:
                playable = _playable(state, seat, beyond)
            if not cards.isdisjoint(playable):
                out.append(seat)
                break
    return out


def plays_for(state: dict[str, Any], seat: int, point: str, units: list[Gated] | None = None,
              beyond: frozenset[int] | None = None) -> list[Option]:
    """Every legal play of ``seat`` at ``point`` (``units``: :func:`in_play` of this state, if at hand; ``beyond``:
    :func:`beyond_hand`, if at hand).  A unit that plays only from certain cards is not asked when the seat holds
    none of them, since most seats hold no play at most points (a window asks only :func:`holders`, the seats holding
    some unit's card or asked by a cardless unit, and each unit among them)."""
    playable: list[int] | None = None
    out: list[Option] = []
    for unit, cards, seats in in_play(state, point) if units is None else units:
        if seats is not None and seat not in seats:
            continue
        if cards is None:
            out += unit.plays(state, seat, point)
            continue
        if playable is None:
            playable = _playable(state, seat, beyond)
        if not cards.isdisjoint(playable):
            out += unit.plays(state, seat, point, playable)
    return out


def _playable(state: dict[str, Any], seat: int, beyond: frozenset[int] | None) -> list[int]:
    """The cards ``seat`` may play from: its hand as held when :func:`beyond_hand` (``beyond``, if at hand) leaves
    it out, so no hook is run for it."""
    return state["hands"][seat] if beyond is not None and seat not in beyond else hands.playable(state, seat)


def triggering(state: dict[str, Any], point: str) -> list[Triggering]:
    """The units at ``point`` that may play by themselves (:func:`acting`)."""
    return acting(state, point)[1]


def triggers(state: dict[str, Any], seat: int, point: str, units: list[Triggering] | None = None) -> list[str]:
    """Plays that happen by themselves at ``point`` (mandatory powers); ``units``: :func:`triggering`."""
    return [key for unit, seats in (triggering(state, point) if units is None else units)
            if seats is None or seat in seats for key in unit.triggers(state, seat, point)]


def triggering_seats(units: list[Triggering], seats: list[int]) -> list[int]:
    """Those of ``seats`` (in their order) whose :func:`triggers` some of ``units`` (:func:`triggering`) may act for:
    mostly the one seat holding a mandatory power, so a window asks no other seat's."""
    some: set[int] = set()
    for _, may in units:
        if may is None:
            return seats
        some |= may
    return [seat for seat in seats if seat in some]


def unit_for(key: str) -> Unit:
    if not _BY_NAME:
        _BY_NAME.update((u.name, u) for u in reversed(UNITS))  # the first registered of a name, as a search finds
    return _BY_NAME[key.split(":", 1)[0]]


def said(state: dict[str, Any], key: str, seat: int) -> dict[str, Any]:
    """The play ``key`` of ``seat`` as event data."""
    return unit_for(key).said(state, key, seat)


def describe(state: dict[str, Any], key: str, seat: int) -> str:
    """The play ``key`` of ``seat`` in English words, for a prompt or the view (events carry :func:`said`)."""
    return EVENTS.specs["play"].write(said(state, key, seat), ENGLISH)
