"""Observer's flare.  Wild (main player, after alliances): each of your allies draws a card.  Super (offense
once it launched, or an ally once alliances are formed): one of your ships in the encounter may come from the
warp; the engine carries it out as one ship of the warp taking the place of one launched from a colony, which
goes back there (the number in the encounter is unchanged)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board, hands
from engine.cosmic.aliens.observer import allies_of
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import role, side_of

State = dict[str, Any]


@flare
class ObserverWild(Half):
    alien, half, who, points = "Observer", "wild", "main", frozenset({"alliance"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(allies_of(state, side_of(state, seat)))

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        for ally in allies_of(state, side_of(state, seat)):
            hands.draw(state, ally, 1, ev, "Observer wild flare")


def stacks(state: State, seat: int) -> dict[str, int]:
    """The seat's ships in the encounter by the colony they came from."""
    enc = state["enc"]
    return enc["dallies"][seat] if role(state, seat) == "defensive ally" else enc["gate"][seat]


def origin(state: State, seat: int) -> int | None:
    """A colony one of its encounter ships came from (the biggest stack), to take that ship back."""
    from_colonies = {k: v for k, v in stacks(state, seat).items() if v and int(k) >= 0
                     and state["planets"][int(k)][seat] > 0}
    return int(max(from_colonies, key=lambda k: (from_colonies[k], -int(k)))) if from_colonies else None


@flare
class ObserverSuper(Half):
    alien, half, who, points = "Observer", "super", "any", frozenset({"launch", "alliance"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        mine = role(state, seat) == ("offense" if point == "launch" else "offensive ally")
        mine = mine or (point == "alliance" and role(state, seat) == "defensive ally")
        return mine and state["warp"][seat] > 0 and origin(state, seat) is not None

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = origin(state, seat)
        if planet is None or not state["warp"][seat]:
            return
        state["warp"][seat] -= 1
        state["planets"][planet][seat] += 1
        ev.append(event("flare.observer", seat=seat, planet=board.planet_ref(state, planet)))
