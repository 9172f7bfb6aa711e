"""Flare cards: the wild half for anyone else, the super half for the alien's own player.

Rulebook ("Flare cards"): a flare is never an encounter card; after use it
goes back to the hand of the player who used it; a flare can be used once per
encounter and a player may use only one flare per encounter.  Playing your
own alien's flare you must use its super half, and only while your power is
active; while your power is lost or zapped you may use its wild half instead.
A Card Zap cancels a flare as it is played, and the flare is then discarded.
The Free Flares variant (rulebook, "Swobodne rozbłyski"; option ``free_flares``) lifts the one flare a
player may use per encounter; each flare is still used at most once per encounter.

Each alien's two halves live in one module of ``engine/cosmic/flares/``,
registered with :func:`flare`.  A half may change a computation through the same hooks as the
powers (``hook_totals`` and so on); those apply only in the encounter where
the half was played (see :func:`played`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import hands, hooks, table_options, timing
from engine.cosmic.cards import COSMIC
from engine.cosmic.events import event
from engine.cosmic.powers import WHO, active, role
from engine.cosmic.prompt_text import Label, say, words_of

State = dict[str, Any]


class Half:
    """One half of a flare: who may play it, when, and what it does."""

    alien = ""
    half = "wild"
    who = "any"
    points: frozenset[str] = frozenset()
    params: dict[str, Any] = {}  # the numbers its text names (``flare.<alien>.<half>`` of FLARE_PLAYS)

    @property
    def key(self) -> str:
        return f"flare.{self.alien.lower().replace('-', '')}.{self.half}"

    def text(self) -> Say:
        """What the half does, as its one play label says it when it offers no choice."""
        return say(self.key, **self.params)

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return True

    def choices(self, state: State, seat: int, point: str) -> Sequence[tuple[str, Label]]:
        """What a play may be: ``(arg, label)``, the label a ``flare.*`` template, or what makes it when read (as
        :meth:`engine.cosmic.powers.Power.choices`): a window offers a flare held at every point, seldom reading it."""
        return [("", self.text)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """What playing it does now; hook methods cover what it changes later."""

    def afterwards(self, state: State, seat: int, arg: str) -> int | None:
        """Who gets the card after use: the player who used it, unless the flare says otherwise
        (``None``: the discard pile)."""
        return seat


FLARES: dict[tuple[str, str], Half] = {}
_FLARES = frozenset(i for i, c in enumerate(COSMIC) if c.type == "flare")


def flare(cls: type[Half]) -> type[Half]:
    FLARES[(cls.alien, cls.half)] = cls()
    hooks.forget()
    return cls


@functools.cache
def _points_of(alien: str) -> frozenset[str]:
    """Where either half of an alien's flare may be played: a window skips a flare held at no such point."""
    return frozenset(p for half in ("super", "wild") if (alien, half) in FLARES for p in FLARES[(alien, half)].points)


@functools.cache
def _at(point: str) -> frozenset[int]:
    """The flares with a half played at ``point``: a window asks no seat holding none of them (``cards_at``)."""
    return frozenset(cid for cid in _FLARES if point in _points_of(COSMIC[cid].name))


@functools.cache
def _wild_at(point: str) -> dict[int, Half]:
    """The flares whose wild half is played at ``point``, each with that half: the only ones another alien's player
    may play there (a window asks every seat holding a flare at every point: each half is looked up once here)."""
    halves = {cid: FLARES.get((COSMIC[cid].name, "wild")) for cid in sorted(_FLARES)}
    return {cid: half for cid, half in halves.items() if half is not None and point in half.points}


_CARD_OF = {COSMIC[cid].name: cid for cid in _FLARES}  # each alien's flare (one card each)


def half_for(state: State, seat: int, alien: str) -> Half | None:
    """The half this seat may use of this alien's flare (super for its own alien while its power works)."""
    own = state["aliens"] is not None and state["aliens"][seat] == alien
    if own and active(state, seat):
        return FLARES.get((alien, "super"))
    return FLARES.get((alien, "wild"))


def played(state: State, seat: int, alien: str, half: str) -> bool:
    return [seat, alien, half] in state["enc"]["flares"]


def _used_its_flare(state: State, seat: int) -> bool:
    """Whether the seat has used its one flare of the encounter (one of its own waiting on the stack
    counts); never, with Free Flares."""
    flares, stack = state["enc"]["flares"], state["stack"]  # mostly both empty: nothing to search, no option read
    if (not flares and not stack) or table_options.get(state, "free_flares") == "on":
        return False
    return (any(entry[0] == seat for entry in flares)
            or any(item["seat"] == seat and item["key"].startswith("flare:") for item in stack))


def _play_words(half: str, alien: str, label: Label) -> Say:
    """A flare's play as offered; worked out only when read (a window needs only the keys)."""
    return say(f"play.flare.{half}", alien=alien, choice=words_of(label).to_dict())


class FlareUse:
    """The timing unit through which flares are offered and played."""

    name = "flare"
    points = frozenset(timing.EVERY)
    cards = _FLARES

    def cards_at(self, point: str) -> frozenset[int]:
        return _at(point)

    def plays(self, state: State, seat: int, point: str, playable: list[int] | None = None) -> list[Option]:
        enc = state["enc"]
        if playable is None:
            playable = hands.playable(state, seat)
        aliens = state["aliens"]
        own = aliens[seat] if aliens else None
        # Of another alien's flare only the wild half may be played: a seat holding one whose wild half is played
        # elsewhere (a window asks every seat at every point) has no play of it here.
        wild = _wild_at(point)
        flares = wild.keys() & playable
        mine = _CARD_OF.get(own)  # type: ignore[arg-type]
        if mine is not None and mine in playable and mine in _at(point):
            flares.add(mine)
        if not flares:
            return []
        seat_role: str | None = None  # asked once a flare's half is played here
        out: list[Option] = []
        used: bool | None = None  # whether the seat used its one flare, asked once a flare would play here
        for cid in sorted(flares) if len(flares) > 1 else flares:
            if cid == mine:
                half = half_for(state, seat, own)  # type: ignore[arg-type]
                if half is None or point not in half.points:
                    continue
            else:
                half = wild[cid]
            alien = half.alien
            if enc["flares"] and any(entry[1] == alien for entry in enc["flares"]):
                continue
            if seat_role is None:
                seat_role = role(state, seat)
            if seat_role not in WHO[half.who]:
                continue
            if used is None:
                used = _used_its_flare(state, seat)
                if used:
                    return []
            if not half.can_use(state, seat, point):
                continue
            out += [Option.later(f"flare:c{cid}:{arg}", _play_words, half.half, alien, label)
                    for arg, label in half.choices(state, seat, point)]
        return out

    def card_of(self, state: State, seat: int, key: str) -> int | None:
        return int(key.split(":")[1][1:])

    def cancellable_by(self, state: State, seat: int, key: str) -> str | None:
        return "card"

    def said(self, state: State, key: str, seat: int) -> dict[str, Any]:
        return {"play": "card", "card": self.card_of(state, seat, key)}

    def play(self, state: State, seat: int, key: str, point: str, ev: list[Event]) -> None:
        cid = self.card_of(state, seat, key)
        alien = COSMIC[cid].name
        half = half_for(state, seat, alien)
        if half is None:
            return
        arg = key.split(":", 2)[2]
        hooks.run("flare_played", state, None, seat=seat, alien=alien, ev=ev)  # before it joins the played flares
        state["enc"]["flares"].append([seat, alien, half.half])
        ev.append(event("flare.played", seat=seat, alien=alien, half=half.half,
                        text=words_of(dict(half.choices(state, seat, point)).get(arg, half.text)).to_dict()))
        half.effect(state, seat, arg, point, ev)

    def keeper(self, state: State, item: dict[str, Any]) -> int | None:
        """A used flare goes back to its player's hand, unless the half used says where."""
        seat, alien = item["seat"], COSMIC[item["card"]].name
        used = [h for s, a, h in state["enc"]["flares"] if s == seat and a == alien]
        half = FLARES.get((alien, used[-1])) if used else None
        return seat if half is None else half.afterwards(state, seat, item["key"].split(":", 2)[2])


def _dispatch(name: str) -> hooks.Hook:
    method = f"hook_{name}"

    def run(state: State, value: Any, kw: dict[str, Any]) -> Any:
        for seat, alien, half in state["enc"]["flares"]:
            fn = getattr(FLARES.get((alien, half)), method, None)
            if fn is not None:
                value = fn(state, seat, value, **kw)
        return value

    return run


def _defines(method: str) -> bool:
    """Whether any flare's half has a rule for this hook (``hooks.register``'s ``defines``)."""
    return any(getattr(half, method, None) is not None for half in FLARES.values())


for _name in hooks.NAMES:
    hooks.register(_name, _dispatch(_name), functools.partial(_defines, f"hook_{_name}"))
timing.register(FlareUse())
