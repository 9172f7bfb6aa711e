"""Hate: at the start of its turn it discards a card; every other player discards one of the same type (an
attack: equal or higher) or loses 3 ships, all answering at one moment."""

from __future__ import annotations

import json

from tests.engine.cosmic.table import (
    NEGOTIATES,
    RULES,
    artifact,
    as_encounter_left,
    attack,
    kinds,
    open_prompt,
    play,
    reinforcement,
    table,
)

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def hated(**kw) -> dict:
    hands = {0: [attack(10), attack(4), NEGOTIATES[0]], 1: [attack(8), attack(12), attack(15)],
             2: [attack(20), reinforcement(2)], **kw.pop("hands", {})}
    return table(destiny=["color:blue"], aliens={0: "Hate"}, hands=hands, **kw)


def test_hate_discards_and_every_other_player_answers_at_one_moment() -> None:
    state = hated()
    assert kinds(state) == [("hate.card", 0)]  # used by itself as the turn starts
    state, events = play(state, "hate.card", f"c{attack(10)}", 0)
    assert attack(10) in state["discard"] and sorted(kinds(state)) == [("hate.answer", 1), ("hate.answer", 2)]
    keys = {o.key for o in open_prompt(state, "hate.answer", 1).options}
    assert keys == {f"c{attack(12)}", f"c{attack(15)}", "ships"}  # attacks of 10 or more, not the 8
    state, events = play(state, "hate.answer", f"c{attack(12)}", 1)
    assert not any(e.kind.startswith("power.hate.") for e in events)  # hidden until everyone answered
    for seat in (None, 0, 2):
        assert f'"c{attack(12)}"' not in json.dumps(RULES.view(state, seat))
    state, events = play(state, "hate.answer", "ships", 2)
    assert [e.kind for e in events if e.kind.startswith("power.hate.")] == ["power.hate.discard", "power.hate.ships"]
    assert attack(12) in state["discard"]
    state, _ = play(state, "hate.ships", {"ships": {"10": 1, "11": 2}}, 2)
    left = as_encounter_left(state)
    assert left["warp"][2] == 3 and left["planets"][11][2] == 2


def test_a_hate_left_without_an_encounter_card_draws_a_new_hand() -> None:
    state = hated(hands={0: [attack(10), reinforcement(3)]})
    state, _ = play(state, "hate.card", f"c{attack(10)}", 0)
    state, _ = play(state, "hate.answer", "ships", 1)
    state, events = play(state, "hate.answer", "ships", 2)
    assert any(e.kind == "cards.new_hand" and e.data["seat"] == 0 for e in events)


def test_hate_answer_defaults_to_the_cheapest_matching_card_else_ships() -> None:
    state, _ = play(hated(), "hate.card", f"c{attack(10)}", 0)
    assert RULES.timeout_action(state, open_prompt(state, "hate.answer", 1)).choice == f"c{attack(12)}"
    state, _ = play(hated(), "hate.card", f"c{NEGOTIATES[0]}", 0)
    assert RULES.timeout_action(state, open_prompt(state, "hate.answer", 2)).choice == "ships"


def test_hate_is_used_only_as_the_offense() -> None:
    state = table(destiny=["color:blue"], aliens={1: "Hate"}, hands={0: [attack(8)], 1: [attack(9)]})
    assert not any(k.startswith("hate.") for k, _ in kinds(state))


def test_a_zapped_hate_makes_nobody_discard() -> None:
    state = hated(hands={1: [attack(8), ZAP]}, options={"artifacts": "on"})
    assert kinds(state) == [("response", 1)]  # the use waits on the stack for a Cosmic Zap
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 1)
    assert any(e.kind == "power.zapped" for e in events) and not any(k.startswith("hate.") for k, _ in kinds(state))


def test_hate_below_three_home_colonies_has_no_power() -> None:
    state = hated(ships=WEAK)
    assert not any(k.startswith("hate.") for k, _ in kinds(state))
