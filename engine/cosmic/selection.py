"""Choosing aliens at setup, and the answers a player gives in advance.

Setup with powers (rulebook, "Game setup" 4 and 5): shuffle the flares of the
aliens the table allows, deal two to each player, who keeps one of the two
aliens.  The dealt flares, and random others up to ten, go into the cosmic
deck (unless the table plays without flares).  Until everyone has chosen,
each choice is hidden; then every alien is shown.
"""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event, IllegalAction, Option, Say
from engine.cosmic import flow, hidden_powers, homeward, table_options, timing
from engine.cosmic.cards import ALIEN_NAMES, COSMIC, FLARE_OF
from engine.cosmic.events import event
from engine.cosmic.powers import ALERTS, ALIENS, alien_of, set_up
from engine.cosmic.prompt_text import PROMPTS, STANDING_WORDS, say
from engine.cosmic.techs import view as techs_view

State = dict[str, Any]
FLARES_IN_DECK = 10
STANDING_ANSWERS: tuple[tuple[str, str], ...] = tuple(STANDING_WORDS.items())


def allowed_aliens(level: str) -> list[str]:
    """The aliens a table plays with at its alert level (none without powers)."""
    if level not in ALERTS:
        return []
    return [a for a in ALIEN_NAMES if a in ALIENS and ALERTS.index(ALIENS[a].alert) <= ALERTS.index(level)]


def deal_aliens(state: State, level: str, flares: bool) -> None:
    allowed = allowed_aliens(level)
    if len(allowed) < 2 * state["n"]:
        raise IllegalAction(say("refused.setup.aliens", count=len(allowed)))
    pool = [FLARE_OF[a] for a in allowed]
    rng.shuffle(state, pool)
    state["alien_offers"] = [[COSMIC[pool.pop()].name, COSMIC[pool.pop()].name] for _ in range(state["n"])]
    state["alien_picks"] = [None] * state["n"]
    state["aliens"] = [None] * state["n"]
    if flares:
        dealt = [FLARE_OF[a] for offer in state["alien_offers"] for a in offer]
        state["deck"] += (dealt + pool)[:max(FLARES_IN_DECK, len(dealt))]


def ask_choices(state: State) -> None:
    for seat in range(state["n"]):
        flow.ask(state, "setup.alien", seat)


@flow.decision
class ChooseAlien(flow.Decision):
    kind = "setup.alien"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("setup.alien")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(name, say("alien.offer", alien=name))
                for name in state["alien_offers"][spec["seat"]]]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        state["alien_picks"][spec["seat"]] = choice
        ev.append(event("setup.alien.mine", (spec["seat"],), choice=choice))
        if all(state["alien_picks"]):
            state["aliens"] = list(state["alien_picks"])
            hidden_powers.start(state)
            if hidden_powers.on(state):
                ev.append(event("setup.aliens.hidden"))
                return
            ev.append(event("setup.aliens", aliens=[[s, a] for s, a in enumerate(state["aliens"])]))
            set_up(state, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The first alien dealt."""
        return state["alien_offers"][spec["seat"]][0]


def standing_units(state: State, seat: int) -> list[tuple[str, str]]:
    """The kinds of play a seat may answer in advance, with their names in English."""
    return [(unit, words.english) for unit, words in standing_unit_says(state, seat)]


def standing_unit_says(state: State, seat: int) -> list[tuple[str, Say]]:
    """The kinds of play a seat may answer in advance, with their names as data (any reader's language)."""
    units = [("reinforcement", say("standing.reinforcement")), ("second_encounter", say("standing.second_encounter"))]
    power = alien_of(state, seat)
    if power is not None and power.optional and power.in_advance:
        units.append(("power", say("standing.power", alien=power.name)))
    units += [ALIENS[name].others_answer for name in state["aliens"] or () if name is not None
              and ALIENS[name] is not power and ALIENS[name].others_answer is not None]
    if state["aliens"] is not None and table_options.get(state, "flares") != "off":
        units.append(("flare", say("standing.flare")))
    if table_options.get(state, "artifacts") == "on":  # only what this game's deck can deal
        units += [(unit.name, say("standing.artifact", artifact=unit.title)) for unit in timing.UNITS
                  if hasattr(unit, "title")]
    if state["aliens"] is not None and None not in state["aliens"]:
        units += hidden_powers.standing_unit(state, seat)
    return units + techs_view.standing_units(state, seat) + [(homeward.UNIT, say("standing.homeward"))]


def standing_answers(unit: str) -> tuple[tuple[tuple[str, str], ...], str]:
    """The answers a unit takes (key, words) and the one that holds until the player gives another.

    A kind of play is answered always, never or ask; where ships go home is a choice of places instead."""
    if unit == homeward.UNIT:
        return homeward.ANSWERS, homeward.DEFAULT
    if unit == hidden_powers.UNIT:
        return hidden_powers.ANSWERS, hidden_powers.KEEP
    if unit == techs_view.RESEARCH_UNIT:
        return techs_view.RESEARCH_ANSWERS, "ask"
    return STANDING_ANSWERS, "ask"


def answer_say(unit: str, answer: str) -> Say:
    """An answer ``standing_answers`` lists for ``unit``, as data: the unit's own words where it has them."""
    own = f"standing.answer.{unit}"
    return say(own if PROMPTS.knows(own) else "standing.answer", answer=answer)
