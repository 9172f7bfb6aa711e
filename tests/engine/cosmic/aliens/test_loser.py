"""Loser: may declare an upset before cards are chosen; both play attacks if able; the loser wins."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, to_planning
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, cards, kinds, open_prompt, play

WEAK_HOME = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def declared(hands: dict[int, list[int]], **kw: object) -> dict:
    state = to_planning({0: "Loser"}, hands, **kw)
    assert kinds(state) == [("response", 0)]
    state, _ = play(state, "response", "power:", 0)
    return state


def test_an_upset_makes_the_side_that_would_lose_win() -> None:
    state = declared({0: [attack(30)], 1: [attack(4)]})
    _, events = cards(state, attack(30), attack(4))
    assert outcome(events) == "defense"
    assert any(e.kind == "resolution.outcome" and "A power changes the outcome" in e.text for e in events)


def test_after_an_upset_a_player_holding_an_attack_must_play_one() -> None:
    state = declared({0: [attack(30), NEGOTIATES[0]], 1: [attack(4), NEGOTIATES[1]]})
    assert [o.key for o in open_prompt(state, "planning.card", 1).options] == [f"c{attack(4)}"]
    assert [o.key for o in open_prompt(state, "planning.card", 0).options] == [f"c{attack(30)}"]


def test_a_player_without_an_attack_may_negotiate_and_the_winning_negotiator_takes_no_compensation() -> None:
    state = declared({0: [attack(30)], 1: [NEGOTIATES[0], NEGOTIATES[1]]})
    assert {o.label for o in open_prompt(state, "planning.card", 1).options} == {"Negotiate"}
    state, events = cards(state, attack(30), NEGOTIATES[0])
    assert outcome(events) == "defense"
    assert state["warp"][0] == 2
    assert not any(e.kind == "resolution.compensation" for e in events)


def test_loser_is_offered_only_before_cards_are_chosen() -> None:
    state = to_planning({0: "Loser"}, {0: [attack(30)], 1: [attack(4)]})
    state, _ = play(state, "response", "pass", 0)
    state, events = cards(state, attack(30), attack(4))
    assert ("response", 0) not in kinds(state)
    assert outcome(events) == "offense"


def test_a_bystander_loser_is_not_offered_the_upset() -> None:
    state = to_planning({2: "Loser"}, {0: [attack(30)], 1: [attack(4)]})
    assert ("response", 2) not in kinds(state)


def test_a_zapped_upset_does_not_happen() -> None:
    zap = artifact("Cosmic Zap")
    state = to_planning({0: "Loser"}, {0: [attack(30)], 1: [attack(4), NEGOTIATES[0]], 2: [zap, attack(5)]},
                        options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 0)
    state, _ = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert len(open_prompt(state, "planning.card", 1).options) == 2
    _, events = cards(state, attack(30), attack(4))
    assert outcome(events) == "offense"


def test_loser_below_three_home_colonies_cannot_declare_an_upset() -> None:
    state = to_planning({0: "Loser"}, {0: [attack(30)], 1: [attack(4)]}, ships=WEAK_HOME)
    assert ("response", 0) not in kinds(state)
