"""The six artifacts and their timings ("Carte Artefatto")."""

from __future__ import annotations

from tests.engine.cosmic_ah2000.table import (
    NEGOTIATES,
    RULES,
    answer,
    artifact,
    attack,
    cards,
    event_kinds,
    kinds,
    launch,
    no_invites,
    table,
)


def options(state: dict, seat: int) -> list[str]:
    return [o.key for p in RULES.prompts(state) if p.seat == seat for o in p.options]


def test_mobius_tubes_by_the_offense_before_the_order_frees_every_colonists_ships() -> None:
    state = table(orders=[1], hands={0: [artifact("Mobius Tubes"), attack(8)], 1: [artifact("Mobius Tubes", 1),
                                                                                   attack(6)], 2: [attack(5)]},
                  warp={0: 1, 1: 3, 2: 20})
    assert kinds(state) == [("response", 0)]  # the defense's copy is not playable: it is not the offense
    assert state["orders"][-1] == 1  # not yet revealed
    state, events = answer(state, "response", 0, "art.mobius")
    assert state["warp"] == [0, 0, 20]  # seat 2 has no colony
    assert artifact("Mobius Tubes") in state["discard"]


def test_force_field_sends_chosen_allies_home_before_the_cards() -> None:
    state = launch(table(orders=[1], hands={0: [attack(10)], 1: [attack(6), artifact("Force Field")],
                                            2: [attack(5)]}), 5, {0: 2})
    state, _ = answer(state, "alliance.invite", 0, {"players": ["2"]})
    state, _ = answer(state, "alliance.invite", 1, {"players": []})
    state, _ = answer(state, "alliance.join", 2, {"side": "offense", "ships": {"10": 3}})
    assert kinds(state) == [("response", 1)]
    assert options(state, 1) == ["pass", "art.force_field:2"]
    state, _ = answer(state, "response", 1, "art.force_field:2")
    assert state["enc"]["allies_off"] == [] and state["planets"][10][2] == 4
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]


def test_the_plague_costs_three_ships_an_attack_a_negotiate_and_an_artifact() -> None:
    victim_hand = [attack(6), attack(12), NEGOTIATES[0], artifact("Stellar Gas")]
    state = table(orders=[1], hands={0: [attack(10)], 1: victim_hand, 2: [artifact("Plague"), attack(5)]})
    assert kinds(state) == [("response", 2)]
    state, _ = answer(state, "response", 2, "art.plague:1")
    assert kinds(state) == [("plague.loss", 1)]
    assert NEGOTIATES[0] not in state["hands"][1]
    state, _ = answer(state, "plague.loss", 1, {"ships": {"5": 3}, "attack": f"c{attack(6)}",
                                                "artifact": f"c{artifact('Stellar Gas')}"})
    assert state["warp"][1] == 3 and state["hands"][1] == [attack(12)]


def test_stellar_gas_cancels_compensation() -> None:
    state = no_invites(launch(table(orders=[1], hands={0: [NEGOTIATES[0], attack(4)], 1: [attack(6), attack(8)],
                                                       2: [attack(5), artifact("Stellar Gas")]}), 5, {0: 3}))
    state, events = cards(state, NEGOTIATES[0], attack(6))
    assert kinds(state) == [("response", 2)] and "resolution.compensation.claim" in event_kinds(events)
    state, events = answer(state, "response", 2, "art.stellar_gas")
    assert state["hands"][0] == [attack(4)] and state["hands"][1] == [attack(8)]


def test_emotion_control_after_the_reveal_turns_both_cards_into_negotiates() -> None:
    state = no_invites(launch(table(orders=[1], hands={0: [attack(20)], 1: [attack(6), artifact("Emotion Control")],
                                                       2: [attack(5)]}), 5, {0: 3}))
    state, _ = cards(state, attack(20), attack(6))
    assert kinds(state) == [("response", 1)]
    state, events = answer(state, "response", 1, "art.emotion_control")
    assert "deal.start" in event_kinds(events) and kinds(state) == [("deal.terms", 0)]


def test_timing_order_players_outside_the_encounter_act_before_the_offense_and_the_defense_last() -> None:
    """"Altri dettagli": non-main players clockwise from the offense's left, then the offense, then the defense."""
    state = table(orders=[1], hands={0: [attack(20)], 1: [attack(6), artifact("Emotion Control")],
                                     2: [attack(5), artifact("Plague")]})
    state, _ = answer(state, "response", 2, "pass")  # the Plague holder passes at the start
    state = no_invites(launch(state, 5, {0: 3}))
    state, _ = answer(state, "response", 2, "pass")  # and before the cards
    state, _ = cards(state, attack(20), attack(6))
    assert sorted(kinds(state)) == [("response", 1), ("response", 2)]
    state, _ = answer(state, "response", 1, "art.emotion_control")
    state, events = answer(state, "response", 2, "art.plague:0")
    played = [e.data["seat"] for e in events if e.kind == "artifact.played"]
    assert played == [2]  # the Plague first; the defense is asked again
    state, _ = answer(state, "plague.loss", 0, {"ships": {"1": 3}})
    assert kinds(state) == [("response", 1)]
