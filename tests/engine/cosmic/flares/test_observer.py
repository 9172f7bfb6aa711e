"""Observer's flare: the wild gives each of your allies a card; the super brings a ship of the encounter from
the warp."""

from __future__ import annotations

from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, launch, play, table

CARD = flare_card("Observer")
ZAP = artifact("Card Zap")


def invited(aliens: dict, hands: dict, **kw) -> dict:
    """Red launched 2 ships at Blue 1 and Green joined the offense with 2: the window after alliances is open."""
    state = table(destiny=["color:blue"], aliens=aliens, hands={1: [attack(9)], 2: [attack(5)], **hands}, **kw)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 2}})
    return state


def test_observer_wild_gives_each_of_your_allies_a_card() -> None:
    state = invited({}, {0: [attack(8), CARD]})
    assert state["pending"][0]["point"] == "alliance" and offered(state, 0) == {f"flare:c{CARD}:"}
    state, _ = use(state, 0, CARD)
    assert len(state["hands"][2]) == 2 and CARD in state["hands"][0]


def test_observer_wild_is_for_a_main_player_with_allies_after_alliances() -> None:
    state = invited({}, {0: [attack(8)], 2: [attack(5), CARD]})
    assert offered(state, 2) == set()  # an ally
    state = table(destiny=["color:blue"], hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": []})
    assert ("response", 0) not in kinds(state)  # no ally to give a card to


def launched(extra: dict | None = None, **kw) -> dict:
    """Red, the Observer, with 3 ships in the warp after its regroup, launched 2 ships from Red 2 at Blue 1."""
    state = table(destiny=["color:blue"], warp={0: 4}, aliens={0: "Observer"},
                  hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)], **(extra or {})}, **kw)
    return launch(state, 5, {1: 2})  # the regrouped ship waits on a colony of its own


def test_observer_super_brings_one_launched_ship_from_the_warp() -> None:
    state = launched()
    assert state["pending"][0]["point"] == "launch" and offered(state, 0) == {f"flare:c{CARD}:"}
    state, _ = use(state, 0, CARD)
    assert state["warp"][0] == 2 and state["planets"][1][0] == 3 and sum(state["enc"]["gate"][0].values()) == 2
    assert CARD in state["hands"][0]


def test_observer_super_as_an_ally_after_alliances() -> None:
    state = invited({2: "Observer"}, {0: [attack(8)], 2: [attack(5), CARD]}, warp={2: 2})
    assert offered(state, 2) == {f"flare:c{CARD}:"}
    state, _ = use(state, 2, CARD)
    assert state["warp"][2] == 1 and state["planets"][10][2] == 3 and sum(state["enc"]["gate"][2].values()) == 2


def test_observer_super_only_while_the_power_works() -> None:
    state = launched(ships={(2, 0): 0, (3, 0): 0})
    assert ("response", 0) not in kinds(state)


def test_a_card_zap_cancels_observer_super_and_it_is_discarded() -> None:
    state = launched({1: [attack(9), ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert state["warp"][0] == 3 and CARD in state["discard"]


def test_a_card_zap_cancels_observer_wild_and_the_allies_draw_nothing() -> None:
    state = invited({}, {0: [attack(8), CARD], 1: [attack(9), ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert state["hands"][2] == [attack(5)] and CARD in state["discard"]
