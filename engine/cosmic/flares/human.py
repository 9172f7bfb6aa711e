"""Human's flare.  Wild (main player, reveal): unless the opponent is the Human, your card becomes an
attack 42; the flare then goes to the Human's player (discarded if no one is the Human).  Super (main
player or ally, reveal): add 8 instead of 4, or discard the flare to zap your own power, so your side wins.

With Hidden Powers the wild half is offered against a face-down Human too (refusing it would tell the player
who the Human is); played against one, the Human's owner chooses (``flare.human.hidden``): turn its sheet up,
and the flare does nothing, or keep it face down, and the flare works as against anyone else."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import flow, hidden_powers
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.planning import outcome_kind
from engine.cosmic.powers import role, side_of
from engine.cosmic.prompt_text import say

WILD_ATTACK = 42


def _opponent(state: dict[str, Any], seat: int) -> int:
    return state["enc"]["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]


def _become_42(state: dict[str, Any], seat: int) -> None:
    enc = state["enc"]
    enc["effective"][role(state, seat)] = ["attack", WILD_ATTACK]
    enc["outcome_kind"] = outcome_kind(tuple(enc["effective"]["offense"]), tuple(enc["effective"]["defense"]))


def _human_seat(state: dict[str, Any]) -> int | None:
    return next((s for s, a in enumerate(state["aliens"] or []) if a == "Human"), None)


@flare
class HumanWild(Half):
    alien, half, who, points = "Human", "wild", "main", frozenset({"reveal"})
    params = {"attack": WILD_ATTACK}

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """Not against a Human the player can see; a face-down Human is not known to be one."""
        other = _opponent(state, seat)
        return state["aliens"] is None or state["aliens"][other] != "Human" or hidden_powers.face_down(state, "Human")

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = _opponent(state, seat)
        if state["aliens"] is not None and state["aliens"][other] == "Human":
            if hidden_powers.face_down(state, "Human"):
                flow.ask(state, HiddenHuman.kind, other, flare_seat=seat)
            else:  # turned up since it was played
                ev.append(event("flare.human.stopped", seat=other))
            return
        _become_42(state, seat)

    def afterwards(self, state: dict[str, Any], seat: int, arg: str) -> int | None:
        return _human_seat(state)


@flare
class HumanSuper(Half):
    alien, half, who, points = "Human", "super", "main or ally", frozenset({"reveal"})

    def choices(self, state: dict[str, Any], seat: int, point: str) -> list[tuple[str, Say]]:
        return [("8", say("flare.human.super")), ("zap", say("flare.human.super.zap"))]

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if arg == "zap":
            state["enc"]["zapped"].append(self.alien)
            state["enc"]["forced_winner"] = side_of(state, seat)
            ev.append(event("power.human.self_zap", side=side_of(state, seat)))

    def afterwards(self, state: dict[str, Any], seat: int, arg: str) -> int | None:
        return None if arg == "zap" else seat


@flow.decision
class HiddenHuman(flow.Decision):
    """The face-down Human's owner, against whom the Human's wild flare is played: the flare's "unless your
    opponent is the Human" holds only if it says so, turning its sheet up."""

    kind = "flare.human.hidden"
    deadline_class = "response"
    REVEAL, KEEP = "reveal", "keep"

    def text(self, state: dict[str, Any], spec: flow.Spec) -> str:
        return ("The Human's flare is played against you: its card becomes an attack 42 unless its opponent is the "
                "Human. Turn your Human face up to stop it, or keep it face down?")

    def options(self, state: dict[str, Any], spec: flow.Spec) -> list[Option]:
        return [Option(self.REVEAL, "Turn my Human face up: the flare does nothing"),
                Option(self.KEEP, "Keep my alien face down: the card becomes an attack 42")]

    def apply(self, state: dict[str, Any], spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        if choice == self.REVEAL:
            hidden_powers.reveal(state, spec["seat"], "Human", ev)
            ev.append(event("flare.human.stopped", seat=spec["seat"]))
        else:
            _become_42(state, spec["flare_seat"])

    def default(self, state: dict[str, Any], spec: flow.Spec) -> Any:
        """The flare's own text: against the Human it does nothing, so the sheet is turned up."""
        return self.REVEAL
