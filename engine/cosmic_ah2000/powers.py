"""Alien powers: the registry, who may use a power now, and the hooks the phases consult.

A power is an :class:`Alien` registered by name; the phases call :func:`run` at a hook point and each
usable power may change the value passed along (in the timing order of ``board.timing_order``).  A
power is usable while its owner keeps enough native colonies, or once more after losing them
(``state["power"][seat] == "last_use"``), and not after a Cosmic Zap this encounter.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event

State = dict[str, Any]
ACTIVE, LAST_USE, LOST = "active", "last_use", "lost"


class Alien:
    name = ""
    summary = ""

    def hooks(self) -> dict[str, Any]:
        """Hook name -> ``fn(state, seat, value, **kw) -> value``."""
        return {}


ALIENS: dict[str, Alien] = {}


def alien(cls: type[Alien]) -> type[Alien]:
    ALIENS[cls.name] = cls()
    return cls


def of(state: State, seat: int) -> str | None:
    return None if state["aliens"] is None else state["aliens"][seat]


def usable(state: State, seat: int) -> bool:
    return (state["aliens"] is not None and state["power"][seat] in (ACTIVE, LAST_USE)
            and seat not in state["enc"]["zapped"])


def holder(state: State, name: str) -> int | None:
    """The seat whose usable power is ``name``."""
    if state["aliens"] is None or name not in state["aliens"]:
        return None
    seat = state["aliens"].index(name)
    return seat if usable(state, seat) else None


def run(hook: str, state: State, value: Any, **kw: Any) -> Any:
    if state["aliens"] is None:
        return value
    from engine.cosmic_ah2000.board import timing_order

    for seat in timing_order(state):
        fn = ALIENS[state["aliens"][seat]].hooks().get(hook) if usable(state, seat) else None
        if fn is not None:
            value = fn(state, seat, value, **kw)
    return value


def used(state: State, seat: int, ev: list[Event]) -> None:
    """A power was just used: on its last use it is lost now ("Perdere il proprio Potere Alieno")."""
    if state["power"][seat] == LAST_USE:
        state["power"][seat] = LOST
        ev.append(Event("power.lost", f"{{p:{seat}}} has used its power one last time and loses it.",
                        data={"seat": seat}))
