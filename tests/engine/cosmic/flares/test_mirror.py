"""Mirror's flare: the wild copies the opponent's revealed card; the super reverses one card only."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, to_planning, totals_text
from tests.engine.cosmic.aliens.test_calculator import WEAK, chosen
from tests.engine.cosmic.flares.windows import offered, settle, use
from tests.engine.cosmic.table import ARTIFACTS, NEGOTIATES, artifact, attack, flare_card, kinds, open_prompt, play

CARD = flare_card("Mirror")
ZAP = artifact("Card Zap")


def test_mirror_wild_makes_your_card_a_copy_of_your_opponent_s() -> None:
    state, _ = revealed({}, attack(4), attack(20), hands={0: [CARD, attack(6)]})
    assert offered(state, 0) == {f"flare:c{CARD}:"}
    state, events = use(state, 0, CARD)
    assert "offense 22, defense 24" in totals_text(events)  # Red's 04 counts 20
    assert CARD in state["hands"][0]


def test_mirror_wild_copying_a_negotiate_makes_a_deal() -> None:
    state, _ = revealed({}, attack(4), NEGOTIATES[0], hands={0: [CARD, attack(6)]})
    state, events = use(state, 0, CARD)
    assert "counts as Negotiate" in next(e.text for e in events if e.kind == "flare.mirror")
    assert ("deal.propose", 0) in kinds(state) and ("deal.propose", 1) in kinds(state)


def test_mirror_wild_is_for_main_players_at_the_reveal_with_different_cards() -> None:
    state = to_planning({}, {0: [attack(4), CARD], 1: [attack(20)]})
    assert offered(state, 0) == set()
    state, _ = revealed({}, attack(4), attack(20), hands={2: [CARD, attack(5)]})
    assert offered(state, 2) == set()
    state, _ = revealed({}, attack(8), attack(8, 1), hands={0: [CARD, attack(6)]})
    assert offered(state, 0) == set()


def test_mirror_super_reverses_only_the_card_the_mirror_names() -> None:
    state = chosen({0: "Mirror"}, attack(8), attack(20), {0: [attack(8), attack(4), CARD]})
    assert offered(state, 0) == {f"flare:c{CARD}:mine", f"flare:c{CARD}:theirs"}
    _, events = use(state, 0, CARD, "mine")
    assert "offense 82, defense 24" in totals_text(events)
    state = chosen({0: "Mirror"}, attack(13), attack(20), {0: [attack(13), attack(4), CARD]})
    state, events = use(state, 0, CARD, "theirs")
    assert "offense 15, defense 6" in totals_text(events)
    assert outcome(events) == "offense" and CARD in state["hands"][0]


def test_mirror_super_is_the_power_s_use_so_the_power_is_not_offered_again() -> None:
    state = chosen({0: "Mirror"}, attack(8), attack(20), {0: [attack(8), attack(4), CARD], 1: [attack(20),
                                                                                                attack(9)]})
    state, _ = use(state, 0, CARD, "theirs")
    assert ("response", 0) not in kinds(state)


def test_mirror_super_only_while_the_power_works_else_its_wild() -> None:
    state = chosen({0: "Mirror"}, attack(8), attack(20), {0: [attack(8), attack(4), CARD]}, ships=WEAK)
    assert state["enc"]["revealed"]  # no super once cards were chosen: the window went by
    state, _ = revealed({0: "Mirror"}, attack(4), attack(20), hands={0: [CARD, attack(6)]}, ships=WEAK)
    labels = [o.label for o in open_prompt(state, "response", 0).options]
    assert any("Mirror wild flare" in label for label in labels)


def test_a_card_zap_cancels_mirror_super_and_the_power_may_still_be_used() -> None:
    state = chosen({0: "Mirror"}, attack(8), attack(20), {0: [attack(8), attack(4), CARD], 2: [ZAP, attack(5)]},
                   options=ARTIFACTS)
    state, _ = use(state, 0, CARD, "theirs")
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 2)
    assert CARD in state["discard"]
    _, events = play(state, "response", "power:", 0)
    assert "offense 82, defense 6" in totals_text(events)


def test_a_card_zap_cancels_mirror_wild_and_the_cards_count_as_played() -> None:
    state, _ = revealed({}, attack(4), attack(20), hands={0: [CARD, attack(6)], 2: [ZAP, attack(5)]},
                        options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, events = settle(*play(state, "response", f"cardzap:c{ZAP}:", 2))
    assert "offense 6, defense 24" in totals_text(events) and CARD in state["discard"]
