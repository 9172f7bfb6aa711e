"""Every one of the 20 techs goes through research the same way (rulebook, Technology variant; rules data §8):
completed with at least its research number of ships (an "X" tech with any number), abandoned face up with
fewer, the ships going home either way; a tech completed is offered only at its own timing points."""

from __future__ import annotations

import pytest

from engine.cosmic.techs.registry import TECHS, X
from tests.engine.cosmic.table import kinds, play, ships_of, table

OPTIONS = {"technology": "on", "aliens": "red"}
ALIENS = {0: "Clone", 1: "Filch", 2: "Mind"}


def researching(name: str, ships: int) -> dict:
    return table(options=OPTIONS, aliens=ALIENS, techs={1: [{"name": name, "ships": ships}]})


@pytest.mark.parametrize("name", sorted(TECHS))
def test_with_its_research_number_of_ships_a_tech_is_completed(name: str) -> None:
    number = TECHS[name].research
    state, events = play(researching(name, 1 if number is X else number), "tech.research", f"complete:{name}", 1)
    held = state["techs"]["held"][1]
    assert [t["name"] for t in held] == [name] and held[0]["up"]
    assert any(e.kind in ("tech.completed", "tech.completed.hidden") for e in events) and ships_of(state, 1) == 20
    assert name not in state["techs"]["discard"]


@pytest.mark.parametrize("name", sorted(t for t in TECHS if TECHS[t].research is not X))
def test_with_one_ship_too_few_a_tech_is_abandoned_face_up(name: str) -> None:
    state, events = play(researching(name, TECHS[name].research - 1), "tech.research", f"complete:{name}", 1)
    assert state["techs"]["held"][1] == [] and state["techs"]["discard"][-1] == name
    assert any(e.kind == "tech.abandoned" and name in e.text for e in events)
    assert ships_of(state, 1) == 20 and ("tech.coldsleep", 1) not in kinds(state)


@pytest.mark.parametrize("name", sorted(t for t in TECHS if TECHS[t].research is X))
def test_an_x_tech_is_never_abandoned(name: str) -> None:
    state, events = play(researching(name, 0), "tech.research", f"complete:{name}", 1)
    assert state["techs"]["held"][1][0]["up"] and not any(e.kind == "tech.abandoned" for e in events)


def test_every_tech_names_its_timing_points_or_works_through_hooks_and_tokens() -> None:
    """A tech with no timing point must act some other way (a hook, a token, or on completion)."""
    for name, tech in TECHS.items():
        kind = type(tech)
        acts = [m for m in vars(kind) if m.startswith("hook_") or m in ("completed", "token_places")]
        assert tech.points or acts, f"{name} never does anything"
    assert len(TECHS) == 20
