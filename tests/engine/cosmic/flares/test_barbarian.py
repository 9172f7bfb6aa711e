"""Barbarian's flare: the super lets the Barbarian plunder as an offensive ally; the wild sifts what it takes."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import (
    ARTIFACTS,
    NEGOTIATES,
    RULES,
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
    assert [o.key for o in open_prompt(state, "response", 2).options] == ["pass", "pass.encounter", f"flare:c{CARD}:"]
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




def test_barbarian_wild_lets_a_negotiator_discard_unwanted_compensation() -> None:
    offense_hand = [attack(4), attack(5), attack(30)]
    state, _ = revealed({}, attack(20), NEGOTIATES[0], hands={0: offense_hand, 1: [CARD]}, launched=1)
    state, _ = play(state, "response", f"flare:c{CARD}:", 1)
    sift = open_prompt(state, "barbarian.sift", 1)
    taken = [o.key for o in sift.fields[0].options]
    assert len(taken) == 3  # four ships lost on Blue 1, three cards to take: the whole hand
    assert RULES.timeout_action(state, sift).choice == {"keep": taken}  # the default keeps them all
    keep = [f"c{attack(30)}"]
    state, _ = play(state, "barbarian.sift", {"keep": keep}, 1)
    assert attack(30) in state["hands"][1]
    assert attack(4) in state["discard"] and attack(5) in state["discard"]


def test_barbarian_wild_is_not_offered_to_a_player_who_takes_nothing() -> None:
    state, _ = revealed({}, attack(20), attack(4), hands={0: [CARD, attack(6)]})
    assert not [o for p in RULES.prompts(state) for o in p.options if o.key.startswith("flare:")]
