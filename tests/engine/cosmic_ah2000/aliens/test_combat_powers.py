"""Macron, Virus, Anti-Matter, Pacifist and Zombie: effect, timing, Cosmic Zap, one last use
("Poteri Alieni"; Cosmic Zap in "Carte Artefatto"; "Perdere il proprio Potere Alieno")."""

from __future__ import annotations

from tests.engine.cosmic_ah2000.aliens.encounter import ZAP, offered, pass_all, respond, start, to_planning
from tests.engine.cosmic_ah2000.table import NEGOTIATES, RULES, attack, cards, event_kinds

HANDS = {0: [attack(10), attack(6), attack(4)], 1: [attack(8), attack(12), NEGOTIATES[0]], 2: [attack(5)]}


def test_macron_sends_one_ship_which_counts_four() -> None:
    state = pass_all(start({0: "Macron"}, HANDS))
    assert RULES.prompts(state)[0].fields[0].max == 1  # step 3: at most one ship
    state = to_planning(state, {0: 1})
    state, events = cards(state, attack(10), attack(8))  # 10 + 4 against 8 + 4: the Macron wins
    assert "resolution.offense_wins" in event_kinds(events) and "power.used.worth" in event_kinds(events)


def test_macron_zapped_at_the_reveal_counts_its_ship_as_one() -> None:
    state = to_planning(start({0: "Macron"}, {**HANDS, 2: [attack(5), ZAP]}), {0: 1})
    state, _ = cards(state, attack(10), attack(8))
    assert offered(state, 2) == ["pass", "zap:0"]
    state, events = respond(state, 2, "zap:0")
    assert "power.zapped" in event_kinds(events)
    state = pass_all(state)
    assert state["warp"][0] == 1  # 10 + 1 against 8 + 4: the defense holds


def test_macron_on_its_last_use_wins_once_then_loses_the_power() -> None:
    state = start({0: "Macron"}, HANDS, last_use=0)
    assert state["power"][0] == "last_use"
    state = to_planning(state, {0: 1})
    state, events = cards(state, attack(10), attack(8))
    assert "resolution.offense_wins" in event_kinds(events)
    assert state["power"][0] == "lost" and "power.lost" in event_kinds(events)


def test_virus_multiplies_its_card_by_its_ships() -> None:
    state = to_planning(start({0: "Virus"}, HANDS), {0: 3})
    state, events = cards(state, attack(6), attack(12))  # 6 × 3 = 18 against 12 + 4
    assert "resolution.offense_wins" in event_kinds(events)
    totals = next(e for e in events if e.kind == "resolution.totals").data
    assert totals == {"offense": 18, "defense": 16}


def test_virus_zapped_adds_as_everyone_does() -> None:
    state = to_planning(start({0: "Virus"}, {**HANDS, 1: [attack(12), ZAP]}), {0: 3})
    state, _ = cards(state, attack(6), attack(12))
    state, events = respond(state, 1, "zap:0")
    assert "resolution.defense_wins" in event_kinds(events)


def test_anti_matter_the_lower_total_wins() -> None:
    state = to_planning(start({0: "Anti-Matter"}, HANDS), {0: 1})
    state, events = cards(state, attack(4), attack(12))  # 5 against 16: lower wins
    assert "resolution.offense_wins" in event_kinds(events)


def test_anti_matter_loses_its_last_use_at_the_end_of_an_encounter_where_it_did_not_act() -> None:
    state = to_planning(start({1: "Anti-Matter"}, HANDS, last_use=1), {0: 2})
    assert state["power"][1] == "last_use"
    state, events = cards(state, attack(10), NEGOTIATES[0])  # not attack against attack: it does not act
    state = pass_all(state, events)
    assert not any(k.startswith("power.used.") for k in event_kinds(events))
    assert RULES.view(state, None)["players"][1]["power"] == "lost"


def test_pacifist_wins_with_a_negotiate_against_an_attack() -> None:
    state = to_planning(start({1: "Pacifist"}, HANDS), {0: 3})
    state, events = cards(state, attack(10), NEGOTIATES[0])
    assert "resolution.defense_wins" in event_kinds(events)
    assert state["warp"][0] == 3 and "resolution.compensation.claim" not in event_kinds(events)


def test_pacifist_zapped_loses_as_any_negotiator() -> None:
    state = to_planning(start({1: "Pacifist"}, {**HANDS, 2: [attack(5), ZAP]}), {0: 3})
    state, _ = cards(state, attack(10), NEGOTIATES[0])
    state, events = respond(state, 2, "zap:1")
    assert "resolution.offense_wins" in event_kinds(events)


def test_zombie_ships_never_go_to_the_warp() -> None:
    state = to_planning(start({1: "Zombie"}, HANDS), {0: 3})
    state, events = cards(state, attack(10), attack(4) if attack(4) in state["hands"][1] else attack(8))
    assert "resolution.offense_wins" in event_kinds(events)
    assert state["warp"][1] == 0 and sum(row[1] for row in state["planets"]) == 20


def test_zombie_zapped_before_the_resolution_loses_its_ships_to_the_warp() -> None:
    state = to_planning(start({1: "Zombie"}, {**HANDS, 2: [attack(5), ZAP]}), {0: 3})
    state, _ = cards(state, attack(10), attack(8))
    state, _ = respond(state, 2, "zap:1")
    assert state["warp"][1] == 4
