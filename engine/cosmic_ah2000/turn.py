"""A turn's frame ("Generalità", "I passi di un incontro" step 1, "Altri dettagli"): the start of a
turn and of each encounter, retrieving a ship from the warp, the end of an encounter, the second
encounter, passing the turn, and the checks after every step (power loss with one last use, and
victory at five foreign colonies)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic_ah2000 import board, flow, hands, powers, standing
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.prompt_text import colony, say
from engine.cosmic_ah2000.windows import open_window

State = dict[str, Any]
NO_RETRIEVE = "none"


def new_encounter(n: int) -> dict[str, Any]:
    return {
        "defense": None,
        "target": None,
        "order": None,
        "own_order": False,
        "refound": False,
        "mothership": [{} for _ in range(n)],
        "transports": [{} for _ in range(n)],
        "warped": [0] * n,
        "invites_off": [],
        "invites_def": [],
        "allies_off": [],
        "allies_def": [],
        "to_answer": [],
        "cards": {"offense": None, "defense": None},
        "revealed": False,
        "second": None,
        "sorcery": False,
        "both_negotiate": False,
        "stellar_gas": False,
        "compensation": None,
        "winner": None,
        "success": False,
        "turn_over": False,
        "zapped": [],
        "declared": None,
        "once": [],
        "deal": None,
    }


@flow.step("start_turn")
def start_turn(state: State, ev: list[Event]) -> None:
    off = state["turn"]["offense"]
    state["turn"]["encounter"] = 1
    state["enc"] = new_encounter(state["n"])
    ev.append(event("turn.start", seat=off, number=state['turn']['number']))
    if not hands.has_encounter_card(state, off):
        hands.new_hand(state, off, ev)
    flow.goto(state, "start_encounter")


@flow.step("start_encounter")
def start_encounter(state: State, ev: list[Event]) -> None:
    open_window(state, "start_encounter", "retrieve", ev)


@flow.step("retrieve")
def retrieve(state: State, ev: list[Event]) -> None:
    """Step 1: the offense may take one ship out of the warp; with no colony it goes onto the mothership."""
    off = state["turn"]["offense"]
    flow.goto(state, "orders")
    if state["warp"][off] == 0:
        return
    if board.colonies(state, off):
        given = standing.answer(state, off, standing.RETRIEVE)
        if given == "ask":
            flow.ask(state, "retrieve.colony", off)
        else:  # answered in advance: always onto the smallest native colony, or never
            take_from_warp(state, off, NO_RETRIEVE if given == "never" else str(board.first_colony(state, off)), ev)
        return
    state["warp"][off] -= 1
    state["enc"]["mothership"][off]["-1"] = 1
    ev.append(event("retrieve.mothership", seat=off))


@flow.decision
class RetrieveColony(flow.Decision):
    kind = "retrieve.colony"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("retrieve.colony")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        seat = spec["seat"]
        return [*(Option(str(p), colony(state, p, seat)) for p in board.colonies(state, seat)),
                Option(NO_RETRIEVE, say("retrieve.colony.leave"))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        take_from_warp(state, spec["seat"], choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The colony with the fewest ships, native first (§14.8): shore up what could be lost."""
        return str(board.first_colony(state, spec["seat"]))


def take_from_warp(state: State, seat: int, choice: str, ev: list[Event]) -> None:
    """Step 1 carried out: one ship out of the warp onto colony ``choice``, or none."""
    if choice == NO_RETRIEVE:
        ev.append(event("retrieve.none", seat=seat))
        return
    state["warp"][seat] -= 1
    state["planets"][int(choice)][seat] += 1
    ev.append(event("retrieve", seat=seat, choice=board.planet_ref(state, int(choice))))


@flow.step("end_encounter")
def end_encounter(state: State, ev: list[Event]) -> None:
    open_window(state, "end_encounter", "cleanup", ev)


@flow.step("cleanup")
def cleanup(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    off = state["turn"]["offense"]
    for role in ("offense", "defense"):
        cid = enc["cards"][role]
        if cid is not None:
            seat = off if role == "offense" else enc["defense"]
            keeper = powers.run("card_keeper", state, None, card=cid, owner=seat, ev=ev)  # Clone, Filch
            if keeper is None:
                hands.discard(state, seat, [cid], ev)
            else:
                state["hands"][keeper].append(cid)
            enc["cards"][role] = None
    for seat in range(state["n"]):  # nothing stays in the encounter once it is over
        board.go_home(state, seat, enc["mothership"][seat], ev)
        board.go_home(state, seat, enc["transports"][seat], ev)
        enc["mothership"][seat], enc["transports"][seat] = {}, {}
    for seat in range(state["n"]):
        if state["power"][seat] == powers.LAST_USE:
            state["power"][seat] = powers.LOST
            ev.append(event("power.lost.unused", seat=seat))
    flow.goto(state, "end_turn")
    if (enc["success"] and not enc["turn_over"] and state["turn"]["encounter"] == 1
            and hands.has_encounter_card(state, off)):
        given = standing.answer(state, off, standing.SECOND_ENCOUNTER)
        if given == "ask":
            flow.ask(state, "encounter.second", off)
        else:  # answered in advance
            second_encounter(state, off, "yes" if given == "always" else "no", ev)


@flow.decision
class SecondEncounter(flow.Decision):
    """"Altri dettagli": after a won attack or a deal, and only with an encounter card in hand."""

    kind = "encounter.second"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("encounter.second")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option("yes", say("turn.second.yes")), Option("no", say("turn.second.no"))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        second_encounter(state, spec["seat"], choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return "no"


def second_encounter(state: State, seat: int, choice: str, ev: list[Event]) -> None:
    if choice == "yes":
        state["turn"]["encounter"] = 2
        state["enc"] = new_encounter(state["n"])
        ev.append(event("turn.second", seat=seat))
        flow.goto(state, "start_encounter")
    else:
        ev.append(event("turn.decline", seat=seat))


@flow.step("end_turn")
def end_turn(state: State, ev: list[Event]) -> None:
    state["turn"]["offense"] = (state["turn"]["offense"] + 1) % state["n"]
    state["turn"]["number"] += 1
    flow.goto(state, "start_turn")


@flow.after_each_step
def check_powers(state: State, ev: list[Event]) -> None:
    """Below the native colonies a power needs, it is used one last time at most, then lost; it comes
    back when the colonies do ("Perdere il proprio Potere Alieno"; two players: four colonies)."""
    if state["aliens"] is None or state["winners"] is not None:
        return
    need = board.native_colonies_for_power(state)
    for seat in range(state["n"]):
        enough = board.native_colonies(state, seat) >= need
        status = state["power"][seat]
        if not enough and status == powers.ACTIVE:
            state["power"][seat] = powers.LAST_USE
            ev.append(event("power.last_use", seat=seat, need=need))
        elif enough and status != powers.ACTIVE:
            state["power"][seat] = powers.ACTIVE
            ev.append(event("power.regained", seat=seat))


@flow.after_each_step
def check_victory(state: State, ev: list[Event]) -> None:
    """Five colonies outside one's own system win; several players reaching it together share the win."""
    if state["winners"] is not None or flow.pending_of(state, "deal.colony"):
        return  # a deal's colonies are founded together, so both dealers may reach five
    _, foreign = board.colony_counts(state)
    winners = [s for s in range(state["n"]) if foreign[s] >= board.FOREIGN_COLONIES_TO_WIN]
    if winners:
        state["winners"] = winners
        state["pending"] = []
        state["windows"] = []
        state["step"] = "over"
        ev.append(event("game.over", winners=winners))
