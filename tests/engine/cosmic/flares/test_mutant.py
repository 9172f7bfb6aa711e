"""Mutant's flare: the wild half takes a card from each loser after a win; the super half discards before
the refill."""

from __future__ import annotations

from engine.cosmic.cards import key
from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import RULES, attack, flare_card, launch, open_prompt, play, table

MUTANT = flare_card("Mutant")


def test_mutant_wild_takes_a_random_card_from_the_beaten_opponent_at_the_end_of_the_encounter() -> None:
    state, _ = revealed({}, attack(20), attack(5), hands={0: [MUTANT], 1: [attack(7)]})
    assert state["pending"][0]["point"] == "end_encounter"
    state, events = use(state, 0, MUTANT)
    assert attack(7) in state["hands"][0] and state["hands"][1] == []
    assert next(e for e in events if e.kind == "flare.mutant.card").seats == (0, 1)


def test_mutant_wild_is_not_offered_after_a_loss() -> None:
    state, _ = revealed({}, attack(5), attack(20), hands={0: [MUTANT, attack(4)], 1: [attack(7)]})
    assert offered(state, 0) == set()


def test_mutant_super_discards_up_to_three_cards_then_refills_to_eight_instead_of_the_power() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Mutant"}, hands={0: [MUTANT, attack(8), attack(4)]})
    state = launch(state, 5, {0: 1})
    state, _ = use(state, 0, MUTANT)
    prompt = open_prompt(state, "mutant.discard", 0)
    assert RULES.timeout_action(state, prompt).choice == {"cards": []}
    state, _ = play(state, "mutant.discard", {"cards": [key(attack(4))]}, 0)
    assert attack(4) in state["discard"]
    while any(s["kind"] == "mutant.take" for s in state["pending"]):
        state, _ = play(state, "mutant.take", "deck", 0)
    assert len(state["hands"][0]) == 8 and MUTANT in state["hands"][0]
    assert not any(k.startswith("power:") for p in RULES.prompts(state) if p.seat == 0 for k in
                   [o.key for o in p.options])


def test_mutant_super_belongs_to_the_mutant_as_a_main_player_before_invitations() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Mutant"}, hands={2: [MUTANT, attack(5)]})
    assert offered(launch(state, 5, {0: 1}), 2) == set()


def test_after_a_deal_mutant_wild_takes_from_the_opponent_only_its_allies_went_home() -> None:
    from tests.engine.cosmic.table import NEGOTIATES, cards

    state = table(destiny=["color:blue"], hands={0: [NEGOTIATES[0], MUTANT, attack(4)], 1: [NEGOTIATES[1], attack(7)],
                                                 2: [attack(5), attack(6)]})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 1}})
    state, _ = cards(state, NEGOTIATES[0], NEGOTIATES[1])
    assert state["enc"]["allies_def"] == [] and state["planets"][10][2] == 4  # home, and out of the encounter
    state, _ = play(state, "deal.propose", {"do": "propose", "give_cards": [key(attack(4))]}, 0)
    state, _ = play(state, "deal.propose", {"do": "accept"}, 1)
    state, _ = use(state, 0, MUTANT)
    assert sorted(state["hands"][2]) == sorted([attack(5), attack(6)])  # the former ally keeps its cards
    assert len(state["hands"][1]) == 1 and sorted(state["hands"][0]) == sorted([MUTANT, *{attack(4), attack(7)}
                                                                                - set(state["hands"][1])])
