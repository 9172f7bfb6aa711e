"""Gambler's flare: the wild names a spread added when the attacks differ by that much; the super raises the
stakes of the Gambler's claim."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, to_planning, totals_text
from tests.engine.cosmic.aliens.test_gambler import chosen
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, cards, flare_card, open_prompt, play

CARD = flare_card("Gambler")
ZAP = artifact("Card Zap")


def cards_chosen(off_card: int, def_card: int, extra: dict | None = None, **kw) -> dict:
    """Red (2 ships) attacks Blue 1 (4 ships), Blue holding the flare."""
    state = to_planning({}, {0: [off_card, attack(5)], 1: [def_card, CARD, attack(6)], **(extra or {})}, **kw)
    state, _ = cards(state, off_card, def_card)
    return state


def test_gambler_wild_adds_the_spread_when_the_attacks_differ_by_that_much() -> None:
    state = cards_chosen(attack(15), attack(8))  # 17 against 12, 7 apart
    assert f"flare:c{CARD}:6" in offered(state, 1)
    state, events = use(state, 1, CARD, "6")
    assert "offense 17, defense 18" in totals_text(events) and outcome(events) == "defense"


def test_gambler_wild_adds_nothing_when_the_attacks_are_closer() -> None:
    state = cards_chosen(attack(15), attack(8))
    state, events = use(state, 1, CARD, "8")
    assert "offense 17, defense 12" in totals_text(events) and CARD in state["hands"][1]


def test_gambler_wild_is_for_main_players() -> None:
    state = to_planning({}, {0: [attack(15)], 1: [attack(8)], 2: [CARD, attack(5)]})
    state, _ = cards(state, attack(15), attack(8))
    assert offered(state, 2) == set()


def test_a_card_zap_cancels_gambler_wild() -> None:
    state = cards_chosen(attack(15), attack(8), {0: [attack(15), ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 1, CARD, "6")
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert "offense 17, defense 12" in totals_text(events) and CARD in state["discard"]


def test_gambler_super_raises_the_stakes_shown_with_the_claim() -> None:
    state = chosen(hands={0: [CARD]})
    state, _ = play(state, "response", "power:", 0)
    state, _ = play(state, "gambler.claim", "20", 0)
    assert f"flare:c{CARD}:3" in offered(state, 0)
    state, _ = use(state, 0, CARD, "3")
    assert "plus 3 ships staked" in open_prompt(state, "gambler.challenge", 1).text
    state, _ = play(state, "gambler.challenge", "challenge", 1)
    assert open_prompt(state, "gambler.ships", 0).fields[0].min == 5


def test_gambler_super_only_after_a_claim_while_the_power_works() -> None:
    state = chosen(hands={0: [CARD]})
    assert offered(state, 0) == set()  # the power works, so the super half, and no claim yet
    state = chosen(hands={0: [CARD]}, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert offered(state, 0) == {f"flare:c{CARD}:{n}" for n in (2, 4, 6, 8, 10, 15, 20)}  # lost: the wild


def test_a_card_zap_cancels_gambler_super() -> None:
    state = chosen(hands={0: [CARD], 1: [ZAP]}, options=ARTIFACTS)
    state, _ = play(state, "response", "power:", 0)
    state, _ = play(state, "gambler.claim", "20", 0)
    state, _ = use(state, 0, CARD, "3")
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert "staked" not in open_prompt(state, "gambler.challenge", 1).text and CARD in state["discard"]
