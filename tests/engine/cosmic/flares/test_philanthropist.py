"""Philanthropist's flare: the wild half lends a power for an encounter; the super half makes the receiver of
the power's gift play it."""

from __future__ import annotations

from typing import Any

from engine.core import Action
from engine.cosmic.invariants import check_all
from engine.playout import playout
from tests.engine.cosmic.aliens.encounter import totals_text
from tests.engine.cosmic.flares.windows import offered, use
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
    no_invites,
    open_prompt,
    play,
    table,
)

PHILANTHROPIST = flare_card("Philanthropist")
GREEN_1, BLUE_2 = 10, 6


def gave(aliens: dict[int, str]) -> dict:
    state = table(destiny=["color:blue"], aliens=aliens, hands={0: [PHILANTHROPIST, attack(8), attack(1)],
                                                                1: [attack(20), NEGOTIATES[0]]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = play(state, "response", f"power:1:c{attack(1)}", 0)
    return state


def at_regroup(aliens: dict[int, str], hands: dict[int, list[int]] | None = None, **kw: Any) -> dict:
    """Red's regroup, Red to attack Blue 1; Green (seat 2) holds the flare unless ``hands`` says otherwise."""
    held = {0: [attack(6)], 1: [attack(20)], 2: [PHILANTHROPIST, attack(5)], **(hands or {})}
    return table(destiny=["color:blue"], aliens=aliens, hands=held, **kw)


def lend(state: dict, seat: int, to: int, planet: int) -> dict:
    """``seat`` plays the flare for ``to`` and sends its ship from ``planet``."""
    state, _ = use(state, seat, PHILANTHROPIST, str(to))
    state, _ = play(state, "philanthropist.ship", {"ships": {str(planet): 1}}, seat)
    return state


def lent(aliens: dict[int, str], to: int, **kw: Any) -> dict:
    """Green lends its power to ``to`` with a ship from Green 1."""
    return lend(at_regroup(aliens, **kw), 2, to, GREEN_1)


def encounter(state: dict, off_card: int = attack(6), def_card: int = attack(20), ships: int = 4) -> tuple:
    """Red launches ``ships`` from Red 2 at Blue 1, nobody is invited, both cards are revealed."""
    return cards(no_invites(launch(state, 5, {1: ships})), off_card, def_card)


def test_philanthropist_wild_is_offered_at_regroup_for_each_other_player() -> None:
    state = at_regroup({2: "Virus"})
    assert kinds(state) == [("response", 2)] and state["pending"][0]["point"] == "regroup"
    assert offered(state, 2) == {f"flare:c{PHILANTHROPIST}:{to}" for to in (0, 1)}


def test_the_lender_chooses_the_ship_it_sends_and_a_timeout_takes_it_from_the_biggest_stack() -> None:
    state, _ = use(at_regroup({2: "Virus"}, ships={(10, 2): 2, (11, 2): 6}), 2, PHILANTHROPIST, "0")
    ship = open_prompt(state, "philanthropist.ship", 2)
    assert {o.key for o in ship.fields[0].options} == {str(p) for p in range(10, 15)}
    timed_out, _ = RULES.apply(state, RULES.timeout_action(state, ship))
    assert timed_out["warp"][2] == 1 and timed_out["planets"][11][2] == 5
    assert timed_out["enc"]["lent"] == {"from": 2, "to": 0, "alien": "Virus"}


def test_philanthropist_wild_costs_a_ship_and_lends_the_power_to_the_receiver() -> None:
    state = lent({2: "Virus"}, to=0)
    assert state["warp"][2] == 1 and state["planets"][GREEN_1][2] == 3
    assert PHILANTHROPIST in state["hands"][2]  # a used flare goes back to its player
    _, events = encounter(state)
    assert "offense 24, defense 24" in totals_text(events)  # Red's 6 x 4 ships, as the Virus


def test_the_lender_cannot_use_its_power_while_it_is_lent() -> None:
    state = at_regroup({1: "Virus"}, hands={0: [attack(10)], 1: [PHILANTHROPIST, attack(5)], 2: [attack(7)]})
    state = lend(state, 1, 2, BLUE_2)
    _, events = encounter(state, attack(10), attack(5), ships=1)
    assert "offense 11, defense 9" in totals_text(events)  # Blue's 5 + 4 ships, not 5 x 4


def test_a_seat_holding_two_powers_uses_both() -> None:
    _, events = encounter(lent({0: "Tripler", 2: "Virus"}, to=0))
    assert {"power.tripler", "power.virus"} <= {e.kind for e in events}
    assert "offense 72, defense 24" in totals_text(events)  # 6 tripled to 18, then x 4 ships


def test_a_cosmic_zap_on_the_lent_power_leaves_the_receivers_own_power_working() -> None:
    zap = artifact("Cosmic Zap")
    state = lent({0: "Tripler", 2: "Virus"}, to=0, hands={1: [attack(20), zap]}, options=ARTIFACTS)
    state, _ = encounter(state)
    assert "the Tripler power" in open_prompt(state, "response", 1).text
    state, _ = play(state, "response", "pass", 1)  # the Tripler's use goes through
    assert "lent Virus" in open_prompt(state, "response", 1).text
    _, events = play(state, "response", f"cosmiczap:c{zap}:", 1)
    assert "offense 22, defense 24" in totals_text(events)  # 18 + 4 ships: the Virus is zapped


def test_the_lend_lasts_one_encounter() -> None:
    state, _ = encounter(lent({0: "Tripler", 2: "Virus"}, to=0))
    assert state["turn"]["number"] == 2  # Red had no card left for a second encounter
    powers = RULES.view(state, 1)["aliens"]["powers"]
    assert [p["alien"] for p in powers[0]] == ["Tripler"]
    assert powers[2] == [{"alien": "Virus", "summary": powers[2][0]["summary"], "lent": False, "kept": False,
                          "working": True, "face_down": False, "status": None, "status_say": None}]


def test_a_sorcerer_swap_moves_the_aliens_but_not_the_lend() -> None:
    sorcerer = flare_card("Sorcerer")
    state = lent({0: "Tripler", 1: "Human", 2: "Virus"}, to=0, hands={1: [attack(20), sorcerer]})
    state = no_invites(launch(state, 5, {1: 4}))
    state, _ = use(state, 1, sorcerer)  # Red is now the Human, Blue the Tripler
    _, events = cards(state, attack(6), attack(20))
    assert "offense 28, defense 11" in totals_text(events)  # Red: 6 x 4 ships (Virus) + 4 (Human); Blue: 7 + 4


def test_every_seat_sees_the_lend() -> None:
    state = lent({0: "Tripler", 2: "Virus"}, to=0)
    for seat in (0, 1, 2, None):
        view = RULES.view(state, seat)
        assert view["encounter"]["lent"] == {"from": 2, "to": 0, "alien": "Virus"}
        assert [(p["alien"], p["lent"]) for p in view["aliens"]["powers"][0]] == [("Tripler", False), ("Virus", True)]
        assert view["aliens"]["powers"][2] == []


def test_a_lent_power_works_only_while_the_receiver_has_three_home_colonies() -> None:
    state = lent({2: "Virus"}, to=0, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    _, events = encounter(state)
    assert "offense 10, defense 24" in totals_text(events)  # 6 + 4 ships


def test_a_card_zap_cancels_the_lend_and_costs_no_ship() -> None:
    zap = artifact("Card Zap")
    state = at_regroup({2: "Virus"}, hands={1: [attack(20), zap]}, options=ARTIFACTS)
    state, _ = use(state, 2, PHILANTHROPIST, "0")
    state, _ = play(state, "response", f"cardzap:c{zap}:", 1)
    assert PHILANTHROPIST in state["discard"] and state["warp"][2] == 0 and state["enc"]["lent"] is None
    _, events = encounter(state)
    assert "offense 10, defense 24" in totals_text(events)


def test_philanthropist_wild_is_not_offered_without_a_working_power_to_lend() -> None:
    assert offered(at_regroup({2: "Virus"}, ships={(11, 2): 0, (12, 2): 0, (13, 2): 0}), 2) == set()  # lost
    assert offered(at_regroup({}), 2) == set()  # no alien
    assert offered(at_regroup({2: "Philanthropist"}), 2) == set()  # its own flare is the super half


def test_a_standing_answer_for_your_own_power_never_answers_for_a_lent_one() -> None:
    state = at_regroup({0: "Sorcerer", 2: "Trader"})
    state, _ = RULES.apply(state, Action("standing", 0, {"unit": "power", "answer": "always"}))
    state = lend(state, 2, 0, GREEN_1)
    state = no_invites(launch(state, 5, {1: 4}))
    # Red is asked
    assert [o.key for o in open_prompt(state, "response", 0).options] == ["pass", "pass.encounter", "lent:"]


def test_philanthropist_super_makes_the_receiver_play_the_given_encounter_card() -> None:
    state = gave({0: "Philanthropist"})
    state, _ = use(state, 0, PHILANTHROPIST)
    assert [o.label for o in open_prompt(state, "planning.card", 1).options] == ["Attack 01"]


def test_without_the_super_flare_the_receiver_chooses_freely() -> None:
    state = gave({0: "Philanthropist"})
    state, _ = play(state, "response", "pass", 0)
    assert len(open_prompt(state, "planning.card", 1).options) == 3


def test_philanthropist_super_needs_a_gift() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Philanthropist"}, hands={0: [PHILANTHROPIST, attack(8)]})
    assert offered(no_invites(launch(state, 5, {0: 1})), 0) == set()


def test_random_games_lend_powers_and_keep_every_invariant() -> None:
    """Seeded random games with every alien, played until one lends a power (about every other game does)."""
    lends: list[dict] = []

    def check(state: dict, action: Any, events: list) -> None:
        check_all(state, action, events)
        lends.extend(e.data for e in events if e.kind == "flare.philanthropist.lend")

    for seed in range(700, 712):
        result = playout(RULES, 4, seed, options={"aliens": "red", "artifacts": "on"}, check=check)
        assert RULES.result(result.state)
        if lends:
            break
    assert lends and all(lend["seat"] != lend["to"] for lend in lends)
