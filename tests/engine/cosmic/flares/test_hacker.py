"""Hacker's flare: the wild keeps your opponent from collecting compensation from you; the super gives back as
many cards of your choice as you took."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed
from tests.engine.cosmic.flares.windows import offered, settle, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    NEGOTIATES,
    RULES,
    artifact,
    attack,
    flare_card,
    kinds,
    open_prompt,
    play,
)

CARD = flare_card("Hacker")
ZAP = artifact("Card Zap")
WEAK = {(7, 1): 0, (8, 1): 0, (9, 1): 0}
RED = [attack(4), attack(30), attack(40), attack(23), attack(6)]


def test_hacker_wild_keeps_the_opponent_from_collecting_compensation() -> None:
    state, events = revealed({}, attack(20), NEGOTIATES[0], hands={0: [CARD, *RED]})
    assert outcome(events) == "offense" and state["pending"][0]["point"] == "resolution"
    assert offered(state, 0) == {f"flare:c{CARD}:"}
    state, events = use(state, 0, CARD)
    assert any(e.kind == "resolution.compensation" and "takes 0 cards" in e.text for e in events)
    assert sorted(state["hands"][0]) == sorted([CARD, *RED])


def test_hacker_wild_is_for_the_main_player_who_would_pay_compensation() -> None:
    state, _ = revealed({}, attack(20), NEGOTIATES[0], hands={1: [CARD]})
    assert offered(state, 1) == set()  # the one collecting it
    state, _ = revealed({}, attack(20), attack(6), hands={0: [CARD, *RED]})
    assert ("response", 0) not in kinds(state)  # no compensation follows


def test_hacker_super_gives_back_as_many_cards_as_it_took() -> None:
    state, events = revealed({1: "Hacker"}, attack(20), NEGOTIATES[0], hands={0: list(RED), 1: [CARD, attack(5)]})
    assert f"flare:c{CARD}:" in offered(state, 1)
    state, _ = use(state, 1, CARD)
    state, events = settle(state)
    prompt = open_prompt(state, "hacker.return", 1)
    assert prompt.fields[0].min == prompt.fields[0].max == 4
    taken = [c for c in state["hands"][1] if c in RED]
    give = [attack(5), *taken[:3]]
    state, events = play(state, "hacker.return", {"cards": [f"c{c}" for c in give]}, 1)
    assert len(taken) == 4 and sorted(state["hands"][0]) == sorted([*give, *(c for c in RED if c not in taken)])
    assert any(e.kind == "flare.hacker.return" for e in events) and CARD in state["hands"][1]


def test_hacker_super_only_while_the_power_works() -> None:
    state, _ = revealed({1: "Hacker"}, attack(20), NEGOTIATES[0], hands={0: list(RED), 1: [CARD]}, ships=WEAK)
    assert offered(state, 1) == set()  # its wild half is for the one paying


def test_a_card_zap_cancels_hacker_wild() -> None:
    state, _ = revealed({}, attack(20), NEGOTIATES[0], hands={0: [CARD, *RED], 2: [ZAP, attack(5)]},
                        options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 2)
    assert any(e.kind == "resolution.compensation" and "takes 4 cards" in e.text for e in events)
    assert CARD in state["discard"]


def test_hacker_return_by_default_gives_the_cards_it_would_miss_least() -> None:
    red = [attack(4), attack(30), attack(40), attack(6)]  # Blue lost 4 ships: it takes all four
    state, _ = revealed({1: "Hacker"}, attack(20), NEGOTIATES[0], hands={0: red, 1: [CARD, attack(5)]})
    state, _ = settle(use(state, 1, CARD)[0])
    default = RULES.timeout_action(state, open_prompt(state, "hacker.return", 1)).choice["cards"]
    assert sorted(default) == sorted(f"c{c}" for c in (attack(4), attack(5), attack(6), CARD))  # not the 30 or 40


def test_a_card_zap_cancels_hacker_super_and_nothing_is_given_back() -> None:
    state, _ = revealed({1: "Hacker"}, attack(20), NEGOTIATES[0], hands={0: list(RED), 1: [CARD, attack(5)], 2: [ZAP]},
                        options=ARTIFACTS)
    state, _ = use(state, 1, CARD)
    state, _ = settle(*play(state, "response", f"cardzap:c{ZAP}:", 2))
    assert ("hacker.return", 1) not in kinds(state) and CARD in state["discard"]
    assert len(state["hands"][0]) == 1  # Blue kept the four cards it took
