"""Cosmic Encounter (Avalon Hill 2000) behind the engine contract."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine import rng
from engine.core import STANDING, Action, Event, Field, IllegalAction, Prompt, State, check_shape, check_table
from engine.cosmic_ah2000 import aliens as _aliens  # noqa: F401  (registers every alien)
from engine.cosmic_ah2000 import (  # noqa: F401  (importing a phase module registers its steps)
    alliance,
    artifacts,
    board,
    deal,
    flow,
    hands,
    launch,
    orders,
    planning,
    powers,
    resolution,
    standing,
    table_options,
    turn,
    windows,
)
from engine.cosmic_ah2000.cards import COLORS, DECK, HAND_SIZE
from engine.cosmic_ah2000.events import EVENTS, event
from engine.cosmic_ah2000.view import view as seat_view
from engine.pending import clone, find_spec


class CosmicAH2000Ruleset:
    event_templates = EVENTS  # how the service renders this ruleset's events in a reader's language
    name = "cosmic-ah2000"
    title = "Cosmic Encounter (Avalon Hill 2000 rules)"
    short_title = "Cosmic AH"
    min_players = 2
    max_players = 4

    def option_fields(self) -> tuple[Field, ...]:
        return table_options.FIELDS

    def simulate_options(self, aliens: str) -> dict[str, Any]:
        """What ``python -m engine simulate --aliens ...`` means here: every alien (one alert level only)."""
        return {"aliens": "on"}

    def setup(self, options: Mapping[str, Any], players: int, seed: int) -> tuple[State, list[Event]]:
        options = check_table(self, options, players, "Cosmic Encounter (Avalon Hill)")
        n = players
        state: State = {
            "ruleset": self.name,
            "options": dict(options),
            "n": n,
            "rng": rng.seed_value(seed),
            "colors": list(COLORS[:n]),
            "planets": [[board.SHIPS_PER_PLANET if s == system else 0 for s in range(n)]
                        for system in range(n) for _ in range(board.PLANETS)],
            "warp": [0] * n,
            "hands": [[] for _ in range(n)],
            "deck": list(range(len(DECK))),
            "discard": [],
            "orders": orders.order_pile(n),
            "orders_discard": [],
            "aliens": None,
            "power": [powers.ACTIVE] * n,
            "standing": [{} for _ in range(n)],
            "turn": {"offense": 0, "encounter": 1, "number": 1},
            "enc": turn.new_encounter(n),
            "windows": [],
            "step": "start_turn",
            "pending": [],
            "pid": 0,
            "winners": None,
        }
        ev: list[Event] = []
        rng.shuffle(state, state["deck"])
        first = state["orders"][rng.randbelow(state, len(state["orders"]))]
        rng.shuffle(state, state["orders"])
        state["turn"]["offense"] = first
        if options.get("aliens") == "on":
            pool = sorted(powers.ALIENS)
            rng.shuffle(state, pool)
            state["aliens"] = pool[:n]
            for seat, alien in enumerate(state["aliens"]):
                ev.append(event("setup.alien", seat=seat, alien=alien))
        for seat in range(n):
            hands.draw(state, seat, HAND_SIZE, ev, "starting hand")
        ev.append(event("setup.first", seat=first, color=COLORS[first]))
        flow.advance(state, ev)
        return state, ev

    def prompts(self, state: State) -> list[Prompt]:
        return [flow.DECISIONS[spec["kind"]].prompt(state, spec) for spec in state["pending"]]

    def apply(self, state: State, action: Action, *, owned: bool = False,
              prompt: Prompt | None = None) -> tuple[State, list[Event]]:
        if action.prompt_id == STANDING:
            if not 0 <= action.seat < state["n"]:
                raise IllegalAction("No such seat.")
            state = state if owned else clone(state)
            return state, standing.set_answer(state, action.seat, action.choice)
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

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        if seat is not None and not 0 <= seat < state["n"]:
            raise IllegalAction("No such seat.")
        return seat_view(state, seat)

    def result(self, state: State) -> list[int] | None:
        return state["winners"]

    def round_key(self, state: State) -> str | None:
        """The encounter the game is in, for ``python -m engine pace``."""
        return f"{state['turn']['number']}.{state['turn']['encounter']}"
