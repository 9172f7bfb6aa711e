"""Every alien below three native colonies: one last use, then the power is lost and does nothing
("Perdere il proprio Potere Alieno": "può comunque utilizzare il suo Potere Alieno un'ultima volta")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cosmic_ah2000.powers import ALIENS
from tests.engine.cosmic_ah2000.aliens.encounter import offered, pass_all, respond, start
from tests.engine.cosmic_ah2000.table import (
    NEGOTIATES,
    answer,
    artifact,
    attack,
    cards,
    event_kinds,
    kinds,
    launch,
    skip_retrieve,
)

HANDS = {0: [attack(10), attack(6), attack(4)], 1: [attack(8), attack(12), NEGOTIATES[0]], 2: [attack(5)]}
N0 = NEGOTIATES[0]

# alien -> (its seat, the steps that make it act): ("plan", ships) goes to the cards, ("cards", off, def)
# plays them, ("respond", seat, key) uses a power or plays a card, ("join", side) is seat 2 joining uninvited,
# ("allies",) stops once the allies are placed, ("end",) passes every window to the end of the encounter.
SCENARIOS: dict[str, tuple[int, list[tuple[Any, ...]]]] = {
    "Macron": (0, [("plan", {0: 1}), ("cards", attack(10), attack(8))]),
    "Virus": (0, [("plan", {0: 3}), ("cards", attack(6), attack(12))]),
    "Anti-Matter": (0, [("plan", {0: 1}), ("cards", attack(4), attack(12))]),
    "Pacifist": (1, [("plan", {0: 3}), ("cards", attack(10), N0)]),
    "Zombie": (1, [("plan", {0: 3}), ("cards", attack(10), attack(8))]),
    "Clone": (0, [("plan", {0: 2}), ("cards", attack(10), attack(8)), ("end",)]),
    "Filch": (1, [("plan", {0: 2}), ("cards", attack(10), attack(8)), ("end",)]),
    "Vulch": (2, [("respond", 1, "art.plague:0")]),
    "Laser": (0, [("plan", {0: 2})]),
    "Oracle": (1, [("plan", {0: 2}), ("cards", attack(10), attack(12))]),
    "Sorcerer": (0, [("plan", {0: 2}), ("cards", attack(4), attack(12)), ("respond", 0, "power.sorcerer")]),
    "Trader": (0, [("allies",), ("respond", 0, "power.trader")]),
    "Mind": (2, [("respond", 2, "power.mind:1")]),
    "Mutant": (0, [("allies",), ("respond", 0, "power.mutant")]),
    "Philanthropist": (0, [("respond", 0, f"power.philanthropist:{attack(4)}:1")]),
    "Amoeba": (0, [("allies",), ("respond", 0, "power.amoeba:add:1")]),
    "Parasite": (2, [("join", "offense")]),
    "Healer": (2, [("plan", {0: 3}), ("cards", attack(4), attack(12)), ("respond", 2, "power.healer:0")]),
    "Chronos": (0, [("plan", {0: 2}), ("cards", attack(4), attack(12)), ("respond", 0, "power.chronos")]),
    "Empath": (1, [("plan", {0: 2}), ("cards", attack(10), N0), ("respond", 1, "power.empath")]),
}


def invite_nobody(state: dict, events: list) -> dict:
    while any(k == "alliance.invite" for k, _ in kinds(state)):
        seat = next(s for k, s in kinds(state) if k == "alliance.invite")
        state, ev = answer(state, "alliance.invite", seat, {"players": []})
        events += ev
    return state


def play(alien: str, lost: bool) -> tuple[dict, list]:
    seat, steps = SCENARIOS[alien]
    hands = {**HANDS, 1: HANDS[1] + ([artifact("Plague")] if alien == "Vulch" else [])}
    state = start({seat: alien}, hands, last_use=seat)
    if lost:
        state["power"][seat] = "lost"
    events: list = []
    for step in steps:
        if step[0] == "plan":
            state = pass_all(invite_nobody(launch(skip_retrieve(pass_all(state)), 5, step[1]), events), events)
        elif step[0] == "allies":
            state = invite_nobody(launch(skip_retrieve(pass_all(state)), 5, {0: 2}), events)
        elif step[0] == "cards":
            state, ev = cards(state, step[1], step[2])
            events += ev
        elif step[0] == "end":
            state = pass_all(state, events)
        elif step[0] == "join":
            state = invite_nobody(launch(skip_retrieve(pass_all(state)), 5, {0: 2}), events)
            if lost:
                assert ("alliance.join", 2) not in kinds(state)
                return state, events
            state, ev = answer(state, "alliance.join", 2, {"side": step[1], "ships": {"10": 1}})
            events += ev
        elif step[0] == "respond":
            if lost and step[2].startswith("power."):
                assert step[2] not in offered(state, step[1])
                return state, events
            state, ev = respond(state, step[1], step[2])
            events += ev
    return state, events


def test_every_alien_has_a_scenario() -> None:
    assert sorted(SCENARIOS) == sorted(ALIENS) and len(ALIENS) == 20


@pytest.mark.parametrize("alien", sorted(SCENARIOS))
def test_the_last_use_acts_once_and_then_the_power_is_lost(alien: str) -> None:
    seat = SCENARIOS[alien][0]
    state, events = play(alien, lost=False)
    kinds_seen = event_kinds(events)
    used = [i for i, kind in enumerate(kinds_seen) if kind.startswith("power.used.")]
    assert used, f"{alien} did not act"
    assert kinds_seen.index("power.lost") > used[0]
    assert state["power"][seat] == "lost"


@pytest.mark.parametrize("alien", sorted(SCENARIOS))
def test_a_lost_power_does_nothing(alien: str) -> None:
    _, events = play(alien, lost=True)
    assert not any(kind.startswith("power.used.") for kind in event_kinds(events))
