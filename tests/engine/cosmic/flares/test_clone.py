"""Clone's flare: the wild keeps an artifact you just played; the super takes double compensation."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import (
    ARTIFACTS,
    NEGOTIATES,
    artifact,
    attack,
    cards,
    flare_card,
    kinds,
    launch,
    no_invites,
    open_prompt,
    play,
    table,
)

CARD = flare_card("Clone")
IONIC, ZAP = artifact("Ionic Gas"), artifact("Card Zap")
SPARE = [attack(4, 1), attack(4, 2), attack(6), attack(6, 1), attack(6, 2), attack(10), attack(10, 1), attack(12)]


def gas_played(hands: dict[int, list[int]]) -> dict:
    """Red attacks Blue's negotiate; Green plays Ionic Gas when the outcome is known."""
    state = table(options=ARTIFACTS, destiny=["color:blue"], hands=hands)
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(8), NEGOTIATES[0])
    state, _ = play(state, "response", f"ionicgas:c{IONIC}:", 2)
    return state


def test_clone_wild_keeps_the_artifact_you_just_played() -> None:
    state = gas_played({0: [attack(8), attack(4)], 1: [NEGOTIATES[0]], 2: [IONIC, CARD, attack(6)]})
    assert f"flare:c{CARD}:" in {o.key for o in open_prompt(state, "response", 2).options}
    state, _ = play(state, "response", f"flare:c{CARD}:", 2)
    assert state["hands"][1] == []  # the gas still worked: no compensation
    assert IONIC in state["hands"][2] and CARD in state["hands"][2]


def test_clone_wild_is_offered_only_for_your_own_artifact() -> None:
    state = gas_played({0: [attack(8), attack(4), CARD], 1: [NEGOTIATES[0]], 2: [IONIC, attack(6)]})
    assert ("response", 0) not in kinds(state)


def test_a_card_zap_cancels_clone_wild_and_the_artifact_is_discarded() -> None:
    state = gas_played({0: [attack(8), attack(4)], 1: [NEGOTIATES[0], ZAP], 2: [IONIC, CARD, attack(6)]})
    state, _ = play(state, "response", "pass", 1)
    state, _ = play(state, "response", f"flare:c{CARD}:", 2)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert CARD in state["discard"] and IONIC in state["discard"]


def test_clone_super_takes_double_compensation() -> None:
    state, _ = revealed({1: "Clone"}, attack(8), NEGOTIATES[0], hands={0: SPARE, 1: [CARD]}, launched=1)
    assert f"flare:c{CARD}:" in {o.key for o in open_prompt(state, "response", 1).options}
    state, events = play(state, "response", f"flare:c{CARD}:", 1)
    taken = next(e for e in events if e.kind == "resolution.compensation")
    assert taken.data["count"] == 8  # four ships lost, doubled


def offered(state: dict, seat: int) -> bool:
    return any(o.key.startswith("flare:") for p in [open_prompt(state, "response", seat)] for o in p.options)


def test_clone_super_is_for_the_losing_negotiator_only() -> None:
    state, _ = revealed({0: "Clone"}, attack(8), NEGOTIATES[0], hands={0: [CARD]}, launched=1)
    assert not offered(state, 0)  # the winner: only its power (keep its card) is offered, at the end
    state, _ = revealed({1: "Clone"}, attack(8), attack(10), hands={1: [CARD]}, launched=1)
    assert not offered(state, 1)
