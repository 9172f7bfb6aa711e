"""Tick-Tock (yellow; any player; mandatory; resolution; Game Setup): starts with ten tokens and discards one
whenever a defense wins an encounter or a deal is made; with none left, it wins the game.

The tokens are the alien's own setup (:meth:`TickTock.set_up`) and live in its data, so every seat sees how
many are left.  A use is made at the end of the encounter, once its outcome can no longer change (a Quash
undoes a deal before then), and goes on the stack like any use, so a Cosmic Zap keeps the token.  Its win is
the ``victory`` hook: a normal victory at the same moment is shared.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.events import event
from engine.cosmic.four_planets import scale
from engine.cosmic.powers import Power, alien, data, peek
from engine.cosmic.prompt_text import say

State = dict[str, Any]
TOKENS = 10
FOUR_PLANET_TOKENS = 8  # Four Planets variant (rules data §9, fan data file A)
NAME = "Tick-Tock"


def tokens(state: State) -> int:
    return peek(state, NAME).get("tokens", 0)


def discard_token(state: State, seat: int, why: str, ev: list[Event]) -> None:
    left = max(0, tokens(state) - 1)
    data(state, NAME)["tokens"] = left
    ev.append(event("power.ticktock", seat=seat, tokens=left, why=why))


def ticks(state: State) -> str | None:
    """Why this encounter costs the Tick-Tock a token: a defense won, or a deal was made."""
    enc = state["enc"]
    if enc["deal"] is not None and enc["deal"]["made"]:
        return "a deal was made"
    if enc["winner"] == "defense" and enc["outcome_kind"] != "deal":
        return "the defense won"
    return None


@alien
class TickTock(Power):
    name, alert, who, optional = NAME, "yellow", "any", False
    game_setup = True
    points = frozenset({"end_encounter"})
    summary = (f"starts with {TOKENS} tokens and discards one whenever a defense wins or a deal is made; wins the "
               "game when none are left")

    def set_up(self, state: State, seat: int, ev: list[Event]) -> None:
        start = TOKENS if scale(state).planets == 5 else FOUR_PLANET_TOKENS
        data(state, NAME)["tokens"] = start
        ev.append(event("power.ticktock.setup", seat=seat, tokens=start))

    def status(self, state: State, seat: int, viewer: int | None) -> Say | None:
        return say("status.ticktock", count=tokens(state))

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return tokens(state) > 0 and ticks(state) is not None

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        why = ticks(state)
        if why is not None and tokens(state) > 0:
            discard_token(state, seat, why, ev)

    def hook_victory(self, state: State, seat: int, winners: dict[int, str]) -> dict[int, str]:
        if "tokens" in peek(state, NAME) and tokens(state) == 0:  # set up, and all discarded
            winners[seat] = "as the Tick-Tock: its last token is gone"
        return winners
