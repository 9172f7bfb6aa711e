"""The stand-in: the answers a Cosmic seat gets while its player is away or gone.

A stand-in keeps a table alive, so it plays the plain sensible game a careful newcomer would, and
only from what its seat may know (its own hand, the board, the offers on the table; never another
hand or a sealed answer):

* as the offense or the defense it plays its highest attack card (the deadline default already does:
  a negotiate only with no attack, the morph last);
* it keeps four ships on its colonies: it launches only those beyond them (one when it has no more),
  allies with none when it has no more, and as a rewarded defensive ally takes ships back from the
  warp before cards, so a table of stand-ins never drains its ships into the warp;
* it joins an alliance with a single ship: the offense's when invited (an offensive ally founds a
  colony when the offense wins), unless that alliance is risky (the defending ships outnumber those on
  the gate by four or more); otherwise, when the defense invited it, it defends;
* as the defense it invites everyone (help costs the defense nothing); as the offense it invites
  nobody (allies would share its colonies);
* in a deal it accepts a fair offer (it gets at least what it gives: a card counts one, a colony
  three) and otherwise offers an even trade (a colony for a colony, else a card for a card), which a
  fair stand-in on the other side accepts at once, so two stand-ins never haggle forever;
* it takes a second encounter when it holds an attack card of 8 or more.

Every other decision takes the documented deadline default, the cautious choice. Nothing here draws
a random number: the answer depends on the state alone, so a replay of the action log is exact.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Action, IllegalAction, Prompt, State, check_shape
from engine.cosmic import alliance, board, flow
from engine.cosmic.cards import COSMIC
from engine.cosmic.deal import other_role, seat_of
from engine.pending import find_spec

Spec = dict[str, Any]
COLONY_WORTH = 3  # a colony weighed against cards in a deal
JOIN_SHIPS = 1  # what an ally commits (see _join for why one)
RISKY_MARGIN = 4  # defending ships beyond the gate's that make joining the offense a risky alliance
SECOND_ENCOUNTER_ATTACK = 8
RESERVE = 4  # ships the stand-in keeps on its colonies: below it, it launches few and allies with none
MOST_LAUNCHED = 4


def stand_in_action(state: State, prompt: Prompt) -> Action:
    """The stand-in's answer to ``prompt``; a kind without a strategy of its own takes the deadline default."""
    spec = find_spec(state, prompt.id, prompt.seat)
    decide = _STRATEGIES.get(spec["kind"])
    if decide is not None:
        choice = decide(state, spec, prompt)
        try:
            return Action(prompt.id, prompt.seat, check_shape(prompt, choice))
        except IllegalAction:
            pass  # a shape a power's extra field refuses: the cautious default is always a legal answer
    return Action(prompt.id, prompt.seat, flow.DECISIONS[spec["kind"]].default(state, spec))


def _launch(state: State, spec: Spec, prompt: Prompt) -> Any:
    """The default target and regroup, but a launch that keeps :data:`RESERVE` ships at home: a lost encounter
    sends the gate to the warp, and a table that launches all it can drains every ship there (measured: a table
    of four stand-ins with all aliens stalled in 9 of 20 games before)."""
    seat = spec["seat"]
    decision = flow.DECISIONS[spec["kind"]]
    choice = decision.default(state, spec)
    if state["enc"]["recolonize"]:
        return choice
    spare = board.ships_on_colonies(state, seat) - RESERVE
    count = min(decision.most(state, seat), max(decision.least(state, seat), min(MOST_LAUNCHED, spare)))
    return {**choice, "ships": board.safest_sources(state, seat, count) if count else {}}


def _reward(state: State, spec: Spec, prompt: Prompt) -> Any:
    """Ships back from the warp before cards: ships win the game, and a new hand comes free when one runs dry."""
    seat = spec["seat"]
    choice = flow.DECISIONS[spec["kind"]].default(state, spec)
    back = min(spec["ships"], state["warp"][seat])
    colonies = board.colonies(state, seat)
    if not back or not colonies:
        return choice
    weakest = min(colonies, key=lambda p: (state["planets"][p][seat], p))
    return {**choice, "ships": {str(weakest): back}}


def _invite(state: State, spec: Spec, prompt: Prompt) -> Any:
    if spec.get("role") == "defense":
        return {"invite": [str(s) for s in alliance.others_from_left(state)]}
    return {"invite": []}


def _join(state: State, spec: Spec, prompt: Prompt) -> Any:
    """One ship, to the offense unless that is risky, else to the defense: an offensive ally founds a colony
    when the offense wins, so one ship at stake buys a share of every win (measured: a stand-in joining with
    one ship wins about half its games against random players, with two ships 0.45, with four 0.33)."""
    seat = spec["seat"]
    sides = alliance.sides_for(state, seat)
    if board.ships_on_colonies(state, seat) <= RESERVE or alliance.most_ships(state, seat) < 1:
        return {"side": "none", "ships": {}}
    one = board.safest_sources(state, seat, JOIN_SHIPS)
    if "offense" in sides and not _defense_far_ahead(state):
        return {"side": "offense", "ships": one}
    if "defense" in sides:
        return {"side": "defense", "ships": one}
    return {"side": "none", "ships": {}}


def _defense_far_ahead(state: State) -> bool:
    """Whether the defending ships outnumber those on the gate by :data:`RISKY_MARGIN` (both on the open board)."""
    enc = state["enc"]
    attacking = board.gate_ships(state, state["turn"]["offense"])
    defending = state["planets"][enc["target"]][enc["defense"]] if enc["target"] is not None else 0
    return defending >= attacking + RISKY_MARGIN


def _worth(terms: dict[str, Any]) -> int:
    return len(terms["cards"]) + terms["count"] + (COLONY_WORTH if terms["colony"] is not None else 0)


def _deal(state: State, spec: Spec, prompt: Prompt) -> Any:
    deal = state["enc"]["deal"]
    role, seat = spec["role"], spec["seat"]
    offer = deal["offer"]
    if offer is not None and deal["by"] != seat:
        gets, gives = _worth(offer[other_role(role)]), _worth(offer[role])
        if gets and gets >= gives:
            return {"do": "accept"}
    return _even_offer(state, seat, seat_of(state, other_role(role)), prompt)


def _even_offer(state: State, seat: int, other: int, prompt: Prompt) -> Any:
    """A colony for a colony, else one card of each side's choice for one; walking away when neither can be."""
    fields = {f.name: f for f in prompt.fields}
    mine, theirs = fields["give_colony"].options, fields["get_colony"].options
    if mine and theirs:
        return {"do": "propose", "give_colony": mine[0].key, "get_colony": theirs[0].key}
    if state["hands"][seat] and state["hands"][other]:
        return {"do": "propose", "give_count": 1, "get_count": 1}
    return {"do": "end"}


def _second(state: State, spec: Spec, prompt: Prompt) -> Any:
    strong = any(COSMIC[c].type == "attack" and COSMIC[c].value >= SECOND_ENCOUNTER_ATTACK
                 for c in state["hands"][spec["seat"]])
    return "yes" if strong else "no"


_STRATEGIES: dict[str, Callable[[State, Spec, Prompt], Any]] = {
    "alliance.invite": _invite,
    "launch.ships": _launch,
    "regroup.launch": _launch,
    "resolution.reward": _reward,
    "alliance.join": _join,
    "deal.propose": _deal,
    "encounter.second": _second,
}
