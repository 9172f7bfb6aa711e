"""Citadel (red; any player; optional; after destiny, and before the reveal): places an attack card from its hand
face up by any planet as a citadel; when a planet with its citadels is the target, it may activate them before the
reveal, adding their values to the defense's total.  Activated citadels are discarded when that defense loses;
all of them are discarded when the power is lost.

Placing is a use at the destiny point (the card is the use's choice, the planet a prompt of its own,
``citadel.planet``); activating is a use once cards are chosen.  The citadels are face up, so every seat sees
them (:meth:`Citadel.status`).  Planets never leave play in this engine, so that clause has nothing to do.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flare, flow, hands
from engine.cosmic.cards import COSMIC, distinct_copies
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, data, peek, used
from engine.cosmic.prompt_text import say, target

State = dict[str, Any]
NAME = "Citadel"


def citadels(state: State) -> dict[str, list[int]]:
    """The placed cards, by planet, to change."""
    return data(state, NAME).setdefault("citadels", {})


def placed(state: State) -> dict[str, list[int]]:
    """The placed cards, by planet, to read."""
    return peek(state, NAME).get("citadels", {})


def at_target(state: State) -> list[int]:
    target = state["enc"]["target"]
    return [] if target is None else placed(state).get(str(target), [])


def strength(state: State) -> int:
    return sum(COSMIC[c].value for c in at_target(state))


def attacks(state: State, seat: int) -> list[int]:
    return distinct_copies([c for c in state["hands"][seat] if COSMIC[c].type == "attack"])


def discard_citadels(state: State, seat: int, planets: list[str], why: str, ev: list[Event]) -> None:
    kept = citadels(state)
    gone = [c for p in planets for c in kept.pop(p, [])]
    if gone:
        ev.append(event("power.citadel.discarded", seat=seat, cards=gone, why=why))
        hands.discard(state, seat, gone, ev, "citadel")


@alien
class Citadel(Power):
    name, alert, who, optional = NAME, "red", "any", True
    points = frozenset({"destiny", "planning.after"})
    summary = ("places attack cards face up by planets as citadels; when such a planet is attacked, may add them to "
               "the defense's total (they are discarded if the defense loses)")

    def status(self, state: State, seat: int, viewer: int | None) -> Say | None:
        cards_by = placed(state)
        if not cards_by:
            return None
        return say("status.citadel", citadels=[[board.planet_ref(state, int(p)), list(cards)]
                                                for p, cards in sorted(cards_by.items(), key=lambda kv: int(kv[0]))])

    def can_use(self, state: State, seat: int, point: str) -> bool:
        if point == "destiny":
            return bool(attacks(state, seat))
        return bool(at_target(state))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        if point == "destiny":
            return [(str(c), say("power.citadel.place", card=c)) for c in attacks(state, seat)]
        return [("", say("power.citadel.activate", planet=board.planet_ref(state, state["enc"]["target"]),
                         strength=strength(state)))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if point == "planning.after":
            state["enc"]["citadels_active"] = list(at_target(state))
            ev.append(event("power.citadel.active", seat=seat, state=strength(state)))
            return
        card = int(arg) if arg.isdigit() else -1
        if card in state["hands"][seat]:
            flow.ask(state, "citadel.planet", seat, card=card)

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        active = state["enc"].get("citadels_active")
        if active and used(state, seat, NAME):
            value = sum(COSMIC[c].value for c in active)
            parts["defense"]["bonus"] += -value if flare.played(state, seat, NAME, "super") else value
        return parts

    def hook_decided(self, state: State, seat: int, winner: str, ev: list[Event]) -> str:
        active = state["enc"].get("citadels_active")
        if active and winner != "defense":
            here = citadels(state).get(str(state["enc"]["target"]), [])
            gone = [c for c in active if c in here]
            for c in gone:
                here.remove(c)
            if not here:
                citadels(state).pop(str(state["enc"]["target"]), None)
            ev.append(event("power.citadel.lost", seat=seat, cards=gone))
            hands.discard(state, seat, gone, ev, "citadel")
        return winner

    def on_power_lost(self, state: State, seat: int, ev: list[Event]) -> None:
        discard_citadels(state, seat, list(placed(state)), "the power is lost", ev)

    def cards_aside(self, state: State) -> list[int]:
        return [c for cards in placed(state).values() for c in cards]


@flow.decision
class CitadelPlanet(flow.Decision):
    """The planet a citadel is placed by; on timeout, the Citadel's own first home planet."""

    kind = "citadel.planet"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("citadel.planet", card=spec["card"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(str(p), target(state, p)) for p in range(len(state["planets"]))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat, card, planet = spec["seat"], spec["card"], int(choice)
        if card not in state["hands"][seat]:
            return
        state["hands"][seat].remove(card)
        citadels(state).setdefault(str(planet), []).append(card)
        ev.append(event("power.citadel", seat=seat, planet=planet, card=card, planet_2=board.planet_ref(state, planet)))

    def default(self, state: State, spec: flow.Spec) -> Any:
        return str(board.home_planets(state, spec["seat"])[0])

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        """Any planet; half the time one of the system destiny just named, where a citadel may soon be needed."""
        defense = state["enc"]["defense"]
        if defense is not None and r.random() < 0.5:
            return str(r.choice(board.home_planets(state, defense)))
        return str(r.randrange(len(state["planets"])))
