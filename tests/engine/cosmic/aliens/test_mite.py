"""Mite: once launched, a defense holding more than three cards keeps three at random or lets the Mite land."""

from __future__ import annotations

from tests.engine.cosmic.table import RULES, artifact, attack, kinds, launch, open_prompt, play, table

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}
BLUE = [attack(9), attack(4), attack(6), attack(10), attack(12)]


def mite_launched(blue: list[int] | None = None, extra: dict | None = None, **kw) -> dict:
    state = table(destiny=["color:blue"], aliens={0: "Mite"},
                  hands={0: [attack(8), attack(4, 1)], 1: blue or BLUE, 2: [attack(5)], **(extra or {})}, **kw)
    return launch(state, 5, {0: 2})


def test_a_defense_that_discards_keeps_three_cards_at_random_and_the_mite_sees_the_rest() -> None:
    state = mite_launched()
    assert kinds(state) == [("mite.demand", 1)]
    state, events = play(state, "mite.demand", "discard", 1)
    assert len(state["hands"][1]) == 3 and len(state["discard"]) == 2
    seen = next(e for e in events if e.kind == "power.mite.cards")
    assert seen.seats == (1, 0) and sorted(seen.data["cards"]) == sorted(state["discard"])
    assert ("alliance.invite", 0) in kinds(state)


def test_a_defense_that_lets_the_mite_land_gives_it_a_successful_encounter() -> None:
    state = mite_launched()
    state, events = play(state, "mite.demand", "colony", 1)
    assert state["planets"][5][0] == 2 and len(state["hands"][1]) == 5
    assert kinds(state) == [("encounter.second", 0)]  # a success: a second encounter is offered


def test_the_demand_left_unanswered_discards_and_keeps_the_mite_off_the_planet() -> None:
    state = mite_launched()
    state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "mite.demand")))
    assert len(state["hands"][1]) == 3 and state["planets"][5][0] == 0


def test_the_mite_asks_only_a_defense_holding_more_than_three_cards_once_launched() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Mite"}, hands={0: [attack(8)], 1: BLUE, 2: [attack(5)]})
    assert ("mite.demand", 1) not in kinds(state)  # before the launch
    state = mite_launched(BLUE[:3])
    assert ("mite.demand", 1) not in kinds(state)


def test_a_zapped_mite_demands_nothing() -> None:
    state = mite_launched(extra={2: [ZAP, attack(5)]}, options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert any(e.kind == "power.zapped" for e in events) and ("mite.demand", 1) not in kinds(state)
    assert len(state["hands"][1]) == 5


def test_mite_below_three_home_colonies_has_no_power() -> None:
    state = mite_launched(ships=WEAK)
    assert ("mite.demand", 1) not in kinds(state)
