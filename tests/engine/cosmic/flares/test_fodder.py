"""Fodder's flare: the wild lets a player who declined an invitation join with one ship; the super feeds every
attack lower than the opponent's."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed, totals_text
from tests.engine.cosmic.aliens.test_fodder import WEAK
from tests.engine.cosmic.flares.windows import offered, settle, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    NEGOTIATES,
    artifact,
    attack,
    cards,
    flare_card,
    kinds,
    launch,
    play,
    table,
)

CARD = flare_card("Fodder")
ZAP = artifact("Card Zap")


def declined(off_card: int, def_card: int, green: list[int], invite: bool = True, **kw) -> dict:
    """Red (2 ships) attacks Blue 1; Red invited Green (or not), who stayed out; the cards are revealed."""
    state = table(destiny=["color:blue"], hands={0: [off_card, attack(4, 2)], 1: [def_card, attack(4, 3)], 2: green},
                  **kw)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"] if invite else []})
    state, _ = play(state, "alliance.invite", {"invite": []})
    if invite:
        state, _ = play(state, "alliance.join", {"side": "none", "ships": {}})
    state, _ = cards(state, off_card, def_card)
    return state


def test_fodder_wild_joins_the_side_that_invited_you_with_one_ship() -> None:
    state = declined(attack(12), attack(9), [CARD, attack(5)])
    assert f"flare:c{CARD}:offense:10" in offered(state, 2)
    state, events = use(state, 2, CARD, "offense:11")
    assert "offense 15, defense 13" in totals_text(events)  # 12 + 2 + Green's 1
    assert state["planets"][5][2] == 1 and state["planets"][11][2] == 3 and CARD in state["hands"][2]


def test_fodder_wild_needs_a_declined_invitation_and_no_deal() -> None:
    state = declined(attack(12), attack(9), [CARD, attack(5)], invite=False)
    assert ("response", 2) not in kinds(state)
    state = declined(NEGOTIATES[0], NEGOTIATES[1], [CARD, attack(5)])
    assert ("response", 2) not in kinds(state)


def test_fodder_super_feeds_every_attack_lower_than_the_opponent_s_card() -> None:
    hand = [CARD, attack(4), attack(6), attack(13), attack(15)]
    state, _ = revealed({0: "Fodder"}, attack(12), attack(14), hands={0: hand})
    assert f"flare:c{CARD}:" in offered(state, 0)
    state, events = use(state, 0, CARD)
    assert "offense 37, defense 18" in totals_text(events)  # 12 + 2 + 4 + 6 + 13
    assert attack(15) in state["hands"][0] and CARD in state["hands"][0]


def test_fodder_super_only_while_the_power_works() -> None:
    hand = [CARD, attack(4), attack(6), attack(13), attack(15)]
    state, _ = revealed({0: "Fodder"}, attack(12), attack(14), hands={0: hand}, ships=WEAK)
    assert ("response", 0) not in kinds(state)  # and its wild is a bystander's


def test_a_card_zap_cancels_fodder_super_and_the_power_may_still_be_used() -> None:
    hand = [CARD, attack(4), attack(6), attack(13), attack(15)]
    state, _ = revealed({0: "Fodder"}, attack(12), attack(14), hands={0: hand, 1: [attack(14), ZAP]},
                        options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert CARD in state["discard"] and attack(4) in state["hands"][0]
    state, events = play(state, "response", "power:", 0)
    assert "offense 27, defense 18" in totals_text(events)  # the power adds the 13 alone


def test_a_card_zap_cancels_fodder_wild_and_no_ship_joins() -> None:
    state = declined(attack(12), attack(9), [CARD, attack(5)], options=ARTIFACTS)
    state["hands"][1].append(ZAP)
    state, _ = use(state, 2, CARD, "offense:11")
    state, events = settle(*play(state, "response", f"cardzap:c{ZAP}:", 1))
    assert "offense 14, defense 13" in totals_text(events) and CARD in state["discard"]
    assert state["planets"][5][2] == 0 and state["planets"][11][2] == 4
