"""Trade with the other players (rules file 5): an offer, answers from everyone at once, a pick.

Only the active player trades with the others, never two opponents with each other; terms are
free but both sides give something (no gifts).  Every other player answers at once (accept,
decline, or counter-offer); the active player then picks one answer or none.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from engine.core import Field, IllegalAction, Option, Prompt
from engine.starfarers import flow, table
from engine.starfarers.components import RESOURCES
from engine.starfarers.events import event
from engine.starfarers.flow import Decision, Spec
from engine.starfarers.prompt_text import say

State = dict[str, Any]
MAX_ASK = 10  # the most cards of one resource an offer may ask for (a form needs a bound)


def _fields(state: State, seat: int) -> tuple[Field, Field]:
    hand = state["hands"][seat]
    held = [r for r in RESOURCES if hand[r]]
    give = Field("give", say("trade.give"), "count_map", tuple(Option(r, say("trade.res", res=r)) for r in held), min=0,
                 max=max(1, sum(hand.values())), caps=tuple(hand[r] for r in held))
    want = Field("want", say("trade.want"), "count_map", tuple(Option(r, say("trade.res", res=r)) for r in RESOURCES),
                 min=0,
                 max=MAX_ASK * len(RESOURCES), caps=(MAX_ASK,) * len(RESOURCES))
    return give, want


def _check_terms(give: dict[str, int], want: dict[str, int]) -> None:
    if not give or not want:
        raise IllegalAction(say("refused.trade.gift"))
    if set(give) & set(want):
        raise IllegalAction(say("refused.trade.same"))


# --- the offer ---------------------------------------------------------------------------------

def _compose_prompt(state: State, spec: Spec) -> Prompt:
    return Prompt(spec["id"], spec["seat"], "trade.compose",
                  say("trade.compose"), "decision",
                  fields=_fields(state, spec["seat"]))


def _compose_apply(state: State, spec: Spec, choice: dict, ev: list) -> None:
    """An empty form withdraws the offer (what a deadline does); otherwise both sides must give."""
    seat = spec["seat"]
    if not choice["give"] and not choice["want"]:
        flow.close(state, spec)
        return
    _check_terms(choice["give"], choice["want"])
    flow.close(state, spec)
    state["offer"] = {"seat": seat, "give": choice["give"], "want": choice["want"], "answers": {}}
    ev.append(event("trade.offer", seat=seat, give=choice["give"], get=choice["want"]))
    for other in range(state["n"]):
        if other != seat:
            flow.ask(state, "trade.answer", other)
    state["step"] = "trade_pick"


def _compose_random(state: State, spec: Spec, r: random.Random) -> dict:
    hand = state["hands"][spec["seat"]]
    held = [x for x in RESOURCES if hand[x]]
    give = r.choice(held)
    want = r.choice([x for x in RESOURCES if x != give])
    return {"give": {give: r.randint(1, min(2, hand[give]))}, "want": {want: r.randint(1, 2)}}


flow.decision("trade.compose", Decision(
    _compose_prompt, _compose_apply, lambda state, spec: {"give": {}, "want": {}}, _compose_random))


# --- the answers -------------------------------------------------------------------------------

def _answer_prompt(state: State, spec: Spec) -> Prompt:
    offer = state["offer"]
    opts = []
    if table.has(state, spec["seat"], offer["want"]):
        opts.append(Option("accept", say("trade.answer.accept")))
    opts += [Option("decline", say("trade.answer.decline")), Option("counter", say("trade.answer.counter"))]
    text = say("trade.answer", seat=offer["seat"], give=offer["give"], want=offer["want"])
    return Prompt(spec["id"], spec["seat"], "trade.answer", text, "response", options=tuple(opts))


def _answer_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    flow.close(state, spec)
    seat = spec["seat"]
    if choice == "counter":
        flow.ask(state, "trade.counter", seat)
        return
    state["offer"]["answers"][str(seat)] = choice
    ev.append(event(f"trade.{choice}", _between(state, seat), seat=seat))


def _between(state: State, seat: int) -> tuple[int, int]:
    """Answers stay between the answering and the offering player while others still decide."""
    return (seat, state["offer"]["seat"])


def _answer_random(state: State, spec: Spec, r: random.Random) -> str:
    keys = [o.key for o in _answer_prompt(state, spec).options]
    if "accept" in keys and r.random() < 0.5:
        return "accept"
    return "counter" if r.random() < 0.1 and table.hand_size(state, spec["seat"]) else "decline"


flow.decision("trade.answer", Decision(_answer_prompt, _answer_apply, lambda state, spec: "decline", _answer_random))


def _counter_prompt(state: State, spec: Spec) -> Prompt:
    give, want = _fields(state, spec["seat"])
    offer = state["offer"]
    give = replace(give, default={r: n for r, n in offer["want"].items() if state["hands"][spec["seat"]][r]})
    want = replace(want, default=dict(offer["give"]))
    return Prompt(spec["id"], spec["seat"], "trade.counter",
                  say("trade.counter", seat=offer["seat"], give=offer["give"], want=offer["want"]), "response",
                  fields=(give, want))


def _counter_apply(state: State, spec: Spec, choice: dict, ev: list) -> None:
    seat = spec["seat"]
    flow.close(state, spec)
    if not choice["give"] and not choice["want"]:
        state["offer"]["answers"][str(seat)] = "decline"
        ev.append(event("trade.decline", _between(state, seat), seat=seat))
        return
    _check_terms(choice["give"], choice["want"])
    state["offer"]["answers"][str(seat)] = {"give": choice["give"], "want": choice["want"]}
    ev.append(event("trade.counter", _between(state, seat), seat=seat, give=choice["give"], get=choice["want"]))


def _counter_random(state: State, spec: Spec, r: random.Random) -> dict:
    return _compose_random(state, spec, r)


flow.decision("trade.counter", Decision(_counter_prompt, _counter_apply, lambda state, spec: {"give": {}, "want": {}},
                                        _counter_random))


# --- the pick ----------------------------------------------------------------------------------

@flow.step("trade_pick")
def _pick_step(state: State, ev: list) -> None:
    offer = state["offer"]
    if any(a != "decline" for a in offer["answers"].values()):
        flow.ask(state, "trade.pick", offer["seat"])
    else:
        _finish(state, ev, offer["seat"])


def _deals(state: State) -> list[tuple[int, dict[str, int], dict[str, int]]]:
    """(other seat, what the active player gives, what it gets) for each answer still possible."""
    offer = state["offer"]
    out = []
    for key, answer in sorted(offer["answers"].items(), key=lambda kv: int(kv[0])):
        other = int(key)
        if answer == "accept":
            give, get = offer["give"], offer["want"]
        elif isinstance(answer, dict):
            give, get = answer["want"], answer["give"]
        else:
            continue
        if table.has(state, offer["seat"], give) and table.has(state, other, get):
            out.append((other, give, get))
    return out


def _pick_prompt(state: State, spec: Spec) -> Prompt:
    opts = [Option(str(o), say("trade.pick.deal", give=give, seat=o, get=get)) for o, give, get in _deals(state)]
    return Prompt(spec["id"], spec["seat"], "trade.pick", say("trade.pick"), "decision",
                  options=tuple(opts + [Option("none", say("trade.pick.none"))]))


def _pick_apply(state: State, spec: Spec, choice: str, ev: list) -> None:
    flow.close(state, spec)
    seat = spec["seat"]
    if choice == "none":
        ev.append(event("trade.none", seat=seat))
    else:
        other, give, get = next(d for d in _deals(state) if str(d[0]) == choice)
        table.move_cards(state, seat, other, give)
        table.move_cards(state, other, seat, get)
        ev.append(event("trade.done", seat=seat, other=other, give=give, get=get))
    _finish(state, ev, seat)


def _finish(state: State, ev: list, seat: int) -> None:
    state["offer"] = None
    state["step"] = "trade"


def _pick_random(state: State, spec: Spec, r: random.Random) -> str:
    return r.choice([o.key for o in _pick_prompt(state, spec).options])


flow.decision("trade.pick", Decision(_pick_prompt, _pick_apply, lambda state, spec: "none", _pick_random))
