"""Response windows by email: two timing points with nothing to learn between them asked as one
(``windows=merged``, the default for new tables) or each on its own (``every_point``, the rulebook's
order), and passing for the rest of an encounter."""

from __future__ import annotations

from engine.cosmic import table_options
from tests.engine.cosmic.table import (
    ARTIFACTS,
    RULES,
    artifact,
    attack,
    kinds,
    launch,
    open_prompt,
    play,
    reinforcement,
    table,
)

MERGED = {"windows": "merged"}
PLAGUE, FORCE = artifact("Plague"), artifact("Force Field")


def spec_of(state: dict, seat: int) -> dict:
    return next(s for s in state["pending"] if s["kind"] == "response" and s["seat"] == seat)


def test_new_tables_merge_windows_and_a_game_stored_before_the_option_keeps_every_point() -> None:
    assert RULES.setup({}, 4, 1)[0]["options"]["windows"] == "merged"
    state = table(options=MERGED)
    del state["options"]["windows"]
    assert table_options.get(state, "windows") == "every_point"


def test_the_regroup_window_is_asked_with_the_start_of_turn_when_no_ship_leaves_the_warp() -> None:
    state = table(options={**ARTIFACTS, **MERGED}, destiny=["color:blue"],
                  hands={0: [attack(8)], 1: [attack(9)], 2: [PLAGUE, attack(4)]})
    spec = spec_of(state, 2)
    assert (spec["point"], spec["later"]) == ("start_turn", "regroup")
    prompt = open_prompt(state, "response", 2)
    assert "or regroup: nothing happens between the two" in prompt.text
    assert f"plague:c{PLAGUE}:1" in {o.key for o in prompt.options}
    state, _ = play(state, "response", "pass", 2)
    assert state["enc"]["defense"] == 1 and not state["windows"]  # destiny drawn: no regroup window
    assert kinds(state)[0] == ("launch.ships", 0)


def test_a_play_of_the_later_point_is_carried_out_there_and_its_window_goes_on() -> None:
    state = table(options={**ARTIFACTS, **MERGED}, destiny=["color:blue"],
                  hands={0: [attack(8)], 1: [attack(9)], 2: [PLAGUE, attack(4)]})
    state, _ = play(state, "response", f"plague:c{PLAGUE}:1", 2)
    assert kinds(state) == [("plague.ships", 1)]
    assert state["windows"][-1]["point"] == "regroup" and "later" not in state["windows"][-1]


def test_a_ship_leaving_the_warp_keeps_the_windows_apart() -> None:
    state = table(options={**ARTIFACTS, **MERGED}, destiny=["color:blue"], warp={0: 1},
                  hands={0: [attack(8)], 1: [attack(9)], 2: [PLAGUE, attack(4)]})
    state, _ = play(state, "regroup.colony", "0")
    assert spec_of(state, 2)["point"] == "regroup" and "later" not in spec_of(state, 2)


def mind_after_launch(options: dict) -> dict:
    state = table(destiny=["color:blue"], hands={0: [attack(30)], 1: [attack(4)], 2: [attack(5)]},
                  aliens={2: "Mind"}, options=options)
    return launch(state, 5, {0: 2})


def test_the_mind_is_asked_with_the_launch_window_and_looks_before_the_invitations() -> None:
    state = mind_after_launch(MERGED)
    spec = spec_of(state, 2)
    assert (spec["point"], spec["later"]) == ("launch", "alliance.before")
    state, events = play(state, "response", "power:0", 2)
    assert any(e.kind == "power.mind" for e in events)
    assert state["enc"]["used_at"] == [["Mind", "alliance.before"]]
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]


def test_passing_the_merged_window_passes_both_points_and_every_point_asks_at_its_own() -> None:
    merged = mind_after_launch(MERGED)
    merged, _ = play(merged, "response", "pass", 2)
    assert kinds(merged) == [("alliance.invite", 0), ("alliance.invite", 1)]
    apart = mind_after_launch({"windows": "every_point"})
    assert spec_of(apart, 2)["point"] == "alliance.before" and "later" not in spec_of(apart, 2)


def after_alliances(options: dict, hands: dict[int, list[int]]) -> dict:
    state = table(players=4, destiny=["color:blue"], hands=hands, aliens={0: "Trader"},
                  options={**ARTIFACTS, **options})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 3}})
    return state


HANDS = {0: [attack(4)], 1: [attack(30), attack(20)], 2: [attack(9)], 3: [FORCE, attack(5)]}


def test_a_play_at_the_earlier_point_goes_first_and_the_merged_window_asks_again() -> None:
    state = after_alliances(MERGED, HANDS)
    assert spec_of(state, 0)["later"] == "planning.before"  # the Trader's swap comes before cards are chosen
    state, _ = play(state, "response", "power:", 0)
    state, events = play(state, "response", f"forcefield:c{FORCE}:2", 3)
    assert state["enc"]["allies_off"] == []  # the Force Field, at the alliance point, first
    assert any(e.kind == "response.not_carried_out" and e.seats == (0,) for e in events)
    assert spec_of(state, 0)["point"] == "alliance"  # the same question again, knowing the Force Field
    state, _ = play(state, "response", "power:", 0)
    assert sorted(state["hands"][0]) == [attack(20), attack(30)]
    assert state["enc"]["used_at"] == [["Trader", "planning.before"]]


def test_without_merging_the_trader_waits_for_its_own_window() -> None:
    state = after_alliances({"windows": "every_point"}, HANDS)
    assert kinds(state) == [("response", 3)]
    state, _ = play(state, "response", "pass", 3)
    assert spec_of(state, 0)["point"] == "planning.before"


def test_a_defense_to_draw_a_new_hand_keeps_the_alliance_window_apart() -> None:
    hands = {0: [attack(4)], 1: [], 2: [attack(9)], 3: [FORCE, attack(5)]}
    state = after_alliances(MERGED, hands)
    assert spec_of(state, 3)["point"] == "alliance" and "later" not in spec_of(state, 3)


def passed_at_regroup(new_card: int | None, answer: str = "pass.encounter") -> dict:
    """Seat 2 passes for the encounter at the regroup (its Plague), then joins the offense holding a
    reinforcement it held then, and maybe one it did not."""
    state = table(players=4, options={**ARTIFACTS, "windows": "every_point"}, destiny=["color:blue"],
                  hands={0: [attack(8)], 1: [attack(9)], 2: [PLAGUE, R5, attack(4)], 3: [attack(5)]})
    state, _ = play(state, "response", answer, 2)
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    if new_card is not None:
        state["hands"][2].append(new_card)  # as if drawn
    state, _ = play(state, "planning.card", f"c{attack(8)}", 0)
    state, _ = play(state, "planning.card", f"c{attack(9)}", 1)
    return state


R5, R3 = reinforcement(5), reinforcement(3)


def test_a_player_who_passed_for_the_encounter_is_not_asked_for_what_it_held() -> None:
    assert ("response", 2) in kinds(passed_at_regroup(None, "pass"))  # its reinforcement, after the reveal
    state = passed_at_regroup(None)
    assert state["turn"]["number"] == 2  # the encounter went on to its end without asking it


def test_a_card_it_did_not_hold_asks_it_again() -> None:
    state = passed_at_regroup(R3)
    keys = {o.key for o in open_prompt(state, "response", 2).options}
    assert {f"reinforcement:c{R3}:offense", f"reinforcement:c{R5}:offense"} <= keys
