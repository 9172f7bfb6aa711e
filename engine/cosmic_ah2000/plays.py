"""Everything a player may play in a response window: artifacts, power uses and Cosmic Zaps."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option
from engine.cosmic_ah2000 import artifacts, hands, powers
from engine.cosmic_ah2000.cards import artifacts_named
from engine.cosmic_ah2000.events import event

State = dict[str, Any]


def plays_for(state: State, seat: int, point: str) -> list[Option]:
    return artifacts.plays_for(state, seat, point) + powers.plays_for(state, seat, point)


def is_power_use(key: str) -> bool:
    return key.startswith("power.")


def carry_out(state: State, seat: int, key: str, ev: list[Event]) -> None:
    if key.startswith("zap:"):
        card = artifacts_named(state["hands"][seat], "Cosmic Zap")[0]
        state["hands"][seat].remove(card)
        ev.append(event("artifact.played", seat=seat, card="Cosmic Zap", card_2=card))
        powers.zap(state, seat, int(key[4:]), ev)
        hands.discard(state, seat, [card], ev)
    elif is_power_use(key):
        powers.carry_out(state, seat, key, ev)
    else:
        artifacts.carry_out(state, seat, key, ev)
