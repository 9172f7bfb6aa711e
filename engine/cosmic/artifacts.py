"""Artifact cards: played at their timing point, discarded after use.

Each kind is one unit registered with :mod:`engine.cosmic.timing`; a played
artifact goes on the stack, where a Card Zap may cancel it (and another Card
Zap may cancel that one).  A Cosmic Zap cancels an alien power's use the same
way.
"""

from __future__ import annotations

import functools
from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, deal, flow, hands, homeward, timing
from engine.cosmic.cards import COSMIC, keep_rank
from engine.cosmic.events import event
from engine.cosmic.planning import allies_go_home, outcome_kind
from engine.cosmic.prompt_text import Label, say, words_of

State = dict[str, Any]


def _play_words(card: int, label: Label | None) -> Say:
    """An artifact's play as offered; worked out only when read (a window needs only the keys)."""
    if label is None:
        return say("play.artifact", card=card)
    return say("play.artifact.choice", card=card, choice=words_of(label).to_dict())


class Artifact:
    """One kind of artifact: who may play it, when, on what, and what it does."""

    name = ""
    title = ""
    points: frozenset[str] = frozenset()

    @functools.cached_property
    def cards(self) -> frozenset[int]:
        """The copies of this artifact in the deck (see :func:`engine.cosmic.timing.plays_for`)."""
        return frozenset(cid for cid, card in enumerate(COSMIC) if card.name == self.title)

    def allowed(self, state: State, seat: int, point: str) -> bool:
        return True

    def targets(self, state: State, seat: int) -> list[tuple[str, Label | None]]:
        return [("", None)]

    def effect(self, state: State, seat: int, arg: str, ev: list[Event]) -> None:
        raise NotImplementedError

    def plays(self, state: State, seat: int, point: str, playable: list[int] | None = None) -> list[Option]:
        held = self.cards.intersection(hands.playable(state, seat) if playable is None else playable)
        if not held or not self.allowed(state, seat, point):
            return []
        card = min(held)
        return [Option.later(f"{self.name}:c{card}:{arg}", _play_words, card, label)
                for arg, label in self.targets(state, seat)]

    def card_of(self, state: State, seat: int, key: str) -> int | None:
        return int(key.split(":")[1][1:])

    def cancellable_by(self, state: State, seat: int, key: str) -> str | None:
        return "card"

    def said(self, state: State, key: str, seat: int) -> dict[str, Any]:
        return {"play": "artifact", "card": self.card_of(state, seat, key), **self.target_said(key.split(":", 2)[2])}

    def target_said(self, arg: str) -> dict[str, Any]:
        """What the play aims at, as event data (``play`` in :mod:`engine.cosmic.events`); most aim at nothing."""
        return {}

    def play(self, state: State, seat: int, key: str, point: str, ev: list[Event]) -> None:
        self.effect(state, seat, key.split(":", 2)[2], ev)

    def keeper(self, state: State, item: dict[str, Any]) -> int | None:
        """An artifact is discarded after use, unless an effect named who keeps it (Clone's wild flare)."""
        return item.get("keeper")


class MobiusTubes(Artifact):
    name, title, points = "mobius", "Mobius Tubes", frozenset({"regroup"})

    def allowed(self, state: State, seat: int, point: str) -> bool:
        return seat == state["turn"]["offense"] and any(state["warp"])

    def effect(self, state: State, seat: int, arg: str, ev: list[Event]) -> None:
        for owner in range(state["n"]):
            count = state["warp"][owner]
            if count and board.colonies(state, owner):
                state["warp"][owner] = 0
                board.place_anywhere(state, owner, count, ev)
        ev.append(event("artifact.mobius"))


class Plague(Artifact):
    name, title, points = "plague", "Plague", frozenset({"regroup"})

    def targets(self, state: State, seat: int) -> list[tuple[str, Say | None]]:
        return [(str(s), say("artifact.on", seat=s)) for s in range(state["n"])]

    def target_said(self, arg: str) -> dict[str, Any]:
        return {"play": "artifact.on", "seat": int(arg)}

    def effect(self, state: State, seat: int, arg: str, ev: list[Event]) -> None:
        victim = int(arg)
        discarded = []
        for kind in ("attack", "negotiate", "morph", "reinforcement", "flare", "artifact"):
            of_kind = [c for c in state["hands"][victim] if COSMIC[c].type == kind]
            if of_kind:
                card = min(of_kind, key=lambda c: (keep_rank(c), c))
                state["hands"][victim].remove(card)
                discarded.append(card)
        ev.append(event("artifact.plague", victim=victim, cards=discarded, penalty_ships=deal.PENALTY_SHIPS))
        hands.discard(state, victim, discarded, ev, "Plague")
        deal.lose_ships(state, victim, "plague.ships", ev, "Plague")


class ForceField(Artifact):
    name, title, points = "forcefield", "Force Field", frozenset({"alliance"})

    def allied(self, state: State) -> list[int]:
        return state["enc"]["allies_off"] + state["enc"]["allies_def"]

    def allowed(self, state: State, seat: int, point: str) -> bool:
        return bool(self.allied(state))

    def targets(self, state: State, seat: int) -> list[tuple[str, Say | None]]:
        allies = self.allied(state)
        out: list[tuple[str, Say | None]] = [(str(s), say("artifact.home", seat=s)) for s in allies]
        return out + ([("all", say("artifact.all"))] if len(allies) > 1 else [])

    def target_said(self, arg: str) -> dict[str, Any]:
        return {"play": "artifact.all"} if arg == "all" else {"play": "artifact.home", "seat": int(arg)}

    def effect(self, state: State, seat: int, arg: str, ev: list[Event]) -> None:
        enc = state["enc"]
        for ally in self.allied(state) if arg == "all" else [int(arg)]:
            homeward.send_home(state, ally, enc["gate"][ally], ev)
            homeward.send_home(state, ally, enc["dallies"][ally], ev)
            enc["gate"][ally], enc["dallies"][ally] = {}, {}
            for side in ("allies_off", "allies_def"):
                if ally in enc[side]:
                    enc[side].remove(ally)
            ev.append(event("artifact.forcefield", ally=ally))


class EmotionControl(Artifact):
    name, title, points = "emotion", "Emotion Control", frozenset({"reveal"})

    def allowed(self, state: State, seat: int, point: str) -> bool:
        effective = state["enc"]["effective"] or {}
        return any(card[0] == "attack" for card in effective.values())

    def effect(self, state: State, seat: int, arg: str, ev: list[Event]) -> None:
        enc = state["enc"]
        enc["effective"] = {role: (["negotiate", 0] if card[0] == "attack" else card)
                            for role, card in enc["effective"].items()}
        enc["outcome_kind"] = outcome_kind(tuple(enc["effective"]["offense"]), tuple(enc["effective"]["defense"]))
        ev.append(event("artifact.emotion"))
        if enc["outcome_kind"] == "deal":
            allies_go_home(state, ev)


class IonicGas(Artifact):
    name, title, points = "ionicgas", "Ionic Gas", frozenset({"resolution"})

    def allowed(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        rewards = enc["winner"] == "defense" and bool(enc["allies_def"])
        return not enc["ionic_gas"] and (enc["outcome_kind"] == "compensation" or rewards)

    def effect(self, state: State, seat: int, arg: str, ev: list[Event]) -> None:
        state["enc"]["ionic_gas"] = True
        ev.append(event("artifact.ionicgas"))


class Quash(Artifact):
    name, title, points = "quash", "Quash", frozenset({"deal"})

    def allowed(self, state: State, seat: int, point: str) -> bool:
        return not state["enc"]["deal"]["quashed"]

    def effect(self, state: State, seat: int, arg: str, ev: list[Event]) -> None:
        state["enc"]["deal"]["quashed"] = True
        ev.append(event("artifact.quash"))


class Zap(Artifact):
    """Cancels the play on top of the stack, if it is of the kind this zap stops."""

    stops = ""

    def allowed(self, state: State, seat: int, point: str) -> bool:
        return bool(state["stack"]) and state["stack"][-1]["by"] == self.stops

    def targets(self, state: State, seat: int) -> list[tuple[str, Label | None]]:
        if not state["stack"]:
            return [("", None)]
        top = state["stack"][-1]  # the play it cancels, named only when read (a playout reads no label)
        return [("", functools.partial(_cancel_words, state, top["key"], top["seat"]))]

    def effect(self, state: State, seat: int, arg: str, ev: list[Event]) -> None:
        if state["stack"]:
            state["stack"][-1]["cancelled"] = True


def _cancel_words(state: State, key: str, seat: int) -> Say:
    return say("tech.cancel", play=timing.said(state, key, seat))


class CardZap(Zap):
    name, title, points, stops = "cardzap", "Card Zap", frozenset({"card.played"}), "card"


class CosmicZap(Zap):
    name, title, points, stops = "cosmiczap", "Cosmic Zap", frozenset({"card.played"}), "power"


for _unit in (MobiusTubes(), Plague(), ForceField(), EmotionControl(), IonicGas(), Quash(), CardZap(), CosmicZap()):
    timing.register(_unit)


@flow.decision
class PlagueShips(deal.Penalty):
    kind = "plague.ships"
    why = "Plague"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("plague.ships", count=deal.PENALTY_SHIPS)
