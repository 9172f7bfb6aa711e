"""Oracle's flare.  Wild (main player, before cards are chosen): both main players' hands are shuffled
together; you take as many cards at random as you held, the opponent gets the rest.  Super (main player, once
cards are chosen): having seen the opponent's face-up card, end the encounter: both cards go back to their
hands, every ship goes home, and it counts as a successful deal."""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event
from engine.cosmic import windows
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.planning import send_everyone_home
from engine.cosmic.powers import role

State = dict[str, Any]


def opponent(state: State, seat: int) -> int:
    return state["enc"]["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]


@flare
class OracleWild(Half):
    alien, half, who, points = "Oracle", "wild", "main", frozenset({"planning.before"})

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = opponent(state, seat)
        mine = len(state["hands"][seat])
        pool = state["hands"][seat] + state["hands"][other]
        rng.shuffle(state, pool)
        state["hands"][seat], state["hands"][other] = pool[:mine], pool[mine:]
        ev.append(event("flare.oracle", seat=seat, other=other, mine=mine, value=len(pool) - mine))


@flare
class OracleSuper(Half):
    alien, half, who, points = "Oracle", "super", "main", frozenset({"planning.after"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["card_first"] not in (None, role(state, seat))

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        off, defense = state["turn"]["offense"], enc["defense"]
        for r, owner in (("offense", off), ("defense", defense)):
            if enc["cards"][r] is not None:
                state["hands"][owner].append(enc["cards"][r])
                enc["cards"][r] = None
        send_everyone_home(state, ev)
        enc["success"] = True
        ev.append(event("flare.oracle.end", seat=seat))
        windows.continue_at(state, "end_encounter")
