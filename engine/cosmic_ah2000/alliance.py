"""Steps 5 to 7: invitations and answers ("Invitare alleati offensivi/difensivi", "Gli alleati rispondono").

The offense names the players it invites; the defense then names its own, knowing the offense's (it
may invite the same players).  Each invited player answers in turn clockwise from the offense's left,
seeing the answers before it: it joins one side that invited it with 1–4 ships, or neither.  An
offensive ally's ships ride on the mothership's wings, a defensive ally's on its own transport in front
of the planet.  No alliances with two players.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, IllegalAction, Option, Say
from engine.cosmic_ah2000 import board, flow, powers
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.launch import max_ships, random_ships
from engine.cosmic_ah2000.prompt_text import colony, say
from engine.cosmic_ah2000.windows import open_window

State = dict[str, Any]
NEITHER = "neither"


def candidates(state: State) -> list[int]:
    enc = state["enc"]
    return [s for s in board.clockwise_from_offense(state) if s != enc["defense"]]


@flow.step("alliances")
def alliances(state: State, ev: list[Event]) -> None:
    flow.goto(state, "alliance.answers")
    if candidates(state):
        flow.ask(state, "alliance.invite", state["turn"]["offense"], side="offense")


@flow.decision
class Invite(flow.Decision):
    kind = "alliance.invite"
    deadline_class = "negotiation"

    def text(self, state: State, spec: flow.Spec) -> Say:
        side = "offense" if spec["side"] == "offense" else "defense"
        return say(f"alliance.invite.{side}")

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        options = tuple(Option(str(s), say("seat", seat=s)) for s in candidates(state))
        return [Field("players", say("alliance.invite.players"), "multi", options, min=0, max=len(options),
                      required=False)]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        enc = state["enc"]
        flow.done(state, spec)
        invited = [int(s) for s in choice["players"]]
        enc["invites_off" if spec["side"] == "offense" else "invites_def"] = invited
        ev.append(event("alliance.invited", seat=spec["seat"], side=spec["side"], invited=invited))
        if spec["side"] == "offense":
            flow.ask(state, "alliance.invite", enc["defense"], side="defense")
        else:
            asked = powers.run("uninvited", state, [], ev=ev)  # Parasite
            enc["to_answer"] = [s for s in candidates(state)
                                if s in enc["invites_off"] or s in enc["invites_def"] or s in asked]

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"players": []}

    def random(self, state: State, spec: flow.Spec, rng: random.Random) -> Any:
        options = [o.key for o in self.fields(state, spec)[0].options]
        return {"players": [k for k in options if rng.random() < 0.5]}


@flow.step("alliance.answers")
def answers(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    while enc["to_answer"]:
        seat = enc["to_answer"].pop(0)
        if board.colonies(state, seat):
            flow.ask(state, "alliance.join", seat)
            return
        ev.append(event("alliance.cannot", seat=seat))
    open_window(state, "allies_placed", "planning", ev)


def _invited(state: State, seat: int) -> list[str]:
    enc = state["enc"]
    return [side for side, invites in (("offense", enc["invites_off"]), ("defense", enc["invites_def"]))
            if seat in invites]


def _sides(state: State, seat: int) -> list[str]:
    return powers.run("may_join", state, _invited(state, seat), seat=seat)


@flow.decision
class Join(flow.Decision):
    kind = "alliance.join"
    deadline_class = "negotiation"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("alliance.join")

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        own = board.colonies(state, seat)
        sides = [Option(side, say(f"alliance.join.{side}")) for side in _sides(state, seat)]
        total = sum(state["planets"][p][seat] for p in own)
        return [
            Field("side", say("alliance.join.side"), "choice", (*sides, Option(NEITHER, say("alliance.join.neither"))),
                  default=NEITHER),
            Field("ships", say("alliance.join.ships"), "count_map",
                  tuple(Option(str(p), colony(state, p, seat)) for p in own),
                  min=0, max=min(max_ships(state, seat), total),
                  caps=tuple(state["planets"][p][seat] for p in own), required=False),
        ]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, enc = spec["seat"], state["enc"]
        side, ships = choice["side"], choice["ships"]
        if side == NEITHER:
            if ships:
                raise IllegalAction(say("refused.alliance.stay_out"))
            flow.done(state, spec)
            ev.append(event("alliance.declined", seat=seat))
            return
        if not ships:
            raise IllegalAction(say("refused.alliance.join"))
        flow.done(state, spec)
        if side not in _invited(state, seat):
            powers.used(state, seat, ev, "uninvited", side=side)
        board.lift(state, seat, ships)
        if side == "offense":
            enc["allies_off"].append(seat)
            board.merge(enc["mothership"][seat], ships)
            kind = "alliance.joined.mothership"
        else:
            enc["allies_def"].append(seat)
            board.merge(enc["transports"][seat], ships)
            kind = "alliance.joined.transport"
        ev.append(event(kind, seat=seat, side=side, count=board.total(ships)))

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"side": NEITHER, "ships": {}}

    def random(self, state: State, spec: flow.Spec, rng: random.Random) -> Any:
        side, ships = self.fields(state, spec)
        choice = rng.choice(side.options).key
        if choice == NEITHER:
            return {"side": NEITHER, "ships": {}}
        return {"side": choice, "ships": random_ships(state, spec["seat"], rng.randint(1, ships.max), rng)}
