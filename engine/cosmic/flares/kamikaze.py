"""Kamikaze's flare.  Wild (main player, after cards are chosen): send up to four of your ships from colonies
outside the encounter to the warp, +3 to your side for each.  Super (offense, regroup): retrieve three ships
from the warp instead of one (the two more join a colony you name)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.aliens.kamikaze import WILD_BONUS_PER_SHIP, counts, send
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
MORE_RETRIEVED = 2


@flare
class KamikazeWild(Half):
    alien, half, who, points = "Kamikaze", "wild", "main", frozenset({"planning.after"})
    params = {"bonus": WILD_BONUS_PER_SHIP}

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(counts(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(n), say("flare.kamikaze.wild.send", count=n, bonus=WILD_BONUS_PER_SHIP * n))
                for n in counts(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        send(state, seat, int(arg) if arg.isdigit() else 1, "wild", ev)

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = role(state, seat)
        if side in parts and played(state, seat, "Kamikaze", "wild"):
            parts[side]["bonus"] += state["enc"].get("kamikaze_bonus", {}).get(str(seat), 0)
        return parts


@flare
class KamikazeSuper(Half):
    alien, half, who, points = "Kamikaze", "super", "offense", frozenset({"regroup"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """Offered when the regroup took a ship and more wait in the warp."""
        return state["enc"]["regrouped"] is not None and state["warp"][seat] > 0 and bool(board.colonies(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        more = min(MORE_RETRIEVED, state["warp"][seat])
        return [(str(p), say("flare.kamikaze.super.retrieve", count=more, planet=board.planet_ref(state, p)))
                for p in board.colonies(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg) if arg.isdigit() else -1
        if planet not in board.colonies(state, seat):
            return  # the colony was lost while the flare waited
        more = min(MORE_RETRIEVED, state["warp"][seat])
        state["warp"][seat] -= more
        state["planets"][planet][seat] += more
        ev.append(event("flare.kamikaze", seat=seat, more=more, planet=board.planet_ref(state, planet)))
