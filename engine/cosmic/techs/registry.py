"""The Technology variant's cards: which techs exist, who holds which, and what a tech may do.

A tech is one :class:`Tech` subclass in this package, registered with :func:`tech`.  Like an alien
power it names the role its holder needs (``who``), the timing points where it is *used* and what a
use does; effects on a computation are ``hook_<name>`` methods consulted through
:mod:`engine.cosmic.hooks` while the tech is completed.  Unlike a power it is not lost with home
colonies and a Cosmic Zap does not stop it (it is not an alien power), and unlike an artifact it
is not a card in hand, so a Card Zap does not stop it either; only a Tech Scrambler does.

Where the techs are (``state["techs"]``): ``deck`` and ``discard`` (names, the discard face up),
``box`` (left out of this game), ``held`` (per seat, a list of ``{"name", "ships", "up"}``: ships
researching it, and whether it is completed), ``offers`` (the techs a seat was dealt and has not
kept yet) and ``tokens`` (the board tokens some techs put in play).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.powers import WHO, role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
X = None  # research number "X": any number of ships completes it; the count matters for the effect


class Tech:
    """One tech card.  Subclasses override what they need."""

    name = ""
    research: int | None = 0
    who = "any"
    points: frozenset[str] = frozenset()
    summary = ""
    stays = False  # stays in play once used (else discarded on use)
    hidden = False  # stays face down to the others once completed, until used
    token_is_ship = False  # its board token acts as one of its holder's ships (The Prometheus)

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return True

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("tech.use"))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """What a use does; a Tech Scrambler cancels it before it happens."""

    def completed(self, state: State, seat: int, ships: int, ev: list[Event]) -> None:
        """What completing it does at once (a token placed)."""

    def regroup(self, state: State, seat: int, ev: list[Event]) -> None:
        """What it does by itself, completed and in play, at the start of every regroup (a token follows
        its holder's ships)."""

    def keeps_research_ships(self, state: State, seat: int) -> bool:
        """Whether its research ships stay on it once it is completed, for :meth:`completed` to use (Coldsleep
        Ship with no colony), instead of going home."""
        return False


TECHS: dict[str, Tech] = {}


def tech(cls: type[Tech]) -> type[Tech]:
    TECHS[cls.name] = cls()
    return cls


def on(state: State) -> bool:
    return "techs" in state


def held(state: State, seat: int) -> list[dict[str, Any]]:
    return state["techs"]["held"][seat] if on(state) else []


def card(state: State, seat: int, name: str) -> dict[str, Any] | None:
    return next((t for t in held(state, seat) if t["name"] == name), None)


def completed(state: State, seat: int, name: str) -> dict[str, Any] | None:
    """The seat's completed tech of that name, if it has one in play."""
    found = card(state, seat, name)
    return found if found is not None and found["up"] else None


def may_use(state: State, seat: int, name: str, point: str) -> bool:
    """Whether the seat may use its completed tech here now: its role fits and it is not used here yet."""
    t = TECHS[name]
    return (completed(state, seat, name) is not None and point in t.points and role(state, seat) in WHO[t.who]
            and not any(n == name and p == point for n, p, _ in state["enc"].get("tech_used", ()))
            and t.can_use(state, seat, point))


def used(state: State, name: str, seat: int | None = None) -> bool:
    """Whether the tech was used (and not cancelled) this encounter, by ``seat`` when one is named."""
    return any(n == name and seat in (None, s) for n, _, s in state["enc"].get("tech_used", ()))


def in_effect(state: State, seat: int, name: str) -> bool:
    """Completed and in play, or used by the seat this encounter (its effect lasts the encounter)."""
    return completed(state, seat, name) is not None or used(state, name, seat)


def discard(state: State, seat: int, name: str) -> None:
    """The tech leaves play face up; its researching ships (if any) are the caller's to move first."""
    state["techs"]["held"][seat] = [t for t in held(state, seat) if t["name"] != name]
    state["techs"]["discard"].append(name)


def research_label(name: str) -> str:
    number = TECHS[name].research
    return "X" if number is X else str(number)


def ships_home(state: State, seat: int, count: int, ev: list[Event]) -> None:
    """Ships leaving a tech go to the player's colonies: its home colonies, fewest ships first, else any colony
    (the rulebook lets them go to any colony; asking would add a wait to every regroup), else the warp."""
    own = board.colonies(state, seat)
    if not own:
        board.to_warp(state, seat, count, ev, "no colony to return to")
        return
    home = [p for p in own if board.system_of(state, p) == seat] or own
    for _ in range(count):
        p = min(home, key=lambda q: (state["planets"][q][seat], q))
        state["planets"][p][seat] += 1


def researched(state: State, name: str) -> int:
    """The ships that researched a tech in use this encounter (X techs count them for their effect)."""
    return state["enc"].get("tech_researched", {}).get(name, 0)
