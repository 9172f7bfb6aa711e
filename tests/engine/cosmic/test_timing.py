"""Response windows skip what cannot play: a unit whose cards the seat does not hold or the game left in the
box, a power in a game without aliens or whose seat's power is not used at that point. The skipping must never
hide a play, so on states of seeded games (the base game, every alien, artifacts, the technology variant, hidden
powers) each seat's plays at each point, and what plays by itself there, are exactly every unit's own, and a seat
left out of a round (``timing.holders``, ``timing.triggering_seats``) has none."""

from __future__ import annotations

import random

from engine.cosmic import hands, timing
from engine.playout import open_prompts
from tests.engine.cosmic.table import RULES, table


def test_the_window_gates_hide_no_play() -> None:
    compared = offered = triggered = 0
    for seed, options in ((5, {"aliens": "red", "artifacts": "on"}),
                          (6, {"aliens": "red", "artifacts": "on", "technology": "on"}), (7, {"artifacts": "on"}),
                          (8, {}), (10, {"aliens": "red", "hidden_powers": "on"})):
        state, _ = RULES.setup(options, 4, seed)
        r = random.Random(seed)
        for _ in range(250):
            if RULES.result(state) is not None:
                break
            if state["windows"]:  # a unit is asked only at the point of an open window
                point = state["windows"][-1]["point"]
                seats = list(range(state["n"]))
                holders = timing.holders(state, seats, [timing.in_play(state, point)], timing.beyond_hand(state))
                for seat in seats:
                    every = [o for unit in timing.units_at(point) for o in unit.plays(state, seat, point)]
                    assert timing.plays_for(state, seat, point) == every, (seed, point, seat)
                    assert seat in holders or not every, (seed, point, seat)
                    assert timing.plays_for(state, seat, point, beyond=timing.beyond_hand(state)) == every
                    compared += 1
                    offered += len(every)
            # What plays by itself is asked as a window opens; one that did waits on the stack under the reaction
            # window, so the windows below the top one still offer it.
            for point in {window["point"] for window in state["windows"]}:
                seats = list(range(state["n"]))
                may = timing.triggering_seats(timing.triggering(state, point), seats)
                for seat in seats:
                    by_itself = [key for unit in timing.units_at(point) if hasattr(unit, "triggers")
                                 for key in unit.triggers(state, seat, point)]
                    assert timing.triggers(state, seat, point) == by_itself, (seed, point, seat)
                    assert seat in may or not by_itself, (seed, point, seat)
                    triggered += len(by_itself)
            prompt = r.choice(open_prompts(RULES, state))
            state, _ = RULES.apply(state, RULES.random_action(state, prompt, r), owned=True, prompt=prompt)
    assert compared > 500 and offered > 100 and triggered > 0


def test_a_game_without_aliens_asks_no_power_and_a_seat_without_artifacts_plays_none() -> None:
    state, _ = RULES.setup({"artifacts": "on"}, 4, 3)
    assert not any(unit.name == "power" for unit, *_ in timing.in_play(state, "regroup"))
    artifacts = {"mobius", "plague"}
    state["hands"][0] = [c for c in state["hands"][0]
                         if not any(c in getattr(u, "cards", ()) for u in timing.units_at("regroup"))]
    assert not any(o.key.split(":")[0] in artifacts for o in timing.plays_for(state, 0, "regroup"))


def test_cards_left_in_the_box_are_offered_by_no_window_whichever_table_asked_before() -> None:
    """Units are worked out per box (the cards a table's options leave out); tables asked in turn keep theirs."""
    base, _ = RULES.setup({}, 4, 3)
    with_artifacts, _ = RULES.setup({"artifacts": "on"}, 4, 3)
    for state, artifacts in ((base, set()), (with_artifacts, {"mobius", "plague"}), (base, set())):
        names = {unit.name for unit, *_ in timing.in_play(state, "regroup")}
        assert names & {"mobius", "plague"} == artifacts
        assert "flare" not in names  # no alien, so every flare stayed in the box
    assert timing.in_play(base, "destiny") == []  # nobody is asked there, not even whether to pass


def test_only_a_seat_whose_power_keeps_cards_elsewhere_plays_beyond_its_hand() -> None:
    """A window takes the hand as it is for every seat :func:`timing.beyond_hand` leaves out: the Miser's hoard is
    playable for the Miser only, and a power lent or kept beside a seat's own makes any seat possible."""
    state = table(aliens={0: "Tick-Tock", 1: "Miser", 2: "Warrior"})
    assert timing.beyond_hand(state) == {1}
    assert all(hands.playable(state, seat) == state["hands"][seat] for seat in (0, 2))
    assert hands.playable(state, 1) != state["hands"][1]  # the hoard
    assert timing.beyond_hand(table(aliens={0: "Tick-Tock", 2: "Warrior"})) == frozenset()
    state["enc"]["lent"] = {"alien": "Miser", "to": 2}
    assert timing.beyond_hand(state) is None


def test_a_point_found_quiet_has_no_play_and_nothing_playing_by_itself() -> None:
    """A window at a quiet point is over without a round (``windows.open_window``), so a point found quiet must
    have no seat with a play and nothing that plays by itself, on states of seeded games; the base game's
    points but the reveal (reinforcements) are quiet, and a game with aliens has none."""
    found = {}
    for seed, options in ((8, {}), (6, {"technology": "on"}), (5, {"aliens": "red", "artifacts": "on"})):
        state, _ = RULES.setup(options, 4, seed)
        r = random.Random(seed)
        for _ in range(120):
            if RULES.result(state) is not None:
                break
            for point in timing.EVERY:
                quiet = timing.quiet(state, (point,))
                found.setdefault((seed, point), set()).add(quiet)
                if quiet:
                    for seat in range(state["n"]):
                        assert not [o for unit in timing.units_at(point) for o in unit.plays(state, seat, point)]
                        assert not [key for unit in timing.units_at(point) if hasattr(unit, "triggers")
                                    for key in unit.triggers(state, seat, point)]
            prompt = r.choice(open_prompts(RULES, state))
            state, _ = RULES.apply(state, RULES.random_action(state, prompt, r), owned=True, prompt=prompt)
    assert all(found[8, point] == {point != "reveal"} for point in timing.EVERY)
    assert all(found[5, point] == {False} for point in timing.EVERY)
    assert timing.quiet(state, ("launch", "alliance.before")) is False
