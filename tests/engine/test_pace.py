"""The pace measure on a tiny made-up game whose waits are known by construction."""

from __future__ import annotations

import random
from typing import Any

from engine.core import Action, Event, Option, Prompt
from engine.pace import game_rounds, pace

State = dict[str, Any]


class TwoAsks:
    """Each round asks both players at once, then player 0 alone; the game ends after four rounds.

    So a round is two sequential waits and three emails (1.5 per player, 2 for the busiest).
    """

    name = "two-asks"

    def setup(self, options: Any, players: int, seed: int) -> tuple[State, list[Event]]:
        return {"round": 1, "open": [0, 1], "pid": 2}, []

    def prompts(self, state: State) -> list[Prompt]:
        return [Prompt(f"p{state['pid']}-{seat}", seat, "ask", "?", "decision", (Option("ok", "OK"),))
                for seat in state["open"]]

    def apply(self, state: State, action: Action, *, owned: bool = False,
              prompt: Prompt | None = None) -> tuple[State, list[Event]]:
        state = {**state, "open": [s for s in state["open"] if s != action.seat]}
        if not state["open"]:
            if state.get("second"):
                state.update(round=state["round"] + 1, open=[0, 1], second=False)
            else:
                state.update(open=[0], second=True)
            state["pid"] += 1
        return state, []

    def timeout_action(self, state: State, prompt: Prompt) -> Action:
        return Action(prompt.id, prompt.seat, "ok")

    def random_action(self, state: State, prompt: Prompt, r: random.Random) -> Action:
        return Action(prompt.id, prompt.seat, "ok")

    def result(self, state: State) -> list[int] | None:
        return [0] if state["round"] > 4 else None

    def round_key(self, state: State) -> int:
        return state["round"]


def test_prompts_opened_together_are_one_wait_and_an_email_to_each_player_they_ask() -> None:
    rounds = game_rounds(TwoAsks(), 2, seed=1)
    assert [r.waits for r in rounds] == [2, 2, 2, 2]  # the fifth round, cut short by the win, is left out
    assert all(r.emails == {0: 2, 1: 1} for r in rounds)
    report = pace(TwoAsks(), 2, games=3, seed=1)
    assert (report.encounters, report.waits_median, report.waits_p90) == (12, 2.0, 2.0)
    assert (report.emails_per_player_median, report.emails_per_player_mean) == (1.5, 1.5)
    assert report.busiest_player_emails_median == 2.0


class TwoForOne(TwoAsks):
    """Each round asks player 0 two things and player 1 one thing, all at the same moment.

    So a round is one wait and one email to each player: player 0's two questions come in one email.
    """

    name = "two-for-one"
    ASKS = ("0a", "0b", "1a")

    def setup(self, options: Any, players: int, seed: int) -> tuple[State, list[Event]]:
        return {"round": 1, "open": list(self.ASKS)}, []

    def prompts(self, state: State) -> list[Prompt]:
        return [Prompt(f"r{state['round']}.{ask}", int(ask[0]), "ask", "?", "decision", (Option("ok", "OK"),))
                for ask in state["open"]]

    def apply(self, state: State, action: Action, *, owned: bool = False,
              prompt: Prompt | None = None) -> tuple[State, list[Event]]:
        state = {**state, "open": [a for a in state["open"] if not action.prompt_id.endswith("." + a)]}
        if not state["open"]:
            state.update(round=state["round"] + 1, open=list(self.ASKS))
        return state, []


def test_a_players_prompts_opened_at_one_moment_are_one_email() -> None:
    rounds = game_rounds(TwoForOne(), 2, seed=1)
    assert [r.waits for r in rounds] == [1, 1, 1, 1]  # answered one by one, but nothing new opens meanwhile
    assert all(r.emails == {0: 1, 1: 1} for r in rounds)
    report = pace(TwoForOne(), 2, games=1, seed=1)
    assert (report.emails_per_player_median, report.busiest_player_emails_median) == (1.0, 1.0)


def test_a_ruleset_without_rounds_is_measured_as_one_round_per_game() -> None:
    class NoRounds(TwoAsks):
        round_key = None  # type: ignore[assignment]

    assert pace(NoRounds(), 2, games=2, seed=1).encounters == 0  # the only round of each game is its last
