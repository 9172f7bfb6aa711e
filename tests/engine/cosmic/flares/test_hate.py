"""Hate's flare: the wild makes your opponent discard at random and wins if that leaves it without an encounter
card; the super keeps the card the Hate discarded to its power."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, to_planning
from tests.engine.cosmic.flares.windows import offered, settle, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    RULES,
    artifact,
    attack,
    flare_card,
    kinds,
    open_prompt,
    play,
    reinforcement,
    table,
)

CARD = flare_card("Hate")
ZAP = artifact("Card Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def test_hate_wild_wins_when_the_opponent_is_left_without_an_encounter_card() -> None:
    state = to_planning({}, {0: [attack(4), attack(6), CARD], 1: [attack(20)]})
    assert state["pending"][0]["point"] == "planning.before" and offered(state, 0) == {f"flare:c{CARD}:"}
    state, events = use(state, 0, CARD)
    assert attack(20) in state["discard"] and any(e.kind == "flare.hate.win" for e in events)
    state, _ = play(settle(state)[0], "planning.card", f"c{attack(4)}", 0)
    prompt = open_prompt(state, "planning.card", 1)  # from the new hand it had to draw
    state, events = RULES.apply(state, RULES.timeout_action(state, prompt))
    assert outcome(events) == "offense"  # whatever the cards


def test_hate_wild_with_cards_left_changes_nothing_but_the_discard() -> None:
    state = to_planning({}, {0: [attack(4), CARD], 1: [attack(20), attack(30)]})
    state, events = use(state, 0, CARD)
    assert len(state["hands"][1]) == 1 and not any(e.kind == "flare.hate.win" for e in events)


def test_hate_wild_is_for_a_main_player_before_cards_are_chosen() -> None:
    state = to_planning({}, {0: [attack(4)], 1: [attack(20)], 2: [attack(5), CARD]})
    assert offered(state, 2) == set()


def test_hate_super_keeps_the_card_discarded_to_the_power() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Hate"}, hands={0: [attack(10), attack(4), CARD],
                  1: [attack(12)], 2: [attack(20)]})
    state, _ = play(state, "hate.card", f"c{attack(10)}", 0)
    state, _ = play(state, "hate.answer", f"c{attack(12)}", 1)
    state, _ = play(state, "hate.answer", f"c{attack(20)}", 2)
    assert offered(state, 0) == {f"flare:c{CARD}:"}  # the start-of-turn window, once everyone answered
    state, events = use(state, 0, CARD)
    assert attack(10) in state["hands"][0] and attack(10) not in state["discard"]
    assert any(e.kind == "flare.hate.keep" for e in events)


def test_hate_super_only_while_the_power_works() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Hate"}, hands={0: [attack(10), CARD], 1: [attack(12)]},
                  ships=WEAK)
    assert not any(k.startswith("hate.") for k, _ in kinds(state)) and offered(state, 0) == set()


def test_a_card_zap_cancels_hate_wild() -> None:
    state = to_planning({}, {0: [attack(4), CARD], 1: [attack(20), reinforcement(2)], 2: [ZAP, attack(5)]},
                        options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 2)
    assert state["hands"][1] == [attack(20), reinforcement(2)] and CARD in state["discard"]
