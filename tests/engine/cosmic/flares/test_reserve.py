"""Reserve's flare: the wild takes the reinforcements other players discard; the super plays one attack card
of 09 or less as a reinforcement."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, totals_text
from tests.engine.cosmic.flares.windows import offered, settle, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    artifact,
    attack,
    cards,
    flare_card,
    launch,
    no_invites,
    play,
    reinforcement,
    table,
)

CARD = flare_card("Reserve")
ZAP = artifact("Card Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}
PLUS3 = reinforcement(3)


def wild_at_the_start(seat: int, hands: dict) -> dict:
    """``seat`` plays the Reserve wild flare at the start of Red's turn; Red then attacks Blue 1 with 2 ships and
    both play attacks (8 against 12)."""
    state = table(destiny=["color:blue"], hands={0: [attack(8)], 1: [attack(12)], **hands})
    assert state["pending"][0]["point"] == "start_turn" and f"flare:c{CARD}:" in offered(state, seat)
    state, _ = use(state, seat, CARD)
    state, _ = cards(no_invites(launch(state, 5, {0: 2})), attack(8), attack(12))
    return state


def test_reserve_wild_takes_the_reinforcements_other_players_discard() -> None:
    state = wild_at_the_start(2, {1: [attack(12), PLUS3], 2: [CARD, attack(5)]})
    state, events = play(state, "response", f"reinforcement:c{PLUS3}:defense", 1)
    state, events = settle(state, events)
    assert "defense 19" in totals_text(events)  # the card counted
    assert PLUS3 in state["hands"][2] and PLUS3 not in state["discard"]  # then Green took it
    assert any(e.kind == "flare.reserve" for e in events) and CARD in state["hands"][2]


def test_reserve_wild_leaves_its_own_discards_alone() -> None:
    state = wild_at_the_start(0, {0: [attack(8), CARD, PLUS3]})
    state, events = play(state, "response", f"reinforcement:c{PLUS3}:offense", 0)
    state, events = settle(state, events)
    assert PLUS3 in state["discard"] and not any(e.kind == "flare.reserve" for e in events)


def test_reserve_super_plays_an_attack_of_nine_or_less_as_a_reinforcement() -> None:
    state, _ = revealed({0: "Reserve"}, attack(8), attack(12), hands={0: [CARD, attack(9), attack(10)]})
    assert offered(state, 0) == {f"flare:c{CARD}:c{attack(9)}:offense", f"flare:c{CARD}:c{attack(9)}:defense"}
    state, events = use(state, 0, CARD, f"c{attack(9)}:offense")
    state, events = settle(state, events)
    assert "offense 19, defense 16" in totals_text(events) and outcome(events) == "offense"
    assert CARD in state["hands"][0]


def test_reserve_super_is_for_the_reserve_involved_at_the_reveal_while_its_power_works() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Reserve"}, hands={0: [attack(8), CARD, attack(9)]})
    assert offered(state, 0) == set()  # its super half is not for the start of the turn
    state, _ = revealed({2: "Reserve"}, attack(8), attack(12), hands={2: [CARD, attack(9)]})
    assert offered(state, 2) == set()  # a bystander
    state = table(destiny=["color:blue"], aliens={0: "Reserve"}, hands={0: [attack(8), CARD, attack(9)]},
                  ships=WEAK)
    assert offered(state, 0) == {f"flare:c{CARD}:"}  # power lost: the wild half, any time


def test_a_card_zap_cancels_reserve_super() -> None:
    state, _ = revealed({0: "Reserve"}, attack(8), attack(12), hands={0: [CARD, attack(9)], 2: [ZAP, attack(5)]},
                        options=ARTIFACTS)
    state, _ = use(state, 0, CARD, f"c{attack(9)}:offense")
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 2)
    state, events = settle(state, events)
    assert "offense 10, defense 16" in totals_text(events)
    assert CARD in state["discard"] and attack(9) in state["hands"][0]


def test_a_card_zap_cancels_reserve_wild_and_discarded_reinforcements_stay_discarded() -> None:
    state = table(destiny=["color:blue"], hands={0: [attack(8), ZAP], 1: [attack(12), PLUS3], 2: [CARD, attack(5)]},
                  options=ARTIFACTS)
    state, _ = use(state, 2, CARD)
    state, _ = settle(*play(state, "response", f"cardzap:c{ZAP}:", 0))
    assert CARD in state["discard"]
    state, _ = cards(no_invites(launch(state, 5, {0: 2})), attack(8), attack(12))
    state, events = settle(*play(state, "response", f"reinforcement:c{PLUS3}:defense", 1))
    assert PLUS3 in state["discard"] and PLUS3 not in state["hands"][2]
    assert not any(e.kind == "flare.reserve" for e in events)
