"""Fido's flare: the wild gives your opponent the top of the discard pile and you a drawn card; the super lets
Fido offer every encounter card, one by one."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, to_planning
from tests.engine.cosmic.flares.windows import offered, pass_to, settle, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    artifact,
    attack,
    flare_card,
    kinds,
    launch,
    no_invites,
    play,
    table,
)

CARD = flare_card("Fido")
ZAP = artifact("Card Zap")
WEAK = {(10, 2): 0, (11, 2): 0, (12, 2): 0}


def launched(hands: dict, **kw) -> dict:
    """Red launched 2 ships at Blue 1, nobody invited, with Attack 13 on top of the discard pile."""
    state = table(destiny=["color:blue"], hands=hands, **kw)
    state["deck"].remove(attack(13))
    state["discard"].append(attack(13))
    return no_invites(launch(state, 5, {0: 2}))


def test_fido_wild_gives_the_opponent_the_top_discard_and_you_a_card() -> None:
    state = launched({0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)]})
    assert state["pending"][0]["point"] == "planning.before" and offered(state, 0) == {f"flare:c{CARD}:"}
    state, events = use(state, 0, CARD)
    assert attack(13) in state["hands"][1] and attack(13) not in state["discard"]
    assert len(state["hands"][0]) == 3 and CARD in state["hands"][0]  # the 8, the flare back, a drawn card
    assert any(e.kind == "flare.fido" for e in events)


def test_fido_wild_is_for_a_main_player_before_cards_are_chosen_with_a_discard_pile() -> None:
    state = to_planning({}, {0: [attack(8), CARD], 1: [attack(9)]})
    assert ("response", 0) not in kinds(state)  # nothing in the discard pile
    state = launched({0: [attack(8)], 1: [attack(9)], 2: [attack(5), CARD]})
    assert ("response", 2) not in kinds(state)  # a bystander


def end_of(aliens: dict, **kw) -> dict:
    state, events = revealed(aliens, attack(20), attack(6), **kw)
    assert outcome(events) == "offense"
    return pass_to(state, "end_encounter")


def test_fido_super_offers_both_encounter_cards_one_after_the_other() -> None:
    state = end_of({2: "Fido"}, hands={2: [CARD, attack(5)]})
    assert offered(state, 2) == {f"flare:c{CARD}:"}
    state, _ = use(state, 2, CARD)
    state, _ = play(state, "response", f"power:{attack(20)}:1", 2)
    state, _ = play(state, "fido.offer", "accept", 1)
    state, _ = play(state, "fido.after", "card", 2)
    state, _ = play(state, "response", f"power:{attack(6)}:0", 2)  # asked again: the other card
    state, _ = play(state, "fido.offer", "accept", 0)
    state, _ = settle(play(state, "fido.after", "card", 2)[0])
    assert attack(20) in state["hands"][1] and attack(6) in state["hands"][0]


def test_fido_super_only_while_the_power_works_and_with_two_cards_to_offer() -> None:
    state = end_of({2: "Fido"}, hands={2: [CARD, attack(5)]}, ships=WEAK)
    assert f"flare:c{CARD}:" not in offered(state, 2)  # power lost: the wild half, which is for main players
    state = end_of({}, hands={2: [CARD, attack(5)]})
    assert offered(state, 2) == set()  # not the Fido


def test_a_card_zap_cancels_fido_super() -> None:
    state = end_of({2: "Fido"}, hands={2: [CARD, attack(5)], 0: [ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 2, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 0)
    state, _ = play(state, "response", f"power:{attack(20)}:1", 2)
    state, _ = play(state, "fido.offer", "refuse", 1)
    state, _ = play(state, "fido.after", "keep", 2)
    assert ("response", 2) not in kinds(state) and CARD in state["discard"]


def test_a_card_zap_cancels_fido_wild_and_nobody_gains_a_card() -> None:
    state = launched({0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5), ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 2)
    assert state["hands"][0] == [attack(8)] and state["hands"][1] == [attack(9)]
    assert attack(13) in state["discard"] and CARD in state["discard"]
