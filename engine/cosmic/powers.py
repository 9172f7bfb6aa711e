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

A power is active while the seat holding it has at least three home colonies
(the rule of power loss, counted at the moment of asking, so a power is lost
in the middle of a step with no last use) and it has not been zapped this
encounter.

A seat holds its own alien's power, except in an encounter where it lent it
away with Philanthropist's wild flare; the receiver then holds two powers.  A
Reincarnator that reincarnated keeps its Reincarnator sheet beside the alien it
became (:func:`kept_reincarnator`), so it too may hold two.  With Hidden Powers
a face-down sheet's power is not active until its owner reveals it.
So what an encounter records of a power (used, used at a point, zapped) is
keyed by the alien's name, which is unique at a table, not by the seat.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, hidden_powers, hooks, timing
from engine.cosmic.events import event
from engine.cosmic.four_planets import scale
from engine.cosmic.prompt_text import Label, say, words_of

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
    game_setup = False  # a Game Setup alien: never drawn mid-game (alien_swap)
    repeatable = False  # used any number of times at one point, each use a play of its own (Reserve's cards)
    in_advance = True  # an optional power answered "always" in advance: false where always would play every card
    others_answer: tuple[str, Say] | None = None  # (unit, words): what the other players may answer in advance
    needs_home_colonies = True  # False: never lost below three home colonies (Masochist)

    def set_up(self, state: State, seat: int, ev: list[Event]) -> None:
        """The alien's own Game Setup step (a hoard, tokens), run once every alien is chosen."""

    def status(self, state: State, seat: int, viewer: int | None) -> Say | None:
        """What the table needs to know of the power's state ("hoard: 8 cards"), as words of
        :mod:`engine.cosmic.prompt_text` (``status.*``) so each reader gets it in their language; ``viewer``
        may be shown its own hidden details, nobody else ever."""
        return None

    def cards_aside(self, state: State) -> list[int]:
        """Cards the alien keeps out of hands, decks and the discard pile (a hoard, citadels)."""
        return []

    def on_power_lost(self, state: State, seat: int, ev: list[Event]) -> None:
        """What goes with the power when it is lost for lack of home colonies (Citadel's citadels)."""

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return True

    def choices(self, state: State, seat: int, point: str) -> Sequence[tuple[str, Label]]:
        """What a use may be: ``(arg, label)``, the label a ``power.*`` template of
        :mod:`engine.cosmic.aliens.play_text`, or a function of no arguments making it, called only when the
        label is read (a window needs only the keys; the arguments must not change until then, as for
        :meth:`engine.core.Option.later`)."""
        return [("", say("power.use"))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """What a use does; a Cosmic Zap cancels it before it happens."""

    def on_zapped(self, state: State, seat: int, ev: list[Event]) -> None:
        """What a zap does beyond stopping the use (Human's side wins)."""


ALIENS: dict[str, Power] = {}
NOT_A_USE = frozenset({"hook_encounter_over"})
"""Hooks for parts of a power its text does not say to *use* (Warrior gaining tokens): a Cosmic Zap cannot stop
them (rulebook, "Zapping"), though the power is still lost below three home colonies."""


def alien(cls: type[Power]) -> type[Power]:
    ALIENS[cls.name] = cls()
    _DEFINING.clear()
    hooks.forget()
    return cls


def set_up(state: State, ev: list[Event]) -> None:
    """Every chosen alien's Game Setup step, in seat order."""
    for seat, name in enumerate(state["aliens"]):
        if name:
            ALIENS[name].set_up(state, seat, ev)


def cards_aside(state: State) -> list[int]:
    """Every card the aliens in play keep aside (the seats' own, and the powers held beside one's own), so what
    counts the cards finds them all."""
    names = [*(state["aliens"] or ()), *state.get("extra_powers", {}).values()]
    return [c for name in names if name for c in ALIENS[name].cards_aside(state)]


def data(state: State, name: str) -> dict[str, Any]:
    """What an alien keeps between encounters (a hoard, tokens), under its name, to change: its unit owns it."""
    return state.setdefault("alien_data", {}).setdefault(name, {})


def peek(state: State, name: str) -> dict[str, Any]:
    """The same, to read only: a view or a check must leave the state as it found it."""
    return state.get("alien_data", {}).get(name, {})


def keeps_power(state: State, seat: int) -> bool:
    """Whether the seat's power survives fewer home colonies than a power needs (Masochist's does)."""
    own = alien_of(state, seat)
    return own is not None and not own.needs_home_colonies


def alien_of(state: State, seat: int) -> Power | None:
    """The seat's own alien, whether or not it holds the power this encounter."""
    names = state.get("aliens")
    return ALIENS[names[seat]] if names and names[seat] else None


def lent_to(state: State, seat: int) -> Power | None:
    """The power another player lent this seat for the encounter (Philanthropist's wild flare)."""
    lent = state["enc"].get("lent")
    return ALIENS[lent["alien"]] if lent is not None and lent["to"] == seat else None


def own_power(state: State, seat: int) -> Power | None:
    """The seat's own alien's power, unless it lent it away this encounter."""
    own = alien_of(state, seat)
    lent = state["enc"].get("lent")
    return None if own is None or (lent is not None and lent["alien"] == own.name) else own


REINCARNATOR = "Reincarnator"


def kept_reincarnator(state: State, seat: int) -> Power | None:
    """The Reincarnator sheet a seat keeps beside the alien it reincarnated into."""
    if seat in state.get("reincarnated", ()) and state["aliens"][seat] != REINCARNATOR:
        return ALIENS[REINCARNATOR]
    return None


def extra(state: State, seat: int) -> Power | None:
    """A power the seat holds beside its own for the rest of the game (the Precursor Seed tech)."""
    name = state.get("extra_powers", {}).get(str(seat))
    return ALIENS[name] if name else None


def held(state: State, seat: int) -> list[Power]:
    """The powers a seat holds this encounter: its own, one lent to it, a kept Reincarnator, one beside its own."""
    return [p for p in (own_power(state, seat), lent_to(state, seat), kept_reincarnator(state, seat),
                        extra(state, seat)) if p is not None]


def active(state: State, seat: int, name: str | None = None, zapped_too: bool = False) -> bool:
    """Whether the seat holds this power (its own alien's when no name is given) and it works now; ``zapped_too``
    for a part that is not a use, which a zap does not stop."""
    names = state.get("aliens")
    name = name or (names[seat] if names else None)
    return works(state, seat, name, zapped_too) and not hidden_powers.face_down(state, name)


def works(state: State, seat: int, name: str | None, zapped_too: bool = False) -> bool:
    """Whether the power would work now if its sheet were face up (Hidden Powers)."""
    names = state.get("aliens")
    if name is None or (name in state["enc"]["zapped"] and not zapped_too):
        return False
    lent = state["enc"].get("lent")
    if lent is not None and lent["alien"] == name:
        holds = lent["to"] == seat
    elif names[seat] == name:  # mostly: the seat's own alien
        holds = True
    else:
        kept = kept_reincarnator(state, seat)
        holds = (kept is not None and kept.name == name) or state.get("extra_powers", {}).get(str(seat)) == name
    # lost at once below the home colonies it needs, with no last use
    if not holds or not ALIENS[name].needs_home_colonies:
        return holds
    needed = scale(state).home_colonies_for_power
    return board.home_colonies(state, seat, needed) >= needed


def used(state: State, seat: int, name: str) -> bool:
    """Whether the seat used this power (and it was not cancelled) in this encounter."""
    return active(state, seat, name) and name in state["enc"]["used"]


def usable(state: State, seat: int, point: str, power: Power | None = None, revealing: bool = False) -> Power | None:
    """The power (the seat's own alien's unless named) if its holder may use it here now (``revealing``: once
    its face-down sheet is turned up)."""
    power = power or alien_of(state, seat)
    working = works if revealing else active
    if (power is None or point not in power.points or role(state, seat) not in WHO[power.who]
            or not working(state, seat, power.name) or not power.can_use(state, seat, point)):
        return None
    return power


def usable_now(state: State, seat: int, point: str, power: Power | None = None,
               revealing: bool = False) -> Power | None:
    """A power its holder may use at this point and has not used here yet this encounter."""
    power = usable(state, seat, point, power, revealing)
    if power is None or (not power.repeatable and [power.name, point] in state["enc"]["used_at"]):
        return None
    return power


def mark_used(state: State, name: str, point: str) -> None:
    """Record a use of the power, so it counts as used and is not offered again at this point."""
    state["enc"]["used"].append(name)
    state["enc"]["used_at"].append([name, point])


_DEFINING: dict[str, frozenset[str]] = {}


def _defining(method: str) -> frozenset[str]:
    """The aliens whose power defines ``method``; asked on every hook, so worked out once."""
    defining = _DEFINING.get(method)
    if defining is None:
        defining = frozenset(n for n, p in ALIENS.items() if type(p).__dict__.get(method) is not None)
        _DEFINING[method] = defining
    return defining


def with_power(state: State, method: str, only: int | None = None,
               defining: frozenset[str] | None = None) -> list[tuple[int, Power]]:
    """Active powers that define ``method``, in priority order (``only``: those the seat holds; ``defining``:
    :func:`_defining` of ``method``, when the caller has it)."""
    if defining is None:
        defining = _defining(method)
    aliens = state["aliens"]
    if _beside_own(state):
        return _held_with(state, method, defining, state.get("extra_powers", {}), only)
    # Each seat holds its own alien's power at most (see held): hooks run by the thousand (a seat's playable
    # cards at every window), and most find no seat whose alien defines them.
    if only is not None:
        if aliens[only] not in defining:
            return []
        seats = [only]
    else:
        seats = [seat for seat, name in enumerate(aliens) if name in defining]
        if len(seats) > 1:
            seats.sort(key=board.priority_order(state).index)
    zapped_too = method in NOT_A_USE
    return [(seat, ALIENS[aliens[seat]]) for seat in seats if active(state, seat, aliens[seat], zapped_too)]


def _beside_own(state: State) -> bool:
    """Whether a seat may hold a power beside its own alien's (lent, kept or extra; see :func:`held`)."""
    return state["enc"].get("lent") is not None or bool(state.get("reincarnated") or state.get("extra_powers"))


def _held_with(state: State, method: str, defining: frozenset[str], extras: dict[str, str],
               only: int | None) -> list[tuple[int, Power]]:
    """:func:`with_power` when a seat may hold a power beside its own (lent, kept or extra)."""
    if defining.isdisjoint(state["aliens"]) and defining.isdisjoint(extras.values()):
        return []
    out = []
    for seat in board.priority_order(state) if only is None else (only,):
        for power in held(state, seat):
            if power.name in defining and active(state, seat, power.name, zapped_too=method in NOT_A_USE):
                out.append((seat, power))
    return out


def _defines(method: str) -> bool:
    """Whether any alien's power has a rule for this hook (``hooks.register``'s ``defines``)."""
    return bool(_defining(method))


def _dispatch(name: str) -> hooks.Hook:
    method = f"hook_{name}"
    own_seat = name in hooks.OWN_SEAT

    def run(state: State, value: Any, kw: dict[str, Any]) -> Any:
        aliens = state["aliens"]
        if not aliens:
            return value
        defining = _DEFINING.get(method)  # known after the hook's first run: looked up here, not asked again
        if defining is None:
            defining = _defining(method)
        # Most hooks find no seat whose alien defines them (an own-seat one is asked for every seat at every window:
        # its playable cards): then nothing changes the value unless a seat holds a power beside its own.
        nobody = (aliens[kw["seat"]] not in defining) if own_seat else defining.isdisjoint(aliens)
        if nobody and not _beside_own(state):
            return value
        for seat, power in with_power(state, method, kw["seat"] if own_seat else None, defining):
            value = getattr(power, method)(state, seat, value, **kw)
        return value

    return run


def _changing(method: str, state: State) -> frozenset[int] | None:
    """The seats whose value a hook about a seat's own cards may change now (``hooks.register``'s ``seats``): those
    whose alien defines it, as ``run`` asks, or any while a seat may hold a power beside its own."""
    aliens = state["aliens"]
    if not aliens:
        return frozenset()
    if _beside_own(state):
        return None
    defining = _defining(method)
    return frozenset() if defining.isdisjoint(aliens) else frozenset(
        seat for seat, name in enumerate(aliens) if name in defining)


for _name in hooks.NAMES:
    hooks.register(_name, _dispatch(_name), functools.partial(_defines, f"hook_{_name}"),
                   functools.partial(_changing, f"hook_{_name}") if _name in hooks.OWN_SEAT else None)


def _play_words(template: str, alien: str, label: Label) -> Say:
    """A power's use as offered; worked out only when read (a window needs only the keys)."""
    return say(template, alien=alien, choice=words_of(label).to_dict())


class PowerUse:
    """The timing unit through which a held power is offered and used.

    Two are registered: ``power`` for the seat's own alien and ``lent`` for a
    power lent to it, so a seat holding both says which one it uses, and a
    standing answer given for its own power never answers for a lent one.
    """

    points = frozenset(p for p in timing.EVERY if p != "card.played")

    def __init__(self, name: str, which: Callable[[State, int], Power | None],
                 in_game: Callable[[State], bool] | None = None,
                 using: Callable[[State, str], tuple[frozenset[int], frozenset[int]]] | None = None) -> None:
        self.name = name
        self.which = which
        # Whether any seat may hold such a power now (``timing.Unit``; by default, whether the game has aliens;
        # a lent or kept power, one beside a seat's own, must also exist at all), so a window asks no seat for a
        # power nobody holds. A plain function, not a method: a window asks it for each unit at every round.
        self.in_game = in_game or _dealt
        self.using = using or self._using

    def seats(self, state: State, point: str) -> tuple[frozenset[int], frozenset[int]]:
        """The seats that may be offered such a power at ``point``, and those whose such power may be used by itself
        there (``timing.Unit``): its holder, if it is used there, offered if not by itself or if its sheet is face
        down (turned up to be used, even a mandatory one), used by itself if mandatory. Most powers are used at one
        point, so a window asks few seats for theirs."""
        optional, mandatory = self.using(state, point)
        return (optional | mandatory if state.get("face_down") else optional), mandatory

    def _using(self, state: State, point: str) -> tuple[frozenset[int], frozenset[int]]:
        """The seats holding such a power that is used at ``point``: optional ones, mandatory ones."""
        held_here = [(seat, power) for seat in range(state["n"])
                     if (power := self.which(state, seat)) is not None and point in power.points]
        return (frozenset(seat for seat, power in held_here if power.optional),
                frozenset(seat for seat, power in held_here if not power.optional))

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        if not state["aliens"]:
            return []
        power = self.which(state, seat)
        if power is not None and hidden_powers.face_down(state, power.name):  # reveal to use, even a mandatory one
            if usable_now(state, seat, point, power, revealing=True) is None:
                return []
            return [Option.later(f"{self.name}:{arg}", _play_words, "play.power.reveal", power.name, label)
                    for arg, label in power.choices(state, seat, point)]
        if power is None or not power.optional or usable_now(state, seat, point, power) is None:
            return []
        return [Option.later(f"{self.name}:{arg}", _play_words, "play.power", power.name, label)
                for arg, label in power.choices(state, seat, point)]

    def triggers(self, state: State, seat: int, point: str) -> list[str]:
        """A mandatory power is used by itself, once at each of its points."""
        if not state["aliens"]:
            return []
        power = self.which(state, seat)
        if power is None or power.optional or usable_now(state, seat, point, power) is None:
            return []
        return [f"{self.name}:{power.choices(state, seat, point)[0][0]}"]

    def card_of(self, state: State, seat: int, key: str) -> int | None:
        return None

    def cancellable_by(self, state: State, seat: int, key: str) -> str | None:
        return "power"

    def said(self, state: State, key: str, seat: int) -> dict[str, Any]:
        power = self.which(state, seat)
        return {"play": self.name, **({"alien": power.name} if power else {})}

    def play(self, state: State, seat: int, key: str, point: str, ev: list[Event]) -> None:
        power = self.which(state, seat)
        if power is not None:
            hidden_powers.reveal(state, seat, power.name, ev)
        if power is None or not active(state, seat, power.name):
            return
        mark_used(state, power.name, point)
        power.use(state, seat, key.split(":", 1)[1], point, ev)

    def cancelled(self, state: State, item: dict[str, Any], ev: list[Event]) -> None:
        seat = item["seat"]
        power = self.which(state, seat)
        if power is None:
            return
        hidden_powers.reveal(state, seat, power.name, ev)  # turned up to be used, it stays up though zapped
        state["enc"]["zapped"].append(power.name)
        ev.append(event("power.zapped", seat=seat, alien=power.name))
        power.on_zapped(state, seat, ev)


@functools.lru_cache(maxsize=1024)  # bounded: a server sees ever new tables
def _own_using(aliens: tuple[str | None, ...], point: str) -> tuple[frozenset[int], frozenset[int]]:
    """The seats whose own alien's power is used at ``point``, optional ones and mandatory ones: the seats that
    may use their own power there (:meth:`PowerUse.seats`), looked up by the aliens at the table, which change
    rarely."""
    here = [(seat, ALIENS[name]) for seat, name in enumerate(aliens) if name and point in ALIENS[name].points]
    return (frozenset(seat for seat, power in here if power.optional),
            frozenset(seat for seat, power in here if not power.optional))


def _dealt(state: State) -> bool:
    """Whether the game has aliens at all (:class:`PowerUse`'s ``in_game``)."""
    return bool(state["aliens"])


OWN = timing.register(PowerUse("power", own_power,
                               using=lambda state, point: _own_using(tuple(state["aliens"]), point)))
# Their ``in_game`` tests first what is rare (a window asks each at every round), then whether there are aliens.
LENT = timing.register(PowerUse("lent", lent_to,
                                lambda state: bool(state["enc"].get("lent")) and bool(state["aliens"])))
KEPT = timing.register(PowerUse("kept", kept_reincarnator,
                                lambda state: bool(state.get("reincarnated")) and bool(state["aliens"])))
EXTRA = timing.register(PowerUse("extra", extra,
                                 lambda state: bool(state.get("extra_powers")) and bool(state["aliens"])))
POWER_UNITS = (OWN.name, LENT.name, KEPT.name, EXTRA.name)
