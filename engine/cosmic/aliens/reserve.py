"""Reserve (green; main player or ally; optional; reveal): after the reveal, when both cards are attacks, the
Reserve may play attack cards of 06 or less from its hand as reinforcements of that value, for either side; and
it may discard a negotiate to cancel a reinforcement another player played (both cards are discarded).

Each card is a use of its own (``repeatable``), offered in the same window as reinforcement cards and asked
again after every play, so a Cosmic Zap stops the power for the rest of the encounter but not the cards already
played.  The power is not answered in advance: "always" would throw every low attack card in.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import hands
from engine.cosmic.cards import COSMIC, distinct_copies
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say
from engine.cosmic.reinforcements import SIDES

State = dict[str, Any]
LIMIT = 6


def main_player(state: State, side: str) -> int:
    return state["turn"]["offense"] if side == "offense" else state["enc"]["defense"]


def reinforcement_choices(state: State, seat: int, most: int) -> list[tuple[str, Say]]:
    """Attack cards of ``most`` or less played as reinforcements, for either side (``c{id}:{side}``)."""
    return [(f"c{cid}:{side}", say(f"power.reserve.{side}", card=cid, value=COSMIC[cid].value,
                                   seat=main_player(state, side)))
            for cid in distinct_copies(state["hands"][seat])
            if COSMIC[cid].type == "attack" and COSMIC[cid].value <= most for side in SIDES]


def as_reinforcement(state: State, seat: int, most: int) -> list[tuple[str, str]]:
    """The same choices in English, for the super flare that offers them as its own."""
    return [(arg, label.english) for arg, label in reinforcement_choices(state, seat, most)]


def reinforce(state: State, seat: int, arg: str, why: str, ev: list[Event]) -> None:
    """Carry out an ``as_reinforcement`` choice, if the card is still in hand."""
    card, side = arg.split(":")
    cid = int(card[1:])
    if cid not in state["hands"][seat]:
        return
    state["hands"][seat].remove(cid)
    state["enc"]["reinforcements"].append([cid, side, seat])
    ev.append(event("reinforcement.played.reserve", seat=seat, card=cid, side=side, why=why, value=COSMIC[cid].value))


def negotiate_in_hand(state: State, seat: int) -> int | None:
    return min((c for c in state["hands"][seat] if COSMIC[c].type == "negotiate"), default=None)


@alien
class Reserve(Power):
    name, alert, who, optional = "Reserve", "green", "main or ally", True
    points = frozenset({"reveal"})
    summary = ("after the reveal, plays attack cards of 06 or less as reinforcements; discards a negotiate to "
               "cancel another player's reinforcement")
    repeatable, in_advance = True, False

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack" and bool(self.choices(state, seat, point))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        out = reinforcement_choices(state, seat, LIMIT)
        if negotiate_in_hand(state, seat) is not None:
            out += [(f"x{cid}", say(f"power.reserve.cancel.{side}", seat=who, card=cid))
                    for cid, side, who in state["enc"]["reinforcements"] if who != seat]
        return out

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if not arg.startswith("x"):
            reinforce(state, seat, arg, "Reserve", ev)
            return
        cid, negotiate = int(arg[1:]), negotiate_in_hand(state, seat)
        played = next((r for r in state["enc"]["reinforcements"] if r[0] == cid), None)
        if played is None or negotiate is None:
            return
        state["enc"]["reinforcements"].remove(played)
        state["hands"][seat].remove(negotiate)
        ev.append(event("power.reserve.cancel", seat=seat, card=cid, played=played[2]))
        hands.discard(state, seat, [negotiate], ev, "Reserve")
        hands.discard(state, played[2], [cid], ev, "cancelled")
