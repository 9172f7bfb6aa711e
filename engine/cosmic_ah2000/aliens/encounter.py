"""Powers over the encounter itself: Amoeba, Parasite, Healer, Chronos, Empath."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option
from engine.cosmic_ah2000 import board, hands, powers
from engine.cosmic_ah2000.cards import DECK
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.powers import Alien, alien, is_main, main_players, once_left

State = dict[str, Any]


@alien
class Amoeba(Alien):
    name = "Amoeba"
    summary = ("Before the cards are chosen, may add up to four ships to its side of the encounter or withdraw "
               "all its ships from it.")

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        enc = state["enc"]
        if point != "allies_placed" or not once_left(state, self.name):
            return []
        in_play = board.encounter_ships(state, seat)
        if not in_play and seat != enc["defense"]:
            return []
        spare = sum(state["planets"][p][seat] for p in board.colonies(state, seat) if p != enc["target"])
        out = [Option(f"power.amoeba:add:{k}", f"Amoeba: add {board.ships(k)}") for k in range(1, min(4, spare) + 1)]
        if in_play:
            out.append(Option("power.amoeba:withdraw", f"Amoeba: withdraw your {board.ships(in_play)}"))
        return out

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        enc = state["enc"]
        enc["once"].append(self.name)
        if key.endswith("withdraw"):
            for place in (enc["mothership"], enc["transports"]):
                board.go_home(state, seat, place[seat], ev)
                place[seat] = {}
            powers.used(state, seat, ev, "withdraws")
            return
        count = int(key.rsplit(":", 1)[1])
        target = enc["target"]
        saved = state["planets"][target][seat]
        state["planets"][target][seat] = 0  # never taken from the planet under attack
        sources = board.safest_sources(state, seat, count)
        board.lift(state, seat, sources)
        state["planets"][target][seat] = saved
        if seat == enc["defense"]:
            state["planets"][target][seat] += count
        else:
            place = enc["mothership"] if seat in enc["allies_off"] or seat == state["turn"]["offense"] \
                else enc["transports"]
            board.merge(place[seat], sources)
        powers.used(state, seat, ev, "adds", count=count)


@alien
class Parasite(Alien):
    name = "Parasite"
    summary = "May join either side of an alliance without being invited."
    zap_points = ("start_encounter", "allies_placed")

    def hooks(self) -> dict[str, Any]:
        return {"uninvited": self._uninvited, "may_join": self._may_join}

    def _uninvited(self, state: State, me: int, value: list[int], ev: list[Event]) -> list[int]:
        return value if me in main_players(state) or not board.colonies(state, me) else [*value, me]

    def _may_join(self, state: State, me: int, value: list[str], seat: int) -> list[str]:
        return ["offense", "defense"] if seat == me else value

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return point == "start_encounter" and seat != state["turn"]["offense"]


@alien
class Healer(Alien):
    name = "Healer"
    summary = ("At the end of an encounter, may heal another player's ships lost to the warp in it: they go back "
               "to that player's colonies, and the player pays the Healer one card at random.")

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        if point != "end_encounter":
            return []
        enc = state["enc"]
        return [Option(f"power.healer:{other}", f"Healer: heal {board.name(state, other)}'s "
                       f"{board.ships(min(enc['warped'][other], state['warp'][other]))}")
                for other in range(state["n"])
                if other != seat and min(enc["warped"][other], state["warp"][other]) and board.colonies(state, other)]

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        other = int(key.split(":")[1])
        enc = state["enc"]
        count = min(enc["warped"][other], state["warp"][other])
        enc["warped"][other] = 0
        state["warp"][other] -= count
        for _ in range(count):
            state["planets"][board.first_colony(state, other)][other] += 1
        powers.used(state, seat, ev, "heals", other=other, count=count)
        fee = hands.take_random(state, other, seat, 1)
        if fee:
            ev.append(event("power.healer.card", (seat, other), card=fee[0], other=other))


@alien
class Chronos(Alien):
    name = "Chronos"
    summary = ("As a main player, after the cards are revealed, may travel back in time once an encounter: both "
               "cards are discarded and both main players play new ones.")

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        enc = state["enc"]
        if point != "reveal" or not is_main(state, seat) or not once_left(state, self.name) or not enc["revealed"]:
            return []
        return [Option("power.chronos", "Chronos: time travel (both play a new encounter card)")]

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        enc = state["enc"]
        enc["once"].append(self.name)
        powers.used(state, seat, ev, "time_travel")
        for role, owner in zip(("offense", "defense"), main_players(state), strict=True):
            hands.discard(state, owner, [enc["cards"][role]], ev)
            enc["cards"][role] = None
        enc["revealed"] = False
        enc["both_negotiate"] = False
        state["windows"][-1]["then"] = "planning"


@alien
class Empath(Alien):
    name = "Empath"
    summary = ("As a main player, when an attack meets a negotiate, may turn the attack into a negotiate: the two "
               "main players must then make a deal.")

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        enc = state["enc"]
        if point != "reveal" or not is_main(state, seat) or not enc["revealed"] or enc["both_negotiate"]:
            return []
        if sorted(DECK[c].type for c in enc["cards"].values()) != ["attack", "negotiate"]:
            return []
        return [Option("power.empath", "Empath: the attack becomes a negotiate; make a deal")]

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        state["enc"]["both_negotiate"] = True
        powers.used(state, seat, ev, "negotiates")
