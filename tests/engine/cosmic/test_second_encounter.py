"""A second encounter answered in advance ("always" or "never"): the offense is not asked at the end of a
successful first encounter."""

from __future__ import annotations

import pytest

from engine.core import Action
from tests.engine.cosmic.table import RULES, attack, cards, kinds, launch, no_invites, table


def won_first_encounter(answer: str | None) -> tuple[dict, list]:
    state = table(destiny=["color:blue", "color:green"], hands={0: [attack(20), attack(6)], 1: [attack(4)],
                                                                2: [attack(5)]})
    if answer is not None:
        state, _ = RULES.apply(state, Action("standing", 0, {"unit": "second_encounter", "answer": answer}))
    state = no_invites(launch(state, 5, {0: 2}))
    return cards(state, attack(20), attack(4))


def test_without_an_answer_in_advance_the_offense_is_asked() -> None:
    state, _ = won_first_encounter(None)
    assert kinds(state) == [("encounter.second", 0)]


@pytest.mark.parametrize("answer, encounter, offense, event", [
    ("always", 2, 0, "turn.second"),
    ("never", 1, 1, "turn.decline"),
])
def test_an_answer_in_advance_takes_or_declines_it_without_asking(answer: str, encounter: int, offense: int,
                                                                 event: str) -> None:
    state, events = won_first_encounter(answer)
    assert ("encounter.second", 0) not in kinds(state)
    assert event in [e.kind for e in events]
    assert (state["turn"]["encounter"], state["turn"]["offense"]) == (encounter, offense)


def test_the_answer_is_offered_on_the_game_page_with_the_others() -> None:
    state = table()
    units = {u["unit"]: u["answer"] for u in RULES.view(state, 0)["standing"]}
    assert units["second_encounter"] == "ask"
