"""Hate's flare: the wild makes your opponent discard at random and wins if that leaves it without an encounter
card; the super (rules data §7: "show the card for the power instead of discarding it, and keep it") is played
on the Hate's own use of its power, so the card is shown and never reaches the discard pile."""

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


def hate_table(extra: dict | None = None, **kw) -> dict:
    """Red, the Hate, starts its turn holding its flare: its power is on the stack."""
    return table(destiny=["color:blue"], aliens={0: "Hate"}, hands={0: [attack(10), attack(4), CARD],
                 1: [attack(12), *(extra or {}).get(1, [])], 2: [attack(20)]}, **kw)


def test_hate_super_shows_the_card_for_the_power_and_keeps_it() -> None:
    state = hate_table()
    assert state["pending"][0]["point"] == "card.played" and offered(state, 0) == {f"flare:c{CARD}:"}
    state, _ = use(state, 0, CARD)
    state, _ = settle(state)
    state, events = play(state, "hate.card", f"c{attack(10)}", 0)
    kept = next(e for e in events if e.kind == "power.hate.kept")
    assert kept.seats is None and "Attack 10" in kept.text
    assert attack(10) in state["hands"][0] and attack(10) not in state["discard"]
    state, _ = play(state, "hate.answer", f"c{attack(12)}", 1)
    state, _ = play(state, "hate.answer", f"c{attack(20)}", 2)
    assert attack(12) in state["discard"] and attack(10) in state["hands"][0] and CARD in state["hands"][0]


def test_hate_super_is_played_on_the_power_s_use_not_after_the_answers() -> None:
    state = hate_table()
    state, _ = play(state, "response", "pass", 0)
    state, _ = play(state, "hate.card", f"c{attack(10)}", 0)
    state, _ = play(state, "hate.answer", f"c{attack(12)}", 1)
    state, _ = play(state, "hate.answer", f"c{attack(20)}", 2)
    assert offered(state, 0) == set() and attack(10) in state["discard"]


def test_a_card_zap_cancels_hate_super_and_the_card_is_discarded() -> None:
    state = hate_table({1: [ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    state, _ = settle(state)
    state, events = play(state, "hate.card", f"c{attack(10)}", 0)
    assert attack(10) in state["discard"] and CARD in state["discard"]
    assert not any(e.kind == "power.hate.kept" for e in events)


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
