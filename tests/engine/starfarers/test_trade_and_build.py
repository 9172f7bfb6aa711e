"""Almanac: Trade (Handel) with the supply and with the other players; Building (Budowa) and limits."""

from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.starfarers import table
from tests.engine.starfarers.scenario import (
    BLUE,
    RED,
    RULES,
    WHITE,
    YELLOW,
    act,
    force_shake,
    game,
    give,
    keys,
    prompt,
    trade_phase,
)


def table_at_trade(seat: int = YELLOW, **cards: int):
    state = game()
    for s in range(4):
        give(state, s)
    give(state, seat, **cards)
    return trade_phase(state, seat)


def test_trade_with_the_supply_three_to_one() -> None:
    state = table_at_trade(ore=3, fuel=2)
    assert "supply:ore:food" in keys(state) and not any(k.startswith("supply:fuel:") for k in keys(state))
    state, ev = act(state, "turn.action", "supply:ore:food")
    assert state["hands"][YELLOW]["ore"] == 0 and state["hands"][YELLOW]["food"] == 1
    assert ev[0].kind == "trade.supply"


def test_trade_with_the_supply_goods_two_to_one() -> None:
    state = table_at_trade(goods=2)
    state, _ = act(state, "turn.action", "supply:goods:ore")
    assert state["hands"][YELLOW] == {"ore": 1, "fuel": 0, "carbon": 0, "food": 0, "goods": 0}


def test_trade_rate_two_to_one_merchant_card() -> None:
    state = table_at_trade(carbon=2)
    assert not any(k.startswith("supply:carbon") for k in keys(state))
    state["friends"][YELLOW].append("rate_carbon")
    state["fcards"]["merchants"].remove("rate_carbon")
    state = trade_phase(state, YELLOW)
    state, _ = act(state, "turn.action", "supply:carbon:fuel")
    assert state["hands"][YELLOW]["fuel"] == 1 and state["hands"][YELLOW]["carbon"] == 0


def test_trade_rate_one_to_one_goods_once_per_turn() -> None:
    state = table_at_trade(goods=1, ore=3)
    state["friends"][YELLOW].append("rate_goods")
    state["fcards"]["merchants"].remove("rate_goods")
    state = trade_phase(state, YELLOW)
    give(state, YELLOW, goods=3)
    state = trade_phase(state, YELLOW)
    state, _ = act(state, "turn.action", "goods11:ore")
    assert state["hands"][YELLOW]["ore"] == 1 and state["hands"][YELLOW]["goods"] == 2
    assert not any(k.startswith("goods11:") for k in keys(state))


def offer(state, give_, want):
    state, _ = act(state, "turn.action", "offer")
    return act(state, "trade.compose", {"give": give_, "want": want})


def test_trade_with_players_every_other_player_answers_at_once_then_the_active_player_picks() -> None:
    state = table_at_trade(ore=2)
    give(state, RED, food=1)
    give(state, WHITE, food=2, fuel=1)
    state, ev = offer(state, {"ore": 1}, {"food": 1})
    answers = [p for p in RULES.prompts(state)]
    assert {(p.kind, p.seat, p.deadline_class) for p in answers} == {
        ("trade.answer", RED, "response"), ("trade.answer", WHITE, "response"), ("trade.answer", BLUE, "response")}
    assert "accept" not in keys(state, "trade.answer", BLUE)  # blue has no food
    state, ev = act(state, "trade.answer", "accept", RED)
    assert ev[0].seats == (RED, YELLOW)  # the others are still deciding
    assert RULES.view(state, WHITE)["offer"]["answers"] == {} and RULES.view(state, YELLOW)["offer"]["answers"]
    state, _ = act(state, "trade.answer", "counter", WHITE)
    counter = prompt(state, "trade.counter", WHITE)
    assert counter.fields[1].default == {"ore": 1}  # the same form, prefilled from the offer
    state, _ = act(state, "trade.counter", {"give": {"food": 2}, "want": {"ore": 2}}, WHITE)
    state, _ = act(state, "trade.answer", "decline", BLUE)
    assert keys(state, "trade.pick") == [str(RED), str(WHITE), "none"]
    state, ev = act(state, "trade.pick", str(WHITE))
    assert state["hands"][YELLOW] == {"ore": 0, "fuel": 0, "carbon": 0, "food": 2, "goods": 0}
    assert state["hands"][WHITE]["ore"] == 2 and state["hands"][RED]["food"] == 1
    assert any(e.kind == "trade.done" for e in ev)
    assert prompt(state, "turn.action").seat == YELLOW


def test_trade_with_players_no_gifts() -> None:
    state = table_at_trade(ore=2)
    state, _ = act(state, "turn.action", "offer")
    p = prompt(state, "trade.compose")
    with pytest.raises(IllegalAction, match="no gifts"):
        RULES.apply(state, Action(p.id, YELLOW, {"give": {"ore": 2}, "want": {}}))


def test_trade_with_players_unanswered_offer_is_declined_and_nobody_trades() -> None:
    state = table_at_trade(ore=2)
    give(state, RED, food=1)
    state, _ = offer(state, {"ore": 1}, {"food": 1})
    for p in RULES.prompts(state):
        state, _ = RULES.apply(state, RULES.timeout_action(state, p))
    assert state["hands"][YELLOW]["ore"] == 2 and prompt(state, "turn.action").seat == YELLOW


def test_trade_with_players_you_cannot_offer_cards_you_do_not_hold() -> None:
    state = table_at_trade(ore=1)
    state, _ = act(state, "turn.action", "offer")
    p = prompt(state, "trade.compose")
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action(p.id, YELLOW, {"give": {"ore": 2}, "want": {"food": 1}}))


@pytest.mark.parametrize("kind, cost", [
    ("colony_ship", {"ore": 1, "fuel": 1, "carbon": 1, "food": 1}),
    ("trade_ship", {"ore": 1, "fuel": 1, "goods": 2}),
])
def test_build_ship_pays_its_cost_and_stands_on_a_free_spaceport_point(kind: str, cost: dict) -> None:
    state = table_at_trade(**cost)
    choice = next(k for k in keys(state) if k.startswith(f"build:{kind}:"))
    point = int(choice.rsplit(":", 1)[1])
    state, ev = act(state, "turn.action", choice)
    assert table.hand_size(state, YELLOW) == 0
    assert any(s["at"] == point and s["kind"] == kind.split("_")[0] for s in state["ships"].values())
    assert ev[0].kind == "build"


def test_build_spaceport_adds_a_victory_point() -> None:
    state = table_at_trade(carbon=3, food=2)
    before = table.vp(state, YELLOW)
    choice = next(k for k in keys(state) if k.startswith("build:spaceport:"))
    state, _ = act(state, "turn.action", choice)
    assert table.vp(state, YELLOW) == before + 1 and table.hand_size(state, YELLOW) == 0


@pytest.mark.parametrize("kind, cost", [("booster", {"fuel": 2}), ("cannon", {"carbon": 2}), ("freight", {"ore": 2})])
def test_build_upgrade_and_its_limit(kind: str, cost: dict) -> None:
    state = table_at_trade(**cost)
    state, _ = act(state, "turn.action", f"build:{kind}")
    assert state["ms"][YELLOW][kind] == (2 if kind == "booster" else 1)
    state["ms"][YELLOW][kind] = {"booster": 6, "cannon": 6, "freight": 5}[kind]
    give(state, YELLOW, **cost)
    state = trade_phase(state, YELLOW)
    assert f"build:{kind}" not in keys(state)


def test_build_limits_three_transports_and_nine_colonies() -> None:
    state = table_at_trade(ore=4, fuel=4, carbon=4, food=4)
    for far in (0, 1):
        state, _ = act(state, "turn.action", next(k for k in keys(state) if k.startswith("build:colony_ship:")))
        state["ships"][table.ships(state, YELLOW)[-1]]["at"] = far  # flown away, freeing the spaceport point
    assert len(table.ships(state, YELLOW)) == 3
    assert not any(k.startswith("build:colony_ship") for k in keys(state))
    assert table.pool(state, YELLOW)["transport"] == 0
    for key in table.ships(state, YELLOW):
        del state["ships"][key]
    state["colonies"].update({str(p): [YELLOW, False] for p in (10, 20, 30, 40, 50, 60)})  # 9 colonies
    state = trade_phase(state, YELLOW)
    assert not any(k.startswith("build:colony_ship") for k in keys(state))


def test_build_refuses_what_you_cannot_pay_and_changes_nothing() -> None:
    state = table_at_trade(ore=1)
    p = prompt(state, "turn.action")
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action(p.id, YELLOW, "build:cannon"))
    assert state["ms"][YELLOW]["cannon"] == 0 and state["hands"][YELLOW]["ore"] == 1


def test_turn_prompts_are_a_chain_each_with_a_new_id() -> None:
    state = table_at_trade(ore=6)
    first = prompt(state, "turn.action").id
    state, _ = act(state, "turn.action", "supply:ore:food")
    second = prompt(state, "turn.action").id
    assert first != second
    force_shake(state, "yellow", "blue")  # no encounter
    state2, _ = RULES.apply(state, RULES.timeout_action(state, prompt(state, "turn.action")))
    assert state2["turn"]["seat"] == RED  # a turn that times out ends


def test_only_the_active_player_trades() -> None:
    state = table_at_trade(ore=3)
    p = prompt(state, "turn.action")
    with pytest.raises(IllegalAction, match="another player"):
        RULES.apply(state, Action(p.id, WHITE, "supply:ore:food"))
