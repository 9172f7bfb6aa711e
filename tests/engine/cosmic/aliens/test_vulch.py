"""Vulch: takes every artifact another player discards; its own played ones are discarded; a new hand of its
own keeps its artifacts."""

from __future__ import annotations

from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, kinds, play, table

PLAGUE, QUASH, COSMIC_ZAP = artifact("Plague"), artifact("Quash"), artifact("Cosmic Zap")


def plague_on_red(aliens: dict[int, str], by: int = 1, **kw: object) -> tuple[dict, list]:
    """Someone plays Plague on Red at regroup; Red holds a Quash it must discard."""
    hands = {0: [attack(8), QUASH], 1: [attack(9)], 2: [attack(4)]}
    hands[by] = [*hands[by], PLAGUE]
    state = table(options=ARTIFACTS, destiny=["color:blue"], hands=hands, aliens=aliens, **kw)
    return play(state, "response", f"plague:c{PLAGUE}:0", by)


def test_vulch_takes_a_played_artifact_and_one_discarded_from_a_hand() -> None:
    state, events = plague_on_red({2: "Vulch"})
    assert PLAGUE in state["hands"][2] and QUASH in state["hands"][2]
    assert PLAGUE not in state["discard"] and QUASH not in state["discard"]
    assert attack(8) in state["discard"]
    assert sum(e.kind.startswith("power.vulch.") for e in events) == 2


def test_vulchs_own_played_artifact_is_discarded() -> None:
    state, _ = plague_on_red({2: "Vulch"}, by=2)
    assert PLAGUE in state["discard"] and QUASH in state["hands"][2]


def test_vulch_keeps_its_artifacts_when_it_draws_a_new_hand() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"], hands={0: [QUASH], 1: [attack(9)]}, aliens={0: "Vulch"})
    assert QUASH in state["hands"][0] and len(state["hands"][0]) == 9


def test_vulch_takes_the_artifacts_of_another_players_new_hand() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"], hands={0: [QUASH], 1: [attack(9)]}, aliens={2: "Vulch"})
    assert QUASH in state["hands"][2] and QUASH not in state["hands"][0]


def test_vulch_is_continuous_so_no_cosmic_zap_is_offered_against_it() -> None:
    zap_holder = {0: [attack(8), QUASH, COSMIC_ZAP]}
    state = table(options=ARTIFACTS, destiny=["color:blue"], hands={**zap_holder, 1: [attack(9), PLAGUE]},
                  aliens={2: "Vulch"})
    state, _ = play(state, "response", f"plague:c{PLAGUE}:0", 1)
    assert ("response", 0) not in kinds(state)
    assert PLAGUE in state["hands"][2]


def test_vulch_below_three_home_colonies_takes_nothing() -> None:
    state, _ = plague_on_red({2: "Vulch"}, ships={(12, 2): 0, (13, 2): 0, (14, 2): 0})
    assert PLAGUE in state["discard"] and QUASH in state["discard"]


def test_vulch_takes_the_artifacts_a_barbarian_discards_from_its_loot() -> None:
    from tests.engine.cosmic.aliens.encounter import revealed

    tubes = artifact("Mobius Tubes")
    state, _ = revealed({0: "Barbarian", 2: "Vulch"}, attack(20), attack(4),
                        hands={1: [attack(12), attack(15), tubes], 2: [attack(5)]}, options=ARTIFACTS)
    state, events = play(state, "barbarian.keep", {"cards": [f"c{attack(12)}", f"c{attack(15)}"]}, 0)
    assert tubes in state["hands"][2] and tubes not in state["discard"]
    assert any(e.kind.startswith("power.vulch.") for e in events)


def test_vulch_takes_an_artifact_the_chosen_draws_and_discards() -> None:
    from tests.engine.cosmic.aliens.encounter import revealed
    from tests.engine.cosmic.aliens.test_chosen import stack_deck

    tubes = artifact("Mobius Tubes")
    state, _ = revealed({0: "Chosen", 2: "Vulch"}, attack(8), attack(12), hands={2: [attack(5)]}, options=ARTIFACTS)
    state, _ = play(stack_deck(state, [attack(10), tubes, attack(30)]), "response", "power:", 0)
    assert tubes in state["hands"][2] and tubes not in state["discard"]
