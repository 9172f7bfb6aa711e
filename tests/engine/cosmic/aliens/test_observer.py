"""Observer: losing, its ships as an ally, and its allies' ships when it is a main player, go to colonies
instead of the warp."""

from __future__ import annotations

from tests.engine.cosmic.table import artifact, as_encounter_left, attack, cards, kinds, launch, play, table

ZAP = artifact("Cosmic Zap")


def allied(aliens: dict, off_card: int, def_card: int, extra: dict | None = None, side: str = "offense",
           **kw) -> tuple[dict, list]:
    """Red (2 ships) attacks Blue 1 (4 ships); Green joins ``side`` with 2 ships from Green 1; cards revealed."""
    hands = {0: [off_card, attack(4, 2)], 1: [def_card, attack(4, 3)], 2: [attack(5)], **(extra or {})}
    state = table(destiny=["color:blue"], aliens=aliens, hands=hands, **kw)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"] if side == "offense" else []})
    state, _ = play(state, "alliance.invite", {"invite": ["2"] if side == "defense" else []})
    state, _ = play(state, "alliance.join", {"side": side, "ships": {"10": 2}})
    return cards(state, off_card, def_card)


def test_a_losing_observer_ally_keeps_its_ships_out_of_the_warp() -> None:
    state, events = allied({2: "Observer"}, attack(4), attack(20))
    left = as_encounter_left(state)
    assert left["warp"][2] == 0 and left["planets"][10][2] == 4  # back on Green 1
    assert left["warp"][0] == 2 and any(e.kind == "power.observer.saved" for e in events)


def test_a_losing_observer_main_player_keeps_its_allies_ships_out_of_the_warp_not_its_own() -> None:
    state, _ = allied({1: "Observer"}, attack(20), attack(4), side="defense")
    left = as_encounter_left(state)
    assert left["warp"][2] == 0 and left["warp"][1] == 4


def test_a_winning_observer_does_nothing_and_bystanders_are_not_covered() -> None:
    state, events = allied({2: "Observer"}, attack(20), attack(4))
    assert not any(e.kind.startswith("power.observer") for e in events)
    state, events = allied({0: "Observer"}, attack(4), attack(20), side="defense")
    assert not any(e.kind.startswith("power.observer") for e in events)  # Green is on the other side
    assert as_encounter_left(state)["warp"][0] == 2


def test_the_observer_acts_once_the_outcome_is_known() -> None:
    _, events = allied({2: "Observer"}, attack(4), attack(20))
    order = [e.kind for e in events]
    assert order.index("resolution.outcome") < order.index("power.observer.own") < order.index("power.observer.saved")


def test_a_zapped_observer_s_ships_go_to_the_warp() -> None:
    state, _ = allied({2: "Observer"}, attack(4), attack(20), {1: [attack(20), ZAP]}, options={"artifacts": "on"})
    assert kinds(state) == [("response", 1)]
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 1)
    assert any(e.kind == "power.zapped" for e in events)
    assert as_encounter_left(state)["warp"][2] == 2


def test_observer_below_three_home_colonies_has_no_power() -> None:
    state, _ = allied({2: "Observer"}, attack(4), attack(20), ships={(12, 2): 0, (13, 2): 0, (14, 2): 0})
    assert as_encounter_left(state)["warp"][2] == 2
