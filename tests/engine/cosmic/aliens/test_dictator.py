"""Dictator: picks the destiny card the offense draws, unless it is the offense."""

from __future__ import annotations

from tests.engine.cosmic.table import RULES, artifact, attack, kinds, open_prompt, play, table

ZAP = artifact("Cosmic Zap")
WEAK = {(12, 2): 0, (13, 2): 0, (14, 2): 0}


def dictated(extra: dict | None = None, **kw) -> dict:
    """Green is the Dictator; Red's turn, Blue's colour on top of the destiny deck."""
    return table(destiny=["color:blue"], aliens={2: "Dictator"},
                 hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5)], **(extra or {})}, **kw)


def test_the_dictator_picks_the_destiny_card_the_offense_draws() -> None:
    state = dictated()
    assert kinds(state) == [("dictator.destiny", 2)]
    keys = [o.key for o in open_prompt(state, "dictator.destiny", 2).options]
    assert keys[0] == "random" and "color:green" in keys and "wild" in keys
    state, events = play(state, "dictator.destiny", "color:green", 2)
    assert state["enc"]["destiny"] == "color:green" and state["enc"]["defense"] == 2
    assert any(e.kind == "power.dictator" for e in events)


def test_the_dictator_left_unanswered_leaves_the_draw_to_chance() -> None:
    state = dictated()
    state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "dictator.destiny")))
    assert state["enc"]["destiny"] == "color:blue"


def test_the_dictator_picks_before_the_draw_and_not_on_its_own_turn() -> None:
    state = dictated()
    assert state["enc"]["destiny"] is None  # nothing drawn yet
    state = table(offense=2, destiny=["color:blue"], aliens={2: "Dictator"},
                  hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5)]})
    assert ("dictator.destiny", 2) not in kinds(state)


def test_a_zapped_dictator_picks_nothing_and_the_deck_is_shuffled() -> None:
    state = dictated({0: [attack(8), ZAP]}, options={"artifacts": "on"})
    assert kinds(state) == [("response", 0)]
    before = sorted(state["destiny_deck"])
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 0)
    assert any(e.kind == "power.zapped" for e in events) and ("dictator.destiny", 2) not in kinds(state)
    assert sorted(state["destiny_deck"] + [state["enc"]["destiny"]]) == before


def test_dictator_below_three_home_colonies_has_no_power() -> None:
    state = dictated(ships=WEAK)
    assert ("dictator.destiny", 2) not in kinds(state) and state["enc"]["destiny"] == "color:blue"
