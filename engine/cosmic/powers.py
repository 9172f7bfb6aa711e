"""Alien powers: who has which, when each may be used, and how the phases consult them.

A power is one :class:`Power` subclass in ``engine/cosmic/aliens/``.  It says
its alert level, the role its owner needs (``who``), whether it is optional,
and the timing points where it is *used*.  At each such point an optional
power is offered to its owner in the response window; a mandatory one is
used by itself.  A use goes on the stack like a card, so a Cosmic Zap can
cancel it: the power is then off for the rest of the encounter.  Effects that
change a computation (totals, the winner, ships going to the warp) are hook
methods, consulted through :mod:`engine.cosmic.hooks` only while the power is
active; the ones that depend on a use also check :func:`used`.

A power is active while its owner has at least three home colonies (the rule
of power loss) and it has not been zapped this encounter.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option
from engine.cosmic import board, hooks, timing

State = dict[str, Any]

WHO: dict[str, frozenset[str]] = {
    "offense": frozenset({"offense"}),
    "defense": frozenset({"defense"}),
    "main": frozenset({"offense", "defense"}),
    "ally": frozenset({"offensive ally", "defensive ally"}),
    "main or ally": frozenset({"offense", "defense", "offensive ally", "defensive ally"}),
    "not main": frozenset({"offensive ally", "defensive ally", "bystander"}),
    "not offense": frozenset({"defense", "offensive ally", "defensive ally", "bystander"}),
    "any": frozenset({"offense", "defense", "offensive ally", "defensive ally", "bystander"}),
}
ALERTS = ("green", "yellow", "red")


def role(state: State, seat: int) -> str:
    enc = state["enc"]
    if seat == state["turn"]["offense"]:
        return "offense"
    if seat == enc["defense"]:
        return "defense"
    if seat in enc["allies_off"]:
        return "offensive ally"
    if seat in enc["allies_def"]:
        return "defensive ally"
    return "bystander"


def side_of(state: State, seat: int) -> str | None:
    """The side of the encounter a seat is on, as a main player or an ally."""
    return {"offense": "offense", "offensive ally": "offense", "defense": "defense",
            "defensive ally": "defense"}.get(role(state, seat))


class Power:
    """One alien's power. Subclasses override what they need."""

    name = ""
    alert = "green"
    who = "main"
    optional = True
    points: frozenset[str] = frozenset()
    summary = ""

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return True

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, str]]:
        return [("", "use the power")]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """What a use does; a Cosmic Zap cancels it before it happens."""

    def on_zapped(self, state: State, seat: int, ev: list[Event]) -> None:
        """What a zap does beyond stopping the use (Human's side wins)."""


ALIENS: dict[str, Power] = {}


def alien(cls: type[Power]) -> type[Power]:
    ALIENS[cls.name] = cls()
    return cls


def alien_of(state: State, seat: int) -> Power | None:
    names = state.get("aliens")
    return ALIENS[names[seat]] if names and names[seat] else None


def active(state: State, seat: int, name: str | None = None) -> bool:
    power = alien_of(state, seat)
    return (power is not None and (name is None or power.name == name) and not state["power_lost"][seat]
            and seat not in state["enc"]["zapped"])


def used(state: State, seat: int) -> bool:
    """Whether the seat's power was used (and not cancelled) in this encounter."""
    return active(state, seat) and seat in state["enc"]["used"]


def usable(state: State, seat: int, point: str) -> Power | None:
    power = alien_of(state, seat)
    if (power is None or not active(state, seat) or point not in power.points
            or role(state, seat) not in WHO[power.who] or not power.can_use(state, seat, point)):
        return None
    return power


def usable_now(state: State, seat: int, point: str) -> Power | None:
    """A power its owner may use at this point and has not used here yet this encounter."""
    power = usable(state, seat, point)
    return None if power is None or [seat, point] in state["enc"]["used_at"] else power


def with_power(state: State, method: str) -> list[tuple[int, Power]]:
    """Active powers that define ``method``, in priority order."""
    out = []
    for seat in board.priority_order(state):
        power = alien_of(state, seat)
        if power is not None and active(state, seat) and type(power).__dict__.get(method) is not None:
            out.append((seat, power))
    return out


def _dispatch(name: str) -> hooks.Hook:
    method = f"hook_{name}"

    def run(state: State, value: Any, **kw: Any) -> Any:
        if not state["aliens"]:
            return value
        for seat, power in with_power(state, method):
            value = getattr(power, method)(state, seat, value, **kw)
        return value

    return run


for _name in hooks.NAMES:
    hooks.register(_name, _dispatch(_name))


class PowerUse:
    """The timing unit through which every power is offered and used."""

    name = "power"
    points = frozenset(p for p in timing.POINTS if p != "card.played")

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        if not state["aliens"]:
            return []
        power = usable_now(state, seat, point)
        if power is None or not power.optional:
            return []
        return [Option(f"power:{arg}", f"{power.name}: {label}") for arg, label in power.choices(state, seat, point)]

    def triggers(self, state: State, seat: int, point: str) -> list[str]:
        """A mandatory power is used by itself, once at each of its points."""
        if not state["aliens"]:
            return []
        power = usable_now(state, seat, point)
        if power is None or power.optional:
            return []
        return [f"power:{power.choices(state, seat, point)[0][0]}"]

    def card_of(self, state: State, seat: int, key: str) -> int | None:
        return None

    def cancellable_by(self, state: State, seat: int, key: str) -> str | None:
        return "power"

    def describe(self, state: State, key: str, seat: int) -> str:
        return f"the {state['aliens'][seat]} power"

    def play(self, state: State, seat: int, key: str, point: str, ev: list[Event]) -> None:
        power = alien_of(state, seat)
        if power is None or not active(state, seat):
            return
        state["enc"]["used"].append(seat)
        state["enc"]["used_at"].append([seat, point])
        power.use(state, seat, key.split(":", 1)[1], point, ev)

    def cancelled(self, state: State, item: dict[str, Any], ev: list[Event]) -> None:
        seat = item["seat"]
        state["enc"]["zapped"].append(seat)
        ev.append(Event("power.zapped", f"{board.name(state, seat)}'s {state['aliens'][seat]} power is zapped "
                        "for the rest of the encounter.", data={"seat": seat}))
        power = alien_of(state, seat)
        if power is not None:
            power.on_zapped(state, seat, ev)


timing.register(PowerUse())
