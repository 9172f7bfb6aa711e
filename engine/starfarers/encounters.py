"""Encounters (rules file 11): drawn when the flight shake shows black, resolved before any ship moves.

The engine reads the card to the active player (nobody else needs to): it asks the card's
question, takes the cards given, then works through the answer's effects one at a time; effects
that need a choice (which resources, which upgrade, which ship) open a prompt for the active player.
"""

from __future__ import annotations

import random
from typing import Any

from engine import rng
from engine.core import Field, IllegalAction, Option, Prompt
from engine.starfarers import flight, flow, table
from engine.starfarers.components import RESOURCES, UPGRADES
from engine.starfarers.encounter_cards import BY_ID, CARDS
from engine.starfarers.events import event
from engine.starfarers.flow import Decision, Spec
from engine.starfarers.production import largest_stacks, rob
from engine.starfarers.prompt_text import resource, say, ship

State = dict[str, Any]


def new_deck(state: State) -> list[int]:
    deck = [card["id"] for card in CARDS]
    rng.shuffle(state, deck)
    return deck


def _draw(state: State) -> int:
    if not state["enc_deck"]:  # the almanac is silent: the discards are reshuffled
        state["enc_deck"] = state["enc_discard"]
        state["enc_discard"] = []
        rng.shuffle(state, state["enc_deck"])
    return state["enc_deck"].pop()


@flow.step("encounter")
def _encounter(state: State, ev: list) -> None:
    seat = state["turn"]["seat"]
    card = BY_ID[_draw(state)]
    state["enc"] = {"card": card["id"], "queue": [], "gift": {}, "gained": {}}
    ev.append(event("encounter", seat=seat, card=card["id"]))
    if card.get("wear"):
        _wear(state, card["wear"], ev)
        state["enc"]["queue"] = [["another"]]
        state["step"] = "encounter_effects"
        return
    flow.ask(state, "encounter.answer", seat)
    state["step"] = "encounter_effects"


def _wear(state: State, threshold: int, ev: list) -> None:
    """Every mothership at the threshold loses the kind of upgrade it has most of (no decisions)."""
    for seat in range(state["n"]):
        ms = state["ms"][seat]
        if sum(ms.values()) >= threshold:
            kind = max(UPGRADES, key=lambda k: (ms[k], -UPGRADES.index(k)))
            ms[kind] -= 1
            ev.append(event("effect.lose_upgrade", seat=seat, upgrade=kind))


def _card(state: State) -> dict[str, Any]:
    return BY_ID[state["enc"]["card"]]


def _answer_options(state: State, seat: int) -> list[Option]:
    card = _card(state)
    size = table.hand_size(state, seat)
    if card["ask"] == "number":
        return [Option(str(k), say("encounter.answer.give", count=k)) for k in range(min(3, size) + 1)]
    opts = []
    if size >= card.get("pay", 0):
        opts.append(Option("yes", say("encounter.answer.yes_pay", count=card["pay"]) if card.get("pay")
                           else say("encounter.answer.yes")))
    return opts + [Option("no", say("encounter.answer.no"))]


def _answer_prompt(state: State, spec: Spec) -> Prompt:
    card = _card(state)
    return Prompt(spec["id"], spec["seat"], "encounter.answer", say("encounter.answer", card=card["id"]), "decision",
                  options=tuple(_answer_options(state, spec["seat"])))


def _answer_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    flow.close(state, spec)
    card = _card(state)
    seat = spec["seat"]
    ev.append(event("encounter.answer", seat=seat, answer=choice, card=card["id"]))
    give = int(choice) if card["ask"] == "number" else (card.get("pay", 0) if choice == "yes" else 0)
    state["enc"]["queue"] = [list(e) for e in card["outcomes"][choice]]
    if give:
        flow.ask(state, "encounter.give", seat, count=give)


def _answer_default(state: State, spec: Spec) -> str:
    """The cautious answer: give nothing, or no."""
    return _answer_options(state, spec["seat"])[0].key if _card(state)["ask"] == "number" else "no"


flow.decision("encounter.answer", Decision(
    _answer_prompt, _answer_apply, _answer_default,
    lambda state, spec, r: r.choice(_answer_options(state, spec["seat"])).key))


def _hand_field(state: State, seat: int, n: int) -> Field:
    hand = state["hands"][seat]
    held = [r for r in RESOURCES if hand[r]]
    return Field("cards", say("cards.give"), "count_map", tuple(Option(r, resource(r)) for r in held), min=n, max=n,
                 caps=tuple(hand[r] for r in held))


def _give_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "encounter.give", say("encounter.give", count=spec["count"]),
                  "decision", fields=(_hand_field(state, spec["seat"], spec["count"]),))


def _give_apply(state: State, spec: Spec, choice: dict, ev: list) -> None:
    flow.close(state, spec)
    table.pay(state, spec["seat"], choice["cards"])
    state["enc"]["gift"] = choice["cards"]
    ev.append(event("encounter.give", seat=spec["seat"], cards=choice["cards"]))


def _give_default(state: State, spec: Spec) -> dict:
    return {"cards": largest_stacks(state, spec["seat"], spec["count"], random.Random(state["rng"]))}


flow.decision("encounter.give", Decision(
    _give_prompt, _give_apply, _give_default,
    lambda state, spec, r: {"cards": largest_stacks(state, spec["seat"], spec["count"], r)}))


# --- effects -----------------------------------------------------------------------------------

@flow.step("encounter_effects")
def _effects(state: State, ev: list) -> None:
    enc = state["enc"]
    seat = state["turn"]["seat"]
    if not enc["queue"]:
        state["enc_discard"].append(enc["card"])
        state["enc"] = None
        state["step"] = "flight"
        return
    effect = enc["queue"].pop(0)
    name = effect[0]
    if name == "half":
        n = effect[1]
        if n > 0:
            got = table.gain_halves(state, seat, n)
            if got:
                ev.append(event("effect.half", seat=seat, count=got))
        else:
            lost = table.lose_halves(state, seat, -n)
            if lost:
                ev.append(event("effect.lose_half", seat=seat, count=lost))
    elif name == "gain":
        n = min(effect[1], sum(state["supply"].values()))
        if n:
            flow.ask(state, "encounter.take", seat, count=n)
    elif name == "gain_named":
        n = min(effect[2], state["supply"][effect[1]])
        if n:
            _gain(state, seat, {effect[1]: n}, ev)
    elif name == "upgrade":
        if any(table.can_add_upgrade(state, seat, k) for k in UPGRADES):
            flow.ask(state, "encounter.upgrade", seat)
    elif name == "lose_upgrade":
        held = [k for k in UPGRADES if state["ms"][seat][k]]
        if len(held) == 1:
            _lose_upgrade(state, seat, held[0], ev)
        elif held:
            flow.ask(state, "encounter.lose_upgrade", seat)
    elif name == "ground":
        flyable = _groundable(state, seat)
        if len(flyable) == 1:
            _ground(state, seat, flyable[0], ev)
        elif flyable:
            flow.ask(state, "encounter.ground", seat)
    elif name == "rob_each":
        for k in range(1, state["n"]):
            rob(state, seat, (seat + k) % state["n"], ev, "effect.rob")
    elif name == "trade_ship":
        state["owed_trade_ships"][seat] += 1
        ev.append(event("effect.trade_ship_later", seat=seat))
    elif name == "jump":
        if any(flight.jump_targets(state, k) for k in _flyable(state, seat)):
            flow.ask(state, "encounter.jump", seat)
    elif name == "another":
        state["enc_discard"].append(enc["card"])
        state["enc"] = None
        state["step"] = "encounter"
    elif name == "return_gift":
        gift = {r: min(n, state["supply"][r]) for r, n in enc["gift"].items()}
        if any(gift.values()):
            table.take(state, seat, gift)
            ev.append(event("effect.return", seat=seat, cards=gift))
    elif name == "return_gained":
        back = {r: min(n, state["hands"][seat][r]) for r, n in enc["gained"].items()}
        if any(back.values()):
            table.pay(state, seat, back)
            ev.append(event("encounter.give", seat=seat, cards=back))
    elif name in ("combat", "duel", "flee"):
        _contest(state, seat, effect, ev)
    elif name == "shake":
        total = table.ball_sum(table.shake(state))
        for key, effects in effect[1].items():
            low, _, high = key.partition("-")
            if int(low) <= total <= int(high or low):
                enc["queue"][:0] = [list(e) for e in effects]
        ev.append(event("encounter.shake", seat=seat, total=total))
    else:
        raise ValueError(f"unknown encounter effect {name!r}")


def _contest(state: State, seat: int, effect: list, ev: list) -> None:
    name, offset, win, lose = effect
    rival = (seat + offset) % state["n"]
    if name == "flee":
        mine, theirs = table.boosters(state, seat), table.boosters(state, rival)
    else:
        strength = table.cannons if name == "combat" else table.boosters
        mine = table.ball_sum(table.shake(state)) + strength(state, seat)
        theirs = table.ball_sum(table.shake(state)) + strength(state, rival)
    won = mine >= theirs  # the active player loses only to a higher value
    ev.append(event("encounter.duel", seat=seat, other=rival, contest=name, mine=mine, theirs=theirs, won=won))
    state["enc"]["queue"][:0] = [list(e) for e in (win if won else lose)]


def _gain(state: State, seat: int, cards: dict[str, int], ev: list) -> None:
    table.take(state, seat, cards)
    for r, n in cards.items():
        state["enc"]["gained"][r] = state["enc"]["gained"].get(r, 0) + n
    ev.append(event("effect.gain", seat=seat, cards=cards))


def _lose_upgrade(state: State, seat: int, kind: str, ev: list) -> None:
    state["ms"][seat][kind] -= 1
    ev.append(event("effect.lose_upgrade", seat=seat, upgrade=kind))


def _ground(state: State, seat: int, key: str, ev: list) -> None:
    state["turn"]["grounded"].append(key)
    state["turn"]["left"][key] = 0
    ev.append(event("effect.grounded", seat=seat, key=key))


def _groundable(state: State, seat: int) -> list[str]:
    """Ships an encounter may keep from flying: never one that must leave a foreign spaceport
    point while another could be chosen (almanac, Punkt portu kosmicznego)."""
    flyable = _flyable(state, seat)
    free = [k for k in flyable if k not in flight.stranded(state, seat)]
    return free or flyable


def _flyable(state: State, seat: int) -> list[str]:
    return [k for k in table.ships(state, seat) if k not in state["turn"]["grounded"]]


def _take_prompt(state: State, spec: Spec) -> Prompt:
    avail = [r for r in RESOURCES if state["supply"][r]]
    n = min(spec["count"], sum(state["supply"].values()))
    return Prompt(spec["id"], spec["seat"], "encounter.take", say("encounter.take", count=n), "decision",
                  fields=(Field("cards", say("encounter.take.cards"), "count_map",
                                tuple(Option(r, resource(r)) for r in avail), min=n, max=n,
                                caps=tuple(state["supply"][r] for r in avail)),))


def _take_apply(state: State, spec: Spec, choice: dict, ev: list) -> None:
    flow.close(state, spec)
    _gain(state, spec["seat"], choice["cards"], ev)


def _take_pick(state: State, spec: Spec, r: random.Random | None) -> dict:
    supply = dict(state["supply"])
    out: dict[str, int] = {}
    for _ in range(min(spec["count"], sum(supply.values()))):
        avail = [x for x in RESOURCES if supply[x]]
        res = r.choice(avail) if r else max(avail, key=lambda x: (supply[x], -RESOURCES.index(x)))
        supply[res] -= 1
        out[res] = out.get(res, 0) + 1
    return {"cards": out}


flow.decision("encounter.take", Decision(
    _take_prompt, _take_apply, lambda state, spec: _take_pick(state, spec, None), _take_pick))


def _up_options(state: State, seat: int) -> list[str]:
    return [k for k in UPGRADES if table.can_add_upgrade(state, seat, k)]


def _up_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "encounter.upgrade", say("encounter.upgrade"),
                  "decision",
                  options=tuple(Option(k, say("upgrade", upgrade=k)) for k in _up_options(state, spec["seat"])))


def _up_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    flow.close(state, spec)
    state["ms"][spec["seat"]][choice] += 1
    ev.append(event("effect.upgrade", seat=spec["seat"], upgrade=choice))


flow.decision("encounter.upgrade", Decision(
    _up_prompt, _up_apply, lambda state, spec: _up_options(state, spec["seat"])[0],
    lambda state, spec, r: r.choice(_up_options(state, spec["seat"]))))


def _lose_options(state: State, seat: int) -> list[str]:
    return [k for k in UPGRADES if state["ms"][seat][k]]


def _lose_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "encounter.lose_upgrade", say("encounter.lose_upgrade"), "decision",
                  options=tuple(Option(k, say("upgrade", upgrade=k)) for k in _lose_options(state, spec["seat"])))


def _lose_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    flow.close(state, spec)
    _lose_upgrade(state, spec["seat"], choice, ev)


def _lose_default(state: State, spec: Spec) -> str:
    ms = state["ms"][spec["seat"]]
    return max(_lose_options(state, spec["seat"]), key=lambda k: (ms[k], -UPGRADES.index(k)))


flow.decision("encounter.lose_upgrade", Decision(
    _lose_prompt, _lose_apply, _lose_default, lambda state, spec, r: r.choice(_lose_options(state, spec["seat"]))))


def _ground_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "encounter.ground", say("encounter.ground"),
                  "decision", options=tuple(Option(k, ship(state, k))
                                            for k in _groundable(state, spec["seat"])))


def _ground_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    flow.close(state, spec)
    _ground(state, spec["seat"], choice, ev)


flow.decision("encounter.ground", Decision(
    _ground_prompt, _ground_apply, lambda state, spec: _groundable(state, spec["seat"])[0],
    lambda state, spec, r: r.choice(_groundable(state, spec["seat"]))))


def _jump_prompt(state: State, spec: Spec) -> Prompt:
    seat = spec["seat"]
    ships = [k for k in _flyable(state, seat) if flight.jump_targets(state, k)]
    points = sorted({p for k in ships for p in flight.jump_targets(state, k)})
    return Prompt(spec["id"], seat, "encounter.jump", say("encounter.jump"), "decision",
                  fields=(Field("ship", say("encounter.jump.ship"), "choice", tuple(Option(k, ship(state, k))
                                                               for k in ships), required=False),
                          Field("point", say("encounter.jump.point"), "choice",
                                tuple(Option(str(p), say("encounter.jump.to", point=p)) for p in points),
                                required=False)))


def _jump_apply(state: State, spec: Spec, choice: dict, ev: list) -> None:
    key, point = choice["ship"], choice["point"]
    if key is None or point is None:  # the jump is declined
        flow.close(state, spec)
        return
    if int(point) not in flight.jump_targets(state, key):
        raise IllegalAction(say("refused.landing"))
    flow.close(state, spec)
    flight.jump(state, key, int(point), ev)


def _jump_random(state: State, spec: Spec, r: random.Random) -> dict:
    key = r.choice([k for k in _flyable(state, spec["seat"]) if flight.jump_targets(state, k)])
    return {"ship": key, "point": str(r.choice(flight.jump_targets(state, key)))}


flow.decision("encounter.jump", Decision(
    _jump_prompt, _jump_apply, lambda state, spec: {"ship": None, "point": None}, _jump_random))
