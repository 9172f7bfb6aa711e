"""Response windows, with reinforcements as their first user."""

from __future__ import annotations

from engine.cosmic import board, timing
from tests.engine.cosmic.table import (
    NEGOTIATES,
    RULES,
    attack,
    cards,
    kinds,
    launch,
    open_prompt,
    play,
    reinforcement,
    table,
)

R2, R3, R5 = reinforcement(2), reinforcement(3), reinforcement(5)


def revealed(hands: dict[int, list[int]], players: int = 4, ally: bool = True) -> dict:
    state = table(players=players, destiny=["color:blue"], hands=hands)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"] if ally else []})
    state, _ = play(state, "alliance.invite", {"invite": []})
    if ally:
        state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    return cards(state, hands[0][0], hands[1][0])[0]


def test_only_main_players_and_allies_holding_reinforcements_are_asked() -> None:
    state = revealed({0: [attack(8), R2], 1: [attack(9)], 2: [attack(4), R3], 3: [attack(5), R5]})
    assert sorted(kinds(state)) == [("response", 0), ("response", 2)]  # seat 3 is a bystander
    assert all(p.deadline_class == "response" for p in RULES.prompts(state))


def test_nobody_is_asked_when_no_one_involved_can_play() -> None:
    state = revealed({0: [attack(20), attack(6)], 1: [attack(4)], 2: [attack(5)], 3: [attack(7), R5]})
    assert kinds(state) == [("encounter.second", 0)]


def test_reinforcements_are_only_asked_for_when_totals_matter() -> None:
    state = revealed({0: [attack(8), R2], 1: [NEGOTIATES[0]], 2: [attack(4)], 3: [attack(5)]})
    assert ("response", 0) not in kinds(state)


def test_a_reinforcement_can_be_played_for_either_side_and_changes_the_total() -> None:
    # offense 8 + 3 ships = 11, defense 9 + 4 ships = 13; +3 for the offense would tie (defense wins ties)
    state = revealed({0: [attack(8), R5], 1: [attack(9)], 2: [attack(4)], 3: [attack(5)]})
    prompt = open_prompt(state, "response", 0)
    assert {o.key for o in prompt.options} == {"pass", "pass.encounter", f"reinforcement:c{R5}:offense",
                                               f"reinforcement:c{R5}:defense"}
    state, events = play(state, "response", f"reinforcement:c{R5}:offense", 0)
    assert "offense 16, defense 13" in next(e.text for e in events if e.kind == "resolution.outcome")
    assert R5 in state["discard"]


def test_the_window_reopens_after_a_play_and_closes_when_all_pass() -> None:
    state = revealed({0: [attack(8), R2, R3], 1: [attack(9), R5], 2: [attack(4)], 3: [attack(5)]})
    assert sorted(kinds(state)) == [("response", 0), ("response", 1)]
    state, _ = play(state, "response", f"reinforcement:c{R2}:offense", 0)
    state, _ = play(state, "response", "pass", 1)
    assert sorted(kinds(state)) == [("response", 0), ("response", 1)]  # reopened, R3 and R5 still in hand
    state, _ = play(state, "response", "pass", 0)
    state, events = play(state, "response", "pass", 1)
    assert any(e.kind == "resolution.outcome" for e in events)


def test_simultaneous_plays_resolve_in_priority_order_offense_first_then_the_rest_decide_again() -> None:
    state = revealed({0: [attack(8), R2], 1: [attack(9), R3], 2: [attack(4)], 3: [attack(5)]})
    state, _ = play(state, "response", f"reinforcement:c{R3}:defense", 1)
    state, events = play(state, "response", f"reinforcement:c{R2}:offense", 0)
    assert [e.data["seat"] for e in events if e.kind == "reinforcement.played"] == [0]
    assert kinds(state) == [("response", 1)]  # the defense decides again, knowing the offense's play
    state, events = play(state, "response", f"reinforcement:c{R3}:defense", 1)
    assert [e.data["seat"] for e in events if e.kind == "reinforcement.played"] == [1]


def test_a_response_passes_on_timeout() -> None:
    state = revealed({0: [attack(8), R2], 1: [attack(9)], 2: [attack(4)], 3: [attack(5)]})
    prompt = open_prompt(state, "response", 0)
    assert RULES.timeout_action(state, prompt).choice == "pass"
    state, _ = RULES.apply(state, RULES.timeout_action(state, prompt))
    assert R2 in state["hands"][0]


def test_undecided_responses_are_not_in_anyone_elses_view() -> None:
    state = revealed({0: [attack(8), R2], 1: [attack(9), R3], 2: [attack(4)], 3: [attack(5)]})
    state, _ = play(state, "response", f"reinforcement:c{R2}:offense", 0)
    assert "reinforcement:" not in str(RULES.view(state, 1)) and "reinforcement:" not in str(RULES.view(state, 0))
    assert state["windows"][-1]["answers"] == {"0": f"reinforcement:c{R2}:offense"}


def test_priority_order_is_offense_defense_then_clockwise_from_the_offense_left() -> None:
    state = table(players=5, offense=2, destiny=["color:red"])
    assert board.priority_order(state) == [2, 0, 3, 4, 1]


def test_every_timing_point_is_known_and_reinforcements_use_the_reveal_point() -> None:
    assert "reinforcement" in [u.name for u in timing.units_at("reveal")]
    assert len(set(timing.POINTS)) == len(timing.POINTS)


def test_a_play_not_carried_out_is_told_to_its_player_alone_with_who_came_first() -> None:
    # the defense answers first with +3; the offense's +2 comes first in priority order
    state = revealed({0: [attack(8), R2], 1: [attack(9), R3], 2: [attack(4)], 3: [attack(5)]})
    state, _ = play(state, "response", f"reinforcement:c{R3}:defense", 1)
    state, events = play(state, "response", f"reinforcement:c{R2}:offense", 0)
    told = [e for e in events if e.kind == "response.not_carried_out"]
    assert len(told) == 1 and told[0].seats == (1,)
    assert [e.kind for e in events].index("reinforcement.played") < events.index(told[0])  # the play, then why
    said = {k: told[0].data[k] for k in ("seat", "first", "play")}
    assert said == {"seat": 1, "first": 0, "play": f"reinforcement:c{R3}:defense"}
    assert "Reinforcement +3 for the defense" in told[0].text and "was not carried out" in told[0].text
    assert "Reinforcement +2 for the offense" in told[0].text  # what came first, already public
    assert R3 in state["hands"][1] and kinds(state) == [("response", 1)]  # still in hand, asked again


def test_the_play_carried_out_tells_nobody_it_was_not() -> None:
    state = revealed({0: [attack(8), R2], 1: [attack(9), R3], 2: [attack(4)], 3: [attack(5)]})
    state, _ = play(state, "response", "pass", 1)
    state, events = play(state, "response", f"reinforcement:c{R2}:offense", 0)
    assert not [e for e in events if e.kind == "response.not_carried_out"]


def test_two_copies_of_a_reinforcement_give_one_choice_per_side() -> None:
    state = revealed({0: [attack(8), reinforcement(3), reinforcement(3, 1)], 1: [attack(9)], 2: [attack(4)],
                      3: [attack(5)]})
    prompt = open_prompt(state, "response", 0)
    labels = [o.label for o in prompt.options]
    assert len(labels) == len(set(labels)) == 4  # pass, for the encounter, +3 for the offense, +3 for the defense
    first = min(reinforcement(3), reinforcement(3, 1))
    assert {o.key for o in prompt.options} == {"pass", "pass.encounter", f"reinforcement:c{first}:offense",
                                               f"reinforcement:c{first}:defense"}
