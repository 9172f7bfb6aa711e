"""The Hidden Powers variant (rulebook, "Warianty rozgrywki: Ukryte moce"): alien sheets stay face down after
they are chosen; a face-down power cannot be used; its owner may turn it up at any time to use it, and it
stays up for the rest of the game."""

from __future__ import annotations

import json

from engine.core import Action
from engine.cosmic import board
from engine.cosmic.hidden_powers import UNIT
from engine.cosmic.invariants import check_all
from engine.playout import playout
from tests.engine.cosmic.aliens.encounter import outcome, to_planning, totals_text
from tests.engine.cosmic.table import (
    RULES,
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

HIDDEN = {"aliens": "red", "hidden_powers": "on"}


def chosen_face_down() -> tuple[dict, list]:
    state, _ = RULES.setup(HIDDEN, 3, 5)
    events: list = []
    for seat in range(3):
        state, ev = play(state, "setup.alien", state["alien_offers"][seat][0], seat)
        events += ev
    return state, events


def face_down_table(aliens: dict[int, str], hands: dict[int, list[int]]) -> dict:
    state = table(destiny=["color:blue"], aliens=aliens, hands=hands, options=HIDDEN)
    state["face_down"] = list(aliens.values())  # as the setup lays them
    return state


def test_chosen_aliens_stay_face_down_and_only_their_owner_sees_them() -> None:
    state, events = chosen_face_down()
    names = state["aliens"]
    assert sorted(state["face_down"]) == sorted(names)
    setup = next(e for e in events if e.kind == "setup.aliens.hidden")
    assert not any(name in setup.text for name in names)
    for viewer in range(3):
        shown = RULES.view(state, viewer)["aliens"]
        assert shown["players"] == [names[s] if s == viewer else None for s in range(3)]
        for seat in range(3):
            if seat != viewer:
                assert names[seat] not in json.dumps(shown["powers"]) + json.dumps(shown["summaries"])


def test_a_face_down_mandatory_power_does_nothing_unless_its_owner_reveals_it_to_use_it() -> None:
    state = face_down_table({0: "Virus"}, {0: [attack(6)], 1: [attack(20)], 2: [attack(5)]})
    state = no_invites(launch(state, 5, {0: 4}))
    state, _ = cards(state, attack(6), attack(20))
    prompt = open_prompt(state, "response", 0)
    uses = [o.label for o in prompt.options if o.key.startswith("power:")]
    assert uses == ["Reveal your Virus and use it: use the power"]
    state, events = play(state, "response", "power:", 0)
    assert any(e.kind == "alien.revealed" and "the Virus" in e.text for e in events)
    assert "offense 24, defense 24" in totals_text(events)  # 6 x 4 ships
    assert state["face_down"] == [] and RULES.view(state, 1)["aliens"]["players"][0] == "Virus"


def test_left_face_down_the_power_is_not_used() -> None:
    state = face_down_table({0: "Virus"}, {0: [attack(6)], 1: [attack(20)], 2: [attack(5)]})
    state = no_invites(launch(state, 5, {0: 4}))
    state, _ = cards(state, attack(6), attack(20))
    state, events = play(state, "response", "pass", 0)
    assert "offense 10, defense 24" in totals_text(events)  # 6 + 4 ships: no Virus
    assert state["face_down"] == ["Virus"]


def test_the_owner_reveals_its_alien_at_any_time_with_one_tap() -> None:
    state = face_down_table({0: "Zombie", 1: "Human", 2: "Virus"}, {})
    units = {u["unit"]: u for u in RULES.view(state, 0)["standing"]}
    assert units[UNIT]["answer"] == "down" and "the Zombie" in units[UNIT]["label"]
    others = {u["unit"]: u["label"] for u in RULES.view(state, 1)["standing"]}
    assert "the Human" in others[UNIT] and "Zombie" not in json.dumps(RULES.view(state, 1))
    state, events = RULES.apply(state, Action("standing", 0, {"unit": UNIT, "answer": "up"}))
    assert [e.kind for e in events] == ["alien.revealed"] and events[0].seats is None
    assert "Zombie" not in state["face_down"]
    assert RULES.view(state, 1)["aliens"]["players"][0] == "Zombie"
    assert UNIT not in {u["unit"] for u in RULES.view(state, 0)["standing"]}


def test_a_revealed_continuous_power_works_and_a_face_down_one_does_not() -> None:
    state = face_down_table({0: "Zombie", 1: "Human", 2: "Virus"}, {})
    events: list = []
    board.to_warp(state, 0, 1, events, "test")
    assert state["warp"][0] == 1  # the face-down Zombie's ships go to the warp
    state, _ = RULES.apply(state, Action("standing", 0, {"unit": UNIT, "answer": "up"}))
    board.to_warp(state, 0, 1, events, "test")
    assert state["warp"][0] == 1  # face up, they go home instead


def test_your_own_flare_gives_its_wild_half_while_your_sheet_is_face_down() -> None:
    tripler = flare_card("Tripler")
    state = face_down_table({0: "Tripler"}, {0: [attack(12), tripler], 1: [attack(20)], 2: [attack(5)]})
    state = no_invites(launch(state, 5, {0: 2}))
    state, _ = cards(state, attack(12), attack(20))
    labels = [o.label for o in open_prompt(state, "response", 0).options]
    assert any("Tripler wild flare" in label for label in labels)
    assert not any("Tripler super flare" in label for label in labels)


def test_a_random_hidden_powers_game_never_shows_a_face_down_alien_to_another_player() -> None:
    result = playout(RULES, 4, 31, check=check_all, options={**HIDDEN, "artifacts": "on"})
    assert RULES.result(result.state)
    assert kinds(result.state) == []


def test_a_face_down_game_setup_alien_takes_its_setup_step_when_turned_up() -> None:
    """Hidden Powers: Tick-Tock's tokens (its Game Setup) would name it, so they come with the reveal."""
    state = face_down_table({0: "Tick-Tock", 1: "Human", 2: "Virus"}, {})
    state.pop("alien_data")  # as the face-down setup leaves it: no Game Setup step yet
    assert "Tick-Tock" not in json.dumps(RULES.view(state, 1))
    state, events = RULES.apply(state, Action("standing", 0, {"unit": UNIT, "answer": "up"}))
    assert [e.kind for e in events] == ["alien.revealed", "power.ticktock.setup"]
    assert state["alien_data"]["Tick-Tock"]["tokens"] == 10
    assert RULES.view(state, 1)["aliens"]["powers"][0][0]["status"] == "tokens: 10"


def human_wild_against_a_face_down_human() -> tuple[dict, int]:
    """Red (offense, attack 8 and the Human's flare) against Blue, the face-down Human (attack 20), which
    passes in the reveal window."""
    card = flare_card("Human")
    hands = {0: [attack(8), card], 1: [attack(20), attack(6)]}
    state = to_planning({1: "Human", 0: "Zombie"}, hands, 2, options=HIDDEN)
    state["face_down"] = ["Human", "Zombie"]
    state, _ = cards(state, attack(8), attack(20))
    assert f"flare:c{card}:" in {o.key for o in open_prompt(state, "response", 0).options}  # offered: Red can't tell
    state, _ = play(state, "response", f"flare:c{card}:", 0)
    state, _ = play(state, "response", "pass", 1)
    return state, card


def passing(state: dict, events: list) -> tuple[dict, list]:
    """Everyone passes in the windows left before the outcome."""
    while any(kind == "response" for kind, _ in kinds(state)):
        state, more = play(state, "response", "pass", next(seat for kind, seat in kinds(state) if kind == "response"))
        events = events + more
    return state, events


def test_the_human_wild_flare_against_a_face_down_human_asks_it_to_turn_up_which_stops_the_flare() -> None:
    """Rules data §5, Human's wild: "if your opponent is not Human"; with Hidden Powers the Human says so by
    turning its sheet up (the README, Hidden Powers)."""
    state, card = human_wild_against_a_face_down_human()
    prompt = open_prompt(state, "flare.human.hidden", 1)
    assert RULES.timeout_action(state, prompt).choice == "reveal"
    assert "flare.human.hidden" not in json.dumps([p.to_dict() for p in RULES.prompts(state) if p.seat != 1])
    state, events = passing(*play(state, "flare.human.hidden", "reveal", 1))
    assert any(e.kind == "alien.revealed" for e in events) and any(e.kind == "flare.human.stopped" for e in events)
    assert outcome(events) == "defense" and state["face_down"] == ["Zombie"] and card in state["hands"][1]


def test_kept_face_down_the_human_lets_the_wild_flare_make_an_attack_42() -> None:
    state, card = human_wild_against_a_face_down_human()
    state, events = passing(*play(state, "flare.human.hidden", "keep", 1))
    assert outcome(events) == "offense" and "Human" in state["face_down"]
    assert not any(e.kind in ("alien.revealed", "flare.human.stopped") for e in events)
    assert "Human" not in json.dumps(RULES.view(state, 0)["aliens"]["players"])

