"""Precursor Seed: a second alien power, held beside one's own for the rest of the game.

The power is drawn as an alien swap draws (:func:`engine.cosmic.alien_swap.draw`: the table's alert level, none
in play or out of the game, no Game Setup alien: the data says to redraw those), and it gets its Game Setup step
like any alien gained mid-game."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import alien_swap
from engine.cosmic.events import event
from engine.cosmic.powers import ALIENS
from engine.cosmic.techs.registry import Tech, tech

State = dict[str, Any]


@tech
class PrecursorSeed(Tech):
    name, research, stays = "Precursor Seed", 9, True
    summary = "on completion you gain a random unused alien power and use it beside your own for the rest of the game"

    def completed(self, state: State, seat: int, ships: int, ev: list[Event]) -> None:
        alien = alien_swap.draw(state)
        if alien is None:
            ev.append(event("tech.precursor.none"))
            return
        state.setdefault("extra_powers", {})[str(seat)] = alien
        ev.append(event("tech.precursor", seat=seat, alien=alien))
        ALIENS[alien].set_up(state, seat, ev)
