"""Will: once destiny is drawn, chooses the defense itself and may aim at any colony of that player."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from tests.engine.cosmic.table import RULES, artifact, attack, kinds, open_prompt, play, table

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def will_table(extra: dict | None = None, **kw) -> dict:
    return table(destiny=["color:blue"], aliens={0: "Will"},
                 hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5)], **(extra or {})}, **kw)


def planets_offered(state: dict) -> list[str]:
    return [o.key for o in open_prompt(state, "launch.ships", 0).fields[0].options]


def test_will_chooses_another_player_and_the_colony_the_gate_aims_at() -> None:
    state = will_table()
    assert kinds(state) == [("will.target", 0)]
    keys = [o.key for o in open_prompt(state, "will.target", 0).options]
    assert keys[0] == "keep" and "2:12" in keys and "1:5" in keys and not any(k.startswith("0:") for k in keys)
    state, events = play(state, "will.target", "2:12", 0)
    assert state["enc"]["defense"] == 2 and state["enc"]["target"] == 12
    assert planets_offered(state) == ["12"]
    assert any(e.kind == "power.will" for e in events)


def test_will_may_keep_what_destiny_named_and_does_so_on_timeout() -> None:
    state = will_table()
    state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "will.target")))
    assert state["enc"]["defense"] == 1 and planets_offered(state) == ["5", "6", "7", "8", "9"]


def test_will_chooses_after_the_destiny_draw() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Will"}, warp={0: 1},
                  hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5)]})
    assert ("will.target", 0) not in kinds(state)  # the regroup comes first
    state, events = play(state, "regroup.colony", "0", 0)
    assert kinds(state) == [("will.target", 0)]
    assert any(e.kind == "destiny.draw" for e in events)


def test_will_refuses_a_planet_without_that_player_s_colony_and_changes_nothing() -> None:
    state = will_table()
    with pytest.raises(IllegalAction):
        play(state, "will.target", "1:12", 0)
    assert state["enc"]["defense"] == 1 and kinds(state) == [("will.target", 0)]


def test_a_zapped_will_attacks_where_destiny_said() -> None:
    state = will_table({1: [attack(9), ZAP]}, options={"artifacts": "on"})
    assert kinds(state) == [("response", 1)]
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 1)
    assert any(e.kind == "power.zapped" for e in events)
    assert kinds(state) == [("launch.ships", 0)] and state["enc"]["defense"] == 1


def test_will_below_three_home_colonies_has_no_power() -> None:
    state = will_table(ships=WEAK)
    assert kinds(state) == [("launch.ships", 0)]
