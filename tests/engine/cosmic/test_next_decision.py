"""The decision that follows a response window asked alongside it (``next_decision=with_window``, the default
for new tables) or once it has closed (``after_window``, the rulebook's order): the encounter cards with the
window before cards are chosen, "a second encounter?" with the window that ends the encounter.  An answer
given alongside counts only if the window closes with nothing played; a play withdraws it."""

from __future__ import annotations

from engine.cosmic import table_options
from engine.cosmic.invariants import check_hidden
from tests.engine.cosmic.table import (
    ARTIFACTS,
    RULES,
    artifact,
    attack,
    cards,
    flare_card,
    kinds,
    launch,
    play,
    table,
)

ALONGSIDE = {"next_decision": "with_window", "windows": "merged"}
FORCE = artifact("Force Field")
HANDS = {0: [attack(8), attack(20)], 1: [attack(9)], 2: [attack(4)], 3: [FORCE, attack(5)]}


def revealed(events: list) -> tuple[int, int]:
    data = next(e.data for e in events if e.kind == "reveal")
    return data["offense"], data["defense"]


def alongside_specs(state: dict) -> list[tuple[str, int]]:
    return [(s["kind"], s["seat"]) for s in state["pending"] if s.get("alongside")]


def after_alliances(options: dict) -> dict:
    """Seat 2 joins the offense; seat 3 holds a Force Field, playable once alliances are formed."""
    state = table(players=4, destiny=["color:blue"], hands=HANDS, options={**ARTIFACTS, **options})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 3}})
    return state


def test_new_tables_ask_alongside_and_a_game_stored_before_the_option_waits_for_the_window() -> None:
    assert RULES.setup({}, 4, 1)[0]["options"]["next_decision"] == "with_window"
    state = table(options=ALONGSIDE)
    del state["options"]["next_decision"]
    assert table_options.get(state, "next_decision") == "after_window"


def test_the_cards_are_asked_with_the_window_before_them_and_count_once_it_closes_with_nothing_played() -> None:
    state = after_alliances(ALONGSIDE)
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1), ("response", 3)]
    assert "your answer counts if nobody plays anything there" in RULES.prompts(state)[1].text
    state, events = play(state, "planning.card", f"c{attack(20)}", 0)
    assert attack(20) in state["hands"][0] and state["enc"]["cards"]["offense"] is None  # still in hand
    assert not [e for e in events if e.kind.startswith("planning.")]  # nobody is told a card was chosen
    check_hidden(state)
    assert "early" not in RULES.view(state, 3)["encounter"]
    state, _ = play(state, "response", "pass", 3)  # the window closes; the defense's card is still to come
    assert kinds(state) == [("planning.card", 1)]
    state, events = play(state, "planning.card", f"c{attack(9)}", 1)
    assert [e.kind for e in events].count("planning.chosen") == 2
    assert revealed(events) == (attack(20), attack(9))
    assert attack(20) not in state["hands"][0]


def test_a_play_in_the_window_withdraws_the_cards_and_they_are_asked_again_after_it() -> None:
    state = after_alliances(ALONGSIDE)
    state, _ = play(state, "planning.card", f"c{attack(20)}", 0)
    state, _ = play(state, "planning.card", f"c{attack(9)}", 1)
    state, _ = play(state, "response", f"forcefield:c{FORCE}:2", 3)
    assert state["enc"]["allies_off"] == [] and "early" not in state["enc"]
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]  # knowing the Force Field
    assert alongside_specs(state) == []
    state, events = cards(state, attack(8), attack(9))
    assert revealed(events) == (attack(8), attack(9))


def test_after_the_window_the_cards_wait_for_it() -> None:
    state = after_alliances({"next_decision": "after_window", "windows": "merged"})
    assert kinds(state) == [("response", 3)]
    state, _ = play(state, "response", "pass", 3)
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]
    assert alongside_specs(state) == []


def test_with_no_window_the_cards_are_asked_as_before() -> None:
    state = table(players=4, destiny=["color:blue"], hands={0: [attack(8)], 1: [attack(9)]}, options=ALONGSIDE)
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": []})
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)] and alongside_specs(state) == []


def won_against_a_clone(options: dict) -> dict:
    """The offense wins its first encounter and holds another encounter card; the defense is the Clone, asked
    at the end of the encounter whether to take its card back."""
    state = table(destiny=["color:blue"], hands={0: [attack(20), attack(6)], 1: [attack(4)], 2: [attack(5)]},
                  aliens={1: "Clone"}, options=options)
    state = launch(state, 5, {0: 2})
    for _ in range(2):
        state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = cards(state, attack(20), attack(4))
    return state


def test_a_second_encounter_is_asked_with_the_window_that_ends_the_encounter() -> None:
    state = won_against_a_clone(ALONGSIDE)
    assert sorted(kinds(state)) == [("encounter.second", 0), ("response", 1)]
    state, _ = play(state, "encounter.second", "yes", 0)
    assert state["turn"]["encounter"] == 1  # not before the window closes
    state, events = play(state, "response", "pass", 1)
    assert "turn.second" in [e.kind for e in events] and state["turn"]["encounter"] == 2


def test_a_play_at_the_end_of_the_encounter_withdraws_the_answer_and_asks_again() -> None:
    state = won_against_a_clone(ALONGSIDE)
    state, _ = play(state, "encounter.second", "no", 0)
    state, _ = play(state, "response", "power:", 1)
    assert kinds(state) == [("encounter.second", 0)] and alongside_specs(state) == []
    assert attack(4) in state["hands"][1]  # the Clone's card back in hand
    state, events = play(state, "encounter.second", "yes", 0)
    assert state["turn"]["encounter"] == 2


def test_after_the_window_the_second_encounter_waits_for_it() -> None:
    state = won_against_a_clone({"next_decision": "after_window"})
    assert kinds(state) == [("response", 1)]
    state, _ = play(state, "response", "pass", 1)
    assert kinds(state) == [("encounter.second", 0)]


DICTATOR = flare_card("Dictator")


def destiny_drawn(options: dict) -> dict:
    """Destiny names blue; seat 2 holds the Dictator's wild flare, which makes the offense draw destiny again."""
    return table(destiny=["color:blue", "color:green"], options=options,
                 hands={0: [attack(8)], 1: [attack(9)], 2: [attack(5), DICTATOR]})


def test_the_launch_is_asked_with_the_destiny_window_and_carried_out_once_it_closes() -> None:
    state = destiny_drawn({**ALONGSIDE, "invitations": "with_launch"})
    assert sorted(kinds(state)) == [("alliance.invite", 1), ("launch.ships", 0), ("response", 2)]
    state, events = play(state, "launch.ships", {"planet": "5", "ships": {"0": 2}, "invite": ["2"]}, 0)
    assert state["enc"]["target"] is None and "launch" not in [e.kind for e in events]
    state, _ = play(state, "alliance.invite", {"invite": []}, 1)
    state, events = play(state, "response", "pass", 2)
    assert state["enc"]["target"] == 5 and sum(state["enc"]["gate"][0].values()) == 2
    assert [e.kind for e in events if e.kind in ("launch", "alliance.invite")] == ["launch", "alliance.invite",
                                                                                   "alliance.invite"]
    assert kinds(state) == [("alliance.join", 2)]


def test_a_play_at_destiny_withdraws_the_launch_aimed_at_the_old_defense() -> None:
    state = destiny_drawn({**ALONGSIDE, "invitations": "with_launch"})
    state, _ = play(state, "launch.ships", {"planet": "5", "ships": {"0": 2}, "invite": []}, 0)
    state, _ = play(state, "response", f"flare:c{DICTATOR}:", 2)
    assert state["enc"]["defense"] == 2 and "early" not in state["enc"]  # destiny drawn again: green
    assert [s for s in state["pending"] if s["kind"] == "launch.ships"][0].get("alongside") is None
    assert sum(state["enc"]["gate"][0].values()) == 0


def test_after_the_window_the_launch_waits_for_it() -> None:
    state = destiny_drawn({"next_decision": "after_window", "invitations": "with_launch"})
    assert kinds(state) == [("response", 2)]


def after_launch_with_a_mind(options: dict) -> dict:
    """The Mind may look at a hand in the launch window, so the invitations are not given with the launch."""
    state = table(destiny=["color:blue"], hands={0: [attack(30)], 1: [attack(4)], 2: [attack(5)]},
                  aliens={2: "Mind"}, options=options)
    return launch(state, 5, {0: 2})


def test_the_invitations_are_asked_with_the_launch_window_when_they_could_not_come_with_the_launch() -> None:
    state = after_launch_with_a_mind(ALONGSIDE)
    assert sorted(kinds(state)) == [("alliance.invite", 0), ("alliance.invite", 1), ("response", 2)]
    state, _ = play(state, "alliance.invite", {"invite": ["2"]}, 0)
    state, _ = play(state, "alliance.invite", {"invite": []}, 1)
    assert state["enc"]["invites_off"] == []  # face down while the window is open
    state, _ = play(state, "response", "pass", 2)
    assert state["enc"]["invites_off"] == [2] and kinds(state) == [("alliance.join", 2)]


def test_a_play_in_the_launch_window_withdraws_the_invitations() -> None:
    state = after_launch_with_a_mind(ALONGSIDE)
    state, _ = play(state, "alliance.invite", {"invite": ["2"]}, 0)
    state, _ = play(state, "response", "power:0", 2)  # the Mind looks at the offense's hand
    assert sorted(kinds(state)) == [("alliance.invite", 0), ("alliance.invite", 1)]
    assert alongside_specs(state) == [] and state["enc"]["invites_off"] == []
