"""Warrior (green; main player; mandatory; reveal): after each encounter in which it was a main player, the
Warrior gains tokens on its sheet, one when it won or made a deal, two when it lost or the deal failed; they are
never spent.  With an attack card it adds one to its total for each token.

Gaining tokens is not a *use* of the power (rulebook, "Zapping": Warrior adding tokens cannot be zapped), so a
zapped Warrior still gains them; only the addition is zapped.  Below three home colonies the power is lost
entirely: no addition and no tokens.  An encounter that ended with no outcome (an offense without an encounter
card) gains nothing.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.events import event
from engine.cosmic.four_planets import scale
from engine.cosmic.powers import Power, alien, data, peek, role, used
from engine.cosmic.prompt_text import say

State = dict[str, Any]
WON, LOST = 1, 2


def tokens(state: State) -> int:
    """The tokens on the Warrior's sheet (read without creating it: asked from prompts too)."""
    return peek(state, "Warrior").get("tokens", 0)


def main_player_won(state: State, seat: int) -> bool | None:
    """Whether a main player won (or made its deal) in the encounter just over; ``None`` when it was no main
    player or the encounter had no outcome."""
    enc, side = state["enc"], role(state, seat)
    if side not in ("offense", "defense"):
        return None
    if enc["deal"] is not None and enc["deal"]["made"] is not None:
        return bool(enc["deal"]["made"])
    if enc["winner"] in ("offense", "defense"):
        return enc["winner"] == side
    if enc["winner"] == "none":
        return False
    if enc["success"]:  # a colony founded with no cards played (Mite, a re-founding)
        return side == "offense"
    return None


@alien
class Warrior(Power):
    name, alert, who, optional = "Warrior", "green", "main", False
    game_setup = True
    points = frozenset({"reveal"})
    summary = ("gains a token after each encounter as a main player (1 for a win or deal, 2 for a loss or failed "
               "deal); with an attack card adds 1 per token")

    def set_up(self, state: State, seat: int, ev: list[Event]) -> None:
        data(state, self.name)["tokens"] = 0

    def status(self, state: State, seat: int, viewer: int | None) -> Say | None:
        return say("status.warrior", count=tokens(state))

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """With an attack card, when totals decide, and only once there is a token to add."""
        return state["enc"]["outcome_kind"] == "attack" and tokens(state) > 0

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.warrior", seat=seat, tokens=tokens(state)))

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = role(state, seat)
        if side in parts and used(state, seat, self.name):
            parts[side]["bonus"] += tokens(state)
        return parts

    def hook_encounter_over(self, state: State, seat: int, value: None, ev: list[Event]) -> None:
        won = main_player_won(state, seat)
        if won is not None:
            gained = (WON if won else LOST) + (scale(state).planets == 4)  # one more with Four Planets (rules §9)
            data(state, self.name)["tokens"] = tokens(state) + gained
            ev.append(event("power.warrior.tokens", seat=seat, tokens=tokens(state), gained=gained))
        return value
