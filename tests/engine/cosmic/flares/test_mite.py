"""Mite's flare: the wild sends every ally home when the opponent's outnumber yours; the super keeps the
cards discarded to the power."""

from __future__ import annotations

from tests.engine.cosmic.aliens.test_mite import BLUE, WEAK
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, kinds, launch, play, table

CARD = flare_card("Mite")
ZAP = artifact("Card Zap")


def green_defends(red: list[int], green: list[int] | None = None, **kw) -> dict:
    """Blue invited Green, who joined the defense with 2 ships; the window after alliances is open."""
    state = table(destiny=["color:blue"], hands={0: red, 1: [attack(9)], 2: green or [attack(5)]},
                  **kw)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 2}})
    return state


def test_mite_wild_sends_every_ally_home_when_the_opponent_s_outnumber_yours() -> None:
    state = green_defends([attack(8), CARD])
    assert state["pending"][0]["point"] == "alliance" and offered(state, 0) == {f"flare:c{CARD}:"}
    state, _ = use(state, 0, CARD)
    assert state["enc"]["allies_def"] == [] and state["planets"][10][2] == 4 and CARD in state["hands"][0]


def test_mite_wild_is_a_main_player_s_and_only_when_outnumbered() -> None:
    state = green_defends([attack(8)], [attack(5), CARD])
    assert offered(state, 2) == set()  # an ally
    state = table(destiny=["color:blue"], hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": []})
    assert ("response", 0) not in kinds(state)  # no allies at all


def mite_table(extra: dict | None = None, **kw) -> dict:
    return table(destiny=["color:blue"], aliens={0: "Mite"},
                 hands={0: [attack(8), CARD], 1: BLUE, 2: [attack(5)], **(extra or {})}, **kw)


def test_mite_super_keeps_the_cards_the_defense_discards() -> None:
    state = mite_table()
    assert state["pending"][0]["point"] == "destiny" and offered(state, 0) == {f"flare:c{CARD}:"}
    state, _ = use(state, 0, CARD)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "mite.demand", "discard", 1)
    gone = sorted(state["discard"])
    assert kinds(state) == [("mite.keep", 0)]
    state, _ = play(state, "mite.keep", {"cards": [f"c{gone[0]}"]}, 0)
    assert gone[0] in state["hands"][0] and state["discard"] == [gone[1]] and CARD in state["hands"][0]


def test_mite_super_only_while_the_power_works() -> None:
    state = mite_table(ships=WEAK)
    assert ("response", 0) not in kinds(state)


def test_a_card_zap_cancels_mite_super_and_the_mite_keeps_nothing() -> None:
    state = mite_table({1: [*BLUE, ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert CARD in state["discard"]
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "mite.demand", "discard", 1)
    assert ("mite.keep", 0) not in kinds(state)


def test_a_card_zap_cancels_mite_wild_and_the_allies_stay() -> None:
    state = green_defends([attack(8), CARD], [attack(5), ZAP], options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 2)
    assert state["enc"]["allies_def"] == [2] and state["planets"][10][2] == 2 and CARD in state["discard"]
