"""The stand-in: the answers an Avalon Hill seat gets while its player is away or gone.

The same plain, careful game as the 2008 ruleset's stand-in (:mod:`engine.cosmic.bots`), on this
edition's prompts, and only from what its seat may know (its own hand, the board, the terms offered
to it; never another hand or a sealed card):

* as the offense or the defense it plays its highest attack card (the deadline default already does);
* as the offense it points the mothership at the planet it has no colony on where the defense has
  fewest ships, and keeps four ships on its colonies (it sends only those beyond them, one when it
  has no more), so a lost encounter never strips it;
* as the defense it invites everyone (help costs the defense nothing); as the offense nobody (allies
  would share its colonies);
* invited, it joins with a single ship: the offense's side (an offensive ally lands with the
  offense) unless that alliance is risky (the planet's defenders outnumber the mothership's ships by
  four or more); otherwise the defense's, if it asked; with four ships or fewer at home, neither;
* as a rewarded defensive ally it takes ships out of the warp before cards;
* in a deal it accepts fair terms (it gets at least what it gives: a card counts one, a colony
  three; no deal would cost both sides three ships) and otherwise offers or counters with an even
  trade (a colony for a colony, else a card for a card); a stand-in on the other side accepts it;
* it takes a second encounter when it holds an attack card of 8 or more.

Every other decision takes the documented deadline default.  Nothing here draws a random number: the
answer depends on the state alone, so a replay of the action log is exact.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Action, IllegalAction, Prompt, State, check_shape
from engine.cosmic_ah2000 import alliance, board, deal, flow
from engine.cosmic_ah2000.cards import DECK, keep_rank, key
from engine.pending import find_spec

Spec = dict[str, Any]
RESERVE = 4  # ships kept on the colonies: a table that launches all it can drains into the warp
JOIN_SHIPS = 1
RISKY_MARGIN = 4
SECOND_ENCOUNTER_ATTACK = 8
COLONY_WORTH = 3


def stand_in_action(state: State, prompt: Prompt) -> Action:
    """The stand-in's answer to ``prompt``; a kind without a strategy of its own takes the deadline default."""
    spec = find_spec(state, prompt.id, prompt.seat)
    decide = _STRATEGIES.get(spec["kind"])
    if decide is not None:
        try:
            return Action(prompt.id, prompt.seat, check_shape(prompt, decide(state, spec, prompt)))
        except IllegalAction:
            pass  # a shape a power narrows (Macron's one ship): the default is always a legal answer
    return Action(prompt.id, prompt.seat, flow.DECISIONS[spec["kind"]].default(state, spec))


def _at_home(state: State, seat: int) -> int:
    return sum(state["planets"][p][seat] for p in board.colonies(state, seat))


def _launch(state: State, spec: Spec, prompt: Prompt) -> Any:
    """A new colony is worth more than reinforcing one it has, so the target is the weakest planet it is not
    on yet (any weakest when it is on them all); a re-founding, when offered, is taken (a free success)."""
    seat = spec["seat"]
    ships, target = prompt.fields
    keys = [o.key for o in target.options]
    refound = [k for k in keys if k.endswith(":-")]

    def rank(k: str) -> tuple[int, int, int]:
        planet, defense = (int(x) for x in k.split(":"))
        return (state["planets"][planet][seat] > 0, state["planets"][planet][defense], keys.index(k))

    best = refound[0] if refound else min(keys, key=rank)
    count = max(ships.min, min(ships.max, board.MAX_ENCOUNTER_SHIPS, _at_home(state, seat) - RESERVE))
    return {"ships": board.safest_sources(state, seat, count) if count else {}, "target": best}


def _invite(state: State, spec: Spec, prompt: Prompt) -> Any:
    if spec["side"] == "defense":
        return {"players": [o.key for o in prompt.fields[0].options]}
    return {"players": []}


def _join(state: State, spec: Spec, prompt: Prompt) -> Any:
    seat = spec["seat"]
    sides = [o.key for o in prompt.fields[0].options]
    if _at_home(state, seat) <= RESERVE:
        return {"side": alliance.NEITHER, "ships": {}}
    one = board.safest_sources(state, seat, JOIN_SHIPS)
    if "offense" in sides and not _defense_far_ahead(state):
        return {"side": "offense", "ships": one}
    if "defense" in sides:
        return {"side": "defense", "ships": one}
    return {"side": alliance.NEITHER, "ships": {}}


def _defense_far_ahead(state: State) -> bool:
    enc = state["enc"]
    attacking = board.total(enc["mothership"][state["turn"]["offense"]])
    return state["planets"][enc["target"]][enc["defense"]] >= attacking + RISKY_MARGIN


def _reward(state: State, spec: Spec, prompt: Prompt) -> Any:
    """Ships before cards: ships win the game, and a hand without encounter cards is replaced for free."""
    cards = prompt.fields[0]
    if len(prompt.fields) < 2:
        return {"cards": cards.max}
    seat = spec["seat"]
    weakest = min(board.colonies(state, seat), key=lambda p: (state["planets"][p][seat], p))
    return {"cards": cards.min, "colony": str(weakest)}


def _worth(cards: int, colony: int | None) -> int:
    return cards + (COLONY_WORTH if colony is not None else 0)


def _terms(state: State, spec: Spec, prompt: Prompt) -> Any:
    seat = spec["seat"]
    offer = state["enc"]["deal"]["offer"]
    if offer is not None:
        gets = _worth(len(offer["give"]), offer["colony_for_you"])
        gives = _worth(offer["ask"], offer["colony_for_me"])
        if gets >= gives:
            cheapest = sorted(state["hands"][seat], key=lambda c: (keep_rank(c), c))[:offer["ask"]]
            return {"answer": "accept", **({"cards": [key(c) for c in cheapest]} if cheapest else {})}
    if spec["round"] == 2:
        return {"answer": "refuse"}
    return {"answer": "propose" if spec["round"] == 0 else "counter", **_even(state, seat, prompt)}


def _even(state: State, seat: int, prompt: Prompt) -> dict[str, Any]:
    """A colony for a colony, else one card for one (the cheapest it holds), else nothing for nothing: any
    deal beats none, which costs each side three ships."""
    fields = {f.name: f for f in prompt.fields}
    mine, theirs = fields["colony_for_you"].options, fields["colony_for_me"].options
    if mine and theirs:
        return {"colony_for_me": theirs[0].key, "colony_for_you": mine[0].key}
    hand, other = state["hands"][seat], state["hands"][deal.other(state, seat)]
    if hand and other:
        return {"give": [key(min(hand, key=lambda c: (keep_rank(c), c)))], "ask": 1}
    return {}


def _second(state: State, spec: Spec, prompt: Prompt) -> Any:
    strong = any(DECK[c].type == "attack" and DECK[c].value >= SECOND_ENCOUNTER_ATTACK
                 for c in state["hands"][spec["seat"]])
    return "yes" if strong else "no"


_STRATEGIES: dict[str, Callable[[State, Spec, Prompt], Any]] = {
    "mothership.launch": _launch,
    "alliance.invite": _invite,
    "alliance.join": _join,
    "resolution.reward": _reward,
    "deal.terms": _terms,
    "encounter.second": _second,
}
