"""A turn's frame: start of turn, regroup, end of an encounter, the second
encounter (asked alongside the end-of-encounter window with ``next_decision=with_window``), passing the turn,
and the checks after every step (loss of the alien power below three home colonies, victory at five foreign
colonies; two and four with Four Planets)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import (
    board,
    changing_powers,
    deal,
    flow,
    hands,
    homeward,
    hooks,
    new_hand,
    powers,
    regroup_launch,
)
from engine.cosmic.destiny import set_defense
from engine.cosmic.events import event
from engine.cosmic.four_planets import NUMBER_WORDS, scale
from engine.cosmic.prompt_text import colony, say
from engine.cosmic.techs import variant as technology
from engine.cosmic.windows import alongside, answer_early, early_answers, early_words, open_window

State = dict[str, Any]
SECOND_ENCOUNTER = "second_encounter"  # the unit of the answer given in advance (selection.standing_units)
EXTRA, RESUME = "extra", "resume"  # an extra encounter asked for (in ``enc``), and the turn it interrupts (``turn``)


def new_encounter(n: int) -> dict[str, Any]:
    return {
        "defense": None,
        "system": None,
        "target": None,
        "destiny": None,
        "recolonize": False,
        "regrouped": None,
        "gate": [{} for _ in range(n)],
        "dallies": [{} for _ in range(n)],
        "warped": [0] * n,
        "invites_off": [],
        "invites_def": [],
        "allies_off": [],
        "allies_def": [],
        "answered": [],
        "cards": {"offense": None, "defense": None},
        "revealed": False,
        "effective": None,
        "outcome_kind": None,
        "winner": None,
        "reinforcements": [],
        "rewards": {},
        "ionic_gas": False,
        "zapped": [],
        "used": [],
        "used_at": [],
        "lent": None,
        "forced_winner": None,
        "card_first": None,
        "to_hand": {},
        "flares": [],
        "success": False,
        "deal": None,
    }


@flow.step("start_turn")
def start_turn(state: State, ev: list[Event]) -> None:
    """The encounter's record starts here, so what is played at the start of the turn (a flare, a power)
    belongs to the encounter it starts, not to the one before."""
    state["enc"] = new_encounter(state["n"])
    off = state["turn"]["offense"]
    state["turn"]["encounter"] = 1
    ev.append(event("turn.start", seat=off, number=state['turn']['number']))
    flow.goto(state, "start_turn.window")
    if not hands.has_encounter_card(state, off) and hooks.run("new_hand_first", state, True, seat=off):
        new_hand.due(state, off, "start_turn.window", ev)
    changing_powers.offer(state)  # the window waits for the offense to keep its alien or take the new one


@flow.step("start_turn.window")
def start_turn_window(state: State, ev: list[Event]) -> None:
    open_window(state, "start_turn", "regroup", ev)


@flow.step("regroup")
def regroup(state: State, ev: list[Event]) -> None:
    if technology.research_first(state, ev):  # every player may research or complete first
        return
    off = state["turn"]["offense"]
    flow.goto(state, "regroup.after")
    if state["warp"][off] == 0:
        return
    own = board.colonies(state, off)
    if len(own) > 1:
        if not regroup_launch.defer(state, ev):
            flow.ask(state, "regroup.colony", off)
        return
    state["warp"][off] -= 1
    if own:
        state["planets"][own[0]][off] += 1
        state["enc"]["regrouped"] = str(own[0])
        ev.append(event("regroup.planet", seat=off, planet=board.planet_ref(state, own[0])))
    else:
        state["enc"]["gate"][off]["-1"] = 1
        state["enc"]["regrouped"] = "gate"
        ev.append(event("regroup.gate", seat=off))


@flow.decision
class RegroupColony(flow.Decision):
    kind = "regroup.colony"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("turn.regroup")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        seat = spec["seat"]
        return [Option.later(str(p), colony, state, p, seat) for p in board.colonies(state, seat)]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, p = spec["seat"], int(choice)
        state["warp"][seat] -= 1
        state["planets"][p][seat] += 1
        state["enc"]["regrouped"] = str(p)
        ev.append(event("regroup.3", seat=seat, p=board.planet_ref(state, p)))
        flow.done(state, spec)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The weakest home colony (else the weakest colony): shore up what could be lost."""
        seat = spec["seat"]
        own = board.colonies(state, seat)
        home = [p for p in own if board.system_of(state, p) == seat] or own
        return str(min(home, key=lambda p: (state["planets"][p][seat], p)))


@flow.step("regroup.after")
def regroup_after(state: State, ev: list[Event]) -> None:
    open_window(state, "regroup", "destiny", ev)


@flow.step("end_encounter")
def end_encounter(state: State, ev: list[Event]) -> None:
    open_window(state, "end_encounter", "end_encounter.cleanup", ev)


@flow.step("end_encounter.cleanup")
def cleanup(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    off = state["turn"]["offense"]
    hooks.run("encounter_over", state, None, ev=ev)
    for role in ("offense", "defense"):
        cid = enc["cards"][role]
        if cid is not None:
            keeper = enc["to_hand"].get(str(cid))
            if cid in enc.get("to_deck_bottom", ()):  # face down under the deck (a Gambler's unchallenged card)
                state["deck"].insert(0, cid)
            else:
                (state["hands"][keeper] if keeper is not None else state["discard"]).append(cid)
            enc["cards"][role] = None
    for cid, _, seat in enc["reinforcements"]:  # a player's played card, which a power may take (Reserve's wild)
        hands.discard(state, seat, [cid], ev, "played")
    enc["reinforcements"] = []
    for seat, kept in enc.pop("aside", {}).items():  # cards set aside for the encounter (Miser's wild flare)
        state["hands"][int(seat)].extend(kept)
    for seat in range(state["n"]):  # nothing may stay in the encounter once it is over
        homeward.send_home(state, seat, enc["gate"][seat], ev)
        homeward.send_home(state, seat, enc["dallies"][seat], ev)
        enc["gate"][seat], enc["dallies"][seat] = {}, {}
    if enc.get(EXTRA) is not None:
        start_extra(state, enc[EXTRA], ev)
        return
    resumed = state["turn"].pop(RESUME, None)
    if resumed is not None:  # the turn's own offense takes up its turn where the extra encounter came in
        off = state["turn"]["offense"] = resumed["offense"]
        ev.append(event("turn.resume", seat=off))
    flow.goto(state, "end_turn")
    early = early_answers(state).get(SECOND_ENCOUNTER)  # given alongside the window just closed
    success = resumed["success"] if resumed is not None else enc["success"]
    if _another_due(state, success):
        answer = state["standing"][off].get(SECOND_ENCOUNTER)  # given in advance: always, never (or ask)
        if answer in ("always", "never"):
            second_encounter(state, off, "yes" if answer == "always" else "no", ev)
        elif early is not None:
            _second_answer(state, off, early, ev)
        else:
            flow.ask(state, "encounter.second", off)


def _another_due(state: State, success: bool) -> bool:
    """Whether the offense may have another encounter now (a power may allow one the rules would not)."""
    another = hooks.run("another_encounter", state, success and state["turn"]["encounter"] == 1)
    return bool(another) and hands.has_encounter_card(state, state["turn"]["offense"])


@alongside("end_encounter", "end_encounter.cleanup")
def second_alongside(state: State) -> None:
    """Ask for a second encounter with the window that ends the encounter, when the clean-up would ask it:
    not after an extra encounter (the turn it interrupted decides) nor before one."""
    off, enc = state["turn"]["offense"], state["enc"]
    if (enc.get(EXTRA) is None and not in_extra_encounter(state) and _another_due(state, enc["success"])
            and state["standing"][off].get(SECOND_ENCOUNTER) not in ("always", "never")):
        flow.ask(state, "encounter.second", off, alongside=True)


def extra_encounter(state: State, offense: int, defense: int | None) -> None:
    """Right after this encounter, ``offense`` has an encounter against ``defense`` in its home system (Warrior's
    wild flare), with no regroup and no destiny; with no defense named (Infinity Drive), a whole encounter from its
    regroup on; then the turn's own offense goes on as after this encounter."""
    state["enc"][EXTRA] = [offense, defense]


def in_extra_encounter(state: State) -> bool:
    return RESUME in state["turn"]


def start_extra(state: State, players: list[int], ev: list[Event]) -> None:
    offense, defense = players
    state["turn"].setdefault(RESUME, {"offense": state["turn"]["offense"], "success": state["enc"]["success"]})
    state["turn"]["offense"] = offense
    state["enc"] = new_encounter(state["n"])
    if defense is None:
        ev.append(event("turn.extra.whole", seat=offense))
        flow.goto(state, "regroup")
        return
    ev.append(event("turn.extra", seat=offense, defense=defense))
    set_defense(state, defense, defense, None, ev)
    flow.goto(state, "launch")


def second_encounter(state: State, seat: int, choice: str, ev: list[Event]) -> None:
    if choice == "yes":
        state["turn"]["encounter"] += 1
        state["enc"] = new_encounter(state["n"])
        ev.append(event("turn.second", seat=seat))
        flow.goto(state, "regroup")
    else:
        ev.append(event("turn.decline", seat=seat))


@flow.decision
class SecondEncounter(flow.Decision):
    kind = "encounter.second"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return early_words(spec, say("turn.second"))

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option("yes", say("turn.second.yes")), Option("no", say("turn.second.no")),
                *technology.give_up_option(state, spec["seat"])]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        if spec.get("alongside"):  # kept until the window closes with nothing played
            answer_early(state, SECOND_ENCOUNTER, choice)
            return
        _second_answer(state, spec["seat"], choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return "no"


def _second_answer(state: State, seat: int, choice: str, ev: list[Event]) -> None:
    if choice == "techs":
        technology.give_up(state, seat, ev)
        return
    second_encounter(state, seat, choice, ev)


@flow.step("end_turn")
def end_turn(state: State, ev: list[Event]) -> None:
    state["turn"]["offense"] = (state["turn"]["offense"] + 1) % state["n"]
    state["turn"]["number"] += 1
    flow.goto(state, "start_turn")


def _power_and_victory_inputs(state: State) -> tuple[Any, ...]:
    """What :func:`check_powers_and_victory` reads that anything else may change: the ships on planets, what the
    aliens keep (tokens), and whether a deal is being carried out. The powers lost and the winners it reads too are
    written by this check alone (and at setup), so they change only when it runs. Read after every step, when
    mostly nothing is pending: the deal is looked for only then, saving a call."""
    return state["planets"], state.get("alien_data"), bool(state["pending"]) and deal.carrying_out(state)


def _keep_inputs(inputs: tuple[Any, ...]) -> tuple[Any, ...]:
    """A copy of :func:`_power_and_victory_inputs` to compare with after the next step (a list of lists of counts,
    the aliens' plain data, a flag), cheaper than a general copy."""
    planets, alien_data, carrying = inputs
    return list(map(list, planets)), alien_data and flow.kept(alien_data), carrying


@flow.after_each_step(_power_and_victory_inputs, _keep_inputs)
def check_powers_and_victory(state: State, ev: list[Event]) -> None:
    """Powers are lost below three home colonies (and come back); five foreign colonies win (two and four in
    the Four Planets variant), and so does a power's own victory (``victory`` hook: Tick-Tock's last token,
    Masochist's lost ships), alone or shared."""
    if state["winners"] is not None:
        return
    home, foreign = board.colony_counts(state)
    size = scale(state)
    need, was_lost = size.home_colonies_for_power, state["power_lost"]
    for seat, count in enumerate(home):
        # enough home colonies keep any power: only a seat short of them asks whether its alien needs them
        lost = count < need and not powers.keeps_power(state, seat)
        if lost != was_lost[seat]:
            was_lost[seat] = lost
            if lost:
                ev.append(event("power.lost", seat=seat, need=need))
            else:
                ev.append(event("power.regained", seat=seat))
            own = powers.alien_of(state, seat)
            if lost and own is not None:
                own.on_power_lost(state, seat, ev)
    if deal.carrying_out(state):
        return  # the deal's colonies are founded together, so both dealers may reach five and share the win
    to_win = size.foreign_colonies_to_win
    winning = [s for s, count in enumerate(foreign) if count >= to_win] if max(foreign) >= to_win else []
    alternate: dict[int, str] = hooks.run("victory", state, {})
    if not winning and not alternate:
        return
    colonies = by_colonies(state)
    how = {**alternate, **{s: colonies for s in winning}}
    winners = sorted(how)
    state["winners"] = winners
    if alternate:  # kept only when a power won, so the view can say how
        state["won_by"] = {str(s): how[s] for s in winners}
    state["pending"] = []
    state["step"] = "over"
    ev.append(event("game.over", winners=winners,
                    victory={"together": set(how.values()) == {colonies}, "ways": [[s, how[s]] for s in winners]}))


def by_colonies(state: State) -> str:
    """How a player wins by colonies: five foreign ones, or four with Four Planets."""
    return f"with {NUMBER_WORDS[scale(state).foreign_colonies_to_win]} foreign colonies"
