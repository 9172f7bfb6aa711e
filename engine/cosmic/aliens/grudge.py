"""Grudge (red; main player; mandatory; alliance; Game Setup: its seven grudge tokens): each player it invited
to ally who stayed out takes a grudge token; when the encounter ends, each holder loses one ship if the Grudge
won or made a deal, four if it lost or the deal failed (the holder chooses which, `grudge.ships`); the tokens then
go back to the Grudge.

Both parts are uses (the tokens once every ally has answered, the loss at the end of the encounter), so a
Cosmic Zap on either stops it; a zap gives the tokens back.  Tokens never outlast the encounter.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import deal, flare, flow
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, data, peek, role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
NAME = "Grudge"
TOKENS = 7
WON_LOSS, LOST_LOSS = 1, 4


def holders(state: State) -> list[int]:
    return peek(state, NAME).get("holders", [])


def declined(state: State, seat: int) -> list[int]:
    """The players the Grudge invited who are not its allies now."""
    enc = state["enc"]
    mine = role(state, seat)
    invited = enc["invites_off"] if mine == "offense" else enc["invites_def"]
    allies = enc["allies_off"] if mine == "offense" else enc["allies_def"]
    return [s for s in invited if s not in allies]


def grudge_won(state: State, seat: int) -> bool:
    enc = state["enc"]
    if enc["deal"] is not None:
        return bool(enc["deal"]["made"])
    return enc["winner"] == role(state, seat) and enc["outcome_kind"] != "deal"


def give_back(state: State) -> None:
    mine = data(state, NAME)
    mine["supply"] = mine.get("supply", 0) + len(mine.get("holders", []))
    mine["holders"] = []


def settle(state: State, seat: int, count: int, ev: list[Event]) -> None:
    """Each holder loses ``count`` ships of its choice; the tokens go back."""
    for holder in holders(state):
        ev.append(event("power.grudge", seat=holder, count=count, seat_2=seat))
        deal.lose_ships(state, holder, "grudge.ships", ev, "Grudge", count)
    give_back(state)


@alien
class Grudge(Power):
    name, alert, who, optional = NAME, "red", "main", False
    game_setup = True
    points = frozenset({"alliance", "end_encounter"})
    summary = ("each player it invited who stays out takes a grudge token and loses 1 ship at the end of the "
               "encounter if the Grudge wins or deals, 4 if it loses or the deal fails")

    def set_up(self, state: State, seat: int, ev: list[Event]) -> None:
        data(state, NAME).update(supply=TOKENS, holders=[])

    def status(self, state: State, seat: int, viewer: int | None) -> Say | None:
        supply, held = peek(state, NAME).get("supply", 0), list(holders(state))
        return say("status.grudge.held", supply=supply, holders=held) if held else say("status.grudge", supply=supply)

    def can_use(self, state: State, seat: int, point: str) -> bool:
        if point == "alliance":
            return bool(declined(state, seat)) and peek(state, NAME).get("supply", 0) > 0
        return bool(holders(state))

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        mine = data(state, NAME)
        if point == "alliance":
            give_back(state)  # none outlast the encounter they were given in
            takers = declined(state, seat)[:mine["supply"]]
            mine["supply"] -= len(takers)
            mine["holders"] = takers
            ev.append(event("power.grudge.tokens", seat=seat, seats=takers))
            return
        won = grudge_won(state, seat) and not flare.played(state, seat, NAME, "super")
        settle(state, seat, WON_LOSS if won else LOST_LOSS, ev)

    def on_zapped(self, state: State, seat: int, ev: list[Event]) -> None:
        give_back(state)


@flow.decision
class GrudgeShips(deal.Penalty):
    """The ships a grudge-token holder loses; on timeout, as for a failed deal (no colony emptied if avoidable)."""

    kind = "grudge.ships"
    why = "Grudge"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("grudge.ships", count=deal.count(spec))
