"""Barbarian's flare: the super lets the Barbarian plunder as an offensive ally."""

from __future__ import annotations

from tests.engine.cosmic.table import (
    ARTIFACTS,
    NEGOTIATES,
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

CARD = flare_card("Barbarian")
ZAP = artifact("Card Zap")
LOOT = [attack(12), attack(15), NEGOTIATES[1]]


def allied_win(aliens: dict[int, str], ally_hand: list[int], extra: list[int] | None = None, **kw: object) -> dict:
    """Green allies Red with one ship; Red's 20 beats Blue's 4."""
    state = table(destiny=["color:blue"], aliens=aliens, hands={0: [attack(20), *(extra or [])], 1: [attack(4), *LOOT],
                                                                2: ally_hand}, **kw)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    state, _ = cards(state, attack(20), attack(4))
    return state


def test_barbarian_super_plunders_as_an_offensive_ally() -> None:
    state = allied_win({2: "Barbarian"}, [CARD, attack(5)])
    assert [o.key for o in open_prompt(state, "response", 2).options] == ["pass", f"flare:c{CARD}:"]
    state, _ = play(state, "response", f"flare:c{CARD}:", 2)
    assert open_prompt(state, "barbarian.keep", 2).fields[0].max == 1  # one ship on the gate
    state, _ = play(state, "barbarian.keep", {"cards": [f"c{attack(15)}"]}, 2)
    assert NEGOTIATES[1] in state["discard"] and attack(15) in state["hands"][2] and attack(12) in state["discard"]


def test_barbarian_ally_does_not_plunder_without_its_super_flare() -> None:
    state = allied_win({2: "Barbarian"}, [attack(5)])
    assert ("barbarian.keep", 2) not in kinds(state) and len(state["hands"][1]) == 3


def test_barbarian_super_is_the_barbarian_s_own() -> None:
    state = allied_win({}, [CARD, attack(5)])
    assert ("response", 2) not in kinds(state)


def test_a_card_zap_cancels_barbarian_super() -> None:
    state = allied_win({2: "Barbarian"}, [CARD, attack(5)], [ZAP], options=ARTIFACTS)
    state, _ = play(state, "response", f"flare:c{CARD}:", 2)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert ("barbarian.keep", 2) not in kinds(state) and CARD in state["discard"]
