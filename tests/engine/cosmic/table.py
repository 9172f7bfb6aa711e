"""Explicit tables for scenario tests: chosen hands, destiny order and ships."""

from __future__ import annotations

from typing import Any

from engine import get_ruleset
from engine.core import Action, Event, Prompt
from engine.cosmic import board, flow, powers, turn
from engine.cosmic.cards import COSMIC
from engine.cosmic.invariants import ships_of as ships_of  # every test counts ships the way the invariants do

RULES = get_ruleset("cosmic")
State = dict[str, Any]


def ids(kind: str, value: int = 0) -> list[int]:
    return [i for i, c in enumerate(COSMIC) if c.type == kind and c.value == value]


def attack(value: int, copy: int = 0) -> int:
    return ids("attack", value)[copy]


NEGOTIATES = ids("negotiate")
MORPH = ids("morph")[0]


def reinforcement(value: int, copy: int = 0) -> int:
    return ids("reinforcement", value)[copy]


def table(
    players: int = 3,
    offense: int = 0,
    hands: dict[int, list[int]] | None = None,
    destiny: list[str] | None = None,
    ships: dict[tuple[int, int], int] | None = None,
    warp: dict[int, int] | None = None,
    seed: int = 7,
    options: dict[str, Any] | None = None,
    aliens: dict[int, str] | None = None,
    sheets: dict[str, dict[str, Any]] | None = None,
    techs: dict[int, list[dict[str, Any]]] | None = None,
) -> State:
    """A table at the start of ``offense``'s turn, run until the first decision.

    ``aliens`` gives seats their alien powers directly (no selection), after their Game Setup; ``sheets``
    then sets what their sheets hold (``{"Warrior": {"tokens": 3}}``).
    ``techs`` gives seats their techs directly (the Technology variant, with no deal):
    ``{"name", "ships", "up"}`` each, ``up`` for a completed tech (``researched`` defaults to ``ships``);
    the ships researching a face-down tech come off the seat's biggest home stacks.
    ``hands`` replaces the named seats' hands (other seats keep their dealt
    cards, less any named here); the deck is whatever is left, so every card
    stays accounted for.  ``destiny`` lists the destiny cards to come, first
    first.  ``ships`` sets ``(planet, seat) -> count``; ``warp`` moves that many
    of a seat's ships from its home planets to the warp (last planet first).
    """
    # invitations are asked on their own once the gate is aimed, each timing point has its own window and
    # a decision after a window waits for it, unless a test names the option: scenarios read step by step, and
    # test_launch_invitations.py, test_merged_windows.py and test_next_decision.py cover the defaults
    # (invitations with the launch, merged windows, decisions asked alongside the window before them)
    state, _events = RULES.setup({"invitations": "together", "windows": "every_point", "next_decision": "after_window",
                                  **(options or {})}, players, seed)
    named = {c for cards in (hands or {}).values() for c in cards}
    for seat in range(players):
        state["hands"][seat] = list((hands or {}).get(seat, [c for c in state["hands"][seat] if c not in named]))
    held = {c for hand in state["hands"] for c in hand}
    state["box"] = [c for c in state["box"] if c not in held]  # a flare or artifact handed out comes out of the box
    state["deck"] = [c for c in range(len(COSMIC)) if c not in held and c not in state["box"]]
    state["discard"] = []
    if destiny:
        pool = state["destiny_deck"] + state["destiny_discard"]
        for card in destiny:
            pool.remove(card)
        state["destiny_deck"] = pool + list(reversed(destiny))
        state["destiny_discard"] = []
    for (planet, seat), count in (ships or {}).items():
        state["planets"][planet][seat] = count
    for seat, count in (warp or {}).items():
        for planet in reversed(board.home_planets(state, seat)):
            moved = min(count, state["planets"][planet][seat])
            state["planets"][planet][seat] -= moved
            state["warp"][seat] += moved
            count -= moved
    if aliens:
        picks = [aliens.get(seat) for seat in range(players)]
        state.update(aliens=picks, alien_picks=picks, alien_offers=[[a, a] for a in picks])
        powers.set_up(state, [])
    for name, held in (sheets or {}).items():
        powers.data(state, name).update(held)
    if techs is not None:
        deal = state["techs"]
        deal["deck"] += [t for offer in deal["offers"] for t in offer]
        deal["offers"] = [[] for _ in range(players)]
        for seat, held in techs.items():
            for t in held:
                deal["deck"].remove(t["name"])
                up = t.get("up", False)
                for _ in range(0 if up else t.get("ships", 0)):  # off the seat's biggest home stack, last first
                    home = reversed(board.home_planets(state, seat))
                    state["planets"][max(home, key=lambda p: state["planets"][p][seat])][seat] -= 1
                deal["held"][seat].append({"name": t["name"], "ships": 0 if up else t.get("ships", 0), "up": up,
                                           **({"researched": t.get("researched", t.get("ships", 0))} if up else {})})
    state.update(step="start_turn", pending=[], windows=[], stack=[], enc=turn.new_encounter(players))
    state["turn"] = {"offense": offense, "encounter": 1, "number": 1}
    state["power_lost"] = [False] * players
    flow.advance(state, [])
    return state


def open_prompt(state: State, kind: str, seat: int | None = None) -> Prompt:
    same = {kind, "regroup.launch"} if kind == "launch.ships" else {kind}  # the launch, with the regroup or not
    found = [p for p in RULES.prompts(state) if p.kind in same and (seat is None or p.seat == seat)]
    assert found, f"no open {kind} prompt; open: {[(p.kind, p.seat) for p in RULES.prompts(state)]}"
    return found[0]


def play(state: State, kind: str, choice: Any, seat: int | None = None) -> tuple[State, list[Event]]:
    prompt = open_prompt(state, kind, seat)
    return RULES.apply(state, Action(prompt.id, prompt.seat, choice))


def kinds(state: State) -> list[tuple[str, int]]:
    return [(p.kind, p.seat) for p in RULES.prompts(state)]


def launch(state: State, planet: int, ships: dict[int, int]) -> State:
    state, _ = play(state, "launch.ships", {"planet": str(planet), "ships": {str(p): n for p, n in ships.items()}})
    return state


def no_invites(state: State) -> State:
    while any(k == "alliance.invite" for k, _ in kinds(state)):
        state, _ = play(state, "alliance.invite", {"invite": []})
    return state


def cards(state: State, offense_card: int, defense_card: int) -> tuple[State, list[Event]]:
    off, defense = state["turn"]["offense"], state["enc"]["defense"]
    state, ev1 = play(state, "planning.card", f"c{offense_card}", off)
    state, ev2 = play(state, "planning.card", f"c{defense_card}", defense)
    return state, ev1 + ev2


def artifact(name: str, copy: int = 0) -> int:
    return [i for i, c in enumerate(COSMIC) if c.type == "artifact" and c.name == name][copy]


ARTIFACTS = {"artifacts": "on"}


def flare_card(alien: str) -> int:
    return next(i for i, c in enumerate(COSMIC) if c.type == "flare" and c.name == alien)


def as_encounter_left(state: State) -> State:
    """The board as the encounter left it: when the next offense's regroup is asked with its launch
    (``regroup.launch``), its ship has already left the warp for a colony; here it is put back."""
    state = {**state, "warp": list(state["warp"]), "planets": [list(p) for p in state["planets"]]}
    if state["enc"].get("regroup_with_launch"):
        off = state["turn"]["offense"]
        state["warp"][off] += 1
        state["planets"][int(state["enc"]["regrouped"])][off] -= 1
    return state


def encounter_warp(state: State) -> list[int]:
    """The warp as the encounter left it (see :func:`as_encounter_left`)."""
    return as_encounter_left(state)["warp"]


def restart(state: State) -> State:
    """The turn again from its start, after a test changed what the first advance could not see."""
    state.update(step="start_turn", pending=[], windows=[], stack=[], enc=turn.new_encounter(state["n"]))
    flow.advance(state, [])
    return state
