"""Void's flare: the wild sends a ship to the warp to cancel an artifact; the super lets the Void use its power
as an ally."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, totals_text
from tests.engine.cosmic.flares.windows import offered, settle, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    artifact,
    as_encounter_left,
    attack,
    cards,
    flare_card,
    kinds,
    launch,
    play,
    table,
)

CARD = flare_card("Void")
EMOTION = artifact("Emotion Control")
ZAP = artifact("Card Zap")
WEAK = {(12, 2): 0, (13, 2): 0, (14, 2): 0}


def emotion_played(hands: dict, **kw) -> dict:
    """Both attacks revealed; Green plays Emotion Control: the reaction window is open."""
    state, _ = revealed({}, attack(8), attack(12), hands={2: [EMOTION, attack(5)], **hands}, options=ARTIFACTS,
                        **kw)
    state, _ = play(state, "response", f"emotion:c{EMOTION}:", 2)
    return state


def test_void_wild_sends_a_ship_to_the_warp_and_cancels_the_artifact() -> None:
    state = emotion_played({1: [attack(12), CARD]})
    assert state["pending"][0]["point"] == "card.played"
    assert offered(state, 1) == {f"flare:c{CARD}:{p}" for p in (6, 7, 8, 9)}  # not Blue 1: it is defending
    state, events = use(state, 1, CARD, "6")
    state, events = settle(state, events)
    assert any(e.kind == "play.cancelled" for e in events)
    assert "offense 10, defense 16" in totals_text(events)  # still two attacks
    assert EMOTION in state["discard"] and as_encounter_left(state)["planets"][6][1] == 3


def test_void_wild_only_against_an_artifact() -> None:
    state, _ = revealed({}, attack(8), attack(12), hands={1: [attack(12), CARD]})
    assert offered(state, 1) == set()  # no artifact on the stack


def test_void_super_removes_the_losers_ships_as_an_ally() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Void"}, hands={0: [attack(20)], 1: [attack(6)],
                  2: [CARD, attack(5)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    state, events = cards(state, attack(20), attack(6))
    assert outcome(events) == "offense" and offered(state, 2) == {f"flare:c{CARD}:"}
    state, events = use(state, 2, CARD)
    assert state["removed"] == {"1": 4} and any(e.kind == "power.void" for e in events)


def test_void_super_only_while_the_power_works() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Void"}, hands={0: [attack(20)], 1: [attack(6)],
                  2: [CARD, attack(5)]}, ships=WEAK)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    state, events = cards(state, attack(20), attack(6))
    assert ("response", 2) not in kinds(state) and "removed" not in state


def test_a_card_zap_cancels_void_wild() -> None:
    state = emotion_played({1: [attack(12), CARD], 0: [ZAP]})
    state, _ = play(state, "response", "pass", 0)  # Red waits: the Void flare goes on the stack first
    state, _ = use(state, 1, CARD, "6")
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 0)
    state, events = settle(state, events)
    assert CARD in state["discard"] and state["planets"][6][1] == 4
    assert any(e.kind == "artifact.emotion" for e in events)


def test_a_card_zap_cancels_void_super_and_the_losers_go_to_the_warp() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Void"}, hands={0: [attack(20), ZAP], 1: [attack(6)],
                  2: [CARD, attack(5)]}, options=ARTIFACTS)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    state, _ = cards(state, attack(20), attack(6))
    state, _ = use(state, 2, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert "removed" not in state and CARD in state["discard"]
    assert as_encounter_left(state)["warp"][1] == 4
