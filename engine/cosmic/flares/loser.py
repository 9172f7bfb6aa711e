"""Loser's flare.  Wild (main player, before cards are chosen): declare that both sides lose; every ship in the
encounter goes to the warp and nobody takes compensation.  Super (main player, reveal): the Loser declares its
upset after the cards are revealed, so nobody was forced to play an attack (see ``aliens/loser.py``)."""

from __future__ import annotations

from typing import Any

from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import usable


@flare
class LoserWild(Half):
    alien, half, who, points = "Loser", "wild", "main", frozenset({"planning.before"})

    def hook_final_winner(self, state: dict[str, Any], owner: int, winner: str) -> str:
        """Applied after every other effect, a Loser's upset too: both sides lose (a deal is not decided here)."""
        return "none" if played(state, owner, "Loser", "wild") else winner

    def hook_compensation(self, state: dict[str, Any], owner: int, count: int, seat: int) -> int:
        return 0 if played(state, owner, "Loser", "wild") else count


@flare
class LoserSuper(Half):
    alien, half, who, points = "Loser", "super", "main", frozenset({"reveal"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """Only when the upset was not declared before cards were chosen, and can change something."""
        enc = state["enc"]
        return (self.alien not in enc["used"] and usable(state, seat, "planning.before") is not None
                and enc["outcome_kind"] in ("attack", "compensation"))
