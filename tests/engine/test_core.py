"""The contract's shape checks: what the service relies on to refuse bad form input."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import get_ruleset
from engine.core import Action, Event, Field, IllegalAction, Option, Prompt, check_shape, status_lines

OPTS = (Option("a", "A"), Option("b", "B"), Option("c", "C"))


def composite(*fields: Field) -> Prompt:
    return Prompt("p1", 0, "test.kind", "Pick", "decision", fields=fields)


def test_enumerated_prompt_accepts_only_offered_keys() -> None:
    prompt = Prompt("p1", 0, "k", "Pick", "decision", options=OPTS)
    assert check_shape(prompt, "b") == "b"
    with pytest.raises(IllegalAction, match="not one of the choices"):
        check_shape(prompt, "z")
    with pytest.raises(IllegalAction):
        check_shape(prompt, {"x": 1})


def test_count_map_checks_caps_totals_keys_and_numbers() -> None:
    prompt = composite(Field("ships", "Ships", "count_map", OPTS, min=1, max=4, caps=(4, 2, 1)))
    assert check_shape(prompt, {"ships": {"a": "2", "b": 0, "c": 1}}) == {"ships": {"a": 2, "c": 1}}
    for bad, reason in [({"a": 5}, "at most 4"), ({"b": 3}, "at most 2"), ({"a": 3, "b": 2}, "between 1 and 4"),
                        ({}, "between 1 and 4"), ({"z": 1}, "nothing to take"), ({"a": "two"}, "whole number"),
                        ({"a": -1}, "at most")]:
        with pytest.raises(IllegalAction, match=reason):
            check_shape(prompt, {"ships": bad})


def test_counts_come_back_in_the_order_of_the_places_however_they_were_given() -> None:
    prompt = composite(Field("ships", "Ships", "count_map", OPTS, max=4))
    for given in ({"a": 1, "c": 2}, {"c": 2, "a": 1}, {"c": 2, "b": 0, "a": 1}, {"b": 0, "a": 1, "c": 2}):
        assert list(check_shape(prompt, {"ships": given})["ships"].items()) == [("a", 1), ("c", 2)]


def test_multi_choice_and_int_fields() -> None:
    prompt = composite(Field("who", "Who", "multi", OPTS, min=0, max=2),
                       Field("one", "One", "choice", OPTS, required=False),
                       Field("n", "N", "int", min=0, max=3))
    assert check_shape(prompt, {"who": ["c", "a"], "n": "2"}) == {"who": ["a", "c"], "one": None, "n": 2}
    for bad in [{"who": ["a", "a"]}, {"who": ["a", "b", "c"]}, {"one": "z"}, {"n": 4}, {"n": True}]:
        with pytest.raises(IllegalAction):
            check_shape(prompt, bad)
    with pytest.raises(IllegalAction, match="filled in"):
        check_shape(prompt, "a")


@pytest.mark.parametrize("raw", [float("inf"), float("-inf"), float("nan"), 1e308, 1.5, "1e400", "9" * 5000, [1]])
def test_counts_must_be_whole_numbers_however_they_are_written(raw: object) -> None:
    prompt = composite(Field("n", "N", "int", min=0, max=3), Field("ships", "Ships", "count_map", OPTS, max=4))
    for bad in ({"n": raw}, {"ships": {"a": raw}}):
        with pytest.raises(IllegalAction, match="whole number|from 0 to 3|at most"):
            check_shape(prompt, bad)
    assert check_shape(prompt, {"n": 2.0}) == {"n": 2, "ships": {}}


def test_a_field_not_offered_is_refused_with_an_answer_and_ignored_when_blank() -> None:
    """Rather than dropped in silence: a client's stale "free 2 ships" must not vanish unseen."""
    prompt = composite(Field("n", "N", "int", min=0, max=3))
    with pytest.raises(IllegalAction, match="zombie_free: not part of this decision"):
        check_shape(prompt, {"n": 1, "zombie_free": 2})
    for blank in (0, None, "", [], {}):
        assert check_shape(prompt, {"n": 1, "zombie_free": blank}) == {"n": 1}


def test_a_field_not_offered_is_refused_before_those_offered_are_checked() -> None:
    prompt = composite(Field("n", "N", "int", min=0, max=3), Field("one", "One", "choice", OPTS))
    with pytest.raises(IllegalAction, match="extra: not part of this decision"):
        check_shape(prompt, {"one": "z", "n": 9, "extra": 1})
    assert list(check_shape(prompt, {"one": "a", "n": 1, "extra": None}).items()) == [("n", 1), ("one", "a")]


def test_required_choice_must_be_given() -> None:
    with pytest.raises(IllegalAction, match="choose one"):
        check_shape(composite(Field("one", "One", "choice", OPTS)), {})


def test_action_and_event_round_trip_and_visibility() -> None:
    action = Action("p9-x", 2, {"a": [1]})
    assert Action.from_dict(action.to_dict()) == action
    public, private = Event("k", "t"), Event("k", "t", seats=(1,))
    assert public.visible_to(None) and public.visible_to(3)
    assert private.visible_to(1) and not private.visible_to(0) and not private.visible_to(None)


def test_a_player_token_in_engine_text_becomes_the_name_the_service_gives() -> None:
    from engine.core import player, render_players

    text = f"{player(0)} attacks {player(12)}; {player(0)} wins."
    assert render_players(text, {0: "Ann", 12: "Bob"}.__getitem__) == "Ann attacks Bob; Ann wins."
    assert render_players("No players here {p:x}.", str) == "No players here {p:x}."


@pytest.mark.parametrize("name", ["cosmic", "cosmic-ah2000", "starfarers"])
def test_a_ruleset_s_own_status_lines_are_its_view_s(name: str) -> None:
    """What the emails show without the whole view is, for every reader at every step, what the view lists
    (Cosmic's lines themselves: tests/engine/cosmic/test_view_status.py)."""
    rules = get_ruleset(name)
    assert getattr(rules, "status_lines", None) is not None
    options = {f.name: f.default for f in rules.option_fields()} | ({"aliens": "red"} if name == "cosmic" else {})
    r = random.Random(3)
    state, _ = rules.setup(options, rules.min_players + 1, 3)
    for _ in range(150):
        for seat in [None, *range(state["n"])]:
            view = rules.view(state, seat)
            lines = view.get("status_lines") or []
            assert status_lines(rules, state, seat) == list(
                zip(lines, view.get("status_says") or [None] * len(lines), strict=True))
        if rules.result(state):
            break
        prompt = r.choice(rules.prompts(state))
        state, _ = rules.apply(state, rules.random_action(state, prompt, r))


def test_without_its_own_status_lines_a_ruleset_s_are_read_from_its_view() -> None:
    class Viewed:
        def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
            return {"status_lines": [f"{{p:{seat}}}: 3 tokens"]} if seat is not None else {}

    assert status_lines(Viewed(), {}, 1) == [("{p:1}: 3 tokens", None)]  # type: ignore[arg-type]
    assert status_lines(Viewed(), {}, None) == []  # type: ignore[arg-type]
