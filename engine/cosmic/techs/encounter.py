"""Techs that change who is in an encounter or which card is: The Qax and Quark Battery."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flow
from engine.cosmic.cards import COSMIC, ENCOUNTER_IDS
from engine.cosmic.events import event
from engine.cosmic.planning import allies_go_home, effective, outcome_kind
from engine.cosmic.powers import role
from engine.cosmic.prompt_text import card, say
from engine.cosmic.techs import registry
from engine.cosmic.techs.registry import Tech, tech

State = dict[str, Any]
SIDES = {"offense": ("gate", "allies_off"), "defense": ("dallies", "allies_def")}


@tech
class Qax(Tech):
    name, research, who, stays = "The Qax", 4, "main", True  # it changes hands instead of being discarded
    points = frozenset({"alliance.before"})
    summary = ("before invitations, as a main player: give it to another player, who must ally with you with "
               "4 ships (as many as it can without emptying a colony); it may pass it on the same way later")
    SHIPS = 4

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(s), say("tech.qax", seat=s)) for s in range(state["n"])
                if role(state, s) == "bystander" and s not in state["enc"]["answered"] and self._ships(state, s)]

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(self.choices(state, seat, point))

    def _ships(self, state: State, seat: int) -> dict[str, int]:
        spare = sum(max(0, state["planets"][p][seat] - 1) for p in board.colonies(state, seat))
        return board.safest_sources(state, seat, min(self.SHIPS, spare)) if spare else {}

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """The ally joins at once and is not asked again; the Qax is now its tech, completed."""
        ally, side = int(arg), role(state, seat)
        ships = self._ships(state, ally)
        enc = state["enc"]
        stack_key, allies_key = SIDES[side]
        board.take_from_planets(state, ally, ships)
        stack = enc[stack_key][ally]
        for key, n in ships.items():
            stack[key] = stack.get(key, 0) + n
        enc[allies_key].append(ally)
        enc["answered"].append(ally)
        held = state["techs"]["held"]
        held[seat] = [t for t in held[seat] if t["name"] != self.name]
        held[ally].append({"name": self.name, "ships": 0, "up": True, "researched": 0})
        ev.append(event("tech.qax", seat=seat, ally=ally, ships=sum(ships.values()), side=side))


@tech
class QuarkBattery(Tech):
    name, research, who = "Quark Battery", 3, "main"
    points = frozenset({"reveal"})
    summary = ("on completion, store an encounter card from your hand under it (hidden); after the reveal, as a "
               "main player, you may swap your revealed card for it (the revealed card and the tech are discarded)")

    def completed(self, state: State, seat: int, ships: int, ev: list[Event]) -> None:
        if any(c in ENCOUNTER_IDS for c in state["hands"][seat]):
            flow.ask(state, "tech.quark", seat)

    def can_use(self, state: State, seat: int, point: str) -> bool:
        card = registry.completed(state, seat, self.name)
        return card is not None and card.get("card") is not None

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        cid = registry.completed(state, seat, self.name)["card"]  # type: ignore[index]
        return [("", say("tech.quark.swap", card=cid))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        cid = state["enc"]["tech_stored"].pop(self.name)
        enc, mine = state["enc"], role(state, seat)
        state["discard"].append(enc["cards"][mine])
        enc["cards"][mine] = cid
        o, d = enc["cards"]["offense"], enc["cards"]["defense"]
        enc["effective"] = {"offense": list(effective(o, d)), "defense": list(effective(d, o))}
        was = enc["outcome_kind"]
        enc["outcome_kind"] = outcome_kind(tuple(enc["effective"]["offense"]), tuple(enc["effective"]["defense"]))
        ev.append(event("tech.quark", seat=seat, card=cid))
        if enc["outcome_kind"] == "deal" and was != "deal":
            allies_go_home(state, ev)

    def before_discard(self, state: State, seat: int, card: dict[str, Any]) -> None:
        """The stored card leaves with the tech: kept for the swap when used, else discarded."""
        if card.get("card") is not None:
            state["enc"].setdefault("tech_stored", {})[self.name] = card["card"]


@flow.decision
class StoreCard(flow.Decision):
    kind = "tech.quark"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("tech.quark")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        first: dict[str, int] = {}
        for c in sorted(state["hands"][spec["seat"]]):
            if c in ENCOUNTER_IDS:
                first.setdefault(COSMIC[c].label, c)
        return [Option(f"c{c}", card(c)) for c in first.values()]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat, cid = spec["seat"], int(choice[1:])
        card = registry.completed(state, seat, QuarkBattery.name)
        if card is None or cid not in state["hands"][seat]:
            return
        state["hands"][seat].remove(cid)
        card["card"] = cid
        ev.append(event("tech.quark.stored", seat=seat))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The highest attack (else any encounter card): a reserve worth swapping in."""
        return max(self.options(state, spec), key=lambda o: (COSMIC[int(o.key[1:])].type == "attack",
                                                             COSMIC[int(o.key[1:])].value)).key
