"""Amoeba, Parasite, Healer, Chronos and Empath: effect, timing, Cosmic Zap, one last use
("Poteri Alieni"; "Carte Artefatto"; "Perdere il proprio Potere Alieno")."""

from __future__ import annotations

from tests.engine.cosmic_ah2000.aliens.encounter import ZAP, offered, pass_all, respond, start, to_planning
from tests.engine.cosmic_ah2000.table import (
    NEGOTIATES,
    RULES,
    answer,
    attack,
    cards,
    event_kinds,
    kinds,
    launch,
    no_invites,
    skip_retrieve,
)

HANDS = {0: [attack(10), attack(6), attack(4)], 1: [attack(8), attack(12), NEGOTIATES[0]], 2: [attack(5)]}


def at_allies_placed(aliens: dict[int, str], hands: dict | None = None, **kw) -> dict:
    state = skip_retrieve(pass_all(start(aliens, hands or HANDS, **kw)))
    return no_invites(launch(state, 5, {0: 2}))


def test_amoeba_adds_ships_to_the_mothership_before_the_cards() -> None:
    state = at_allies_placed({0: "Amoeba"})
    assert "power.amoeba:add:4" in offered(state, 0) and "power.amoeba:withdraw" in offered(state, 0)
    state, _ = respond(state, 0, "power.amoeba:add:2")
    assert sum(state["enc"]["mothership"][0].values()) == 4


def test_amoeba_withdraws_its_ships_and_they_go_home() -> None:
    state = at_allies_placed({0: "Amoeba"})
    state, _ = respond(state, 0, "power.amoeba:withdraw")
    assert state["enc"]["mothership"][0] == {} and state["planets"][0][0] == 4


def test_amoeba_zapped_when_declared_moves_nothing() -> None:
    state = at_allies_placed({0: "Amoeba"}, {**HANDS, 1: [attack(8), ZAP]})
    state, _ = respond(state, 0, "power.amoeba:add:2")
    state, _ = respond(state, 1, "zap:0")
    assert sum(state["enc"]["mothership"][0].values()) == 2


def test_parasite_is_asked_although_nobody_invited_it_and_may_join_either_side() -> None:
    state = skip_retrieve(pass_all(start({2: "Parasite"}, HANDS)))
    state = no_invites(launch(state, 5, {0: 2}))
    assert kinds(state) == [("alliance.join", 2)]
    sides = [o.key for o in RULES.prompts(state)[0].fields[0].options]
    assert sides == ["offense", "defense", "neither"]
    state, events = answer(state, "alliance.join", 2, {"side": "defense", "ships": {"10": 2}})
    assert state["enc"]["allies_def"] == [2] and "power.used.uninvited" in event_kinds(events)


def test_parasite_zapped_at_the_start_of_the_encounter_waits_for_an_invitation() -> None:
    state = start({2: "Parasite"}, {**HANDS, 1: [attack(8), ZAP]})
    assert offered(state, 1) == ["pass", "zap:2"]
    state, _ = respond(state, 1, "zap:2")
    state = no_invites(launch(pass_all(skip_retrieve(state)), 5, {0: 2}))
    assert ("alliance.join", 2) not in kinds(state)


def test_healer_heals_lost_ships_at_the_end_of_the_encounter_for_a_card() -> None:
    state = to_planning(start({2: "Healer"}, HANDS), {0: 3})
    state, _ = cards(state, attack(4), attack(12))
    assert state["warp"][0] == 3 and offered(state, 2) == ["pass", "power.healer:0"]
    hand = len(state["hands"][0])
    state, events = respond(state, 2, "power.healer:0")
    assert state["warp"][0] == 0 and len(state["hands"][2]) == 2 and len(state["hands"][0]) == hand - 1
    assert next(e for e in events if e.kind == "power.healer.card").seats == (2, 0)


def test_healer_on_its_last_use_then_loses_the_power() -> None:
    state = to_planning(start({1: "Healer"}, HANDS, last_use=1), {0: 3})
    state, _ = cards(state, attack(4), attack(12))
    state, events = respond(state, 1, "power.healer:0")
    assert "power.lost" in event_kinds(events)


def test_chronos_time_travel_makes_both_play_a_new_card_once() -> None:
    state = to_planning(start({0: "Chronos"}, HANDS))
    state, _ = cards(state, attack(4), attack(12))
    assert offered(state, 0) == ["pass", "power.chronos"]
    state, events = respond(state, 0, "power.chronos")
    assert attack(4) in state["discard"] and attack(12) in state["discard"]
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]
    state, events = cards(state, attack(10), attack(8))
    reveal = next(e for e in events if e.kind == "reveal").data
    assert (reveal["offense"], reveal["defense"]) == (attack(10), attack(8))
    assert "power.chronos" not in offered(state, 0)  # once an encounter


def test_chronos_zapped_as_in_the_rulebooks_example_changes_nothing() -> None:
    state = to_planning(start({0: "Chronos"}, {**HANDS, 2: [attack(5), ZAP]}))
    state, _ = cards(state, attack(4), attack(12))
    state, _ = respond(state, 0, "power.chronos")
    state, events = respond(state, 2, "zap:0")
    assert "resolution.defense_wins" in event_kinds(events)


def test_empath_turns_an_attack_against_a_negotiate_into_a_deal() -> None:
    state = to_planning(start({1: "Empath"}, HANDS))
    state, _ = cards(state, attack(10), NEGOTIATES[0])
    assert offered(state, 1) == ["pass", "power.empath"]
    state, events = respond(state, 1, "power.empath")
    assert "deal.start" in event_kinds(events) and kinds(state) == [("deal.terms", 0)]


def test_empath_is_not_offered_when_both_attack() -> None:
    state = to_planning(start({1: "Empath"}, HANDS), {0: 3})
    state, events = cards(state, attack(10), attack(8))
    assert "resolution.offense_wins" in event_kinds(events)
