"""Gambler (red; main player; optional; reveal): after its opponent reveals, keeps its own encounter card face
down and states what it is, bluffing or not.  Its opponent accepts the claim (the stated value counts as an attack
and the card goes face down to the bottom of the deck) or challenges it: the card is shown; if the Gambler lied it
loses as many ships as it has in the encounter, else the challenger loses as many as it has in it, from colonies
outside the encounter; the encounter then goes on with the real cards.

Both cards are turned up at the same moment, so the Gambler says before the reveal that it holds its card back
(the use, made once cards are chosen: a Cosmic Zap then turns the card up with the other).  At the reveal it sees
the opponent's card and answers ``gambler.claim``: show its card after all, or state a value.  Until then its
card counts as ``hidden`` (no view learns it); once the value is stated the table hears it, the Gambler may raise
the stakes with its super flare (timing point ``claim``), and the opponent answers ``gambler.challenge``.  A lie is
any real card but an attack of the stated value.  Who pays chooses the ships (``gambler.ships``) when there is a
choice.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flow, hooks
from engine.cosmic.aliens.cudgel import CudgelShips, safest, stacks
from engine.cosmic.cards import ATTACK_COUNTS, COSMIC
from engine.cosmic.events import event
from engine.cosmic.planning import allies_go_home, effective, outcome_kind
from engine.cosmic.powers import Power, alien, role
from engine.cosmic.prompt_text import say
from engine.cosmic.windows import open_window

State = dict[str, Any]
NAME = "Gambler"
VALUES = tuple(sorted(ATTACK_COUNTS))
SHOW = "show"
HIDDEN = "hidden"  # what the Gambler's card counts as while it decides, once its opponent's is up


def gamble(state: State) -> dict[str, Any] | None:
    return state["enc"].get("gamble")


def opponent(state: State, seat: int) -> int:
    return state["enc"]["defense"] if seat == state["turn"]["offense"] else state["turn"]["offense"]


def ships_in(state: State, seat: int) -> int:
    """A main player's own ships in the encounter: on the gate, or on the target planet."""
    if seat == state["turn"]["offense"]:
        return board.gate_ships(state, seat)
    return state["planets"][state["enc"]["target"]][seat]


def lose(state: State, seat: int, count: int, ev: list[Event]) -> None:
    """Ships of the loser's choice from colonies outside the encounter, asked only when there is a choice."""
    have = stacks(state, seat)
    count = min(count, sum(have.values()))
    if count <= 0:
        return
    if count == sum(have.values()) or len(have) == 1:
        pay(state, seat, safest(state, seat, count), ev)
    else:
        flow.ask(state, "gambler.ships", seat, count=count)


def pay(state: State, seat: int, ships: dict[str, int], ev: list[Event]) -> None:
    board.take_from_planets(state, seat, ships)
    board.to_warp(state, seat, sum(ships.values()), ev, "the Gambler's challenge")


@alien
class Gambler(Power):
    name, alert, who, optional = NAME, "red", "main", True
    points = frozenset({"planning.after"})
    summary = ("keeps its encounter card face down and states its value; unchallenged, the value counts; challenged, "
               "whoever was wrong loses as many ships as it has in the encounter")

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["card_first"] != role(state, seat) and gamble(state) is None

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.gambler"))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        state["enc"]["gamble"] = {"seat": seat, "role": role(state, seat), "claim": None, "challenged": None,
                                  "stakes": 0}
        state["enc"]["face_down"] = role(state, seat)

    def on_zapped(self, state: State, seat: int, ev: list[Event]) -> None:
        state["enc"].pop("gamble", None)
        state["enc"].pop("face_down", None)

    def hook_revealed(self, state: State, seat: int, eff: dict[str, list], ev: list[Event]) -> dict[str, list]:
        bet = gamble(state)
        if bet is None or bet["seat"] != seat or bet["challenged"] is not None or bet.get("shown"):
            return eff
        other = "defense" if bet["role"] == "offense" else "offense"
        copies = COSMIC[state["enc"]["cards"][other]].type == "morph"
        if bet["claim"] is None:  # the opponent's card is up: the Gambler now shows its own or states a value
            eff[bet["role"]] = [HIDDEN, 0]
            if copies:
                eff[other] = [HIDDEN, 0]
            if not flow.pending_of(state, "gambler.claim"):
                flow.ask(state, "gambler.claim", seat)
            return eff
        eff[bet["role"]] = ["attack", bet["claim"]]
        if copies:
            eff[other] = ["attack", bet["claim"]]
        return eff


def turn_up(state: State, ev: list[Event]) -> None:
    """What the cards count as once the Gambler's card is shown or its claim stated, every revealed-card power
    applied again; allies go home if the encounter has become a deal."""
    enc = state["enc"]
    o, d = enc["cards"]["offense"], enc["cards"]["defense"]
    eff = {"offense": list(effective(o, d)), "defense": list(effective(d, o))}
    enc["effective"] = hooks.run("revealed", state, eff, ev=ev)
    was = enc["outcome_kind"]
    enc["outcome_kind"] = outcome_kind(tuple(enc["effective"]["offense"]), tuple(enc["effective"]["defense"]))
    if enc["outcome_kind"] == "deal" and was != "deal":
        allies_go_home(state, ev)


@flow.decision
class GamblerClaim(flow.Decision):
    """The Gambler's answer once the opponent's card is up; on timeout, it shows its card."""

    kind = "gambler.claim"

    def text(self, state: State, spec: flow.Spec) -> str:
        bet = gamble(state)
        other = "defense" if bet["role"] == "offense" else "offense"
        return say("gambler.claim", theirs=state["enc"]["cards"][other], mine=state["enc"]["cards"][bet["role"]])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(SHOW, say("gambler.claim.show")), *(Option(str(v), say("gambler.claim.value", value=v))
                                                           for v in VALUES)]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        bet, seat = gamble(state), spec["seat"]
        if choice == SHOW:
            bet["shown"] = True
            state["enc"]["face_down"] = None
            card = state["enc"]["cards"][bet["role"]]
            ev.append(event("power.gambler.shows", seat=seat, card=card))
            turn_up(state, ev)
            return
        bet["claim"] = int(choice)
        ev.append(event("power.gambler.claim", seat=seat, claim=bet["claim"]))
        turn_up(state, ev)
        flow.goto(state, "gambler.claimed")

    def default(self, state: State, spec: flow.Spec) -> Any:
        return SHOW


@flow.step("gambler.claimed")
def claimed(state: State, ev: list[Event]) -> None:
    """The value is stated: a window for what may be played on a claim (the Gambler's super flare), then the
    challenge."""
    open_window(state, "claim", "gambler.challenge", ev)


@flow.step("gambler.challenge")
def challenge(state: State, ev: list[Event]) -> None:
    bet = gamble(state)
    if bet is not None and bet["claim"] is not None and bet["challenged"] is None:
        flow.ask(state, "gambler.challenge", opponent(state, bet["seat"]))
    flow.goto(state, "reveal.window")


@flow.decision
class GamblerChallenge(flow.Decision):
    """The opponent's answer to the claim; on timeout, the claim stands."""

    kind = "gambler.challenge"

    def text(self, state: State, spec: flow.Spec) -> str:
        bet = gamble(state)
        if bet["stakes"]:
            return say("gambler.challenge.staked", seat=bet["seat"], value=bet["claim"], ships=bet["stakes"])
        return say("gambler.challenge", seat=bet["seat"], value=bet["claim"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option("accept", say("gambler.challenge.accept")),
                Option("challenge", say("gambler.challenge.challenge"))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        enc, bet = state["enc"], gamble(state)
        gambler, challenger = bet["seat"], spec["seat"]
        card = enc["cards"][bet["role"]]
        bet["challenged"] = choice == "challenge"
        if not bet["challenged"]:
            enc.setdefault("to_deck_bottom", []).append(card)  # at the end of the encounter, still face down
            ev.append(event("power.gambler.accepted", challenger=challenger, claim=bet['claim']))
            return
        enc["face_down"] = None
        lied = COSMIC[card].type != "attack" or COSMIC[card].value != bet["claim"]
        loser = gambler if lied else challenger
        ev.append(event("power.gambler.shown", seat=gambler, card=card, lied=lied, challenger=challenger,
                        value="a bluff" if lied else "the truth"))
        turn_up(state, ev)
        lose(state, loser, ships_in(state, loser) + bet["stakes"], ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return "accept"


@flow.decision
class GamblerShips(CudgelShips):
    """The ships lost to the Gambler's challenge; on timeout, no colony emptied if that can be avoided."""

    kind = "gambler.ships"

    def text(self, state: State, spec: flow.Spec) -> str:
        return say("gambler.ships", count=spec["count"])

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        pay(state, spec["seat"], choice["ships"], ev)
