"""Alien powers: the registry, who may use a power now, the hooks the phases consult, and Cosmic Zap.

A power is an :class:`Alien` registered by name.  A power that acts by itself (Macron's ships, Clone's
card) is a hook: the phases call :func:`run` at that point and each usable power may change the value
passed along, in the timing order.  A power its owner chooses to use (Trader, Mind) is a play offered in
a response window (:meth:`Alien.plays`); it is *declared* first, so a player holding a Cosmic Zap may
cancel it before it takes effect ("Carte Artefatto": Cosmic Zap stops a power about to be used).  A
power that acts by itself is zapped at the windows before it acts (:meth:`Alien.zap_now`).

A power is usable while its owner keeps enough native colonies; below that, once more before the end
of the encounter (``state["power"][seat] == "last_use"``, "Perdere il proprio Potere Alieno"), and
not at all for the rest of an encounter in which it was zapped.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option
from engine.cosmic_ah2000.board import timing_order
from engine.cosmic_ah2000.cards import artifacts_named
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.prompt_text import say

State = dict[str, Any]
ACTIVE, LAST_USE, LOST = "active", "last_use", "lost"
ZAP_POINTS_ALL = ("start_encounter", "allies_placed", "reveal", "end_encounter")


class Alien:
    name = ""
    summary = ""
    zap_points: tuple[str, ...] = ()  # windows where a hook power is about to act

    def hooks(self) -> dict[str, Any]:
        """Hook name -> ``fn(state, seat, value, **kw) -> value``."""
        return {}

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        """Uses of the power its owner may choose at this window; keys start with ``power.``."""
        return []

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        raise NotImplementedError

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return point in self.zap_points


ALIENS: dict[str, Alien] = {}


def alien(cls: type[Alien]) -> type[Alien]:
    ALIENS[cls.name] = cls()
    return cls


def of(state: State, seat: int) -> str | None:
    return None if state["aliens"] is None else state["aliens"][seat]


def usable(state: State, seat: int) -> bool:
    return (state["aliens"] is not None and state["aliens"][seat] in ALIENS
            and state["power"][seat] in (ACTIVE, LAST_USE) and seat not in state["enc"]["zapped"])


def holder(state: State, name: str) -> int | None:
    """The seat whose usable power is ``name``."""
    if state["aliens"] is None or name not in state["aliens"]:
        return None
    seat = state["aliens"].index(name)
    return seat if usable(state, seat) else None


def main_players(state: State) -> tuple[int, ...]:
    defense = state["enc"]["defense"]
    return (state["turn"]["offense"],) if defense is None else (state["turn"]["offense"], defense)


def is_main(state: State, seat: int) -> bool:
    """Whether a seat is the offense or the defense of an encounter that has a defense."""
    return state["enc"]["defense"] is not None and seat in main_players(state)


def once_left(state: State, name: str) -> bool:
    """Whether a power used at most once an encounter is still unused."""
    return name not in state["enc"]["once"]


def opponent(state: State, seat: int) -> int | None:
    """The other main player, for a main player; ``None`` otherwise."""
    off, defense = state["turn"]["offense"], state["enc"]["defense"]
    return defense if seat == off else off if seat == defense else None


def run(hook: str, state: State, value: Any, **kw: Any) -> Any:
    if state["aliens"] is None:
        return value
    for seat in timing_order(state):
        fn = ALIENS[state["aliens"][seat]].hooks().get(hook) if usable(state, seat) else None
        if fn is not None:
            value = fn(state, seat, value, **kw)
    return value


def used(state: State, seat: int, ev: list[Event], how: str, **data: Any) -> None:
    """A power has just acted (event ``power.used.<how>`` with its facts in ``data``); on its last use it is
    lost now."""
    ev.append(event(f"power.used.{how}", seat=seat, alien=state["aliens"][seat], **data))
    if state["power"][seat] == LAST_USE:
        state["power"][seat] = LOST
        ev.append(event("power.lost", seat=seat))


def plays_for(state: State, seat: int, point: str) -> list[Option]:
    """A seat's power uses at a window, and its Cosmic Zaps on other players' powers."""
    if state["aliens"] is None:
        return []
    out = ALIENS[state["aliens"][seat]].plays(state, seat, point) if usable(state, seat) else []
    if artifacts_named(state["hands"][seat], "Cosmic Zap"):
        declared = state["enc"].get("declared")
        for other in range(state["n"]):
            if other == seat or not usable(state, other):
                continue
            name = state["aliens"][other]
            if (declared["seat"] == other) if declared else ALIENS[name].zap_now(state, other, point):
                out.append(Option(f"zap:{other}", say("zap", seat=other, alien=name)))
    return out


def zap(state: State, seat: int, target: int, ev: list[Event]) -> None:
    state["enc"]["zapped"].append(target)
    ev.append(event("power.zapped", seat=seat, target=target, aliens=state['aliens'][target]))


def carry_out(state: State, seat: int, key: str, ev: list[Event]) -> None:
    ALIENS[state["aliens"][seat]].carry_out(state, seat, key, ev)
