"""Loser (green; main player; optional; planning, before cards are chosen): declares an upset.  Both main
players must then play attack cards if they can; after every other effect, the winner and the loser swap.
With its super flare the Loser declares the upset after the reveal instead (nobody was forced to play an attack)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import flare
from engine.cosmic.cards import COSMIC
from engine.cosmic.events import event
from engine.cosmic.powers import Power, active, alien, role, used
from engine.cosmic.prompt_text import say

SWAP = {"offense": "defense", "defense": "offense"}


@alien
class Loser(Power):
    name, alert, who, optional = "Loser", "green", "main", True
    points = frozenset({"planning.before"})
    summary = "may declare an upset before cards are chosen: both play attacks if able, and the loser wins"

    def choices(self, state: dict[str, Any], seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.loser"))]

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.loser", seat=seat))

    def hook_encounter_cards(self, state: dict[str, Any], owner: int, cards: list[int], seat: int) -> list[int]:
        """A player without an attack card may play any encounter card (rulings note 7)."""
        if not used(state, owner, self.name) or role(state, seat) not in SWAP:
            return cards
        return [c for c in cards if COSMIC[c].type == "attack"] or cards

    def hook_final_winner(self, state: dict[str, Any], owner: int, winner: str) -> str:
        return SWAP.get(winner, winner) if declared(state, owner) else winner


def declared(state: dict[str, Any], owner: int) -> bool:
    """An upset declared with the power before cards are chosen, or with the super flare after the reveal."""
    return used(state, owner, "Loser") or (active(state, owner, "Loser")
                                           and flare.played(state, owner, "Loser", "super"))
