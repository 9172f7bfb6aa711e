"""Toy Duel asking each seat two things at once, for the emails that ask several decisions.

Each round every seat plays a card face down (a choice, as in Toy Duel) and, at the same moment, makes a
call on it (a form, due sooner: will the card win, and how many points to stake on it). The cards are
shown once every seat has done both; a call is never shown to anyone else.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from engine.core import Action, Event, Field, Option, Prompt, State, check_shape, find_prompt
from tests.pbem.toy_ruleset import ToyRuleset

CALL_FIELDS = (
    Field("call", "Your call", "choice", options=(Option("win", "It wins"), Option("lose", "It loses"))),
    Field("stake", "Points staked", "int", min=0, max=2),
)


class PairRuleset(ToyRuleset):
    name = "toy-pair"
    title = "Toy Pair"

    def setup(self, options: Mapping[str, Any], players: int, seed: int) -> tuple[State, list[Event]]:
        state, events = super().setup(options, players, seed)
        state["calls"] = [None] * players
        return state, events

    def prompts(self, state: State) -> list[Prompt]:
        prompts = super().prompts(state)
        if state["phase"] != "pick":
            return prompts
        r = state["round"]
        return prompts + [
            Prompt(id=f"r{r}.call.{s}", seat=s, kind="call", text=f"Round {r}: call your card before it is shown.",
                   deadline_class="response", fields=CALL_FIELDS, suggested={"call": "win", "stake": 0})
            for s in range(state["players"]) if state["calls"][s] is None
        ]

    def apply(self, state: State, action: Action, *, owned: bool = False,
              prompt: Prompt | None = None) -> tuple[State, list[Event]]:
        prompt = prompt if prompt is not None and prompt.id == action.prompt_id else find_prompt(
            self.prompts(state), action)
        if prompt.kind == "stash":
            return super().apply(state, action, owned=owned, prompt=prompt)
        choice = check_shape(prompt, action.choice)
        state = state if owned else copy.deepcopy(state)
        s = action.seat
        if prompt.kind == "pick":
            state["hands"][s].remove(int(choice))
            state["picks"][s] = int(choice)
            events = [Event("pick", f"Seat {s + 1} played a card face down."),
                      Event("pick.own", f"You played card {choice}.", seats=(s,))]
        else:
            state["calls"][s] = choice
            events = [Event("call", f"Seat {s + 1} made a call."),
                      Event("call.own", f"You called: {choice['call']}, staking {choice['stake']}.", seats=(s,))]
        if None not in state["picks"] and None not in state["calls"]:
            events += self._reveal(state)
            state["calls"] = [None] * state["players"]
        return state, events

    def timeout_action(self, state: State, prompt: Prompt) -> Action:
        if prompt.kind == "call":
            return Action(prompt.id, prompt.seat, prompt.suggested)
        return super().timeout_action(state, prompt)

    def random_action(self, state: State, prompt: Prompt, rng: random.Random) -> Action:
        if prompt.kind == "call":
            return Action(prompt.id, prompt.seat, {"call": rng.choice(["win", "lose"]), "stake": rng.randint(0, 2)})
        return super().random_action(state, prompt, rng)

