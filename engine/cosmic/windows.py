"""Response windows: everyone who can play something is asked at once.

Answers are collected face down (an undecided or undisclosed choice is never
in another seat's view).  When all have answered, the first play in the
printed priority order (offense, defense, then clockwise from the offense's
left) is carried out, and the window opens again for everyone who can still
play, so each player decides knowing what was just played.  It closes when
a round passes with no play.  On timeout a response passes.

A play that spends a card which can itself be cancelled (an artifact) does
not take effect at once: it goes on the stack and a reaction window opens at
``card.played`` for the players who could cancel it (Card Zap).  When that
window closes, the stack resolves last-in first-out, and the window the card
was played in opens again, once whatever the play asked (a Plague victim's
ships) is answered, so everyone decides knowing its whole effect.

Two timing points with nothing anyone could learn between them are asked as one window when the table
plays ``windows=merged`` (:mod:`engine.cosmic.merged_windows` says which and why): each seat is offered its
plays at both.  A play at the earlier point is carried out there and the merged window opens again; when
only plays of the later point were chosen, the window becomes the later point's and carries them out there;
when all pass, both points are over.

A player may also pass for the rest of the encounter: it is not asked again in this encounter's windows
unless it could play a card it did not hold then, or a power or tech that was not in play then.

With ``next_decision=with_window`` the decision that comes right after a window (the launch after destiny, the
invitations, the encounter cards, "a second encounter?") is asked alongside each of its rounds
(:func:`alongside`).  Its answer stays face down and is used only if the window then closes with nothing
played: a play (or a power acting by itself) withdraws the decisions asked alongside, and their answers, since
they were made without knowing it.  So a kept answer was given knowing everything the player would have known
when asked after the window.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flow, hands, table_options, timing
from engine.cosmic.events import event
from engine.cosmic.prompt_text import say

State = dict[str, Any]
PASS = "pass"
PASS_ENCOUNTER = "pass.encounter"  # pass now and in this encounter's later windows (see the module docstring)
PASSES = (PASS, PASS_ENCOUNTER)
PASSED = "passed"  # in ``enc``: per seat, what it held when it passed for the encounter
REACTION = "card.played"
REOPEN = "window.reopen"
EARLY = "early"  # in ``enc``: answers given alongside a window, kept face down until it closes


@dataclass(frozen=True)
class Merge:
    """A later point asked together with an earlier one: ``opens`` is the step that opens the later point's
    window (the earlier window's ``then``), ``then`` where the encounter goes once both are passed, and
    ``when`` whether nothing anyone could learn comes between the two now."""

    later: str
    opens: str
    then: str
    when: Callable[[State], bool]


MERGES: dict[str, Merge] = {}


def merge(earlier: str, merged: Merge) -> None:
    MERGES[earlier] = merged


Ask = Callable[[State], None]
ALONGSIDE: dict[tuple[str, str], Ask] = {}


def alongside(point: str, then: str) -> Callable[[Ask], Ask]:
    """Register what a window asking at ``point`` and going on at step ``then`` asks alongside its rounds: the
    decision that step would ask (each spec marked ``alongside``), if it would ask it."""

    def register(ask: Ask) -> Ask:
        ALONGSIDE[(point, then)] = ask
        return ask

    return register


def early_words(spec: flow.Spec, words: Say) -> Say:
    """A question asked alongside a window says so, since its answer may be withdrawn."""
    return say("alongside", question=words.to_dict()) if spec.get("alongside") else words


def answer_early(state: State, key: str, choice: Any) -> None:
    """Keep the answer to a decision asked alongside a window until the step after the window uses it."""
    state["enc"].setdefault(EARLY, {})[key] = choice


def early_answers(state: State) -> dict[str, Any]:
    """The answers given alongside the window just closed, taken out (a step uses them once)."""
    return state["enc"].pop(EARLY, {})  # type: ignore[no-any-return]


def _withdraw_alongside(state: State) -> None:
    """Something is played: what was asked alongside was decided without knowing it."""
    state["enc"].pop(EARLY, None)
    if any(spec.get("alongside") for spec in state["pending"]):
        state["pending"] = [spec for spec in state["pending"] if not spec.get("alongside")]


def _ask_alongside(state: State, window: dict[str, Any]) -> None:
    if table_options.get(state, "next_decision") != "with_window":
        return
    then = MERGES[window["point"]].then if window.get("later") else window["then"]
    for point in points_of(window):
        ask = ALONGSIDE.get((point, then))
        if ask is not None:
            ask(state)


def open_window(state: State, point: str, then: str | None, ev: list[Event]) -> None:
    """Ask every player with a legal play at ``point``; continue at ``then`` once all pass.  Where no unit can act
    at the point, nor at the later one it would be asked with (:func:`engine.cosmic.timing.quiet`: most windows
    of a game without powers), the window is over at once, as it would close after a round asking nobody."""
    if then is not None:  # a reaction window has none: even one asking nobody resolves the stack as it closes
        merged = MERGES.get(point)
        if merged is not None and then != merged.opens:
            merged = None
        if timing.quiet(state, (point,) if merged is None else (point, merged.later)):
            flow.goto(state, merged.then if merged is not None and _merging(state, merged) else then)
            return
    state["windows"].append({"point": point, "then": then, "round": 0, "answers": {}, "triggered": []})
    _next_round(state, ev)


def continue_at(state: State, step: str) -> None:
    """The encounter goes on at ``step`` once the current window closes (a play that ends it early)."""
    state["windows"][-1]["then"] = step


def standing(state: State, seat: int, key: str) -> str:
    """A player's answer given in advance for this kind of play: always, never, or ask."""
    return state["standing"][seat].get(key.split(":", 1)[0], "ask")


def _later(state: State, window: dict[str, Any]) -> tuple[str, list[timing.Gated]] | None:
    """The later point this window also asks now, if the table merges them and nothing comes between
    (a play that happens by itself there keeps its own window), with the units that may play there
    (:func:`engine.cosmic.timing.acting` tells both)."""
    merged = MERGES.get(window["point"])
    if merged is None or window["then"] != merged.opens or not _merging(state, merged):
        return None
    units, by_itself = timing.acting(state, merged.later)
    if by_itself and any(timing.triggers(state, seat, merged.later, by_itself)
                         for seat in timing.triggering_seats(by_itself, list(range(state["n"])))):
        return None
    return merged.later, units


def _merging(state: State, merged: Merge) -> bool:
    """Whether the table merges windows and nothing comes between the two points of ``merged`` now."""
    return table_options.get(state, "windows") == "merged" and merged.when(state)


def offered(state: State, seat: int, points: list[str], units: list[list[timing.Gated]] | None = None,
            beyond: frozenset[int] | None = None) -> list[Option]:
    """The seat's plays at each of ``points`` (a merged window asks two), each key once (at one point each unit's
    keys name its own plays, so they are taken as they come: a window asks this every round); ``units`` and
    ``beyond`` as :func:`engine.cosmic.timing.plays_for` takes them, if at hand."""
    if len(points) == 1:
        return timing.plays_for(state, seat, points[0], units[0] if units else None, beyond)
    given = [options for i, point in enumerate(points)
             if (options := timing.plays_for(state, seat, point, units[i] if units else None, beyond))]
    if len(given) <= 1:  # most seats hold no play at either point
        return given[0] if given else []
    out: dict[str, Option] = {}
    for options in given:
        for option in options:
            out.setdefault(option.key, option)
    return list(out.values())


def points_of(window: dict[str, Any]) -> list[str]:
    return [window["point"], *([window["later"]] if window.get("later") else [])]


def _next_round(state: State, ev: list[Event]) -> None:
    window = state["windows"][-1]
    here, by_itself = timing.acting(state, window["point"])
    if _trigger(state, window, by_itself, ev):
        return
    window["answers"] = {}
    units = [here]
    later: str | None = None
    found = _later(state, window)
    if found is not None:
        later, there = found
        window["later"] = later
        units.append(there)
    else:
        window.pop("later", None)
    asked = False
    points = points_of(window)
    beyond = timing.beyond_hand(state) if any(units) else None
    for seat in timing.holders(state, board.priority_order(state), units, beyond) if any(units) else ():
        mine = offered(state, seat, points, units, beyond)
        if not mine:  # most seats at most points
            continue
        plays, auto = [], None  # the plays not refused in advance; the first answered "always" in advance
        for option in mine:
            answer = standing(state, seat, option.key)
            if answer != "never":
                plays.append(option.key)
                if auto is None and answer == "always":
                    auto = option.key
        if auto is not None:
            window["answers"][str(seat)] = auto
        elif plays and not _passed_for(state, seat, plays):
            flow.ask(state, "response", seat, point=window["point"], round=window["round"],
                     **({"later": later} if later else {}))
            asked = True
    if asked:
        _ask_alongside(state, window)
    elif window["answers"]:
        _resolve_round(state, ev)
    else:
        _close(state, ev)


def _trigger(state: State, window: dict[str, Any], units: list[timing.Triggering], ev: list[Event]) -> bool:
    """Put the next play that happens by itself here (a mandatory power) on the stack; ``units``:
    :func:`engine.cosmic.timing.triggering` at the window's point."""
    if window["point"] == REACTION or not units:
        return False
    for seat in timing.triggering_seats(units, board.priority_order(state)):
        for key in timing.triggers(state, seat, window["point"], units):
            if [seat, key] not in window["triggered"]:
                window["triggered"].append([seat, key])
                _stack(state, seat, key, window, ev)
                return True
    return False


def pass_for_encounter(state: State, seat: int) -> None:
    """Remember what the seat could play from when it passed for the rest of the encounter: the cards it
    held, and the powers and techs in play (the units that play from no card)."""
    state["enc"].setdefault(PASSED, {})[str(seat)] = {"cards": list(hands.playable(state, seat)),
                                                       "units": timing.in_game(state)}


def _passed_for(state: State, seat: int, plays: list[str]) -> bool:
    """Whether the seat passed for the encounter and holds nothing new among ``plays``."""
    passed = state["enc"].get(PASSED, {}).get(str(seat))
    if passed is None:
        return False
    new_cards = set(hands.playable(state, seat)).difference(passed["cards"])
    for key in plays:
        unit = timing.unit_for(key)
        cards = getattr(unit, "cards", None)  # the cards a unit plays from (timing.Unit)
        if (unit.name not in passed["units"]) if cards is None else not new_cards.isdisjoint(cards):
            return False
    return True


def _close(state: State, ev: list[Event]) -> None:
    window = state["windows"].pop()
    if window.get("later"):  # both points passed: the later one's window is not opened
        flow.goto(state, MERGES[window["point"]].then)
    elif window["point"] == REACTION:
        _resolve_stack(state, ev)
        state["windows"][-1]["round"] += 1
        if state["pending"]:  # the play asks something first (a Plague's ships): reopen once it is answered
            flow.goto(state, REOPEN)
            return
        _next_round(state, ev)
    else:
        flow.goto(state, window["then"])


@flow.step(REOPEN)
def reopen(state: State, ev: list[Event]) -> None:
    _next_round(state, ev)


def _resolve_stack(state: State, ev: list[Event]) -> None:
    while state["stack"]:
        item = state["stack"].pop()
        unit = timing.unit_for(item["key"])
        if item["cancelled"]:
            ev.append(event("play.cancelled", seat=item["seat"], seat_2=item['seat'],
                            seat_3=unit.said(state, item['key'], item['seat'])))
            if item["card"] is not None:
                hands.discard(state, item["seat"], [item["card"]], ev, "cancelled")
            if hasattr(unit, "cancelled"):
                unit.cancelled(state, item, ev)
            continue
        unit.play(state, item["seat"], item["key"], item["point"], ev)
        if item["card"] is not None:
            keeper = unit.keeper(state, item) if hasattr(unit, "keeper") else None
            if keeper is None:
                hands.discard(state, item["seat"], [item["card"]], ev, "played")
            else:
                state["hands"][keeper].append(item["card"])


def _stack(state: State, seat: int, key: str, window: dict[str, Any], ev: list[Event]) -> None:
    """Put a play on the stack and give everyone who could cancel it the chance."""
    _withdraw_alongside(state)
    unit = timing.unit_for(key)
    card = unit.card_of(state, seat, key)
    ev.append(event("play.stacked", seat=seat, card=card, seat_2=unit.said(state, key, seat)))
    if card is not None:
        hands.take_played(state, seat, card, ev)
    state["stack"].append({"seat": seat, "key": key, "point": window["point"], "card": card,
                           "by": unit.cancellable_by(state, seat, key), "cancelled": False})
    if window["point"] == REACTION:
        window["round"] += 1
        _next_round(state, ev)
    else:
        open_window(state, REACTION, None, ev)


def _resolve_round(state: State, ev: list[Event]) -> None:
    window = state["windows"][-1]
    waiting: list[int] = []  # seats that chose a play of the later point of a merged window
    units: list[timing.Gated] | None = None  # the point's units in play, worked out once a seat chose a play
    for seat in board.priority_order(state):
        key = window["answers"].get(str(seat), PASS)
        if key in PASSES:
            continue
        if units is None:
            units = timing.in_play(state, window["point"])
        if key not in {o.key for o in timing.plays_for(state, seat, window["point"], units)}:
            if window.get("later") and key in {o.key for o in timing.plays_for(state, seat, window["later"])}:
                waiting.append(seat)
                continue
            ev.append(event("window.skipped", (seat,)))
            continue
        unit = timing.unit_for(key)
        told = _not_carried_out(state, window, seat, key, waiting)
        if unit.cancellable_by(state, seat, key) is None:
            _withdraw_alongside(state)
            unit.play(state, seat, key, window["point"], ev)
            ev += told  # after the play, before whatever the reopened window brings
            window["round"] += 1
            _next_round(state, ev)
        else:
            stacked = len(ev) + 1  # right after "plays ..." goes on the stack
            _stack(state, seat, key, window, ev)
            ev[stacked:stacked] = told
        return
    if waiting:  # everyone passed the earlier point: the window is the later point's now
        merged = MERGES[window["point"]]
        window.update(point=window.pop("later"), then=merged.then, triggered=[])
        _resolve_round(state, ev)
        return
    _close(state, ev)


def _not_carried_out(state: State, window: dict[str, Any], first: int, first_key: str,
                     waiting: list[int]) -> list[Event]:
    """Each later player who chose a play learns, alone, that it waits: their card is still in hand and
    the same question comes again, which without a word reads as a play that was lost.  So does an earlier
    one whose play belongs to the later point of a merged window (``waiting``)."""
    order = board.priority_order(state)
    what_first = timing.said(state, first_key, first)
    told = []
    for seat in waiting + order[order.index(first) + 1:]:
        key = window["answers"].get(str(seat), PASS)
        if key in PASSES:
            continue
        mine = timing.said(state, key, seat)
        told.append(event("response.not_carried_out", (seat,), seat=seat, first=first, play=key, mine=mine,
                          what_first=what_first))
    return told


class WindowAnswer(flow.Decision):
    """A response window's question as both editions ask it: each answer is kept face down until every
    asked seat has answered (a timeout passes), then the edition's :meth:`resolve_round` carries out the
    first play.  An edition says what is offered and how the question reads."""

    kind = "response"
    deadline_class = "response"

    def resolve_round(self, state: State, ev: list[Event]) -> None:
        raise NotImplementedError

    # Of a random player's passes, the share given for the rest of the encounter (the pace figures say what
    # it changes: engine/cosmic/README.md, "Pace by email").
    encounter_passes = 0.5

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        state["windows"][-1]["answers"][str(spec["seat"])] = choice
        if choice == PASS_ENCOUNTER:
            pass_for_encounter(state, spec["seat"])
        flow.done(state, spec)
        if not flow.pending_of(state, "response"):
            self.resolve_round(state, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return PASS

    def random_option(self, options: Sequence[Option], rng: random.Random) -> Any:
        if rng.random() < 0.6:
            whole = any(o.key == PASS_ENCOUNTER for o in options) and rng.random() < self.encounter_passes
            return PASS_ENCOUNTER if whole else PASS
        return rng.choice([o for o in options if o.key != PASS_ENCOUNTER]).key


@flow.decision
class Response(WindowAnswer):
    def resolve_round(self, state: State, ev: list[Event]) -> None:
        _resolve_round(state, ev)

    def text(self, state: State, spec: flow.Spec) -> Say:
        if spec["point"] == REACTION and state["stack"]:
            top = state["stack"][-1]
            return say("response.reaction", seat=top["seat"], play=timing.said(state, top["key"], top["seat"]))
        if spec.get("later"):
            return say("response.merged", point=spec["point"], later=spec["later"])
        return say("response", point=spec["point"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        points = [spec["point"], *([spec["later"]] if spec.get("later") else [])]
        return [Option(PASS, say("pass")), Option(PASS_ENCOUNTER, say("pass.encounter")),
                *offered(state, spec["seat"], points)]

