"""Vacuum's flare: the wild retrieves a ship for each other main player who revealed an attack; the super lets
the Vacuum choose the exact ships that go to the warp with its own."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, to_planning
from tests.engine.cosmic.flares.windows import offered, use
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

CARD = flare_card("Vacuum")
ZAP = artifact("Card Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def test_vacuum_wild_retrieves_a_ship_for_each_other_main_player_revealing_an_attack() -> None:
    state, _ = revealed({}, attack(8), attack(12), hands={2: [CARD, attack(5)]}, warp={2: 3})
    assert state["pending"][0]["point"] == "reveal"
    assert f"flare:c{CARD}:10" in offered(state, 2)
    state, events = use(state, 2, CARD, "10")
    assert state["warp"][2] == 1 and state["planets"][10][2] == 6  # two attacks: two ships
    assert any(e.kind == "flare.vacuum" for e in events) and CARD in state["hands"][2]


def test_vacuum_wild_as_a_main_player_counts_only_the_opponent() -> None:
    state, _ = revealed({}, attack(8), attack(12), hands={0: [CARD]}, warp={0: 3})
    assert state["planets"][0][0] == 2
    state, _ = use(state, 0, CARD, "0")
    assert state["planets"][0][0] == 3  # one ship: only the defense is another main player
    state, _ = revealed({}, attack(8), NEGOTIATES[0], hands={0: [CARD]}, warp={0: 3})
    assert offered(state, 0) == set()  # the opponent negotiated


def test_vacuum_wild_only_at_the_reveal() -> None:
    state = to_planning({}, {0: [attack(8), CARD], 1: [attack(12)]}, warp={0: 3})
    assert offered(state, 0) == set()


def test_vacuum_super_chooses_the_exact_ships_that_go_with_its_own() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Vacuum"}, hands={0: [attack(4), CARD], 1: [attack(20)],
                  2: [attack(5)]})
    assert offered(state, 0) == {f"flare:c{CARD}:"}  # any time: here, the start of the turn
    state, _ = use(state, 0, CARD)
    state, events = cards(no_invites(launch(state, 5, {0: 2})), attack(4), attack(20))
    assert outcome(events) == "defense"
    field = open_prompt(state, "vacuum.victims", 0).fields[0]
    assert "2:12" in {o.key for o in field.options} and "1:6" in {o.key for o in field.options}
    state, _ = play(state, "vacuum.victims", {"ships": {"2:12": 2}}, 0)
    assert state["planets"][12][2] == 2 and not any(k == "vacuum.ships" for k, _ in kinds(state))


def test_vacuum_super_only_while_the_power_works() -> None:
    state = table(aliens={0: "Vacuum"}, hands={0: [attack(4), CARD]}, ships=WEAK)
    assert offered(state, 0) == set()  # its wild half is for the reveal


def test_a_card_zap_cancels_vacuum_wild() -> None:
    state, _ = revealed({}, attack(8), attack(12), hands={2: [CARD, attack(5)], 0: [ZAP]}, warp={2: 3},
                        options=ARTIFACTS)
    state, _ = use(state, 2, CARD, "10")
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 0)
    assert state["warp"][2] == 3 and CARD in state["discard"]


def test_a_card_zap_cancels_vacuum_super_and_the_victims_choose_their_ships() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Vacuum"}, hands={0: [attack(4), CARD], 1: [attack(20), ZAP],
                  2: [attack(5)]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert CARD in state["discard"]
    state, _ = cards(no_invites(launch(state, 5, {0: 2})), attack(4), attack(20))
    field = open_prompt(state, "vacuum.victims", 0).fields[0]
    assert {o.key for o in field.options} == {"1", "2"}  # players, not the exact ships
