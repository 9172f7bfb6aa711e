"""Launch: aim the gate at a planet and stack one to four ships on it.

Taking the last ship off a planet ends that colony.  Re-founding an empty
home planet lands the launched ships at once and counts as a success.

With the table option ``invitations=with_launch`` the launch form also asks
whom the offense invites, and the defense is asked its invitations at the
same moment (:mod:`engine.cosmic.alliance` carries both out, sealed until
then, when the alliance phase comes).  With ``next_decision=with_window`` both
are asked alongside the destiny window, and carried out here if it closes with
nothing played (:func:`engine.cosmic.windows.alongside`).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Event, Field, Option, Prompt, Say
from engine.cosmic import board, flow, hooks, sealed, table_options, timing
from engine.cosmic.events import event
from engine.cosmic.prompt_text import colony, say, seat_option, target
from engine.cosmic.windows import alongside, answer_early, early_answers, early_words, open_window

State = dict[str, Any]
REGROUP_WITH_LAUNCH = "regroup_with_launch"  # the regroup's colony is asked with the launch (regroup_launch.py)
INVITE = "invite"  # a launch form that carries the offense's invitations (option invitations=with_launch)
EARLY = "early"  # the defense's invitations, asked at the same moment as that launch form
BEFORE_INVITATIONS = ("launch", "alliance.before")  # the windows between the launch and the invitations


def invite_field(state: State) -> Field:
    """Whom a main player invites: any of the players who are neither main player."""
    return _invite_field(tuple(board.others_from_left(state)))


@functools.cache  # a table has a few dozen pairs of main players, and an invitation is asked at every encounter
def _invite_field(others: tuple[int, ...]) -> Field:
    return Field("invite", say("alliance.invite.field"), "multi", tuple(seat_option(s) for s in others), min=0,
                 max=len(others))


def invites_with_launch(state: State) -> bool:
    """Whether the invitations are asked with the launch: the table chose it, there is an alliance to
    form, and nobody could play anything in the windows between (a play there, such as the Qax, might
    change whom a main player wants to invite, so the invitations then wait for it)."""
    return (table_options.get(state, "invitations") == "with_launch" and not state["enc"]["recolonize"]
            and bool(board.others_from_left(state))
            and (timing.quiet(state, BEFORE_INVITATIONS)  # no unit can act there: the base game's every encounter
                 or not any(_anyone_plays(state, point) for point in BEFORE_INVITATIONS)))


def _anyone_plays(state: State, point: str) -> bool:
    """Whether any seat could play something at ``point``, or something would play by itself there."""
    units, triggering = timing.acting(state, point)
    if not (units or triggering):
        return False
    beyond = timing.beyond_hand(state) if units else None  # asked once: the others' playable cards are their hands
    return any(timing.plays_for(state, seat, point, units, beyond) or timing.triggers(state, seat, point, triggering)
               for seat in range(state["n"]))


def ship_sources(state: State, seat: int, label: Callable[..., Say] | None = None,
                 *more: Any) -> tuple[list[Option], list[int]]:
    """Colonies to take ships from, with how many each holds; ``label(state, planet, seat, *more)`` names each
    (:func:`colony` unless given)."""
    label = colony if label is None else label
    opts, caps = [], []
    for p, ships in enumerate(state["planets"]):  # board.colonies, and what each holds, in one pass
        if ships[seat] > 0:
            opts.append(Option.later(str(p), label, state, p, seat, *more))
            caps.append(ships[seat])
    return opts, caps


def random_ships(state: State, seat: int, total: int, r: random.Random) -> dict[str, int]:
    """Random ships from random colonies, emptying a colony only when nothing else is left."""
    return _draw({str(p): state["planets"][p][seat] for p in board.colonies(state, seat)}, total, r)


def draw_ships(ships: Field, total: int, r: random.Random) -> dict[str, int]:
    """:func:`random_ships` from a form's field of ships, whose choices are the colonies and caps what each holds."""
    return _draw({o.key: cap for o, cap in zip(ships.options, ships.caps, strict=True)}, total, r)


def _draw(left: dict[str, int], total: int, r: random.Random) -> dict[str, int]:
    """``total`` ships drawn one at a time from ``left`` (the ships on each colony, used up)."""
    out: dict[str, int] = {}
    spare = [k for k, v in left.items() if v > 1]  # the colonies a ship may leave without emptying, kept in order
    for _ in range(total):
        key = r.choice(spare or [k for k, v in left.items() if v > 0])
        left[key] -= 1
        if left[key] == 1:
            spare.remove(key)
        out[key] = out.get(key, 0) + 1
    return out


def targets(state: State) -> list[int]:
    enc = state["enc"]
    if enc["target"] is not None:
        return [enc["target"]]
    return [p for p in board.home_planets(state, enc["system"]) if board.in_play(state, p)]


def launch_room(state: State) -> int:
    off = state["turn"]["offense"]
    most = hooks.run("encounter_ships", state, board.MAX_ENCOUNTER_SHIPS, seat=off)
    return most - board.gate_ships(state, off)


@flow.step("launch")
def launch(state: State, ev: list[Event]) -> None:
    off = state["turn"]["offense"]
    early = early_answers(state)  # given alongside the destiny window just closed, with nothing played since
    flow.goto(state, "launch.after")
    if _asks(state, off):
        _ask(state, off, ev, early)
        return
    only = targets(state)[0]
    state["enc"]["target"] = only if state["enc"]["target"] is None else state["enc"]["target"]
    ev.append(event("launch.empty", off=off, target=board.planet_ref(state, state['enc']['target'])))


def _asks(state: State, off: int) -> bool:
    """Whether the launch asks the offense: ships to send, or only the planet when ships are on the gate already."""
    if board.ships_on_colonies(state, off) == 0 or launch_room(state) <= 0:
        return state["enc"]["target"] is None and len(targets(state)) > 1 and bool(board.gate_ships(state, off))
    return True


@alongside("destiny", "launch")
def launch_alongside(state: State) -> None:
    """The launch form (and the defense's invitations beside it) :func:`launch` would ask; not the one that also
    asks the regroup, which is only asked when no window comes before it."""
    off = state["turn"]["offense"]
    if not state["enc"].get(REGROUP_WITH_LAUNCH) and _asks(state, off):
        _ask(state, off, alongside=True)


def _ask(state: State, off: int, ev: list[Event] | None = None, early: dict[str, Any] | None = None,
         **alongside: bool) -> None:
    """Ask the launch, with the invitations if the table gives them there; a question already answered
    alongside the destiny window (``early``) is carried out at once instead, as if answered now."""
    kind = "regroup.launch" if state["enc"].get(REGROUP_WITH_LAUNCH) else "launch.ships"
    asked = [("launch", kind, off, {})]
    if invites_with_launch(state):
        asked = [("launch", kind, off, {INVITE: True}),
                 ("invite.defense", "alliance.invite", state["enc"]["defense"], {"role": "defense", EARLY: True})]
    for key, kind, seat, data in asked:
        spec = flow.ask(state, kind, seat, **data, **alongside)
        if early and key in early and ev is not None:
            flow.DECISIONS[kind].apply(state, spec, early[key], ev)


@flow.decision
class LaunchShips(flow.Decision):
    kind = "launch.ships"

    said = "launch"  # the key prefix of its text; regroup_launch.py asks the same with its regroup first

    def text(self, state: State, spec: flow.Spec) -> Say:
        enc = state["enc"]
        if enc["recolonize"]:
            return early_words(spec, say(f"{self.said}.recolonize"))
        key = f"{self.said}.aim" if not self.most(state, spec["seat"]) else f"{self.said}.ships"
        return early_words(spec, say(key + (".invite" if spec.get(INVITE) else ""), seat=enc["system"]))

    def least(self, state: State, seat: int) -> int:
        """No ship need be sent when some are on the gate already (a regrouped ship with no colony to go to)."""
        return 0 if board.gate_ships(state, seat) else 1

    def most(self, state: State, seat: int) -> int:
        return self._most(state, board.ships_on_colonies(state, seat))

    @staticmethod
    def _most(state: State, on_colonies: int) -> int:
        """The most ships the offense may launch, having ``on_colonies`` on its colonies."""
        return max(0, min(launch_room(state), on_colonies))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        sources, caps = ship_sources(state, seat)
        return [self.planet_field(state), self.ships_field(state, seat, say("launch.sources"), tuple(sources), caps,
                                                           sum(caps)), *self.invite_fields(state, spec)]

    @staticmethod
    def planet_field(state: State) -> Field:
        return Field("planet", say("launch.planet"), "choice",
                     tuple([Option.later(str(p), target, state, p) for p in targets(state)]))

    def ships_field(self, state: State, seat: int, label: Say, sources: tuple[Option, ...], caps: list[int],
                    on_colonies: int) -> Field:
        """The ships to send from ``sources``, at most ``caps`` from each, having ``on_colonies`` on the colonies."""
        return Field("ships", label, "count_map", sources, min=self.least(state, seat),
                     max=self._most(state, on_colonies), caps=tuple(caps))

    @staticmethod
    def invite_fields(state: State, spec: flow.Spec) -> list[Field]:
        return [invite_field(state)] if spec.get(INVITE) else []

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, enc = spec["seat"], state["enc"]
        target = int(choice["planet"])
        ships: dict[str, int] = choice["ships"]
        flow.done(state, spec)
        if spec.get("alongside"):  # kept face down until the destiny window closes
            answer_early(state, "launch", choice)
            return
        if spec.get(INVITE):
            sealed.seal(state, spec["id"], seat, "offense", {"invite": choice.get("invite") or []})
        board.take_from_planets(state, seat, ships)
        enc["target"] = target
        count = sum(ships.values())
        if enc["recolonize"]:
            state["planets"][target][seat] += count
            enc["success"] = True
            ev.append(event("launch.recolonize", seat=seat, target=board.planet_ref(state, target), count=count))
            flow.goto(state, "end_encounter")
            return
        for key, n in ships.items():
            enc["gate"][seat][key] = enc["gate"][seat].get(key, 0) + n
        ev.append(event("launch", target=target, ships=count, seat=seat, target_2=board.planet_ref(state, target)))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """Weakest defended target; as many ships as can go without abandoning a colony."""
        seat, enc = spec["seat"], state["enc"]
        defense = enc["defense"]
        target = min(targets(state), key=lambda p: (state["planets"][p][defense] if defense is not None else 0, p))
        spare = sum(max(0, state["planets"][p][seat] - 1) for p in board.colonies(state, seat))
        count = min(self.most(state, seat), max(self.least(state, seat), spare))
        return {"planet": str(target), "ships": board.safest_sources(state, seat, count) if count else {},
                **({"invite": []} if spec.get(INVITE) else {})}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        """A random answer within the launch's own form (the regroup's form, :mod:`engine.cosmic.regroup_launch`,
        draws its launch with this on the board after the regroup)."""
        return random_launch(LaunchShips.fields(self, state, spec), r)

    def random_answer(self, state: State, spec: flow.Spec, r: random.Random, prompt: Prompt) -> Any:
        """:meth:`random` drawn from the prompt's form, built for this very state, instead of building it again."""
        if type(self).random is not LaunchShips.random:  # a form with more to it (the regroup's) draws its own way
            return self.random(state, spec, r)
        return random_launch(prompt.fields, r)


def random_launch(fields: Sequence[Field], r: random.Random) -> dict[str, Any]:
    """A random launch within its form: a planet, between the least and the most ships from the colonies
    offered (as they hold them), and each player who may be invited at even odds when the form invites."""
    planet, ships, *invite = fields
    target = r.choice(planet.options).key
    total = r.randint(min(ships.min, ships.max), ships.max)
    return {"planet": target,
            "ships": draw_ships(ships, total, r) if total else {},
            **({"invite": random_invites(invite[0], r)} if invite else {})}


def random_invites(invite: Field, r: random.Random) -> list[str]:
    """Each player an invite field offers, at even odds."""
    return [o.key for o in invite.options if r.random() < 0.5]


@flow.step("launch.after")
def launch_after(state: State, ev: list[Event]) -> None:
    open_window(state, "launch", "alliance.before", ev)
