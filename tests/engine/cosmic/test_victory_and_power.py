"""Shared victory at five foreign colonies, loss of power, homeless ships."""

from __future__ import annotations

from engine.core import player
from engine.cosmic import board
from tests.engine.cosmic.table import RULES, attack, cards, launch, play, table


def test_offense_and_ally_reaching_five_foreign_colonies_together_share_the_win() -> None:
    four_each = {(p, s): 1 for s, planets in ((0, (10, 11, 12, 13)), (2, (0, 1, 2, 3))) for p in planets}
    state = table(destiny=["color:blue"], hands={0: [attack(30)], 1: [attack(4)], 2: [attack(5)]}, ships=four_each)
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"14": 1}})
    state, events = cards(state, attack(30), attack(4))
    assert RULES.result(state) == [0, 2]
    assert RULES.prompts(state) == []
    assert any(e.kind == "game.over" and f"{player(0)} and {player(2)} win" in e.text for e in events)


def test_fewer_than_three_home_colonies_loses_the_power_and_three_bring_it_back() -> None:
    state = table(destiny=["color:blue"], ships={(0, 0): 1, (1, 0): 1, (2, 0): 1, (3, 0): 0, (4, 0): 0})
    assert state["power_lost"][0] is False
    state, events = play(state, "launch.ships", {"planet": "5", "ships": {"0": 1}})
    assert state["power_lost"][0] is True
    assert any(e.kind == "power.lost" for e in events)
    assert RULES.view(state, 1)["players"][0]["power_lost"] is True
    state["planets"][0][0] = 1
    from engine.cosmic import flow

    flow.run_checks(state, events := [])
    assert state["power_lost"][0] is False and events[0].kind == "power.regained"


def test_ships_that_must_go_home_with_no_colony_left_go_to_the_warp() -> None:
    state = table(destiny=["color:blue"])
    state["planets"] = [[0] * 3 if p < 5 else ships for p, ships in enumerate(state["planets"])]
    events: list = []
    board.return_home(state, 0, {"0": 2}, events)
    assert state["warp"][0] == 2 and "no colony" in events[0].text


def test_ships_return_to_the_colony_they_came_from_while_it_stands() -> None:
    state = table(destiny=["color:blue"])
    board.return_home(state, 0, {"3": 2}, [])
    assert state["planets"][3][0] == 6


def test_both_dealers_founding_their_fifth_colonies_in_one_deal_share_the_win() -> None:
    """Rulebook: several players may reach five colonies at once through alliances and successful deals."""
    from tests.engine.cosmic.table import NEGOTIATES, no_invites

    four_each = {(p, 0): 1 for p in (10, 11, 12, 13)} | {(p, 1): 1 for p in (0, 1, 2, 3)}
    state = table(destiny=["color:blue"], ships=four_each,
                  hands={0: [NEGOTIATES[0], attack(8)], 1: [NEGOTIATES[1], attack(9)], 2: [attack(5)]})
    state = no_invites(launch(state, 5, {0: 2}))
    state, _ = cards(state, NEGOTIATES[0], NEGOTIATES[1])
    state, _ = play(state, "deal.propose", {"do": "propose", "give_colony": "4", "get_colony": "6"}, 0)
    state, _ = play(state, "deal.propose", {"do": "accept"}, 1)
    state, _ = play(state, "deal.colony", {"ships": {"gate": 1}}, 0)
    assert RULES.result(state) is None  # Blue has not founded its colony yet
    state, events = play(state, "deal.colony", {"ships": {"5": 1}}, 1)
    assert RULES.result(state) == [0, 1] and any(e.kind == "game.over" for e in events)


def test_no_state_handed_out_misses_a_power_loss_or_a_victory() -> None:
    """The checks run only after moves that change what they read; running them afresh on any state the
    engine hands out must find nothing left to do."""
    from engine.cosmic import flow
    from engine.pending import clone
    from engine.playout import playout

    def check(state, action, events) -> None:
        fresh = clone(state)
        flow.run_checks(fresh, missed := [])
        assert missed == [] and fresh == state, [e.text for e in missed]

    for seed in range(12):
        playout(RULES, 3 + seed % 3, 400 + seed, {"aliens": "red", "artifacts": "on"} if seed % 2 else {}, check=check)
