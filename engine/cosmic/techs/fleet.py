"""Techs that move ships or add encounters: Warpspace Key, Coldsleep Ship, Infinity Drive."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flow, hands
from engine.cosmic.events import event
from engine.cosmic.prompt_text import say, target
from engine.cosmic.techs import registry
from engine.cosmic.techs.registry import Tech, tech

State = dict[str, Any]


@tech
class WarpspaceKey(Tech):
    name, research, who = "Warpspace Key", 3, "offense"
    points = frozenset({"regroup"})
    summary = "discard in your own regroup: all your ships in the warp return to your colonies"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["warp"][seat] > 0 and bool(board.colonies(state, seat))

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        count = state["warp"][seat]
        state["warp"][seat] = 0
        board.place_anywhere(state, seat, count, ev)
        ev.append(event("tech.warpspace", seat=seat, count=count))


@tech
class ColdsleepShip(Tech):
    name, research = "Coldsleep Ship", 9
    points = frozenset({"regroup"})
    summary = ("discard at the start of an encounter: found a colony with up to 4 ships from your colonies on "
               "another player's home planet where you have none; with no colony, use it on completion with its "
               "research ships")
    MOST = 4

    def keeps_research_ships(self, state: State, seat: int) -> bool:
        return not board.colonies(state, seat) and bool(self.choices(state, seat, "regroup"))

    def completed(self, state: State, seat: int, ships: int, ev: list[Event]) -> None:
        """With no colony its research ships wait on it for where they found one (``tech.coldsleep``)."""
        card = registry.card(state, seat, self.name)
        if card is not None and card["ships"]:
            flow.ask(state, "tech.coldsleep", seat)

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(self.choices(state, seat, point)) and bool(board.colonies(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(p), say("tech.found", target=target(state, p).to_dict()))
                for p in range(len(state["planets"]))
                if board.system_of(state, p) != seat and state["planets"][p][seat] == 0 and board.in_play(state, p)]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """Up to four ships, none emptying a colony (one at least): with more than one possible, its holder is
        asked how many (``tech.coldsleep.ships``)."""
        planet = int(arg)
        most = self.most_ships(state, seat)
        if most > 1:
            flow.ask(state, "tech.coldsleep.ships", seat, planet=planet)
        else:
            self.found(state, seat, planet, 1, ev)

    def most_ships(self, state: State, seat: int) -> int:
        spare = sum(max(0, state["planets"][p][seat] - 1) for p in board.colonies(state, seat))
        return max(1, min(self.MOST, spare))

    def found(self, state: State, seat: int, planet: int, count: int, ev: list[Event]) -> None:
        sources = board.safest_sources(state, seat, count)
        board.take_from_planets(state, seat, sources)
        count = sum(sources.values())
        state["planets"][planet][seat] += count
        ev.append(event("tech.coldsleep", seat=seat, count=count, planet=board.planet_ref(state, planet)))


@flow.decision
class ColdsleepShips(flow.Decision):
    """Rules data §8: "found a colony with up to 4 ships": how many is the holder's choice."""

    kind = "tech.coldsleep.ships"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("tech.coldsleep.ships", target=target(state, spec["planet"]).to_dict())

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        most = registry.TECHS[ColdsleepShip.name].most_ships(state, spec["seat"])  # type: ignore[attr-defined]
        return [Option(str(n), say("ships", ships=n)) for n in range(1, most + 1)]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        registry.TECHS[ColdsleepShip.name].found(state, spec["seat"], spec["planet"], int(choice), ev)  # type: ignore[attr-defined]

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The most that can go: the colony is the stronger for it, and no colony is emptied."""
        return self.options(state, spec)[-1].key


@flow.decision
class ColdsleepOnCompletion(flow.Decision):
    """Rules data §8: "with no colonies, may be used at once on completion with the research ships"."""

    kind = "tech.coldsleep"

    def text(self, state: State, spec: flow.Spec) -> Say:
        ships = registry.card(state, spec["seat"], ColdsleepShip.name)["ships"]  # type: ignore[index]
        return say("tech.coldsleep", ships=ships)

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        planets = registry.TECHS[ColdsleepShip.name].choices(state, spec["seat"], "regroup")
        return [Option(key, label) for key, label in planets] + [Option("keep", say("tech.coldsleep.keep"))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat = spec["seat"]
        card = registry.card(state, seat, ColdsleepShip.name)
        if card is None:
            return
        ships, card["ships"] = card["ships"], 0
        if choice == "keep":
            registry.ships_home(state, seat, ships, ev)
            return
        planet = int(choice)
        registry.discard(state, seat, ColdsleepShip.name)
        state["planets"][planet][seat] += ships
        ev.append(event("tech.coldsleep.researchers", seat=seat, count=ships, planet=board.planet_ref(state, planet)))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """Use it, on the planet with the fewest ships of others (lowest first): kept, the ships would only go to
        the warp."""
        planets = [int(o.key) for o in self.options(state, spec) if o.key != "keep"]
        return str(min(planets, key=lambda p: (sum(state["planets"][p]), p)))


@tech
class InfinityDrive(Tech):
    """The turn's own offense has another encounter of its turn; anyone else (or an offense already in an extra
    encounter) has an extra encounter at once, a whole one from its regroup on, as the offense."""

    name, research = "Infinity Drive", 6
    points = frozenset({"end_encounter"})
    summary = "discard at the end of any encounter: you have another encounter at once (you need an encounter card)"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        from engine.cosmic import turn  # here, not above: the turn's frame imports the techs

        return hands.has_encounter_card(state, seat) and state["enc"].get(turn.EXTRA) is None

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        from engine.cosmic import turn

        ev.append(event("tech.infinity", seat=seat))
        if not self._another_of_the_turn(state, seat):
            turn.extra_encounter(state, seat, None)

    def hook_another_encounter(self, state: State, holder: int, another: bool) -> bool:
        return another or (registry.used(state, self.name, holder) and self._another_of_the_turn(state, holder))

    @staticmethod
    def _another_of_the_turn(state: State, seat: int) -> bool:
        from engine.cosmic import turn

        return seat == state["turn"]["offense"] and not turn.in_extra_encounter(state)
