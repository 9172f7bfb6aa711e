"""Shadow (yellow; any player; mandatory; destiny): when destiny names another player (its colour or a
special card), one of that player's ships goes from a colony of the Shadow's choice to the warp; on a wild,
the Shadow picks any other player.  With the Technology variant a ship researching a tech may be taken too
(rules data §8: "other effects (e.g. Shadow) can take those ships"); a face-down tech is offered by its place
in front of its owner, never by its name."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flow
from engine.cosmic.destiny import named_player
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say
from engine.cosmic.techs import registry as techs

State = dict[str, Any]


def victims(state: State, seat: int) -> list[int]:
    """Whose ship the Shadow may take: the named player, or on a wild anyone else, if they have a colony or a
    ship researching a tech."""
    named = named_player(state, state["enc"]["destiny"])
    candidates = [s for s in board.priority_order(state) if s != seat] if named is None else [named]
    return [s for s in candidates if s != seat and (board.colonies(state, s) or researching(state, s))]


def researching(state: State, seat: int) -> list[int]:
    """The places (in front of the player, first kept first) of its techs with ships on them."""
    return [i for i, t in enumerate(techs.held(state, seat)) if t["ships"]]


def _colony_words(state: State, victim: int, planet: int, count: int) -> Say:
    return say("shadow.ship.colony", seat=victim, planet=board.planet_ref(state, planet), count=count)


def _tech_words(victim: int, place: int, count: int) -> Say:
    return say("shadow.ship.tech", seat=victim, number=place + 1, count=count)


def ship_options(state: State, seat: int) -> list[Option]:
    """Each ship the Shadow may take; labels worked out only when read (a playout reads none)."""
    out = []
    for victim in victims(state, seat):
        out += [Option.later(f"{victim}:{p}", _colony_words, state, victim, p, state["planets"][p][victim])
                for p in board.colonies(state, victim)]
        out += [Option.later(f"{victim}:t{i}", _tech_words, victim, i, techs.held(state, victim)[i]["ships"])
                for i in researching(state, victim)]
    return out


def assassinate(state: State, seat: int, choice: str, ev: list[Event]) -> None:
    who, where = choice.split(":")
    victim, on_tech = int(who), where.startswith("t")
    if on_tech:
        tech = int(where[1:])
        techs.held(state, victim)[tech]["ships"] -= 1
        ev.append(event("power.shadow.tech", seat=victim, planet=None, seat_2=seat, tech=tech + 1))
    else:
        planet = int(where)
        state["planets"][planet][victim] -= 1
        ev.append(event("power.shadow", seat=victim, planet=planet, seat_2=seat,
                        planet_2=board.planet_ref(state, planet)))
    board.to_warp(state, victim, 1, ev, "Shadow")


@alien
class Shadow(Power):
    name, alert, who, optional = "Shadow", "yellow", "any", False
    points = frozenset({"destiny"})
    summary = "when destiny names another player, sends one of that player's ships to the warp"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(victims(state, seat))

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        options = ship_options(state, seat)
        if len(options) == 1:
            assassinate(state, seat, options[0].key, ev)
        elif options:
            flow.ask(state, "shadow.ship", seat)


@flow.decision
class ShadowShip(flow.Decision):
    kind = "shadow.ship"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("shadow.ship")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return ship_options(state, spec["seat"])

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        assassinate(state, spec["seat"], choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The defense's ship if it may be taken, else the first player's; from its biggest colony (from a tech only
        when it has no colony left)."""
        options = self.options(state, spec)
        victim = next((int(o.key.split(":")[0]) for o in options
                       if int(o.key.split(":")[0]) == state["enc"]["defense"]), int(options[0].key.split(":")[0]))
        if not board.colonies(state, victim):  # only ships on techs: the first of them
            return next(o.key for o in options if o.key.startswith(f"{victim}:"))
        planet = max(board.colonies(state, victim), key=lambda p: (state["planets"][p][victim], -p))
        return f"{victim}:{planet}"
