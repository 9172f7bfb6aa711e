"""Cosmic Encounter (FFG 2008) behind the engine contract."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cosmic.flares import every as _flares  # noqa: F401  (registers every flare; first, as they always were)

# isort: split
import engine.cosmic.aliens.roster  # noqa: F401  (registers every alien)

# isort: split
from engine import rng
from engine.core import (
    STANDING,
    Action,
    Event,
    Field,
    IllegalAction,
    Prompt,
    Say,
    State,
    check_shape,
    check_table,
    refusal,
)
from engine.cosmic import (  # noqa: F401  (importing a phase module registers its steps)
    alliance,
    artifacts,
    board,
    bots,
    deal,
    destiny,
    flow,
    four_planets,
    hands,
    hidden_powers,
    launch,
    merged_windows,
    planning,
    resolution,
    selection,
    table_options,
    turn,
)
from engine.cosmic import techs as _techs  # noqa: F401  (registers every tech)
from engine.cosmic.cards import COLORS, COSMIC, ENCOUNTER_TYPES, destiny_deck
from engine.cosmic.decisions_ruleset import DecisionsRuleset
from engine.cosmic.events import EVENTS, event
from engine.cosmic.prompt_text import PROMPTS, say
from engine.cosmic.selection import answer_say, standing_answers, standing_unit_says
from engine.cosmic.view import status_lines as status_lines_of
from engine.cosmic.view import view as seat_view
from engine.pending import clone, find_spec


class CosmicRuleset(DecisionsRuleset):
    decisions = flow.DECISIONS
    seat_view = staticmethod(seat_view)
    event_templates = EVENTS  # how the service renders this ruleset's events in a reader's language
    prompt_templates = PROMPTS  # and its prompts' texts and labels
    name = "cosmic"
    title = "Cosmic Encounter (2008 rules)"
    short_title = "Cosmic"  # what an email subject calls the game (pbem.services.titles)
    min_players = 3
    max_players = 5

    def option_fields(self) -> tuple[Field, ...]:
        return table_options.FIELDS

    def setup(self, options: Mapping[str, Any], players: int, seed: int) -> tuple[State, list[Event]]:
        options = table_options.for_new_table(check_table(self, options, players, "Cosmic Encounter"))
        n = players
        artifacts_in = options["artifacts"] == "on"
        state: State = {
            "ruleset": self.name,
            "options": dict(options),
            "n": n,
            "rng": rng.seed_value(seed),
            "colors": list(COLORS[:n]),
            "planets": [[four_planets.SHIPS_PER_PLANET if s == system else 0 for s in range(n)]
                        for system in range(n) for _ in range(four_planets.for_options(options).planets)],
            "warp": [0] * n,
            "hands": [[] for _ in range(n)],
            "deck": [c for c, card in enumerate(COSMIC) if card.type in ENCOUNTER_TYPES + ("reinforcement",)
                     or (card.type == "artifact" and artifacts_in)],
            "box": [],
            "aliens": None,
            "standing": [{} for _ in range(n)],
            "discard": [],
            "destiny_deck": destiny_deck(n),
            "destiny_discard": [],
            "power_lost": [False] * n,
            "turn": {"offense": 0, "encounter": 1, "number": 1},
            "enc": turn.new_encounter(n),
            "windows": [],
            "stack": [],
            "step": "start_turn",
            "pending": [],
            "pid": 0,
            "winners": None,
        }
        if options["aliens"] not in (None, "off"):
            selection.deal_aliens(state, options["aliens"], options["flares"] != "off")
        if options["technology"] == "on":
            _techs.variant.setup(state)
        in_deck = set(state["deck"])
        state["box"] = [c for c in range(len(COSMIC)) if c not in in_deck]
        rng.shuffle(state, state["deck"])
        rng.shuffle(state, state["destiny_deck"])
        ev: list[Event] = []
        for seat in range(n):
            hands.draw(state, seat, hands.HAND_SIZE, ev, "starting hand")
        state["turn"]["offense"] = self._first_player(state)
        ev.append(event("setup.first", seat=state["turn"]["offense"], offense=state['turn']['offense']))
        if state["aliens"] is not None:
            selection.ask_choices(state)
        flow.advance(state, ev)
        return state, ev

    def _first_player(self, state: State) -> int:
        """Draw destiny cards until a colour comes up; the drawn cards are shuffled back."""
        deck = state["destiny_deck"]
        drawn = []
        while True:
            card = deck.pop()
            drawn.append(card)
            if card.startswith("color:"):
                first = COLORS.index(card[6:])
                break
        deck.extend(drawn)
        rng.shuffle(state, deck)
        return first

    def apply(self, state: State, action: Action, *, owned: bool = False,
              prompt: Prompt | None = None) -> tuple[State, list[Event]]:
        if action.prompt_id == STANDING:
            flow.handed_out(None, [])  # it changes the state without advancing: what the checks read is not kept
            return self._set_standing(state, action, owned)
        if not owned:
            state = clone(state)
        spec = find_spec(state, action.prompt_id, action.seat)
        decision = flow.DECISIONS[spec["kind"]]
        if prompt is None or prompt.id != spec["id"]:
            prompt = decision.prompt(state, spec)
        choice = check_shape(prompt, action.choice)
        ev: list[Event] = []
        seen = flow.check_inputs(state, owned)
        decision.apply(state, spec, choice, ev)
        seen = flow.advance(state, ev, seen)
        if owned:
            flow.handed_out(state, seen)
        return state, ev

    def _set_standing(self, state: State, action: Action, owned: bool) -> tuple[State, list[Event]]:
        """An answer given in advance: "always", "never" or "ask" for one kind of play, a place for ships going
        home."""
        if not 0 <= action.seat < state["n"]:
            raise refusal("refused.no_seat")
        choice = action.choice if isinstance(action.choice, dict) else {}
        units = dict(standing_unit_says(state, action.seat))
        unit, answer = choice.get("unit"), choice.get("answer")
        if not isinstance(unit, str) or unit not in units:
            raise IllegalAction(say("refused.standing.unit"))
        answers, default = standing_answers(unit)
        words = dict(answers)
        if answer not in words:
            raise IllegalAction(say("refused.standing.answer", answers=", ".join(words.values())))
        if not owned:
            state = clone(state)
        if unit == hidden_powers.UNIT:  # not an answer kept for later: the sheet is turned up now
            ev: list[Event] = []
            if answer == hidden_powers.REVEAL:
                hidden_powers.reveal(state, action.seat, state["aliens"][action.seat], ev)
            return state, ev
        mine = state["standing"][action.seat]
        if answer == default:
            mine.pop(unit, None)
        else:
            mine[unit] = answer
        said = answer_say(unit, answer)
        return state, [event("standing", (action.seat,), units=units[unit].english, words=said.english,
                             units_say=units[unit].to_dict(), words_say=said.to_dict())]

    def status_lines(self, state: State, seat: int | None) -> list[Say]:
        """The view's status lines alone, for the emails (see "Status lines" in :mod:`engine.core`)."""
        return status_lines_of(state, seat)

    def stand_in_action(self, state: State, prompt: Prompt) -> Action:
        """What a bot answers for a player who is away or gone (:mod:`engine.cosmic.bots`)."""
        return bots.stand_in_action(state, prompt)

    def round_key(self, state: State) -> str | None:
        """As both editions count encounters, but ``None`` while the aliens are still being chosen."""
        if state["aliens"] is not None and None in state["aliens"]:
            return None
        return super().round_key(state)
