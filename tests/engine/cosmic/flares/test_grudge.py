"""Grudge's flare: the wild sends a winning opponent's allies home with nothing; the super makes every
grudge-token holder lose four ships whatever the result."""

from __future__ import annotations

from engine.cosmic.powers import data
from tests.engine.cosmic.aliens.test_grudge import invited
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import ARTIFACTS, artifact, attack, cards, flare_card, open_prompt, play

CARD = flare_card("Grudge")
ZAP = artifact("Card Zap")


def test_grudge_wild_sends_the_winning_offense_s_allies_home_with_nothing() -> None:
    state = invited(aliens={}, hands={1: [attack(4, 1), CARD]})  # Yellow allies with the offense
    state, _ = cards(state, attack(20), attack(4, 1))
    assert offered(state, 1) == {f"flare:c{CARD}:"}
    state, events = use(state, 1, CARD)
    assert state["planets"][5][3] == 0 and state["planets"][15][3] == 4  # Yellow's ship went home
    assert state["planets"][5][0] == 2 and CARD in state["hands"][1]


def test_grudge_wild_is_for_the_losing_main_player_only() -> None:
    state = invited(aliens={}, hands={1: [attack(4, 1), attack(20, 1), CARD]})
    state, _ = cards(state, attack(4), attack(20, 1))
    assert offered(state, 1) == set()  # Blue won
    state = invited(aliens={}, hands={2: [attack(5), CARD]})
    state, _ = cards(state, attack(20), attack(4, 1))
    assert offered(state, 2) == set()  # Green is not a main player


def test_a_card_zap_cancels_grudge_wild() -> None:
    state = invited(aliens={}, hands={1: [attack(4, 1), CARD], 3: [attack(6), ZAP]}, options=ARTIFACTS)
    state, _ = cards(state, attack(20), attack(4, 1))
    state, _ = use(state, 1, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 3)
    assert state["planets"][5][3] == 1 and CARD in state["discard"]


def test_grudge_super_makes_the_holders_lose_four_even_when_the_grudge_wins() -> None:
    state = invited(hands={0: [attack(20), attack(4), CARD]})
    state, _ = cards(state, attack(20), attack(4, 1))
    assert offered(state, 0) == {f"flare:c{CARD}:"}
    state, _ = use(state, 0, CARD)
    assert open_prompt(state, "grudge.ships", 2).fields[0].min == 4


def test_grudge_super_only_while_the_power_works_and_with_tokens_held() -> None:
    state = invited(hands={0: [attack(20), attack(4), CARD]}, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    state, _ = cards(state, attack(20), attack(4, 1))
    assert f"flare:c{CARD}:" not in offered(state, 0)  # power lost: the wild half, and Red won
    state = invited(aliens={0: "Grudge", 1: "Human"}, hands={0: [attack(20), attack(4), CARD]})
    data(state, "Grudge")["holders"] = []
    data(state, "Grudge")["supply"] = 7
    state, _ = cards(state, attack(20), attack(4, 1))
    assert offered(state, 0) == set()


def test_a_card_zap_cancels_grudge_super() -> None:
    state = invited(hands={0: [attack(20), attack(4), CARD], 3: [attack(6), ZAP]}, options=ARTIFACTS)
    state, _ = cards(state, attack(20), attack(4, 1))
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 3)
    assert CARD in state["discard"] and open_prompt(state, "grudge.ships", 2).fields[0].min == 1
