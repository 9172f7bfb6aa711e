"""Calculator's flare: the wild calls odd or even on the two attacks; the super lets the Calculator equalize
as an ally."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, to_planning, totals_text
from tests.engine.cosmic.aliens.test_calculator import WEAK, chosen
from tests.engine.cosmic.flares.windows import offered, settle, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    artifact,
    attack,
    cards,
    flare_card,
    kinds,
    launch,
    open_prompt,
    play,
    table,
)

CARD = flare_card("Calculator")
ZAP = artifact("Card Zap")


def test_calculator_wild_called_right_reduces_the_opponent_s_card_by_yours() -> None:
    state = chosen({}, attack(13), attack(15), {0: [attack(13), attack(4), CARD]})
    assert offered(state, 0) == {f"flare:c{CARD}:odd", f"flare:c{CARD}:even"}
    state, events = use(state, 0, CARD, "even")  # 13 + 15 = 28
    assert "offense 15, defense 6" in totals_text(events)
    assert CARD in state["hands"][0]


def test_calculator_wild_called_wrong_reduces_your_own_card_to_no_less_than_zero() -> None:
    state = chosen({}, attack(13), attack(15), {0: [attack(13), attack(4), CARD]})
    _, events = use(state, 0, CARD, "odd")
    assert "offense 2, defense 19" in totals_text(events)


def test_calculator_wild_is_offered_to_main_players_once_cards_are_chosen() -> None:
    state = to_planning({}, {0: [attack(13), CARD], 1: [attack(15)]})
    assert offered(state, 0) == set()  # before the cards are chosen: not its timing
    state = chosen({}, attack(13), attack(15), {2: [CARD, attack(5)]})
    assert offered(state, 2) == set()  # a bystander


def allied(calculator_hand: list[int], **kw) -> dict:
    """The Calculator (Green) allied with the offense with one ship; both cards chosen (13 against 15)."""
    state = table(destiny=["color:blue"], aliens={2: "Calculator"},
                  hands={0: [attack(13), attack(4)], 1: [attack(15), attack(4, 1)], 2: calculator_hand}, **kw)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    state, _ = cards(state, attack(13), attack(15))
    return state


def test_calculator_super_lets_the_calculator_equalize_as_an_ally() -> None:
    state = allied([CARD, attack(5)])
    assert offered(state, 2) == {f"flare:c{CARD}:"}
    assert not any(o.key.startswith("power:") for o in open_prompt(state, "response", 2).options)
    state, _ = use(state, 2, CARD)
    state, events = play(state, "response", "power:", 2)
    assert "offense 16, defense 6" in totals_text(events)  # 13 + 2 + Green's 1; Blue's 15 counts 2
    assert outcome(events) == "offense" and CARD in state["hands"][2]


def test_calculator_super_is_not_for_the_calculator_as_a_main_player_or_with_its_power_lost() -> None:
    state = chosen({0: "Calculator"}, attack(13), attack(15), {0: [attack(13), attack(4), CARD]})
    assert offered(state, 0) == set()
    state = allied([CARD, attack(5)], ships={(12, 2): 0, (13, 2): 0, (14, 2): 0})
    assert ("response", 2) not in kinds(state)
    state = chosen({0: "Calculator"}, attack(13), attack(15), {0: [attack(13), attack(4), CARD]}, ships=WEAK)
    labels = [o.label for o in open_prompt(state, "response", 0).options]
    assert any("Calculator wild flare" in label for label in labels)


def test_a_card_zap_cancels_calculator_super_and_it_is_discarded() -> None:
    state = allied([CARD, attack(5)], options=ARTIFACTS)
    state["hands"][1].append(ZAP)
    state, _ = use(state, 2, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert CARD in state["discard"]
    assert ("response", 2) not in kinds(state)


def test_a_card_zap_cancels_calculator_wild_and_the_cards_count_in_full() -> None:
    state = chosen({}, attack(13), attack(15), {0: [attack(13), attack(4), CARD], 2: [ZAP, attack(5)]},
                   options=ARTIFACTS)
    state, _ = use(state, 0, CARD, "even")
    state, events = settle(*play(state, "response", f"cardzap:c{ZAP}:", 2))
    assert "offense 15, defense 19" in totals_text(events) and CARD in state["discard"]
