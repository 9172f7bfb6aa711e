"""One form for the offense's regroup and launch when nobody decides anything in between.

The rules ask the offense where its regrouped ship goes, then (after the regroup window, the
destiny draw and the destiny window) where to aim the gate and which ships to send.  When none of
those steps asks anyone anything, the two questions are consecutive decisions of one player, and
by email each costs a day's wait; so the engine asks them in one composite prompt
(``regroup.launch``).  No rule changes: the ship leaves the warp at regroup, as printed, and waits
on the colony the timeout would choose (the weakest home colony) until the form says where it
goes; nothing between the two questions depends on which colony holds it (the engine checks
this by playing the steps ahead, and when anything would be asked in between it puts the game
back as it was and asks the regroup question on its own).
"""

from __future__ import annotations

import marshal
import random
from collections.abc import Sequence
from typing import Any

from engine.core import Event, Field, IllegalAction, Prompt, Say
from engine.cosmic import board, destiny, flow, timing
from engine.cosmic.events import event
from engine.cosmic.launch import EARLY, LaunchShips, random_launch, ship_sources
from engine.cosmic.launch import REGROUP_WITH_LAUNCH as FLAG
from engine.cosmic.prompt_text import say

State = dict[str, Any]
KIND = "regroup.launch"


def defer(state: State, ev: list[Event]) -> bool:
    """Retrieve the offense's ship now and leave its colony to the launch form, if nobody would be asked
    anything before the launch (the defense's invitations asked beside it are no question in between);
    otherwise change nothing and return ``False``. The steps ahead are played on the game itself to find
    out, and when anyone is asked in between, the game is put back as it was from a snapshot taken before
    (``marshal`` bytes: only the third of trials that fail pay for rebuilding the state from them). A trial
    sure to fail at the destiny draw is not played (see :func:`_fails_at_destiny`)."""
    if _fails_at_destiny(state):
        return False
    off = state["turn"]["offense"]
    before = marshal.dumps(state)
    _retrieve(state, off)
    ahead = [event("regroup", seat=off)]
    flow.advance(state, ahead)
    if [(s["kind"], s["seat"]) for s in state["pending"] if not s.get(EARLY)] != [(KIND, off)]:
        state.clear()
        state.update(marshal.loads(before))
        return False
    ev += ahead
    return True


def _fails_at_destiny(state: State) -> bool:
    """Whether the trial would surely stop at the destiny draw asking the offense, as a third of trials in a game
    with no aliens do (each costing a snapshot, the steps ahead and a rebuild). In such a game the regroup window
    is mostly quiet (:func:`engine.cosmic.timing.quiet`: no unit can act, which no ship's place changes), so it
    goes straight to the draw; and the regrouped ship changes nothing the draw asks about (it joins a colony, so
    no colour, wild card or count of colonies reads otherwise), nor what the check after each step finds (the
    aliens' own checks, which might, are not played)."""
    return (state["aliens"] is None and destiny.next_draw_asks(state)
            and timing.quiet(state, ("regroup",)))  # the point of the window turn.regroup_after opens


def _retrieve(state: State, seat: int) -> int:
    planet = int(flow.DECISIONS["regroup.colony"].default(state, {"seat": seat}))
    state["warp"][seat] -= 1
    state["planets"][planet][seat] += 1
    state["enc"]["regrouped"] = str(planet)
    state["enc"][FLAG] = True
    return planet


def _colony(state: State, planet: int, seat: int, held: int) -> Say:
    """One of the seat's colonies in the form, with its ships but the regrouped one waiting there."""
    return say("regroup.launch.colony", planet=board.planet_ref(state, planet),
               count=state["planets"][planet][seat] - (planet == held))


def _waiting(state: State, seat: int) -> int | None:
    """The colony holding the regrouped ship, while it still waits there for the form."""
    where = state["enc"]["regrouped"]
    if where in (None, "gate") or state["planets"][int(where)][seat] == 0:
        return None  # a play in between sent it back (Machine's super flare) or it has left
    return int(where)


@flow.decision
class RegroupAndLaunch(LaunchShips):
    kind = KIND

    said = "regroup.launch"

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        held = _waiting(state, seat)
        if held is None:
            return super().fields(state, spec)
        options, held_caps = ship_sources(state, seat, _colony, held)
        colonies, here = tuple(options), str(held)
        # the regrouped ship may be launched from whichever colony it joins; apply checks the counts exactly
        caps = [c + (o.key != here) for o, c in zip(colonies, held_caps, strict=True)]
        return [Field("regroup", say("regroup.launch.regroup"), "choice", colonies, required=False, default=here),
                self.planet_field(state),
                self.ships_field(state, seat, say("regroup.launch.sources"), colonies, caps, sum(held_caps)),
                *self.invite_fields(state, spec)]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, held = spec["seat"], _waiting(state, spec["seat"])
        state["enc"].pop(FLAG, None)
        to = choice.get("regroup")
        if held is not None and to is not None:
            to = int(to)
            state["planets"][held][seat] -= 1
            state["planets"][to][seat] += 1
            state["enc"]["regrouped"] = str(to)
            ev.append(event("regroup.colony", seat=seat, planet=to, to=board.planet_ref(state, to)))
            for key, n in choice["ships"].items():
                if n > state["planets"][int(key)][seat]:
                    raise IllegalAction(say("refused.regroup.at_most", cap=state["planets"][int(key)][seat],
                                            planet=board.planet_ref(state, int(key))))
        super().apply(state, spec, {k: v for k, v in choice.items() if k != "regroup"}, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The regroup default (the weakest home colony, where the ship waits) and the launch default."""
        held = _waiting(state, spec["seat"])
        return {**super().default(state, spec), **({"regroup": str(held)} if held is not None else {})}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return random_form(self.fields(state, spec), r)

    def random_answer(self, state: State, spec: flow.Spec, r: random.Random, prompt: Prompt) -> Any:
        """:meth:`random` drawn from the prompt's form, built for this very state, instead of building it again."""
        return random_form(prompt.fields, r)


def random_form(fields: Sequence[Field], r: random.Random) -> dict[str, Any]:
    """A random answer within the form: a colony for the regrouped ship, then a launch drawn as
    :func:`engine.cosmic.launch.random_launch` draws it with the ship on that colony (a form without the regroup,
    the ship having left, is a launch alone)."""
    if fields[0].name != "regroup":
        return random_launch(fields, r)
    regroup, planet, ships, *invite = fields
    to = r.choice(regroup.options).key
    # the form's caps count the waiting ship on every colony but its own (see fields): with it on ``to`` instead,
    # each colony holds one less, and ``to`` one more
    caps = tuple(cap - 1 + (o.key == to) for o, cap in zip(ships.options, ships.caps, strict=True))
    return {**random_launch([planet, ships.but_with(caps=caps), *invite], r), "regroup": to}
