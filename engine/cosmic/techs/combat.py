"""Techs that change an encounter's totals, ships or winner: Xenon Lasers, Plasma Thrusters, Collapsium
Hulls, Gluon Mines, Lunar Cannon, The Prometheus, Energy Cloak."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.events import event
from engine.cosmic.powers import role, side_of
from engine.cosmic.prompt_text import colony, say
from engine.cosmic.techs import registry, tokens
from engine.cosmic.techs.registry import Tech, X, tech

State = dict[str, Any]


def _add(parts: dict[str, Any], side: str | None, amount: int) -> dict[str, Any]:
    if side is not None and amount:
        parts[side]["bonus"] += amount
    return parts


@tech
class XenonLasers(Tech):
    name, research, who, stays = "Xenon Lasers", 3, "main or ally", True
    points = frozenset({"reveal"})
    summary = "stays in play; after the reveal, add or subtract 1 from your side's total"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack"

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("+1", say("tech.xenon.add")), ("-1", say("tech.xenon.subtract"))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        state["enc"].setdefault("xenon", {})[str(seat)] = int(arg)
        ev.append(event("tech.xenon", seat=seat, change=int(arg), arg=arg))

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        return _add(parts, side_of(state, seat), state["enc"].get("xenon", {}).get(str(seat), 0))


@tech
class PlasmaThrusters(Tech):
    name, research, who, stays = "Plasma Thrusters", 6, "defense", True
    points = frozenset({"launch"})
    summary = ("stays in play; you may commit 5 ships instead of 4 to an encounter; as the defense, once the "
               "offense has launched, you may move 1 ship from a colony of yours to the target planet")

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(self.choices(state, seat, point))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        target = state["enc"]["target"]
        return [(str(p), say("tech.move", colony=colony(state, p, seat).to_dict()))
                for p in board.colonies(state, seat) if p != target]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet, target = int(arg), state["enc"]["target"]
        if state["planets"][planet][seat] == 0:
            return
        state["planets"][planet][seat] -= 1
        state["planets"][target][seat] += 1
        ev.append(event("tech.plasma", seat=seat, planet=board.planet_ref(state, planet),
                        target=board.planet_ref(state, target)))

    def hook_encounter_ships(self, state: State, holder: int, most: int, seat: int) -> int:
        return most + 1 if seat == holder and registry.completed(state, holder, self.name) else most


@tech
class CollapsiumHulls(Tech):
    name, research, who, stays = "Collapsium Hulls", 4, "defense", True
    summary = "stays in play; when you lose as the defense by 5 or less, one of your ships stays on the planet"
    MARGIN = 5

    def hook_winner(self, state: State, holder: int, winner: str, totals: dict[str, int] | None) -> str:
        """Only notes what the offense won by, while the defending ships are still counted."""
        if totals is not None and holder == state["enc"]["defense"]:
            state["enc"]["collapsium_by"] = totals["offense"] - totals["defense"]
        return winner

    def hook_to_warp(self, state: State, holder: int, count: int, seat: int, ev: list[Event]) -> int:
        """The defense's ships leave the planet for the warp together (the planet is emptied first): one stays."""
        enc = state["enc"]
        if (seat != holder or count <= 0 or enc.get("collapsium") or enc["defense"] != holder
                or enc["winner"] != "offense" or enc["target"] is None or state["planets"][enc["target"]][holder] != 0):
            return count
        by = enc.get("collapsium_by")
        if by is None or by > self.MARGIN:
            return count
        enc["collapsium"] = True
        state["planets"][enc["target"]][holder] = 1
        ev.append(event("tech.collapsium", seat=holder, target=board.planet_ref(state, enc['target'])))
        return count - 1


@tech
class GluonMines(Tech):
    name, research, who, hidden = "Gluon Mines", X, "defense", True
    points = frozenset({"planning.after"})
    summary = ("hidden until used; as the defense, once cards are chosen, send one of the offense's ships on the "
               "gate to the warp per ship that researched it; if none is left, you win")

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return board.gate_ships(state, state["turn"]["offense"]) > 0

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc, off = state["enc"], state["turn"]["offense"]
        gate = enc["gate"][off]
        count = min(registry.researched(state, self.name), board.gate_ships(state, off))
        for _ in range(count):
            key = max(gate, key=lambda k: (gate[k], k))
            gate[key] -= 1
            if gate[key] == 0:
                del gate[key]
        ev.append(event("tech.gluon", seat=seat, count=count))
        board.to_warp(state, off, count, ev, "Gluon Mines")
        if board.gate_ships(state, off) == 0:
            enc["forced_winner"] = "defense"
            ev.append(event("tech.gluon.win"))


@tech
class LunarCannon(Tech):
    """The +10 needs its holder in the encounter (main player or ally, read by the hook); moving the token on a
    wild destiny card does not, so the use is open to its holder whatever its role."""

    name, research, who, stays = "Lunar Cannon", 5, "any", True
    points = frozenset({"destiny"})
    summary = ("stays in play; its token goes between two of your home planets; +10 to your side in an encounter "
               "at either, as a main player or an ally; when a wild destiny card is drawn you may move it anywhere")
    BONUS = 10

    def token_places(self, state: State, seat: int) -> list[tuple[str, Say]]:
        return self._pairs(state, board.home_planets(state, seat), "tech.token.between")

    def _pairs(self, state: State, planets: list[int], label: str) -> list[tuple[str, Say]]:
        return [(f"{a}-{b}", say(label, a=board.planet_ref(state, a), b=board.planet_ref(state, b)))
                for a, b in combinations(planets, 2)]

    def completed(self, state: State, seat: int, ships: int, ev: list[Event]) -> None:
        tokens.ask_place(state, seat, self.name)

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["destiny"] == "wild" and tokens.at(state, self.name) is not None

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        """Anywhere: between any two planets of one system (the token lies between two planets), but where it is."""
        token = tokens.at(state, self.name)
        now = "-".join(str(p) for p in token["planets"]) if token else ""
        return [(key, label) for system in range(state["n"])
                for key, label in self._pairs(state, [p for p in board.home_planets(state, system)
                                                      if board.in_play(state, p)], "tech.token.move") if key != now]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        tokens.place(state, seat, self.name, arg, ev)

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        token = tokens.at(state, self.name)
        if token is None or token["seat"] != seat or state["enc"]["target"] not in token["planets"]:
            return parts
        return _add(parts, side_of(state, seat), self.BONUS)


@tech
class Prometheus(Tech):
    """Rules data §8: "it acts as one of your ships and adds +3 more when in an encounter".  The token is one of
    its holder's ships on its colony: it defends that planet with the ships there, and goes into an encounter with
    the ships its holder commits from there (to the gate, or as an ally); either way +4 to its side, the ship and
    3 more.  It is never taken (rules data §10 item 12) nor lost: at the start of a regroup, a token whose holder
    has no ship left on its planet moves to another colony of its holder (asked, ``tech.token``), or waits off
    the board until its holder has one."""

    name, research, stays, token_is_ship = "The Prometheus", 7, True, True
    summary = ("stays in play; its token goes on one of your colonies and acts as one of your ships there: when it "
               "defends that planet or goes into an encounter with ships from there, it adds 4 (a ship, and 3 more)")
    BONUS = 4

    def token_places(self, state: State, seat: int) -> list[tuple[str, Say]]:
        return [(str(p), colony(state, p, seat)) for p in board.colonies(state, seat)]

    def completed(self, state: State, seat: int, ships: int, ev: list[Event]) -> None:
        tokens.ask_place(state, seat, self.name)

    def regroup(self, state: State, seat: int, ev: list[Event]) -> None:
        token = tokens.at(state, self.name)
        if token is None or token["seat"] != seat or tokens.asked(state, self.name):
            return
        if token["planets"] and state["planets"][token["planets"][0]][seat] > 0:
            return
        if token["planets"]:
            ev.append(event("tech.prometheus.adrift", seat=seat, planet=board.planet_ref(state, token["planets"][0])))
            token["planets"] = []
        tokens.ask_place(state, seat, self.name)

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        token = tokens.at(state, self.name)
        if token is None or token["seat"] != seat or not token["planets"]:
            return parts
        planet, enc = token["planets"][0], state["enc"]
        defends = (role(state, seat) == "defense" and enc["target"] == planet
                   and state["planets"][planet][seat] > 0)
        committed = str(planet) in enc["gate"][seat] or str(planet) in enc["dallies"][seat]
        return _add(parts, side_of(state, seat), self.BONUS) if defends or committed else parts


@tech
class EnergyCloak(Tech):
    name, research, who = "Energy Cloak", 4, "offense"
    points = frozenset({"launch"})
    summary = "discard once the offense has aimed the gate: nobody may ally with the defense this encounter"

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("tech.cloak", seat=seat))

    def hook_sides(self, state: State, holder: int, sides: list[str], seat: int) -> list[str]:
        return [s for s in sides if s != "defense"] if registry.used(state, self.name, holder) else sides
