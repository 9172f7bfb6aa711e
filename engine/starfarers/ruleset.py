"""Catan: Starfarers (2nd edition, 3-4 players) behind the engine contract."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.core import Action, Event, Field, Prompt, Say, State, check_shape, check_table, refusal
from engine.pending import clone, find_spec
from engine.starfarers import (  # noqa: F401  (importing a phase module registers its decisions and steps)
    bots,
    encounters,
    flow,
    friendship,
    production,
    setup,
    table_options,
    trade,
    turn,
)
from engine.starfarers.events import EVENTS
from engine.starfarers.prompt_text import PROMPTS
from engine.starfarers.view import view as seat_view


class StarfarersRuleset:
    event_templates = EVENTS  # how the service renders this ruleset's events in a reader's language
    prompt_templates = PROMPTS  # and what it tells players (its refusals)
    name = "starfarers"
    title = "Catan: Starfarers (2nd edition)"
    short_title = "Starfarers"  # what an email subject calls the game (pbem.services.titles)
    min_players = 3
    max_players = 4

    def option_fields(self) -> tuple[Field, ...]:
        return table_options.FIELDS

    def setup(self, options: Mapping[str, Any], players: int, seed: int) -> tuple[State, list[Event]]:
        options = check_table(self, options, players, "Starfarers")
        options = {k: v if v is not None else table_options.DEFAULTS[k] for k, v in options.items()}
        state, ev = setup.setup_game(options, players, seed)
        flow.advance(state, ev)
        return state, ev

    def prompts(self, state: State) -> list[Prompt]:
        return [flow.DECISIONS[spec["kind"]].prompt(state, spec) for spec in state["pending"]]

    def apply(self, state: State, action: Action, *, owned: bool = False,
              prompt: Prompt | None = None) -> tuple[State, list[Event]]:
        if not owned:
            state = clone(state)
        spec = find_spec(state, action.prompt_id, action.seat)
        decision = flow.DECISIONS[spec["kind"]]
        if prompt is None or prompt.id != spec["id"]:
            prompt = decision.prompt(state, spec)
        choice = check_shape(prompt, action.choice)
        ev: list[Event] = []
        decision.apply(state, spec, choice, ev)
        flow.advance(state, ev)
        return state, ev

    def timeout_action(self, state: State, prompt: Prompt) -> Action:
        spec = find_spec(state, prompt.id, prompt.seat)
        return Action(prompt.id, prompt.seat, flow.DECISIONS[spec["kind"]].default(state, spec))

    def random_action(self, state: State, prompt: Prompt, r: random.Random) -> Action:
        spec = find_spec(state, prompt.id, prompt.seat)
        return Action(prompt.id, prompt.seat, flow.DECISIONS[spec["kind"]].random(state, spec, r))

    def status_lines(self, state: State, seat: int | None) -> list[Say]:
        """None: its view lists none, so the emails need not build it (see "Status lines" in :mod:`engine.core`)."""
        return []

    def stand_in_action(self, state: State, prompt: Prompt) -> Action:
        """What a bot answers for a player who is away or gone (:mod:`engine.starfarers.bots`)."""
        return bots.stand_in_action(state, prompt)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        if seat is not None and not 0 <= seat < state["n"]:
            raise refusal("refused.no_seat")
        return seat_view(state, seat)

    def result(self, state: State) -> list[int] | None:
        return state["winners"]



