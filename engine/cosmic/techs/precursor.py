"""Precursor Seed: a second alien power, held beside one's own for the rest of the game."""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event
from engine.cosmic import board, table_options
from engine.cosmic.powers import ALERTS, ALIENS
from engine.cosmic.techs.registry import Tech, tech

State = dict[str, Any]


def unused(state: State) -> list[str]:
    """Aliens the table allows that nobody holds (the data: redraw the disallowed ones)."""
    level = table_options.get(state, "aliens")
    taken = set(state["aliens"] or ()) | set(state.get("extra_powers", {}).values())
    return sorted(a for a, p in ALIENS.items()
                  if a not in taken and ALERTS.index(p.alert) <= ALERTS.index(level))


@tech
class PrecursorSeed(Tech):
    name, research, stays = "Precursor Seed", 9, True
    summary = "on completion you gain a random unused alien power and use it beside your own for the rest of the game"

    def completed(self, state: State, seat: int, ships: int, ev: list[Event]) -> None:
        pool = unused(state)
        if not pool:
            ev.append(Event("tech.precursor.none", "Precursor Seed: no alien power is left to gain."))
            return
        alien = pool[rng.randbelow(state, len(pool))]
        state.setdefault("extra_powers", {})[str(seat)] = alien
        ev.append(Event("tech.precursor", f"Precursor Seed: {board.name(state, seat)} gains the {alien} power "
                        f"beside its own: {ALIENS[alien].summary}.", data={"seat": seat, "alien": alien}))
