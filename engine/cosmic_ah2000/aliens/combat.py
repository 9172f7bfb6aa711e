"""Powers that change who wins or where lost ships go: Macron, Virus, Anti-Matter, Pacifist, Zombie."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic_ah2000 import board, powers
from engine.cosmic_ah2000.powers import Alien, alien, is_main, main_players

State = dict[str, Any]


def _main(state: State, seat: int, point: str, points: tuple[str, ...]) -> bool:
    return point in points and is_main(state, seat)


@alien
class Macron(Alien):
    name = "Macron"
    summary = "Sends at most one ship into an encounter, but each of its ships there counts as four."
    zap_points = ("reveal",)

    def hooks(self) -> dict[str, Any]:
        return {"max_ships": self._max, "ships_count": self._count}

    def _max(self, state: State, me: int, value: int, seat: int) -> int:
        return min(value, 1) if seat == me else value

    def _count(self, state: State, me: int, value: int, seat: int, ev: list[Event]) -> int:
        if seat != me or not value:
            return value
        powers.used(state, me, ev, "worth", count=value, worth=4 * value)
        return 4 * value

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return point in self.zap_points and board.encounter_ships(state, seat) > 0


@alien
class Virus(Alien):
    name = "Virus"
    summary = "As a main player, multiplies its attack card by its own ships instead of adding them."
    zap_points = ("reveal",)

    def hooks(self) -> dict[str, Any]:
        return {"main_total": self._total}

    def _total(self, state: State, me: int, value: int, seat: int, card: int, ships: int, ev: list[Event]) -> int:
        if seat != me:
            return value
        powers.used(state, me, ev, "times", card=card, ships=ships, total=card * ships)
        return card * ships

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return _main(state, seat, point, self.zap_points)


@alien
class AntiMatter(Alien):
    name = "Anti-Matter"
    summary = "As a main player in an attack against an attack, the lower total wins (ties to the defense)."
    zap_points = ("reveal",)

    def hooks(self) -> dict[str, Any]:
        return {"winner": self._winner}

    def _winner(self, state: State, me: int, value: int, kinds: tuple[str, str], totals: tuple[int, int] | None,
                ev: list[Event]) -> int:
        if totals is None or me not in main_players(state):
            return value
        off, defense = main_players(state)
        winner = off if totals[0] < totals[1] else defense
        powers.used(state, me, ev, "lower_wins")
        return winner

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return _main(state, seat, point, self.zap_points)


@alien
class Pacifist(Alien):
    name = "Pacifist"
    summary = "As a main player, wins when it plays a negotiate against an attack."
    zap_points = ("reveal",)

    def hooks(self) -> dict[str, Any]:
        return {"winner": self._winner}

    def _winner(self, state: State, me: int, value: int, kinds: tuple[str, str], totals: tuple[int, int] | None,
                ev: list[Event]) -> int:
        if me not in main_players(state) or sorted(kinds) != ["attack", "negotiate"]:
            return value
        mine = kinds[0] if me == state["turn"]["offense"] else kinds[1]
        if mine != "negotiate":
            return value
        powers.used(state, me, ev, "negotiate_wins")
        return me

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return _main(state, seat, point, self.zap_points)


@alien
class Zombie(Alien):
    name = "Zombie"
    summary = "Its ships never go to the warp: ships it loses go back to its colonies instead."
    zap_points = ("allies_placed", "reveal")

    def hooks(self) -> dict[str, Any]:
        return {"to_warp": self._to_warp}

    def _to_warp(self, state: State, me: int, value: int, seat: int, ev: list[Event]) -> int:
        if seat != me or value <= 0 or board.first_colony(state, me) is None:
            return value
        for _ in range(value):
            state["planets"][board.first_colony(state, me)][me] += 1
        powers.used(state, me, ev, "home", count=value)
        return 0

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return point in self.zap_points and state["enc"]["defense"] is not None and (
            seat in main_players(state) or board.encounter_ships(state, seat) > 0)
