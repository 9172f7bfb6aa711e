"""Alliance: the offense invites, then the defense, then each other player in
turn from the offense's left joins one side (1 to 4 ships) or neither.

By email the table may ask at once instead (table options ``invitations`` and
``alliance_answers``, :mod:`engine.cosmic.table_options`): both main players
invite at the same moment, and every invited player answers at the same
moment.  Answers asked together are sealed (kept out of every view) until the
last is in, then carried out in the rulebook order, so nobody decides knowing
another's answer and the outcome reads as if asked in turn.  With
``invitations=with_launch`` both invitations were given with the launch
(:mod:`engine.cosmic.launch`); they stay sealed until this phase comes.  When a
window came between instead, ``next_decision=with_window`` asks them alongside it
(:func:`engine.cosmic.windows.alongside`).

Offensive allies stack their ships on the gate; defensive allies set theirs
beside the target planet.  Only invited players with a ship to send are asked.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from typing import Any

from engine.core import Event, Field, IllegalAction, Option, Prompt, Say
from engine.cosmic import board, flow, hooks, sealed, table_options
from engine.cosmic.board import others_from_left
from engine.cosmic.events import event
from engine.cosmic.launch import EARLY, draw_ships, invite_field, random_invites, ship_sources
from engine.cosmic.prompt_text import say
from engine.cosmic.windows import alongside, answer_early, early_answers, early_words, open_window

State = dict[str, Any]
ROLE_KEYS = {"offense": "invites_off", "defense": "invites_def"}


@flow.step("alliance.before")
def alliance_before(state: State, ev: list[Event]) -> None:
    open_window(state, "alliance.before", "alliance.invite_offense", ev)


@alongside("alliance.before", "alliance.invite_offense")
def invitations_alongside(state: State) -> None:
    """The invitations :func:`invite_offense` would ask, unless they were given with the launch."""
    if state["enc"].get("sealed") or not others_from_left(state):
        return
    flow.ask(state, "alliance.invite", state["turn"]["offense"], role="offense", alongside=True)
    if table_options.get(state, "invitations") != "in_turn":
        flow.ask(state, "alliance.invite", state["enc"]["defense"], role="defense", alongside=True)


@flow.step("alliance.invite_offense")
def invite_offense(state: State, ev: list[Event]) -> None:
    early = early_answers(state)  # given alongside the window just closed, with nothing played since
    if state["enc"].get("sealed"):  # both given with the launch: shown now, where the rulebook asks them
        for answer in sealed.unseal(state):
            _invite(state, answer, ev)
        flow.goto(state, "alliance.answers")
        return
    together = table_options.get(state, "invitations") != "in_turn"
    flow.goto(state, "alliance.answers" if together else "alliance.invite_defense")
    if others_from_left(state):
        main = (("offense", state["turn"]["offense"]), *([("defense", state["enc"]["defense"])] if together else []))
        for role, seat in main:
            if f"invite.{role}" in early:  # in the rulebook order: the offense's first
                _invite(state, {"seat": seat, "role": role, "choice": early[f"invite.{role}"]}, ev)
            else:
                flow.ask(state, "alliance.invite", seat, role=role)


@flow.step("alliance.invite_defense")
def invite_defense(state: State, ev: list[Event]) -> None:
    flow.goto(state, "alliance.answers")
    if others_from_left(state):
        flow.ask(state, "alliance.invite", state["enc"]["defense"], role="defense")


@flow.step("alliance.answers")
def answers(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    together = table_options.get(state, "alliance_answers") == "together"
    for seat in others_from_left(state):
        if seat in enc["answered"]:
            continue
        enc["answered"].append(seat)
        if sides_for(state, seat) and board.ships_on_colonies(state, seat) > 0:
            flow.ask(state, "alliance.join", seat)
            if not together:
                return
    if not flow.pending_of(state, "alliance.join"):
        flow.goto(state, "alliance.after")


def _seal(state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
    """Keep an answer out of sight until the other answers of its kind are in; then carry them all out
    in the rulebook order (offense before defense, clockwise from the offense's left).  Asked one at a
    time (the rulebook options), each answer is the last and is carried out at once."""
    flow.done(state, spec)
    sealed.seal(state, spec["id"], spec["seat"], spec.get("role"), choice)
    if flow.pending_of(state, spec["kind"]) or spec.get(EARLY):
        ev.append(event("alliance.sealed", (spec["seat"],)))
        return
    carry_out = _invite if spec["kind"] == "alliance.invite" else _join
    for answer in sealed.unseal(state):
        carry_out(state, answer, ev)


def _invite(state: State, answer: dict[str, Any], ev: list[Event]) -> None:
    invited = [int(k) for k in answer["choice"]["invite"]]
    state["enc"][ROLE_KEYS[answer["role"]]] = invited
    ev.append(event("alliance.invite", role=answer["role"], invited=invited, seat=answer["seat"]))


def _join(state: State, answer: dict[str, Any], ev: list[Event]) -> None:
    seat, side, ships = answer["seat"], answer["choice"]["side"], answer["choice"]["ships"]
    enc = state["enc"]
    if side == "none":
        ev.append(event("alliance.decline", seat=seat))
        return
    board.take_from_planets(state, seat, ships)
    stack = enc["gate" if side == "offense" else "dallies"][seat]
    for key, n in ships.items():
        stack[key] = stack.get(key, 0) + n
    enc["allies_off" if side == "offense" else "allies_def"].append(seat)
    ev.append(event("alliance.join", seat=seat, side=side, ships=sum(ships.values())))


@functools.cache  # a table has a few pairs of main players to join, asked at every encounter; a Field never changes
def _side_field(sides: tuple[str, ...], offense: int, defense: int) -> Field:
    """The sides to join (those main players', or ``none``) as the join form offers them."""
    seats = {"offense": offense, "defense": defense}
    return Field("side", say("alliance.join.side"), "choice", (
        Option("none", say("alliance.join.none")),
        *(Option(side, say(f"alliance.join.ally.{side}", seat=seats[side])) for side in sides)))


def sides_for(state: State, seat: int) -> list[str]:
    """The sides that invited this player (a power may open others: ``sides`` hook)."""
    invited = [role for role, key in ROLE_KEYS.items() if seat in state["enc"][key]]
    return hooks.run("sides", state, invited, seat=seat)


def most_ships(state: State, seat: int) -> int:
    return hooks.run("encounter_ships", state, board.MAX_ENCOUNTER_SHIPS, seat=seat)


@flow.step("alliance.after")
def alliance_after(state: State, ev: list[Event]) -> None:
    open_window(state, "alliance", "planning", ev)


@flow.decision
class Invite(flow.Decision):
    kind = "alliance.invite"
    deadline_class = "negotiation"

    def text(self, state: State, spec: flow.Spec) -> Say:
        if spec.get(EARLY):
            return early_words(spec, say("alliance.invite.early", offense=state["turn"]["offense"]))
        return early_words(spec, say(f"alliance.invite.{spec['role']}"))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        return [invite_field(state)]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return {"invite": []}

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        if spec.get("alongside"):  # kept face down until the window closes
            flow.done(state, spec)
            answer_early(state, f"invite.{spec['role']}", choice)
            return
        _seal(state, spec, choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"invite": []}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return {"invite": random_invites(invite_field(state), r)}

    def random_answer(self, state: State, spec: flow.Spec, r: random.Random, prompt: Prompt) -> Any:
        """:meth:`random` drawn from the prompt's form, built for this very state, instead of building it again."""
        return {"invite": random_invites(prompt.fields[0], r)}


@flow.decision
class Join(flow.Decision):
    kind = "alliance.join"
    deadline_class = "negotiation"

    def sides(self, state: State, seat: int) -> list[str]:
        return sides_for(state, seat)

    def text(self, state: State, spec: flow.Spec) -> Say:
        enc = state["enc"]
        sides = self.sides(state, spec["seat"])
        return say(f"alliance.join.{sides[0] if len(sides) == 1 else 'both'}", off=state["turn"]["offense"],
                   defense=enc["defense"], planet=board.planet_ref(state, enc["target"]))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        sources, caps = ship_sources(state, seat)
        return [
            _side_field(tuple(self.sides(state, seat)), state["turn"]["offense"], state["enc"]["defense"]),
            Field("ships", say("alliance.join.ships"), "count_map", tuple(sources), min=0,
                  max=most_ships(state, seat), caps=tuple(caps)),
        ]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return {"side": "none", "ships": {}}

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        side, ships = choice["side"], choice["ships"]
        count = sum(ships.values())
        if side == "none" and count:
            raise IllegalAction(say("refused.alliance.stay_out"))
        if side != "none" and not count:
            raise IllegalAction(say("refused.alliance.join"))
        _seal(state, spec, choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"side": "none", "ships": {}}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return _random_join(self.fields(state, spec), r)

    def random_answer(self, state: State, spec: flow.Spec, r: random.Random, prompt: Prompt) -> Any:
        """:meth:`random` drawn from the prompt's form, built for this very state, instead of building it again."""
        return _random_join(prompt.fields, r)


def _random_join(fields: Sequence[Field], r: random.Random) -> dict[str, Any]:
    """A random answer within the join form: a side or neither, and for a side at least one ship and at most
    as many as it may send, from the colonies offered (as they hold them)."""
    side_field, ships = fields
    side = r.choice(side_field.options).key
    if side == "none":
        return {"side": "none", "ships": {}}
    total = r.randint(1, min(ships.max, sum(ships.caps)))
    return {"side": side, "ships": draw_ships(ships, total, r)}
