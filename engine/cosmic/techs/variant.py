"""The Technology variant's flow: the setup deal, research and completion at every regroup, and new techs
for a second encounter given up.

Research is asked of every player holding a face-down tech at once, at the start of each regroup (before
the offense retrieves its ship), one prompt each (``tech.research``); the answers stay hidden until the
last is in and are then carried out in priority order.  A player may answer in advance "research my tech
until it is complete" (standing unit ``tech.research``), which researches the face-down tech closest to
completion and completes it once it has its research number of ships.
"""

from __future__ import annotations

import random
from typing import Any

from engine import rng
from engine.core import Event, Option, Say
from engine.cosmic import board, flow, table_options
from engine.cosmic.events import event
from engine.cosmic.four_planets import scale
from engine.cosmic.prompt_text import colony, say
from engine.cosmic.techs import registry
from engine.cosmic.techs.registry import TECHS, X

State = dict[str, Any]
DEALT = 2
FOUR_PLANETS_LIMIT = 8  # with four planets, techs researching 8 or more stay in the box
UNIT = "tech.research"
ANSWERS: tuple[tuple[str, str], ...] = (
    ("ask", "ask me"),
    ("always", "research my tech until it is complete"),
    ("never", "never research (do nothing)"),
)
NOTHING = "nothing"
NEEDS_ALIENS = ("Precursor Seed",)  # it gains an alien power: without powers at the table it stays in the box


def enabled(state: State) -> bool:
    return table_options.get(state, "technology") == "on"


def setup(state: State) -> None:
    """Shuffle the tech deck and deal two to each player, who keeps one face down (``tech.keep``)."""
    four = scale(state).planets == 4
    names = list(TECHS)
    box = [t for t in names if four and TECHS[t].research is not X and TECHS[t].research >= FOUR_PLANETS_LIMIT
           or t in NEEDS_ALIENS and state["aliens"] is None]
    deck = [t for t in names if t not in box]
    rng.shuffle(state, deck)
    state["techs"] = {"deck": deck, "discard": [], "box": box, "held": [[] for _ in range(state["n"])],
                      "offers": [[] for _ in range(state["n"])], "answers": {}, "tokens": {}}
    for seat in range(state["n"]):
        offer(state, seat, DEALT, [])


def draw(state: State, count: int, ev: list[Event]) -> list[str]:
    """Draw techs, shuffling the tech discards into a new deck when it runs out."""
    techs = state["techs"]
    drawn = []
    for _ in range(count):
        if not techs["deck"]:
            if not techs["discard"]:
                break
            techs["deck"], techs["discard"] = techs["discard"], []
            rng.shuffle(state, techs["deck"])
            ev.append(event("tech.reshuffle"))
        drawn.append(techs["deck"].pop())
    return drawn


def offer(state: State, seat: int, count: int, ev: list[Event]) -> None:
    """Deal techs to a player, who keeps one face down and discards the rest face up."""
    drawn = draw(state, count, ev)
    if not drawn:
        return
    state["techs"]["offers"][seat] = drawn
    flow.ask(state, "tech.keep", seat)


@flow.decision
class KeepTech(flow.Decision):
    kind = "tech.keep"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("tech.keep")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(t, say("tech.keep.tech", tech=t))
                for t in state["techs"]["offers"][spec["seat"]]]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat = spec["seat"]
        techs = state["techs"]
        flow.done(state, spec)
        others = [t for t in techs["offers"][seat] if t != choice]
        techs["offers"][seat] = []
        techs["held"][seat].append({"name": choice, "ships": 0, "up": False})
        techs["discard"] += others
        ev.append(event("tech.kept.mine", (seat,), choice=choice))
        ev.append(event("tech.kept.discarding" if others else "tech.kept", seat=seat, discarded=others))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The first dealt."""
        return state["techs"]["offers"][spec["seat"]][0]


def face_down(state: State, seat: int) -> list[dict[str, Any]]:
    return [t for t in registry.held(state, seat) if not t["up"]]


def research_first(state: State, ev: list[Event]) -> bool:
    """At the start of every regroup, what completed techs do by themselves, then every player with a face-down
    tech may research or complete; ``True`` while their answers are awaited (the regroup then runs again)."""
    if not registry.on(state) or state["enc"].get("researched"):
        return False
    state["enc"]["researched"] = True
    for seat in board.priority_order(state):
        for held in list(registry.held(state, seat)):
            if held["up"]:
                TECHS[held["name"]].regroup(state, seat, ev)
    answers = state["techs"]["answers"] = {}
    for seat in board.priority_order(state):
        if not face_down(state, seat):
            continue
        auto = standing_choice(state, seat)
        if auto is None:
            flow.ask(state, "tech.research", seat)
        else:
            answers[str(seat)] = auto
    if flow.pending_of(state, "tech.research"):
        return True
    carry_out(state, ev)
    return False


def standing_choice(state: State, seat: int) -> str | None:
    """The answer given in advance, or ``None`` to ask.  "Research until complete": complete the tech that has
    its ships, else research the one closest to completion from the biggest stack; an X tech (no number to
    reach) is asked about."""
    answer = state["standing"][seat].get(UNIT, "ask")
    if answer == "never":
        return NOTHING
    if answer != "always":
        return None
    numbered = [t for t in face_down(state, seat) if TECHS[t["name"]].research is not X]
    if not numbered:
        return None
    ready = [t for t in numbered if t["ships"] >= TECHS[t["name"]].research]
    if ready:
        return f"complete:{ready[0]['name']}"
    closest = min(numbered, key=lambda t: TECHS[t["name"]].research - t["ships"])
    source = board.safest_sources(state, seat, 1)
    return f"research:{closest['name']}:{next(iter(source))}" if source else NOTHING


@flow.decision
class Research(flow.Decision):
    kind = "tech.research"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("tech.research", techs=[[t["name"], t["ships"]] for t in face_down(state, spec["seat"])])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        seat = spec["seat"]
        out = [Option(NOTHING, say("tech.research.nothing"))]
        for t in face_down(state, seat):
            name, number = t["name"], TECHS[t["name"]].research
            ready = number is X or t["ships"] >= number
            out.append(Option(f"complete:{name}", say("tech.research.complete", tech=name) if ready
                              else say("tech.research.abandon", tech=name, ships=t["ships"], number=number)))
            out += [Option(f"research:{name}:{p}", say("tech.research.research", tech=name,
                                                       colony=colony(state, p, seat).to_dict()))
                    for p in board.colonies(state, seat)]
        return out

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        state["techs"]["answers"][str(spec["seat"])] = choice
        if not flow.pending_of(state, "tech.research"):
            carry_out(state, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return NOTHING

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        options = self.options(state, spec)
        return NOTHING if r.random() < 0.2 else r.choice(options).key


def carry_out(state: State, ev: list[Event]) -> None:
    """The research answers, in priority order; one no longer possible (its colony emptied) does nothing."""
    answers = state["techs"]["answers"]
    state["techs"]["answers"] = {}
    for seat in board.priority_order(state):
        choice = answers.get(str(seat), NOTHING)
        what, _, rest = choice.partition(":")
        if what == "research":
            name, planet = rest.rsplit(":", 1)
            research(state, seat, name, int(planet), ev)
        elif what == "complete":
            complete(state, seat, rest, ev)


def research(state: State, seat: int, name: str, planet: int, ev: list[Event]) -> None:
    t = registry.card(state, seat, name)
    if t is None or t["up"] or state["planets"][planet][seat] == 0:
        return
    state["planets"][planet][seat] -= 1
    t["ships"] += 1
    ev.append(event("tech.research", seat=seat, ships=t["ships"], planet=board.planet_ref(state, planet),
                    ships_2=t['ships']))


def complete(state: State, seat: int, name: str, ev: list[Event]) -> None:
    """Turn the tech up: completed with enough ships, else abandoned; the ships go back to colonies."""
    t = registry.card(state, seat, name)
    if t is None or t["up"]:
        return
    tech, ships = TECHS[name], t["ships"]
    done = tech.research is X or ships >= tech.research
    kept = done and tech.keeps_research_ships(state, seat)
    t["ships"] = ships if kept else 0
    if done:
        t["up"], t["researched"] = True, ships
        if tech.hidden:
            ev.append(event("tech.completed.hidden", seat=seat, tech=None))
        else:
            ev.append(event("tech.completed", seat=seat, tech=name))
        if tech.hidden:
            ev.append(event("tech.completed.mine", (seat,), name=name))
    else:
        registry.discard(state, seat, name)
        ev.append(event("tech.abandoned", seat=seat, tech=name, ships=ships, research=tech.research))
    if not kept:
        registry.ships_home(state, seat, ships, ev)
    if done:
        tech.completed(state, seat, ships, ev)


def give_up_option(state: State, seat: int) -> list[Option]:
    """A second encounter may be given up for new techs."""
    if not registry.on(state):
        return []
    count = board.foreign_colonies(state, seat) + 1
    return [Option("techs", say("turn.second.techs", count=count))]


def give_up(state: State, seat: int, ev: list[Event]) -> None:
    count = board.foreign_colonies(state, seat) + 1
    ev.append(event("tech.give_up", seat=seat, count=count))
    offer(state, seat, count, ev)
