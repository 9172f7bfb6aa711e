"""Remora's flare: the wild draws a card whenever anyone plays a flare; the super owes the Remora a card or a
ship whenever another player gains a colony."""

from __future__ import annotations

from tests.engine.cosmic.flares.windows import offered, pass_to, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    artifact,
    attack,
    cards,
    flare_card,
    kinds,
    launch,
    no_invites,
    open_prompt,
    play,
    table,
)

CARD = flare_card("Remora")
OTHER = flare_card("Reserve")  # its wild half may be played any time
ZAP = artifact("Card Zap")
WEAK = {(10, 2): 0, (11, 2): 0, (12, 2): 0}


def test_remora_wild_draws_a_card_whenever_anyone_plays_a_flare() -> None:
    state = table(hands={1: [attack(9), OTHER], 2: [CARD, attack(5)]})
    assert state["pending"][0]["point"] == "start_turn" and offered(state, 2) == {f"flare:c{CARD}:"}
    state, _ = play(state, "response", "pass", 1)
    state, events = use(state, 2, CARD)
    assert len(state["hands"][2]) == 2 and not any(e.kind == "cards.draw" for e in events)  # not for itself
    state, events = play(state, "response", f"flare:c{OTHER}:", 1)
    assert len(state["hands"][2]) == 3 and any(e.kind == "cards.draw" and "Remora" in e.text for e in events)


def test_a_card_zap_cancels_remora_wild() -> None:
    state = table(hands={0: [attack(8), ZAP], 1: [attack(9), OTHER], 2: [CARD, attack(5)]}, options=ARTIFACTS)
    state, _ = play(state, "response", "pass", 1)
    state, _ = use(state, 2, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 0)
    state, _ = play(state, "response", f"flare:c{OTHER}:", 1)
    assert state["hands"][2] == [attack(5)] and CARD in state["discard"]


def won_with_super(**kw) -> dict:
    """Green (the Remora) plays its super flare at the start of Red's turn; Red then wins Blue 1 and founds a
    colony there."""
    state = table(destiny=["color:blue"], aliens={2: "Remora"}, hands={0: [attack(20)], 1: [attack(6)],
                  2: [CARD, attack(5)]}, **kw)
    assert offered(state, 2) == {f"flare:c{CARD}:"}
    state, _ = use(state, 2, CARD)
    state, _ = cards(no_invites(launch(state, 5, {0: 2})), attack(20), attack(6))
    return pass_to(state, "end_encounter")


def test_remora_super_owes_a_card_or_a_ship_when_another_player_gains_a_colony() -> None:
    state = won_with_super(warp={2: 1})
    assert state["planets"][5][0] == 2 and ("response", 2) in kinds(state)
    keys = {o.key for o in open_prompt(state, "response", 2).options if o.key.startswith("power:")}
    assert keys == {"power:card", *(f"power:{p}" for p in range(10, 15))}
    state, _ = play(state, "response", "power:12", 2)
    assert state["warp"][2] == 0 and state["planets"][12][2] == 5
    assert state["turn"]["number"] == 2  # once for Red's colony: the window closed and the turn passed


def test_remora_super_only_while_the_power_works() -> None:
    state = table(aliens={2: "Remora"}, hands={2: [CARD, attack(5)]}, ships=WEAK)
    labels = [o.label for o in open_prompt(state, "response", 2).options]
    assert any("Remora wild flare" in label for label in labels)
    assert not any("Remora super flare" in label for label in labels)


def test_a_card_zap_cancels_remora_super_and_nothing_is_owed() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Remora"}, options=ARTIFACTS,
                  hands={0: [attack(20), ZAP], 1: [attack(6)], 2: [CARD, attack(5)]})
    state, _ = use(state, 2, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert CARD in state["discard"]
    state, _ = cards(no_invites(launch(state, 5, {0: 2})), attack(20), attack(6))
    state = pass_to(state, "end_encounter")
    assert state["planets"][5][0] == 2 and not state["enc"].get("remora", {}).get("either")
