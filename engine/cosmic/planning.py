"""Planning and reveal: both main players choose an encounter card face down,
then both are turned up at once.

A defense with no encounter card draws new hands until it has one; an
offense with none ends its turn, everyone's ships going home.  A morph
copies the opponent's card; two morphs both lose.

With ``next_decision=with_window`` both cards are asked alongside the window before
cards are chosen, and a choice counts only if that window closes with nothing played
(:func:`engine.cosmic.windows.alongside`); until then the card stays in its owner's hand.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flow, hands, homeward, hooks, new_hand
from engine.cosmic.cards import COSMIC, ENCOUNTER_IDS, LABELS, PLAY_ORDER
from engine.cosmic.events import event
from engine.cosmic.prompt_text import card_option, say
from engine.cosmic.windows import alongside, answer_early, early_answers, early_words, open_window

State = dict[str, Any]


@flow.step("planning")
def planning(state: State, ev: list[Event]) -> None:
    """The defense draws its new hand first, so what is played before cards are chosen (a Trader's swap) meets
    the hand it will have (rules data: a Trader defense 'needing a new hand, draw it before swapping')."""
    if not refill_defense(state, "planning", ev):
        open_window(state, "planning.before", "planning.choose", ev)


def refill_defense(state: State, again: str, ev: list[Event]) -> bool:
    """A defense without an encounter card draws a new hand, and the step ``again`` runs once it has (to check
    the new hand in turn); returns whether one is due."""
    if not refill_due(state):
        return False
    new_hand.due(state, state["enc"]["defense"], again, ev)
    return True


def refill_due(state: State) -> bool:
    """Whether the defense has no encounter card and a new hand could bring one."""
    return not hands.has_encounter_card(state, state["enc"]["defense"]) and _encounter_card_left(state)


def send_everyone_home(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    for seat in range(state["n"]):
        homeward.send_home(state, seat, enc["gate"][seat], ev)
        homeward.send_home(state, seat, enc["dallies"][seat], ev)
        enc["gate"][seat], enc["dallies"][seat] = {}, {}


@alongside("planning.before", "planning.choose")
def cards_alongside(state: State) -> None:
    """Both cards, when :func:`choose` will ask both at once and the defense has no new hand to draw first."""
    off, defense = state["turn"]["offense"], state["enc"]["defense"]
    if state["enc"]["card_first"] is not None or refill_due(state):
        return
    if hands.has_encounter_card(state, off) and hands.has_encounter_card(state, defense):
        for role, seat in (("offense", off), ("defense", defense)):
            flow.ask(state, "planning.card", seat, role=role, alongside=True)


@flow.step("planning.choose")
def choose(state: State, ev: list[Event]) -> None:
    off, defense = state["turn"]["offense"], state["enc"]["defense"]
    early = early_answers(state)  # chosen alongside the window just closed, with nothing played since
    if refill_defense(state, "planning.choose", ev):  # again: a card played meanwhile may have left it without one
        return
    if not hands.has_encounter_card(state, off) or not hands.has_encounter_card(state, defense):
        who = off if not hands.has_encounter_card(state, off) else defense
        ev.append(event("planning.dud", who=who))
        send_everyone_home(state, ev)
        flow.goto(state, "end_encounter.cleanup")
        return
    flow.goto(state, "planning.after")
    first = state["enc"]["card_first"]
    for role, seat in (("offense", off), ("defense", defense)):
        if first is None or first == role:
            choice = early.get(f"card.{role}")
            if choice is not None and any(o.key == choice for o in
                                          flow.DECISIONS["planning.card"].options(state, {"seat": seat, "role": role})):
                choose_card(state, seat, role, choice, ev)
            else:
                flow.ask(state, "planning.card", seat, role=role)


def _encounter_card_left(state: State) -> bool:
    """Whether a new hand could bring an encounter card at all."""
    return hands.encounter_card_to_draw(state)


@flow.decision
class PlanningCard(flow.Decision):
    kind = "planning.card"

    def text(self, state: State, spec: flow.Spec) -> Say:
        enc = state["enc"]
        other = enc["defense"] if spec["role"] == "offense" else state["turn"]["offense"]
        return early_words(spec, say(f"planning.card.{spec['role']}", seat=other,
                                     planet=board.planet_ref(state, enc["target"])))

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        seat = spec["seat"]
        allowed = hooks.run("encounter_cards", state, [c for c in state["hands"][seat] if c in ENCOUNTER_IDS],
                            seat=seat)
        seen: set[str] = set()
        out = []
        for cid in sorted(allowed, key=PLAY_ORDER.__getitem__):
            if LABELS[cid] not in seen:
                seen.add(LABELS[cid])
                out.append(card_option(cid))
        return out

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        if spec.get("alongside"):  # kept face down, the card in hand, until the window closes
            answer_early(state, f"card.{spec['role']}", choice)
            return
        choose_card(state, spec["seat"], spec["role"], choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The highest attack; else a negotiate; the morph last."""
        rank = {"attack": 0, "negotiate": 1, "morph": 2}
        best = min(self.options(state, spec),
                   key=lambda o: (rank[COSMIC[int(o.key[1:])].type], -COSMIC[int(o.key[1:])].value))
        return best.key


def choose_card(state: State, seat: int, role: str, choice: str, ev: list[Event]) -> None:
    """Play the chosen card face down (face up, and the other side asked, when it is chosen first)."""
    cid = int(choice[1:])
    if cid in state["hands"][seat]:
        state["hands"][seat].remove(cid)
    else:  # a card a power keeps elsewhere (the Miser's hoard) takes it out of there
        hooks.run("play_from", state, cid, seat=seat, ev=ev)
    enc = state["enc"]
    enc["cards"][role] = cid
    if enc["card_first"] == role:
        ev.append(event("planning.face_up", seat=seat, cid=cid))
        other = "defense" if role == "offense" else "offense"
        flow.ask(state, "planning.card", state["turn"]["offense"] if other == "offense" else enc["defense"],
                 role=other)
        return
    ev.append(event("planning.chosen", seat=seat))
    ev.append(event("planning.mine", (seat,), cid=cid))


@flow.step("planning.after")
def planning_after(state: State, ev: list[Event]) -> None:
    open_window(state, "planning.after", "reveal", ev)


def effective(own: int, other: int) -> tuple[str, int]:
    """What a revealed card counts as: the morph copies the opponent's card."""
    c, o = COSMIC[own], COSMIC[other]
    if c.type == "morph" and o.type != "morph":
        return (o.type, o.value)
    return (c.type, c.value)


def outcome_kind(off: tuple[str, int], dfn: tuple[str, int]) -> str:
    kinds = {off[0], dfn[0]}
    if kinds == {"morph"}:
        return "morphs"
    if kinds == {"negotiate"}:
        return "deal"
    if "negotiate" in kinds:
        return "compensation"
    return "attack"


@flow.step("reveal")
def reveal(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    o, d = enc["cards"]["offense"], enc["cards"]["defense"]
    enc["revealed"] = True
    kept = enc.get("face_down")  # the side whose card a power keeps face down (the Gambler's)
    shown = {role: None if role == kept else cid for role, cid in (("offense", o), ("defense", d))}
    ev.append(event("reveal", off=state["turn"]["offense"], defense_seat=enc["defense"], **shown))
    eff = {"offense": list(effective(o, d)), "defense": list(effective(d, o))}
    enc["effective"] = hooks.run("revealed", state, eff, ev=ev)
    enc["outcome_kind"] = outcome_kind(tuple(enc["effective"]["offense"]), tuple(enc["effective"]["defense"]))
    if enc["outcome_kind"] == "deal":
        allies_go_home(state, ev)
    flow.goto(state, "reveal.window")  # once whatever a power asked at the reveal is answered (a challenge)


@flow.step("reveal.window")
def reveal_window(state: State, ev: list[Event]) -> None:
    open_window(state, "reveal", "resolution", ev)


def allies_go_home(state: State, ev: list[Event]) -> None:
    """Before a deal the allies take their ships home and gain nothing."""
    enc = state["enc"]
    for seat in enc["allies_off"] + enc["allies_def"]:
        homeward.send_home(state, seat, enc["gate"][seat], ev)
        homeward.send_home(state, seat, enc["dallies"][seat], ev)
        enc["gate"][seat], enc["dallies"][seat] = {}, {}
    if enc["allies_off"] or enc["allies_def"]:
        ev.append(event("reveal.allies_home"))
    enc["allies_off"], enc["allies_def"] = [], []  # out of the encounter, as after a Force Field
