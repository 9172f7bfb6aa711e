"""Grudge: each player it invited who stayed out takes a grudge token, and loses one ship when the Grudge wins
or deals, four when it loses or the deal fails."""

from __future__ import annotations

from engine.cosmic.powers import data
from tests.engine.cosmic.table import (
    ARTIFACTS,
    RULES,
    artifact,
    attack,
    cards,
    kinds,
    launch,
    open_prompt,
    play,
    table,
)

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def invited(aliens: dict | None = None, hands: dict | None = None, **kw) -> dict:
    """Red (the Grudge, unless said otherwise) attacks Blue 1 and invites Green and Yellow: Green stays out,
    Yellow joins with one ship."""
    state = table(players=4, destiny=["color:blue"], aliens={0: "Grudge"} if aliens is None else aliens,
                  hands={0: [attack(20), attack(4)], 1: [attack(4, 1), attack(20, 1)], 2: [attack(5)],
                         3: [attack(6)], **(hands or {})}, **kw)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2", "3"]}, 0)
    state, _ = play(state, "alliance.invite", {"invite": []}, 1)
    state, _ = play(state, "alliance.join", {"side": "none", "ships": {}}, 2)
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"15": 1}}, 3)
    return state


def test_a_player_who_stays_out_takes_a_grudge_token_shown_to_all() -> None:
    state = invited()
    assert data(state, "Grudge") == {"supply": 6, "holders": [2]}
    status = RULES.view(state, 3)["aliens"]["powers"][0][0]["status"]
    assert status.startswith("grudge tokens: 6 left, held by ")


def test_when_the_grudge_wins_each_holder_loses_one_ship_of_its_choice() -> None:
    state = invited()
    state, _ = cards(state, attack(20), attack(4, 1))
    assert open_prompt(state, "grudge.ships", 2).fields[0].min == 1
    state, _ = play(state, "grudge.ships", {"ships": {"12": 1}}, 2)
    assert state["planets"][12][2] == 3 and state["warp"][2] == 1
    assert data(state, "Grudge") == {"supply": 7, "holders": []}


def test_when_the_grudge_loses_each_holder_loses_four_ships() -> None:
    state = invited()
    state, _ = cards(state, attack(4), attack(20, 1))
    assert open_prompt(state, "grudge.ships", 2).fields[0].min == 4
    state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "grudge.ships", 2)))
    assert state["warp"][2] == 4 and all(state["planets"][p][2] == 3 for p in range(10, 14))


def test_a_grudge_that_nobody_refused_gives_no_token() -> None:
    state = table(players=4, destiny=["color:blue"], aliens={0: "Grudge"},
                  hands={0: [attack(20)], 1: [attack(4)], 2: [attack(5)], 3: [attack(6)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["3"]}, 0)
    state, _ = play(state, "alliance.invite", {"invite": []}, 1)
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"15": 1}}, 3)
    assert data(state, "Grudge")["holders"] == []


def test_a_cosmic_zap_on_the_tokens_gives_them_back() -> None:
    state = invited(hands={1: [attack(4, 1), attack(20, 1), ZAP]}, options=ARTIFACTS)
    assert state["stack"] and kinds(state) == [("response", 1)]
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 1)
    assert any(e.kind == "power.zapped" for e in events)
    assert data(state, "Grudge") == {"supply": 7, "holders": []}
    state, _ = cards(state, attack(4), attack(20, 1))
    assert ("grudge.ships", 2) not in kinds(state) and state["warp"][2] == 0


def test_the_grudge_is_a_main_player_s_power_and_is_lost_below_three_home_colonies() -> None:
    state = invited(aliens={3: "Grudge"})
    assert data(state, "Grudge")["holders"] == []  # Yellow, an ally, invited nobody
    state = invited(ships=WEAK)
    assert data(state, "Grudge")["holders"] == [] and state["power_lost"][0]
