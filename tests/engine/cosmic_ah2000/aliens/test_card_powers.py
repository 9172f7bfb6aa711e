"""Clone, Filch, Vulch, Laser, Oracle, Sorcerer, Trader, Mind, Mutant and Philanthropist: effect, timing,
Cosmic Zap, one last use ("Poteri Alieni"; "Carte Artefatto"; "Perdere il proprio Potere Alieno")."""

from __future__ import annotations

from tests.engine.cosmic_ah2000.aliens.encounter import ZAP, offered, pass_all, respond, start, to_planning
from tests.engine.cosmic_ah2000.table import (
    NEGOTIATES,
    RULES,
    artifact,
    attack,
    cards,
    event_kinds,
    kinds,
    launch,
    no_invites,
    skip_retrieve,
)

HANDS = {0: [attack(10), attack(6), attack(4)], 1: [attack(8), attack(12), NEGOTIATES[0]], 2: [attack(5)]}


def test_clone_keeps_its_encounter_card() -> None:
    state = to_planning(start({0: "Clone"}, HANDS))
    state, _ = cards(state, attack(10), attack(8))
    state = pass_all(state)
    assert attack(10) in state["hands"][0] and attack(8) in state["discard"]


def test_clone_zapped_at_the_end_of_the_encounter_discards_its_card() -> None:
    state = to_planning(start({0: "Clone"}, {**HANDS, 2: [attack(5), ZAP]}))
    state, _ = cards(state, attack(10), attack(8))
    assert offered(state, 2) == ["pass", "zap:0"]  # the end of the encounter, before the cards go
    state, _ = respond(state, 2, "zap:0")
    assert attack(10) in state["discard"]


def test_clone_on_its_last_use_keeps_the_card_and_loses_the_power() -> None:
    state = to_planning(start({0: "Clone"}, HANDS, last_use=0), {0: 2})
    state, events = cards(state, attack(10), attack(8))
    state = pass_all(state, events)
    assert attack(10) in state["hands"][0] and state["power"][0] == "lost"


def test_filch_takes_its_opponents_used_card() -> None:
    state = to_planning(start({1: "Filch"}, HANDS))
    state, _ = cards(state, attack(10), attack(8))
    state = pass_all(state)
    assert attack(10) in state["hands"][1]


def test_vulch_takes_the_artifacts_others_discard_even_a_cosmic_zap_played_against_another() -> None:
    hands = {0: [attack(10), attack(6)], 1: [attack(8), attack(12)], 2: [attack(5), ZAP]}
    state = to_planning(start({0: "Clone", 1: "Vulch"}, hands))
    state, _ = cards(state, attack(10), attack(8))
    assert offered(state, 2) == ["pass", "zap:1"]  # the reveal: the Vulch could act at any moment
    state, _ = respond(state, 2, "pass")
    assert offered(state, 2) == ["pass", "zap:0", "zap:1"]  # the end of the encounter: the Clone too
    state, events = respond(state, 2, "zap:0")
    assert ZAP in state["hands"][1] and "power.used.takes" in event_kinds(events)


def test_laser_its_opponents_card_is_chosen_at_random() -> None:
    state = to_planning(start({0: "Laser"}, HANDS))
    assert kinds(state) == [("planning.card", 0)]  # the defense is not asked
    assert state["enc"]["cards"]["defense"] in HANDS[1]


def test_laser_zapped_before_the_cards_lets_the_opponent_choose() -> None:
    state = skip_retrieve(pass_all(start({0: "Laser"}, {**HANDS, 2: [attack(5), ZAP]})))
    state = no_invites(launch(state, 5, {0: 2}))
    assert offered(state, 2) == ["pass", "zap:0"]
    state, _ = respond(state, 2, "zap:0")
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]


def test_oracle_sees_the_other_card_before_choosing() -> None:
    state = to_planning(start({1: "Oracle"}, HANDS))
    assert kinds(state) == [("planning.card", 0)]
    state, events = cards(state, attack(10), attack(12))
    seen = next(e for e in events if e.kind == "power.oracle.card")
    assert seen.seats == (1,) and seen.data["card"] == attack(10)
    reveal = next(e for e in events if e.kind == "reveal").data
    assert (reveal["offense"], reveal["defense"]) == (attack(10), attack(12))


def test_sorcerer_swaps_the_face_down_cards_before_they_are_revealed() -> None:
    state = to_planning(start({0: "Sorcerer"}, HANDS))
    state, _ = cards(state, attack(4), attack(12))
    assert offered(state, 0) == ["pass", "power.sorcerer"]
    assert RULES.view(state, 0)["encounter"]["cards"]["offense"]["key"] == f"c{attack(4)}"
    state, events = respond(state, 0, "power.sorcerer")
    assert "power.declared" in event_kinds(events)
    reveal = next(e for e in events if e.kind == "reveal").data
    assert (reveal["offense"], reveal["defense"]) == (attack(12), attack(4))
    assert "resolution.offense_wins" in event_kinds(events)


def test_sorcerer_zapped_when_declared_changes_nothing() -> None:
    state = to_planning(start({0: "Sorcerer"}, {**HANDS, 2: [attack(5), ZAP]}))
    state, _ = cards(state, attack(4), attack(12))
    state, _ = respond(state, 0, "power.sorcerer")
    assert offered(state, 2) == ["pass", "zap:0"]
    state, events = respond(state, 2, "zap:0")
    assert "resolution.defense_wins" in event_kinds(events)


def test_trader_swaps_hands_with_its_opponent_before_the_cards() -> None:
    state = skip_retrieve(pass_all(start({0: "Trader"}, HANDS)))
    state = no_invites(launch(state, 5, {0: 2}))
    before = (sorted(state["hands"][0]), sorted(state["hands"][1]))
    state, _ = respond(state, 0, "power.trader")
    assert (sorted(state["hands"][1]), sorted(state["hands"][0])) == before


def test_trader_on_its_last_use_swaps_then_loses_the_power() -> None:
    state = skip_retrieve(pass_all(start({0: "Trader"}, HANDS, last_use=0)))
    state = no_invites(launch(state, 5, {1: 2}))
    state, events = respond(state, 0, "power.trader")
    assert "power.lost" in event_kinds(events) and state["power"][0] == "lost"


def test_mind_looks_at_a_hand_and_only_the_mind_sees_it() -> None:
    state = start({2: "Mind"}, HANDS)
    assert "power.mind:1" in offered(state, 2)
    state, events = respond(state, 2, "power.mind:1")
    shown = next(e for e in events if e.kind == "power.mind.hand")
    assert shown.seats == (2,) and sorted(shown.data["cards"]) == sorted(HANDS[1])


def test_mind_zapped_sees_nothing() -> None:
    state = start({2: "Mind"}, {**HANDS, 1: [attack(8), ZAP]})
    state, _ = respond(state, 2, "power.mind:1")
    assert offered(state, 1) == ["pass", "zap:2"]
    state, events = respond(state, 1, "zap:2")
    assert "power.mind.hand" not in event_kinds(events)


def test_mutant_fills_its_hand_to_seven_from_the_others_then_the_deck() -> None:
    state = skip_retrieve(pass_all(start({0: "Mutant"}, HANDS)))
    state = no_invites(launch(state, 5, {0: 2}))
    state, events = respond(state, 0, "power.mutant")
    assert len(state["hands"][0]) == 7 and state["hands"][2] == []
    assert "cards.new_hand" in event_kinds(events)  # the defense, left with nothing, draws seven to play
    private = [e for e in events if e.kind == "power.mutant.card"]
    assert private and all(e.seats is not None for e in private)


def test_philanthropist_gives_a_card_of_its_choice() -> None:
    state = start({0: "Philanthropist"}, HANDS)
    key = f"power.philanthropist:{attack(4)}:1"
    assert key in offered(state, 0)
    state, events = respond(state, 0, key)
    assert attack(4) in state["hands"][1]
    assert next(e for e in events if e.kind == "power.philanthropist.card").seats == (0, 1)


def test_plague_discards_go_to_the_vulch() -> None:
    hands = {0: [attack(10)], 1: [attack(8), artifact("Plague")], 2: [attack(5)]}
    state = start({2: "Vulch"}, hands)
    state, _ = respond(state, 1, "art.plague:0")
    assert artifact("Plague") in state["hands"][2]
