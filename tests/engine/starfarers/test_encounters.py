"""Almanac: Encounters (Spotkania) and Wear and Tear (Ząb czasu), on our own deck of 32 cards."""

from __future__ import annotations

import pytest

from engine.starfarers import flow, table
from engine.starfarers.encounter_cards import CARDS
from tests.engine.starfarers.invariants import check_all
from tests.engine.starfarers.scenario import (
    BLUE,
    RED,
    RULES,
    WHITE,
    YELLOW,
    act,
    flight_phase,
    game,
    give,
    keys,
    prompt,
)


def encounter(card: int, seat: int = YELLOW, mine: int = 0, theirs: int = 0):
    """``seat`` in flight meets ``card``; its motherships carry ``mine`` cannons and boosters, others ``theirs``."""
    state = game()
    for s in range(4):
        give(state, s, ore=2, fuel=2, goods=1)
        for kind in ("cannon", "booster"):
            state["ms"][s][kind] = mine if s == seat else theirs
    state = flight_phase(state, seat, 3)
    state["pending"] = []
    state["enc_deck"].remove(card)
    state["enc_deck"].append(card)
    state["step"] = "encounter"
    flow.advance(state, [])
    return state


def settle(state):
    """Answer every follow-up prompt of the encounter with its documented default."""
    events = []
    while state["step"] != "flight" or any(p.kind.startswith("encounter.") for p in RULES.prompts(state)):
        p = RULES.prompts(state)[0]
        state, ev = RULES.apply(state, RULES.timeout_action(state, p))
        check_all(state, None, ev)
        events += ev
    return state, events


@pytest.mark.parametrize("card", [c for c in CARDS if c["ask"]], ids=lambda c: f"{c['id']}-{c['family']}")
def test_each_encounter_card_every_answer_resolves_and_the_flight_goes_on(card) -> None:
    state = encounter(card["id"])
    p = prompt(state, "encounter.answer", YELLOW)
    assert card["question"] in p.text
    for key in keys(state, "encounter.answer"):
        after, ev = act(state, "encounter.answer", key)
        after, more = settle(after)
        assert after["step"] == "flight" and after["enc"] is None
        assert prompt(after, "turn.action").seat == YELLOW


def test_merchant_giving_two_takes_two_resources_and_a_half_medal() -> None:
    state = encounter(1)
    state, _ = act(state, "encounter.answer", "2")
    state, _ = act(state, "encounter.give", {"cards": {"ore": 2}})
    assert state["hands"][YELLOW]["ore"] == 0
    state, _ = act(state, "encounter.take", {"cards": {"goods": 1, "food": 1}})
    assert state["halves"][YELLOW] == 2 and state["hands"][YELLOW]["food"] == 1


def test_merchant_giving_nothing_you_draw_from_each_opponent_and_lose_two_half_medals() -> None:
    state = encounter(1)
    state["halves"][YELLOW] = 3
    state, ev = act(state, "encounter.answer", "0")
    assert table.hand_size(state, YELLOW) == 5 + 3 and state["halves"][YELLOW] == 1


def test_pirate_demand_paying_gives_two_cards_and_nothing_else() -> None:
    state = encounter(5)
    state, _ = act(state, "encounter.answer", "yes")
    state, _ = act(state, "encounter.give", {"cards": {"fuel": 2}})
    assert state["hands"][YELLOW]["fuel"] == 0 and state["step"] == "flight"


def test_pirate_refused_and_lost_one_ship_cannot_fly_but_half_a_medal_for_bravery() -> None:
    state = encounter(6, mine=0, theirs=6)
    halves = state["halves"][YELLOW]
    state, ev = act(state, "encounter.answer", "no")
    duel = next(e for e in ev if e.kind == "encounter.duel")
    assert duel.data["other"] == RED and not duel.data["won"]
    ship = table.ships(state, YELLOW)[0]
    assert ship in state["turn"]["grounded"] and state["halves"][YELLOW] == halves + 1
    assert f"move:{ship}" not in keys(state)


def test_pirate_refused_and_won_a_free_trade_ship_on_your_spaceport() -> None:
    state = encounter(5, mine=6, theirs=0)
    state, ev = act(state, "encounter.answer", "no")
    assert any(e.kind == "encounter.duel" and e.data["won"] and e.data["other"] == BLUE for e in ev)
    assert [state["ships"][k]["kind"] for k in table.ships(state, YELLOW)].count("trade") == 1


def test_ties_go_to_the_active_player() -> None:
    state = encounter(10)  # no upgrades anywhere: both sides shake; a tie is a win
    state, ev = act(state, "encounter.answer", "no")
    duel = next(e for e in ev if e.kind == "encounter.duel")
    assert duel.data["won"] == (duel.data["mine"] >= duel.data["theirs"])


def test_flee_succeeds_with_at_least_the_rivals_boosters() -> None:
    state = encounter(12, mine=2, theirs=2)
    state, ev = act(state, "encounter.answer", "yes")
    flee = next(e for e in ev if e.kind == "encounter.duel")
    assert flee.data["won"] and flee.data["other"] == RED and state["step"] == "flight"


def test_fence_police_take_back_what_you_took() -> None:
    state = encounter(7)
    state, _ = act(state, "encounter.answer", "yes")
    state, _ = act(state, "encounter.give", {"cards": {"goods": 1}})
    from tests.engine.starfarers.scenario import force_shake
    force_shake(state, "blue", "yellow")  # 3: the police
    state, ev = act(state, "encounter.take", {"cards": {"carbon": 2}})
    assert state["hands"][YELLOW]["carbon"] == 0 and state["hands"][YELLOW]["goods"] == 0


def test_space_distortion_won_gives_a_space_jump_to_any_free_point() -> None:
    state = encounter(19, mine=6, theirs=0)
    state, _ = act(state, "encounter.answer", "yes")
    p = prompt(state, "encounter.jump")
    ship = p.fields[0].options[0].key
    far = p.fields[1].options[-1].key
    state, ev = act(state, "encounter.jump", {"ship": ship, "point": far})
    assert state["ships"][ship]["at"] == int(far) and state["turn"]["left"][ship] == 0


def test_space_distortion_declined_draws_another_encounter() -> None:
    state = encounter(19)
    state, ev = act(state, "encounter.answer", "no")
    assert [e.kind for e in ev].count("encounter") == 1 and 19 in state["enc_discard"]


@pytest.mark.parametrize("card, threshold", [(22, 5), (23, 8)])
def test_wear_and_tear_every_mothership_at_the_threshold_loses_an_upgrade_then_another_card(card, threshold) -> None:
    state = game()
    state = flight_phase(state, YELLOW, 3)
    state["pending"] = []
    state["ms"][RED] = {"booster": threshold, "cannon": 0, "freight": 0}
    state["ms"][WHITE] = {"booster": threshold - 1, "cannon": 0, "freight": 0}
    state["enc_deck"].remove(card)
    state["enc_deck"].append(card)
    state["step"] = "encounter"
    ev = []
    flow.advance(state, ev)
    assert state["ms"][RED]["booster"] == threshold - 1 and state["ms"][WHITE]["booster"] == threshold - 1
    assert [e.kind for e in ev].count("encounter") == 2


def test_an_encounter_answer_that_times_out_is_the_cautious_one() -> None:
    state = encounter(1)
    assert RULES.timeout_action(state, prompt(state, "encounter.answer")).choice == "0"
    state = encounter(5)
    assert RULES.timeout_action(state, prompt(state, "encounter.answer")).choice == "no"


def test_the_deck_holds_thirty_two_cards_and_two_wear_and_tear() -> None:
    assert sorted(c["id"] for c in CARDS) == list(range(1, 33))
    assert sum(1 for c in CARDS if c["family"] == "wear") == 2


def test_the_readme_documents_every_card() -> None:
    from pathlib import Path

    import engine.starfarers

    readme = (Path(engine.starfarers.__file__).parent / "README.md").read_text(encoding="utf-8")
    for card in CARDS:
        assert f"| {card['id']} | {card['title']} | {card['question']} |" in readme, f"card {card['id']}"


def test_the_readme_gives_a_deadline_default_for_every_kind_of_prompt() -> None:
    from pathlib import Path

    import engine.starfarers
    from engine.starfarers.flow import DECISIONS

    readme = (Path(engine.starfarers.__file__).parent / "README.md").read_text(encoding="utf-8")
    for kind in DECISIONS:
        assert f"(`{kind}`) |" in readme, kind
