"""Citadel: attack cards placed face up by planets as citadels; activated when their planet is attacked, they add
to the defense's total, and are discarded if the defense loses."""

from __future__ import annotations

from engine.cosmic.aliens.citadel import citadels
from engine.cosmic.invariants import check_accounting
from tests.engine.cosmic.aliens.encounter import outcome, totals_text
from tests.engine.cosmic.table import (
    ARTIFACTS,
    RULES,
    artifact,
    attack,
    cards,
    kinds,
    launch,
    no_invites,
    open_prompt,
    play,
    restart,
    table,
)

ZAP = artifact("Cosmic Zap")
WEAK = {(10, 2): 0, (11, 2): 0, (12, 2): 0}


def at_destiny(hands: dict | None = None, **kw) -> dict:
    """Green, the Citadel, holds an 08 and a 12 as destiny sends Red against Blue."""
    return table(destiny=["color:blue"], aliens={2: "Citadel"},
                 hands={0: [attack(10), attack(20)], 1: [attack(4)], 2: [attack(8), attack(12)], **(hands or {})},
                 **kw)


def placed(planet: str = "5", **kw) -> dict:
    state = at_destiny(**kw)
    state, _ = play(state, "response", f"power:{attack(8)}", 2)
    state, _ = play(state, "citadel.planet", planet, 2)
    return state


def test_the_citadel_places_an_attack_card_by_any_planet_face_up_for_all() -> None:
    state = at_destiny()
    assert {o.key for o in open_prompt(state, "response", 2).options} == {"pass", "pass.encounter",
                                                                          f"power:{attack(8)}", f"power:{attack(12)}"}
    state, _ = play(state, "response", f"power:{attack(8)}", 2)
    assert len(open_prompt(state, "citadel.planet", 2).options) == 15
    state, _ = play(state, "citadel.planet", "5", 2)
    assert citadels(state) == {"5": [attack(8)]} and attack(8) not in state["hands"][2]
    for viewer in (None, 0, 1):
        assert RULES.view(state, viewer)["aliens"]["powers"][2][0]["status"] == "citadels: Blue 1: Attack 08"


def test_the_placing_left_unanswered_guards_the_citadel_s_own_first_planet() -> None:
    state = at_destiny()
    state, _ = play(state, "response", f"power:{attack(8)}", 2)
    state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "citadel.planet")))
    assert citadels(state) == {"10": [attack(8)]}


def chosen(off_card: int, **kw) -> dict:
    state = placed(**kw)
    state = no_invites(launch(state, 5, {0: 2}))
    state, _ = play(state, "planning.card", f"c{off_card}", 0)
    state, _ = play(state, "planning.card", f"c{attack(4)}", 1)
    return state


def test_activated_citadels_add_to_the_defense_and_stay_when_it_wins() -> None:
    state = chosen(attack(10))
    assert open_prompt(state, "response", 2).options[2].key == "power:"
    state, events = play(state, "response", "power:", 2)
    assert "offense 12, defense 16" in totals_text(events) and outcome(events) == "defense"
    assert citadels(state) == {"5": [attack(8)]}


def test_activated_citadels_are_discarded_when_the_defense_loses() -> None:
    state = chosen(attack(20))
    state, events = play(state, "response", "power:", 2)
    assert outcome(events) == "offense" and citadels(state) == {} and attack(8) in state["discard"]


def test_citadels_elsewhere_are_not_offered() -> None:
    state = placed("6")
    state = no_invites(launch(state, 5, {0: 2}))
    state, _ = cards(state, attack(10), attack(4))
    assert ("response", 2) not in kinds(state) and citadels(state) == {"6": [attack(8)]}


def test_a_cosmic_zap_on_the_placing_keeps_the_card_in_hand() -> None:
    state = at_destiny(hands={0: [attack(10), ZAP]}, options=ARTIFACTS)
    state, _ = play(state, "response", f"power:{attack(8)}", 2)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 0)
    assert any(e.kind == "power.zapped" for e in events)
    assert citadels(state) == {} and attack(8) in state["hands"][2] and ("citadel.planet", 2) not in kinds(state)


def test_below_three_home_colonies_no_citadel_and_every_citadel_is_discarded() -> None:
    state = at_destiny(ships=WEAK)
    assert ("response", 2) not in kinds(state)
    state = placed()
    for planet in (10, 11, 12):
        state["planets"][planet][2] = 0
    state["planets"][13][2] += 12
    state, events = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "launch.ships")))
    assert state["power_lost"][2] and citadels(state) == {} and attack(8) in state["discard"]


def test_the_citadels_of_a_citadel_held_beside_ones_own_power_are_counted_with_every_card() -> None:
    """Precursor Seed (rules data, techs): a power gained beside one's own is no seat's alien; the cards it keeps
    aside are still on the table, and the count of every card (the playouts' invariant) finds them."""
    state = table(destiny=["color:blue"], aliens={2: "Clone"},
                  hands={0: [attack(10)], 1: [attack(4)], 2: [attack(8), attack(12)]})
    state["extra_powers"] = {"2": "Citadel"}
    pile = state["destiny_deck"] if "color:blue" in state["destiny_deck"] else state["destiny_discard"]
    pile.remove("color:blue")
    state["destiny_deck"].append("color:blue")  # drawn next, as the turn starts again
    state = restart(state)
    state, _ = play(state, "response", f"extra:{attack(8)}", 2)
    state, _ = play(state, "citadel.planet", "5", 2)
    assert citadels(state) == {"5": [attack(8)]} and attack(8) not in state["hands"][2]
    check_accounting(state)
