"""The Changing Powers variant (rulebook, "Warianty rozgrywki: Zmienne moce"): at the start of its turn the
offense draws a new alien sheet, keeps the old or the new one and discards the other; with Hidden Powers the
new sheet enters face down."""

from __future__ import annotations

import json

from engine.cosmic import alien_swap
from engine.cosmic.invariants import check_all
from engine.playout import playout
from tests.engine.cosmic.table import RULES, kinds, open_prompt, play, table

CHANGING = {"aliens": "red", "changing_powers": "on"}
ALIENS = {0: "Virus", 1: "Human", 2: "Zombie"}


def drawn(state: dict) -> str:
    return state["pending"][0]["drawn"]


def test_the_offense_is_asked_first_thing_in_its_turn_to_keep_its_alien_or_take_a_new_one() -> None:
    state = table(destiny=["color:blue"], aliens=ALIENS, options=CHANGING)
    assert kinds(state) == [("changing.keep", 0)]
    new = drawn(state)
    assert new not in ALIENS.values()
    prompt = open_prompt(state, "changing.keep", 0)
    assert [o.label for o in prompt.options] == ["Keep the Virus", f"Take the {new}"]
    for seat in (1, 2):  # the drawn sheet is the offense's to see
        assert new not in json.dumps(RULES.view(state, seat))
        assert all(p.seat != seat for p in RULES.prompts(state))


def test_taking_the_new_alien_discards_the_old_one_for_good() -> None:
    state = table(destiny=["color:blue"], aliens=ALIENS, options=CHANGING)
    new = drawn(state)
    state, events = play(state, "changing.keep", "take", 0)
    assert state["aliens"][0] == new and state["aliens_out"] == ["Virus"]
    assert any(e.kind == "alien.changed" and e.seats is None and f"is now the {new}" in e.text for e in events)
    assert RULES.view(state, 1)["aliens"]["players"][0] == new
    check_all(state, None, events)


def test_keeping_the_old_alien_discards_the_drawn_one() -> None:
    state = table(destiny=["color:blue"], aliens=ALIENS, options=CHANGING)
    new = drawn(state)
    state, events = play(state, "changing.keep", "keep", 0)
    assert state["aliens"][0] == "Virus" and state["aliens_out"] == [new]
    assert any(e.kind == "alien.kept" for e in events)


def test_the_start_of_turn_window_and_the_launch_follow_the_choice() -> None:
    state = table(destiny=["color:blue"], aliens=ALIENS, options=CHANGING)
    state, _ = play(state, "changing.keep", "keep", 0)
    assert ("changing.keep", 0) not in kinds(state)
    assert any(kind in ("launch.ships", "regroup.launch", "response") for kind, _ in kinds(state))


def test_the_timeout_keeps_the_alien_the_player_has() -> None:
    state = table(destiny=["color:blue"], aliens=ALIENS, options=CHANGING)
    prompt = open_prompt(state, "changing.keep", 0)
    assert RULES.timeout_action(state, prompt).choice == "keep"


def test_a_discarded_sheet_never_comes_back() -> None:
    state = table(destiny=["color:blue"], aliens=ALIENS, options=CHANGING)
    first = drawn(state)
    state, _ = play(state, "changing.keep", "keep", 0)
    assert first not in alien_swap.unused(state)


def test_with_hidden_powers_a_taken_sheet_enters_face_down() -> None:
    state = table(destiny=["color:blue"], aliens=ALIENS, options={**CHANGING, "hidden_powers": "on"})
    new = drawn(state)
    state, events = play(state, "changing.keep", "take", 0)
    assert state["face_down"] == [new]
    public = [e for e in events if e.kind == "alien.changed.hidden"]
    assert public and all(new not in e.text for e in public)
    assert any(e.kind == "alien.changed.mine" and e.seats == (0,) and new in e.text for e in events)
    assert RULES.view(state, 1)["aliens"]["players"][0] is None
    assert RULES.view(state, 0)["aliens"]["players"][0] == new


def test_without_the_variant_nothing_is_drawn() -> None:
    state = table(destiny=["color:blue"], aliens=ALIENS, options={"aliens": "red"})
    assert ("changing.keep", 0) not in kinds(state)


def test_a_random_game_with_changing_and_hidden_powers_keeps_every_invariant() -> None:
    result = playout(RULES, 4, 19, check=check_all,
                     options={**CHANGING, "hidden_powers": "on", "free_flares": "on", "artifacts": "on"})
    assert RULES.result(result.state)
    assert result.state.get("aliens_out"), "no alien changed in a whole game"


def test_the_cards_a_discarded_sheet_kept_aside_go_to_the_discard_pile() -> None:
    """A Citadel's citadels would otherwise leave every count of the cards when its sheet leaves the game."""
    from engine.cosmic.aliens.citadel import citadels
    from engine.cosmic.invariants import check_accounting

    state = table(options=CHANGING, aliens={0: "Citadel", 1: "Human", 2: "Zombie"})
    card = state["hands"][0].pop()
    citadels(state)["1"] = [card]
    check_accounting(state)
    events: list = []
    alien_swap.swap(state, 0, "Virus", events, "Changing Powers")
    assert card in state["discard"] and any(e.kind == "alien.aside.discarded" for e in events)
    check_accounting(state)
