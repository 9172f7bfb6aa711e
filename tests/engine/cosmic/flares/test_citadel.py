"""Citadel's flare: the wild adds 5 to the defense after the reveal; the super turns the citadels against the
defense."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, totals_text
from tests.engine.cosmic.aliens.test_citadel import placed
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, flare_card, launch, no_invites, play

CARD = flare_card("Citadel")
ZAP = artifact("Card Zap")


def test_citadel_wild_adds_five_to_the_defense_after_the_reveal() -> None:
    state, _ = revealed({}, attack(12), attack(6), hands={1: [CARD, attack(5)]})  # 14 against 10
    assert offered(state, 1) == {f"flare:c{CARD}:"}
    state, events = use(state, 1, CARD)
    assert "offense 14, defense 15" in totals_text(events) and outcome(events) == "defense"
    assert CARD in state["hands"][1]


def test_citadel_wild_is_for_main_players_and_allies_once_attacks_are_revealed() -> None:
    state, _ = revealed({}, attack(12), attack(6), hands={2: [CARD, attack(5)]})
    assert offered(state, 2) == set()  # a bystander


def test_a_card_zap_cancels_citadel_wild() -> None:
    state, _ = revealed({}, attack(12), attack(6), hands={1: [CARD], 0: [ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 1, CARD)
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert outcome(events) == "offense" and CARD in state["discard"]


def chosen(extra: dict, **kw) -> dict:
    """Green, the Citadel, placed an 08 by Blue 1; Red attacks it with a 10 against Blue's 04 (12 against 8)."""
    state = placed(hands={0: [attack(10), attack(20)], 1: [attack(4)], **extra}, **kw)
    state = no_invites(launch(state, 5, {0: 2}))
    state, _ = play(state, "planning.card", f"c{attack(10)}", 0)
    state, _ = play(state, "planning.card", f"c{attack(4)}", 1)
    return state


def test_citadel_super_makes_the_activated_citadels_subtract() -> None:
    state = chosen({2: [attack(8), attack(12), CARD]})
    assert f"flare:c{CARD}:" in offered(state, 2)
    state, _ = use(state, 2, CARD)
    state, events = play(state, "response", "power:", 2)
    assert "offense 12, defense 0" in totals_text(events) and outcome(events) == "offense"


def test_citadel_super_only_while_the_power_works() -> None:
    state = chosen({2: [attack(8), attack(12), CARD]})
    state["enc"]["zapped"].append("Citadel")
    assert offered(state, 2) == set()  # zapped: its own flare is the wild half, played after the reveal


def test_a_card_zap_cancels_citadel_super() -> None:
    state = chosen({2: [attack(8), attack(12), CARD], 1: [attack(4), ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 2, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    state, events = play(state, "response", "power:", 2)
    assert "offense 12, defense 16" in totals_text(events) and CARD in state["discard"]
