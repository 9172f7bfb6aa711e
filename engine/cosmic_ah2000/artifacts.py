"""The six artifacts of this edition and when each may be played ("Carte Artefatto").

* Cosmic Zap — when another player is about to use its power (offered by :mod:`powers` with aliens on).
* Force Field — after the allies have placed their ships, before the cards are revealed: chosen allies
  take their ships home and are out of the encounter (nothing to do with two players: no alliances).
* Mobius Tubes — by the offense about to start an encounter, before the order is revealed: every player
  with a colony takes all its ships out of the warp.
* The Plague — at any time (see README: at each window of the encounter), naming another player.
* Stellar Gas — when a player claims compensation: no compensation this encounter.
* Emotion Control — right after the encounter cards are revealed: both count as negotiates.

A played artifact is shown and discarded (a Vulch takes it).
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from engine.core import Event, Field, IllegalAction, Option, Say
from engine.cosmic_ah2000 import board, flow, hands
from engine.cosmic_ah2000.cards import DECK, artifacts_named, distinct, key
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.prompt_text import card, colony, say

State = dict[str, Any]
PLAGUE_POINTS = ("start_encounter", "allies_placed", "reveal", "end_encounter")
PLAY_KEYS = {"art.mobius": "Mobius Tubes", "art.force_field": "Force Field", "art.emotion_control": "Emotion Control",
             "art.stellar_gas": "Stellar Gas", "art.plague": "Plague"}  # a play's key names no card, so an answer
# kept face down in a window cannot be read off a card label in the view


def plays_for(state: State, seat: int, point: str) -> list[Option]:
    hand = state["hands"][seat]
    enc = state["enc"]
    out: list[Option] = []
    if (point == "start_encounter" and seat == state["turn"]["offense"] and artifacts_named(hand, "Mobius Tubes")
            and any(state["warp"][s] and board.colonies(state, s) for s in range(state["n"]))):
        out.append(Option("art.mobius", say("art.mobius")))
    if point == "allies_placed" and artifacts_named(hand, "Force Field"):
        allies = enc["allies_off"] + enc["allies_def"]
        for size in range(1, len(allies) + 1):
            for group in combinations(sorted(allies), size):
                out.append(Option("art.force_field:" + ",".join(map(str, group)),
                                  say("art.force_field", seats=list(group))))
    if (point == "reveal" and artifacts_named(hand, "Emotion Control") and not enc["both_negotiate"]
            and any(DECK[c].type == "attack" for c in enc["cards"].values() if c is not None)):
        out.append(Option("art.emotion_control", say("art.emotion_control")))
    if point == "compensation" and artifacts_named(hand, "Stellar Gas") and not enc["stellar_gas"]:
        out.append(Option("art.stellar_gas", say("art.stellar_gas")))
    if point in PLAGUE_POINTS and artifacts_named(hand, "Plague"):
        out += [Option(f"art.plague:{victim}", say("art.plague", seat=victim))
                for victim in range(state["n"]) if victim != seat]
    return out


def carry_out(state: State, seat: int, play: str, ev: list[Event]) -> None:
    slug, _, arg = play.partition(":")
    name = PLAY_KEYS[slug]
    card = artifacts_named(state["hands"][seat], name)[0]
    state["hands"][seat].remove(card)
    ev.append(event("artifact.played", seat=seat, card=name, card_2=card))
    enc = state["enc"]
    if name == "Mobius Tubes":
        _mobius(state, ev)
    elif name == "Force Field":
        for ally in map(int, arg.split(",")):
            _leave_alliance(state, ally, ev)
    elif name == "Emotion Control":
        enc["both_negotiate"] = True
        ev.append(event("artifact.emotion_control"))
    elif name == "Stellar Gas":
        enc["stellar_gas"] = True
        ev.append(event("artifact.stellar_gas"))
    elif name == "Plague":
        _plague(state, int(arg), ev)
    hands.discard(state, seat, [card], ev)


def _mobius(state: State, ev: list[Event]) -> None:
    """Each freed ship joins the smallest of its owner's colonies, native first (README: "any colony")."""
    for seat in range(state["n"]):
        count = state["warp"][seat]
        if not count or not board.colonies(state, seat):
            continue
        for _ in range(count):
            state["planets"][board.first_colony(state, seat)][seat] += 1
        state["warp"][seat] = 0
        ev.append(event("artifact.mobius", seat=seat, count=count))


def _leave_alliance(state: State, ally: int, ev: list[Event]) -> None:
    enc = state["enc"]
    for side in ("allies_off", "allies_def"):
        if ally in enc[side]:
            enc[side].remove(ally)
    board.go_home(state, ally, enc["mothership"][ally], ev)
    board.go_home(state, ally, enc["transports"][ally], ev)
    enc["mothership"][ally], enc["transports"][ally] = {}, {}
    ev.append(event("alliance.removed", seat=ally))


def _plague(state: State, victim: int, ev: list[Event]) -> None:
    ev.append(event("artifact.plague", seat=victim))
    negotiates = hands.of_type(state, victim, "negotiate")
    if negotiates:
        state["hands"][victim].remove(negotiates[0])
        hands.discard(state, victim, [negotiates[0]], ev)
        ev.append(event("artifact.plague.negotiate", seat=victim))
    if PlagueLoss.needed(state, victim):
        flow.ask(state, "plague.loss", victim)


@flow.decision
class PlagueLoss(flow.Decision):
    """The victim chooses its three ships and which attack and artifact it discards; what it lacks it keeps."""

    kind = "plague.loss"

    @staticmethod
    def needed(state: State, seat: int) -> bool:
        return bool(board.colonies(state, seat) or hands.of_type(state, seat, "attack")
                    or hands.of_type(state, seat, "artifact"))

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("plague.loss")

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        own = board.colonies(state, seat)
        count = min(3, sum(state["planets"][p][seat] for p in own))
        out = [Field("ships", say("plague.loss.ships"), "count_map",
                     tuple(Option(str(p), colony(state, p, seat)) for p in own),
                     min=count, max=count, caps=tuple(state["planets"][p][seat] for p in own))]
        for kind in ("attack", "artifact"):
            cards = distinct(hands.of_type(state, seat, kind))
            if cards:
                out.append(Field(kind, say(f"plague.loss.{kind}"), "choice",
                                 tuple(Option(key(c), card(c)) for c in cards)))
        return out

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat = spec["seat"]
        board.lift(state, seat, choice["ships"])
        board.to_warp(state, seat, board.total(choice["ships"]), ev, "the Plague")
        for kind in ("attack", "artifact"):
            if choice.get(kind):
                cid = int(choice[kind][1:])
                state["hands"][seat].remove(cid)
                hands.discard(state, seat, [cid], ev)
                ev.append(event("artifact.plague.card", seat=seat, card=cid))
        flow.done(state, spec)

    def default(self, state: State, spec: flow.Spec) -> Any:
        seat = spec["seat"]
        fields = {f.name: f for f in self.fields(state, spec)}
        out: dict[str, Any] = {"ships": board.safest_sources(state, seat, fields["ships"].min)}
        if "attack" in fields:
            out["attack"] = key(min(hands.of_type(state, seat, "attack"), key=lambda c: (DECK[c].value, c)))
        if "artifact" in fields:
            out["artifact"] = fields["artifact"].options[0].key
        return out

    def random(self, state: State, spec: flow.Spec, rng: random.Random) -> Any:
        out = self.default(state, spec)
        for f in self.fields(state, spec):
            if f.type == "choice":
                out[f.name] = rng.choice(f.options).key
        return out


def check_cards(state: State, seat: int, keys: list[str]) -> list[int]:
    """Card keys a player named from its own hand, as ids."""
    ids = [int(k[1:]) for k in keys]
    if any(c not in state["hands"][seat] for c in ids):
        raise IllegalAction(say("refused.card_not_held"))
    return ids
