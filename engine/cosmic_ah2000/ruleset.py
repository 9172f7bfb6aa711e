"""Cosmic Encounter (Avalon Hill 2000) behind the engine contract."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import rng
from engine.core import STANDING, Action, Event, Field, Prompt, Say, State, check_shape, check_table, refusal
from engine.cosmic.decisions_ruleset import DecisionsRuleset
from engine.cosmic_ah2000 import aliens as _aliens  # noqa: F401  (registers every alien)
from engine.cosmic_ah2000 import (  # noqa: F401  (importing a phase module registers its steps)
    alliance,
    artifacts,
    board,
    bots,
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
from engine.cosmic_ah2000.campaign import CampaignPlay
from engine.cosmic_ah2000.cards import COLORS, DECK, HAND_SIZE
from engine.cosmic_ah2000.events import EVENTS, event
from engine.cosmic_ah2000.prompt_text import PROMPTS
from engine.cosmic_ah2000.view import view as seat_view
from engine.pending import clone, find_spec


class CosmicAH2000Ruleset(DecisionsRuleset):
    decisions = flow.DECISIONS
    seat_view = staticmethod(seat_view)
    event_templates = EVENTS  # how the service renders this ruleset's events in a reader's language
    prompt_templates = PROMPTS  # and its prompts' texts, labels and refusals
    name = "cosmic-ah2000"
    title = "Cosmic Encounter (Avalon Hill 2000 rules)"
    short_title = "Cosmic AH"
    min_players = 2
    max_players = 4

    @property
    def campaign(self) -> CampaignPlay:
        """Campaign play (the rulebook's "Modalità campagna"), for the service's campaigns."""
        return CampaignPlay(self.setup)

    def option_fields(self) -> tuple[Field, ...]:
        return table_options.FIELDS

    def simulate_options(self, aliens: str) -> dict[str, Any]:
        """What ``python -m engine simulate --aliens ...`` means here: every alien (one alert level only)."""
        return {"aliens": "on"}

    def setup(self, options: Mapping[str, Any], players: int, seed: int,
              first_player: int | None = None) -> tuple[State, list[Event]]:
        """``first_player``: a campaign's next game, started by the last game's lowest scorer (rulebook,
        "Modalità campagna"); the order token is drawn all the same, so a single game deals as it always did."""
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
        if first_player is not None:
            if not 0 <= first_player < n:
                raise refusal("refused.no_seat")
            first = first_player
        state["turn"]["offense"] = first
        if options.get("aliens") == "on":
            pool = sorted(powers.ALIENS)
            rng.shuffle(state, pool)
            state["aliens"] = pool[:n]
            for seat, alien in enumerate(state["aliens"]):
                ev.append(event("setup.alien", seat=seat, alien=alien))
        for seat in range(n):
            hands.draw(state, seat, HAND_SIZE, ev, "starting hand")
        if first_player is None:
            ev.append(event("setup.first", seat=first, color=COLORS[first], how=[first, COLORS[first]]))
        else:
            ev.append(event("setup.first", seat=first, campaign=True, how=[first, None]))
        flow.advance(state, ev)
        return state, ev

    def apply(self, state: State, action: Action, *, owned: bool = False,
              prompt: Prompt | None = None) -> tuple[State, list[Event]]:
        if action.prompt_id == STANDING:
            if not 0 <= action.seat < state["n"]:
                raise refusal("refused.no_seat")
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

    def status_lines(self, state: State, seat: int | None) -> list[Say]:
        """None: its view lists none, so the emails need not build it (see "Status lines" in :mod:`engine.core`)."""
        return []

    def stand_in_action(self, state: State, prompt: Prompt) -> Action:
        """The answer for an absent player (:mod:`engine.cosmic_ah2000.bots`)."""
        return bots.stand_in_action(state, prompt)
