"""Mutant: may refill its hand to eight before invitations, one card at a time, from the deck or other hands."""

from __future__ import annotations

from engine.cosmic.invariants import check_events, check_hidden
from tests.engine.cosmic.table import RULES, artifact, attack, kinds, launch, open_prompt, play, table

HANDS = {0: [attack(30)], 1: [attack(4), attack(6)], 2: [attack(5)]}


def before_invitations(aliens: dict[int, str], hands: dict[int, list[int]] = HANDS, **kw: object) -> dict:
    state = table(destiny=["color:blue"], hands=hands, aliens=aliens, **kw)
    return launch(state, 5, {0: 2})


def test_mutant_takes_cards_one_at_a_time_until_it_holds_eight() -> None:
    state = before_invitations({0: "Mutant"})
    state, _ = play(state, "response", "power:", 0)
    assert {o.key for o in open_prompt(state, "mutant.take").options} == {"deck", "1", "2"}
    state, events = play(state, "mutant.take", "2", 0)
    assert state["hands"][2] == [] and attack(5) in state["hands"][0]
    private = next(e for e in events if e.kind == "power.mutant.card")
    assert private.seats == (0, 2)
    check_hidden(state)
    check_events(events)
    assert {o.key for o in open_prompt(state, "mutant.take").options} == {"deck", "1"}
    for _ in range(6):
        state, _ = play(state, "mutant.take", "deck", 0)
    assert len(state["hands"][0]) == 8
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]


def test_the_deadline_default_draws_from_the_deck() -> None:
    state = before_invitations({0: "Mutant"})
    state, _ = play(state, "response", "power:", 0)
    assert RULES.timeout_action(state, open_prompt(state, "mutant.take")).choice == "deck"


def test_mutant_with_eight_cards_is_not_offered_a_refill() -> None:
    full = [attack(30), *(attack(v) for v in (4, 5, 7, 9, 11, 12, 13))]
    state = before_invitations({0: "Mutant"}, {**HANDS, 0: full})
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]


def test_a_bystander_mutant_is_not_offered_a_refill() -> None:
    state = before_invitations({2: "Mutant"})
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]


def test_a_zapped_mutant_takes_nothing() -> None:
    zap = artifact("Cosmic Zap")
    state = before_invitations({0: "Mutant"}, {**HANDS, 2: [zap, attack(5)]}, options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 0)
    state, _ = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert state["hands"][0] == [attack(30)]
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]


def test_mutant_below_three_home_colonies_is_not_offered_a_refill() -> None:
    state = before_invitations({0: "Mutant"}, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]
