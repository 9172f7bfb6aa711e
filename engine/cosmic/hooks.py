"""Named points where the phases let registered rules change a computed value.

A phase asks ``run("totals", state, parts)`` and gets the value back, changed
by whatever is registered under that name (alien powers today).  The phases
never name who changes what, so adding a power never touches them.

==================  =============================================  ============
hook                value                                          asked by
==================  =============================================  ============
revealed            what each revealed card counts as,              planning
                    {"offense"/"defense": [type, value]} (ev)
totals              {"offense"/"defense": {card, ships,             resolution
                    reinforcements, bonus}}
winner              "offense" / "defense" / "none"                  resolution
to_warp             ships about to go to the warp (seat, count)     board
defeated            ships defeated in the encounter, before they    resolution
                    go to the warp (seat, ev); the rest leave
                    the game
encounter_ships     most ships a seat may commit (seat)             launch, alliance
sides               sides a seat may join (seat)                    alliance
another_encounter   whether the offense may have another one        turn
compensation        cards a negotiator takes (seat, lost ships)     resolution
compensation_choice True once a power asked who gives which         resolution
                    compensation cards (taker, giver, count, ev)
compensation_paid   the cards the taker took (taker, giver, ev)     resolution
cards_drawn         the cards a player just drew from the deck      hands
                    (drawer, ev)
flare_played        nothing (None); a flare is about to take        flare
                    effect (seat, alien, ev)
rewards             rewards a defensive ally takes (seat, ships)    resolution
encounter_cards     encounter cards a main player may choose        planning
                    (seat)
final_winner        the winner once every other effect is applied   resolution
discard             cards about to go to the discard pile           hands
                    (seat, why, ev); the rest go elsewhere
received_cards      cards a player just took as compensation or a   resolution
                    defensive reward (seat)
drawn               seats shown the cards a player draws (drawer)   hands
penalty             ships a main player loses for a failed deal     deal
                    (seat)
deal_fields         further terms a dealer may set (seat, other)    deal
deal_terms          the terms a power adds to an offer, each with   deal
                    its words (seat, other, choice)
deal_made           the made deal's terms, once the phase carried   deal
                    out its own (ev)
encounter_over      nothing (None); the encounter is over, before   turn
                    its record is cleared (ev)
new_hand_first      whether the offense's start-of-turn new hand    turn
                    comes before the start-of-turn powers (seat)
decided             the winner, once announced: what follows from   resolution
                    it at once (ev)
play_from           a card played from outside the hand: the        planning,
                    power keeping it takes it out (seat, ev)        hands
playable            cards a seat may play at a timing point         hands
                    besides its hand (seat)
victory             the players who win by a power's own rule,      turn
                    {seat: how they win}
==================  =============================================  ============
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# A source of rules (the powers, the flares, the techs) registers one dispatcher per hook: it is called with the
# state, the value so far and the hook's keywords as one dict, and calls whichever of its rules apply with them
# spread out. Passing the dict on as it is spares building it again for every source: a game runs hooks by the
# thousand (a seat's playable cards are asked at every window), and most find no rule that applies.
Hook = Callable[[dict[str, Any], Any, dict[str, Any]], Any]
# For a hook about one seat's own cards, a source may also say which seats its rules could change the value for now
# (``None``: it cannot tell), so a window takes every other seat's hand as it is without running the hook for each.
Seats = Callable[[dict[str, Any]], frozenset[int] | None]
HOOKS: dict[str, list[tuple[Hook, Callable[[], bool] | None, Seats | None]]] = {}
# Per hook, the dispatchers whose source has a rule for it at all (``defines``), worked out at the hook's first run:
# the rules register as their modules are imported, and a source with no rule for a hook (no flare adds playable
# cards) is then not called for it at every window.
_LIVE: dict[str, tuple[Hook, ...]] = {}
_LIVE_SEATS: dict[str, tuple[Seats | None, ...]] = {}  # the same sources' ``seats``
NAMES = (
    "totals", "winner", "to_warp", "encounter_ships", "sides", "another_encounter", "compensation", "rewards",
    "encounter_cards", "final_winner", "discard", "received_cards", "drawn", "penalty", "deal_fields", "deal_terms",
    "deal_made", "revealed", "encounter_over", "compensation_choice",
    "compensation_paid", "cards_drawn", "flare_played", "defeated",
    "new_hand_first", "victory", "decided", "play_from", "playable",
)  # fmt: skip
# Hooks about one seat's own cards (its ``seat`` keyword): only the rules that seat holds change their value, so a
# source looks at no other seat's (the playable cards are asked for every seat at every window).
OWN_SEAT = frozenset({"play_from", "playable"})


def register(name: str, fn: Hook, defines: Callable[[], bool] | None = None, seats: Seats | None = None) -> None:
    """Add a source's dispatcher for ``name``; ``defines`` says whether the source has any rule for it (asked
    once, at the hook's first run; ``None``: always called); ``seats``, for a hook of :data:`OWN_SEAT`, the seats
    whose value its rules may change now (see :func:`changing`)."""
    if name not in NAMES:
        raise ValueError(f"unknown hook {name!r}")
    HOOKS.setdefault(name, []).append((fn, defines, seats))
    forget()


def forget() -> None:
    """A source registered a rule: which sources define which hook is worked out again at their next run."""
    _LIVE.clear()
    _LIVE_SEATS.clear()


def _live(name: str) -> tuple[Hook, ...]:
    sources = [(fn, seats) for fn, defines, seats in HOOKS.get(name, ()) if defines is None or defines()]
    _LIVE_SEATS[name] = tuple(seats for _, seats in sources)
    live = _LIVE[name] = tuple(fn for fn, _ in sources)
    return live


def changing(name: str, state: dict[str, Any]) -> frozenset[int] | None:
    """The seats for which ``run(name, ...)`` (a hook of :data:`OWN_SEAT`) may now return other than the value it
    is given: for every other seat it returns it as it is. ``None``: any seat, as a source that cannot tell says."""
    if name not in _LIVE_SEATS:
        _live(name)
    out: frozenset[int] = frozenset()
    for seats in _LIVE_SEATS[name]:
        some = None if seats is None else seats(state)
        if some is None:
            return None
        out |= some
    return out


def run(name: str, state: dict[str, Any], value: Any, **kw: Any) -> Any:
    live = _LIVE.get(name)
    for fn in _live(name) if live is None else live:
        value = fn(state, value, kw)
    return value
