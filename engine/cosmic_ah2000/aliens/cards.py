"""Powers over cards: Clone, Filch, Vulch, Laser, Oracle, Sorcerer, Trader, Mind, Mutant, Philanthropist."""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event, Option
from engine.cosmic_ah2000 import board, hands, powers
from engine.cosmic_ah2000.cards import DECK, HAND_SIZE, distinct, label
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.powers import Alien, alien, is_main, once_left, opponent

State = dict[str, Any]


@alien
class Clone(Alien):
    name = "Clone"
    summary = "Keeps its own encounter card after the encounter instead of discarding it."
    zap_points = ("end_encounter",)

    def hooks(self) -> dict[str, Any]:
        return {"card_keeper": self._keeper}

    def _keeper(self, state: State, me: int, value: int | None, card: int, owner: int, ev: list[Event]) -> int | None:
        if owner != me:
            return value
        powers.used(state, me, ev, "keeps", card=card)
        return me

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return point in self.zap_points and is_main(state, seat)


@alien
class Filch(Alien):
    name = "Filch"
    summary = "As a main player, takes its opponent's used encounter card into its hand."
    zap_points = ("end_encounter",)

    def hooks(self) -> dict[str, Any]:
        return {"card_keeper": self._keeper}

    def _keeper(self, state: State, me: int, value: int | None, card: int, owner: int, ev: list[Event]) -> int | None:
        if not is_main(state, me) or owner != opponent(state, me):
            return value
        powers.used(state, me, ev, "takes", cards=[card])
        return me

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return point in self.zap_points and is_main(state, seat)


@alien
class Vulch(Alien):
    name = "Vulch"
    summary = "Takes into its hand every artifact another player discards."
    zap_points = powers.ZAP_POINTS_ALL

    def hooks(self) -> dict[str, Any]:
        return {"discard": self._discard}

    def _discard(self, state: State, me: int, value: list[int], seat: int, ev: list[Event]) -> list[int]:
        taken = [c for c in value if DECK[c].type == "artifact"] if seat != me else []
        if not taken:
            return value
        state["hands"][me].extend(taken)
        powers.used(state, me, ev, "takes", cards=list(taken))
        return [c for c in value if c not in taken]


@alien
class Laser(Alien):
    name = "Laser"
    summary = "As a main player, its opponent's encounter card is chosen at random from its hand."
    zap_points = ("allies_placed",)

    def hooks(self) -> dict[str, Any]:
        return {"forced_card": self._forced}

    def _forced(self, state: State, me: int, value: int | None, seat: int, ev: list[Event]) -> int | None:
        if value is not None or not is_main(state, me) or seat != opponent(state, me):
            return value
        cards = sorted(hands.encounter_cards(state, seat))
        powers.used(state, me, ev, "random_card", other=seat)
        return cards[rng.randbelow(state, len(cards))]

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return point in self.zap_points and is_main(state, seat)


@alien
class Oracle(Alien):
    name = "Oracle"
    summary = "As a main player, sees its opponent's encounter card before choosing its own."
    zap_points = ("allies_placed",)

    def hooks(self) -> dict[str, Any]:
        return {"chooses_second": self._second}

    def _second(self, state: State, me: int, value: bool, seat: int) -> bool:
        return value or (seat == me and is_main(state, me))

    def zap_now(self, state: State, seat: int, point: str) -> bool:
        return point in self.zap_points and is_main(state, seat)


@alien
class Sorcerer(Alien):
    name = "Sorcerer"
    summary = "As a main player, may swap the two encounter cards after they are chosen, before they are revealed."

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        if point != "cards_chosen" or not is_main(state, seat) or not once_left(state, self.name):
            return []
        return [Option("power.sorcerer", "Sorcerer: swap the two face-down encounter cards")]

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        enc = state["enc"]
        enc["once"].append(self.name)
        enc["cards"]["offense"], enc["cards"]["defense"] = enc["cards"]["defense"], enc["cards"]["offense"]
        enc["sorcery"] = True
        powers.used(state, seat, ev, "swapped")


@alien
class Trader(Alien):
    name = "Trader"
    summary = "As a main player, may swap hands with its opponent before the encounter cards are chosen."

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        if point != "allies_placed" or not is_main(state, seat) or not once_left(state, self.name):
            return []
        return [Option("power.trader", f"Trader: swap hands with {board.name(state, opponent(state, seat))}")]

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        other = opponent(state, seat)
        state["enc"]["once"].append(self.name)
        state["hands"][seat], state["hands"][other] = state["hands"][other], state["hands"][seat]
        powers.used(state, seat, ev, "swaps_hands", other=other)


@alien
class Mind(Alien):
    name = "Mind"
    summary = "May look at another player's hand, once an encounter."

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        if point not in ("start_encounter", "allies_placed") or not once_left(state, self.name):
            return []
        return [Option(f"power.mind:{other}", f"Mind: look at {board.name(state, other)}'s hand")
                for other in range(state["n"]) if other != seat and state["hands"][other]]

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        other = int(key.split(":")[1])
        state["enc"]["once"].append(self.name)
        powers.used(state, seat, ev, "looks", other=other)
        hand = sorted(state["hands"][other])
        ev.append(event("power.mind.hand", (seat,), seat=other, cards=hand))


@alien
class Mutant(Alien):
    name = "Mutant"
    summary = ("As a main player, may fill its hand to seven before the cards are chosen: one card at random from "
               "each other player in turn, then from the deck.")

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        if (point != "allies_placed" or not is_main(state, seat) or not once_left(state, self.name)
                or len(state["hands"][seat]) >= HAND_SIZE):
            return []
        return [Option("power.mutant", "Mutant: fill your hand to seven")]

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        state["enc"]["once"].append(self.name)
        powers.used(state, seat, ev, "fills_hand")
        others = [(seat + i) % state["n"] for i in range(1, state["n"])]
        while len(state["hands"][seat]) < HAND_SIZE and any(state["hands"][o] for o in others):
            for other in others:
                if len(state["hands"][seat]) >= HAND_SIZE:
                    break
                taken = hands.take_random(state, other, seat, 1)
                if taken:
                    ev.append(event("power.mutant.card", (seat, other), card=taken[0], seat=seat, other=other))
        hands.draw(state, seat, HAND_SIZE - len(state["hands"][seat]), ev, "Mutant")


@alien
class Philanthropist(Alien):
    name = "Philanthropist"
    summary = "May give one card of its hand to any other player, once an encounter."

    def plays(self, state: State, seat: int, point: str) -> list[Option]:
        if point not in ("start_encounter", "allies_placed") or not once_left(state, self.name):
            return []
        return [Option(f"power.philanthropist:{cid}:{other}", f"Philanthropist: give {label(cid)} to "
                       f"{board.name(state, other)}")
                for cid in distinct(state["hands"][seat]) for other in range(state["n"]) if other != seat]

    def carry_out(self, state: State, seat: int, key: str, ev: list[Event]) -> None:
        _, cid, other = key.split(":")
        state["enc"]["once"].append(self.name)
        hands.give(state, seat, int(other), [int(cid)])
        powers.used(state, seat, ev, "gives", other=int(other))
        ev.append(event("power.philanthropist.card", (seat, int(other)), card=int(cid), seat=seat, other=int(other)))
