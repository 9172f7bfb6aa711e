"""Reinforcement cards: the first unit played at a timing point.

After the reveal, when both cards are attacks (only then do totals decide
anything), the main players and their allies may add reinforcements to
either side, answering each other until all pass.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import hands, timing
from engine.cosmic.cards import COSMIC, distinct_copies, from_key, key
from engine.cosmic.events import event
from engine.cosmic.prompt_text import say

State = dict[str, Any]
SIDES = ("offense", "defense")


def _play_words(side: str, cid: int, who: int) -> Say:
    """A reinforcement's play as offered; worked out only when read (a window needs only the keys)."""
    return say(f"response.reinforcement.{side}", card=cid, seat=who)


class Reinforcements:
    name = "reinforcement"
    points = frozenset({"reveal"})
    cards = frozenset(cid for cid, card in enumerate(COSMIC) if card.type == "reinforcement")

    def plays(self, state: State, seat: int, point: str, playable: list[int] | None = None) -> list[Option]:
        enc = state["enc"]
        if enc.get("outcome_kind") != "attack" or seat not in involved(state):
            return []
        out = []
        for cid in distinct_copies(hands.playable(state, seat) if playable is None else playable):
            c = COSMIC[cid]
            if c.type != "reinforcement":
                continue
            for side in SIDES:
                who = enc[side] if side == "defense" else state["turn"]["offense"]
                out.append(Option.later(f"reinforcement:{key(cid)}:{side}", _play_words, side, cid, who))
        return out

    def card_of(self, state: State, seat: int, play_key: str) -> int | None:
        return None

    def cancellable_by(self, state: State, seat: int, play_key: str) -> str | None:
        return None

    def said(self, state: State, play_key: str, seat: int) -> dict[str, Any]:
        _, card_key, side = play_key.split(":")
        return {"play": "reinforcement", "card": int(card_key[1:]), "side": side}

    def play(self, state: State, seat: int, play_key: str, point: str, ev: list[Event]) -> None:
        _, card_key, side = play_key.split(":")
        cid = from_key(card_key)
        assert cid is not None
        hands.take_played(state, seat, cid, ev)
        state["enc"]["reinforcements"].append([cid, side, seat])
        ev.append(event("reinforcement.played", seat=seat, card=cid, side=side))


def involved(state: State) -> list[int]:
    enc = state["enc"]
    return [state["turn"]["offense"], enc["defense"], *enc["allies_off"], *enc["allies_def"]]


def bonus(state: State, side: str) -> int:
    return sum(COSMIC[cid].value for cid, s, _ in state["enc"]["reinforcements"] if s == side)


timing.register(Reinforcements())
