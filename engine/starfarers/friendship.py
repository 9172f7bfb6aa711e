"""Friendship cards (rules file 9; the almanac's detailed section is the authority).

Cards that change a number elsewhere are read where that number is computed: Production
Increase in production, Reduced Tribute in the 7, Galactic Relief after production, Scientist
modules in :func:`table.cannons` and :func:`table.boosters`, trade rates in :func:`supply_rate`.
This module holds the cards used as actions (Fame for Sale, Council Aid) and the pick itself.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Option, Prompt
from engine.starfarers import flow, table, table_options
from engine.starfarers.components import FRIENDSHIP
from engine.starfarers.events import event
from engine.starfarers.flow import Decision, Spec
from engine.starfarers.production import rob
from engine.starfarers.prompt_text import say

State = dict[str, Any]


def supply_rate(state: State, seat: int, res: str) -> int:
    """Cards of one resource the supply wants for 1 of any other: 3, goods 2, 2 with a Merchant card."""
    if res == "goods" or table.has_card(state, seat, f"rate_{res}"):
        return 2
    return 3


def can_buy_fame(state: State, seat: int) -> bool:
    return (table.has_card(state, seat, "fame_for_sale") and not state["turn"]["fame"]
            and state["hands"][seat]["goods"] >= 1 and table.halves_in_supply(state) > 0)


def buy_fame(state: State, seat: int, ev: list) -> None:
    table.pay(state, seat, {"goods": 1})
    table.gain_halves(state, seat, 1)
    state["turn"]["fame"] = True
    ev.append(event("fame", seat=seat))


def council_targets(state: State, seat: int) -> list[int]:
    """Opponents with more victory points than you and a card to draw (our reading of the almanac)."""
    mine = table.vp(state, seat)
    return [o for o in range(state["n"]) if o != seat and table.vp(state, o) > mine and table.hand_size(state, o)]


def council_choices(state: State, seat: int) -> list[list[int]]:
    if not table.has_card(state, seat, "council_aid") or state["turn"]["council"]:
        return []
    targets = council_targets(state, seat)
    if table_options.get(state, "council_aid") == "two_richer" and len(targets) < 2:
        return []
    if len(targets) <= 2:
        return [targets] if targets else []
    return [[a, b] for i, a in enumerate(targets) for b in targets[i + 1:]]


def council_aid(state: State, seat: int, targets: list[int], ev: list) -> None:
    state["turn"]["council"] = True
    for other in targets:
        rob(state, seat, other, ev, "council")


def _pick_options(state: State, spec: Spec) -> list[str]:
    """The race's cards still there, once each, in the almanac's order."""
    left = set(state["fcards"][spec["race"]])
    return [card for card in FRIENDSHIP if card in left]


def _pick_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "friend.pick",
                  say("friend.pick", race=spec["race"]), "decision",
                  options=tuple(Option(c, say("friendship", friendship=c)) for c in _pick_options(state, spec)))


def _pick_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    state["fcards"][spec["race"]].remove(choice)
    state["friends"][spec["seat"]].append(choice)
    flow.close(state, spec)
    ev.append(event("friend", seat=spec["seat"], friendship=choice))


def _pick_random(state: State, spec: Spec, r: random.Random) -> str:
    return r.choice(_pick_options(state, spec))


flow.decision("friend.pick", Decision(_pick_prompt, _pick_apply, lambda state, spec: _pick_options(state, spec)[0],
                                      _pick_random))
