"""The Hidden Powers variant (rulebook, "Warianty rozgrywki: Ukryte moce"; option ``hidden_powers``).

Alien sheets stay face down after they are chosen; while a sheet is face down its power cannot be used
(it is not active: no hook, no use, and its owner's own flare gives the wild half, as for a lost power).
Its owner may turn it face up at any time to use the power, and it stays face up for the rest of the
game.  By email "any time" is two things: a one-tap "reveal my alien" the owner finds with its answers in
advance (unit :data:`UNIT`, applied at once like them), and, in a response window where the power could
be used, the choice "reveal your alien and use it" (a mandatory power included: face down it waits for
its owner to turn it up).  A new sheet drawn mid-game (Changing Powers, Reincarnator) enters face down.
An alien's Game Setup step (Miser's hoard, Tick-Tock's tokens) names it, so a face-down sheet takes it when
it is turned up: until then its power cannot be used anyway.

Face-down sheets are recorded by alien name (``state["face_down"]``), unique at a table, so a sheet
swapped by a Sorcerer's flare stays face down in its new owner's hands.  Only the owner's view and its
private events name a face-down alien.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import table_options
from engine.cosmic.events import event

State = dict[str, Any]
UNIT = "reveal_alien"
KEEP, REVEAL = "down", "up"
ANSWERS: tuple[tuple[str, str], ...] = ((KEEP, "face down"), (REVEAL, "reveal it now"))


def on(state: State) -> bool:
    return table_options.get(state, "hidden_powers") == "on" and state["aliens"] is not None


def face_down(state: State, name: str | None) -> bool:
    return name is not None and name in state.get("face_down", ())


def start(state: State) -> None:
    """Every chosen sheet is laid face down."""
    if on(state):
        state["face_down"] = [a for a in state["aliens"] if a]


def enter(state: State, name: str) -> None:
    """A sheet drawn mid-game enters face down."""
    if on(state):
        state.setdefault("face_down", []).append(name)


def forget(state: State, name: str) -> None:
    """A sheet leaving the game is no longer face down in front of anyone."""
    if face_down(state, name):
        state["face_down"].remove(name)


def reveal(state: State, seat: int, name: str, ev: list[Event]) -> None:
    """Turn the sheet face up for good, and tell the table."""
    if not face_down(state, name):
        return
    state["face_down"].remove(name)
    ev.append(event("alien.revealed", seat=seat, alien=name))
    from engine.cosmic.powers import ALIENS  # powers reads this module: imported at the use, not at the top

    ALIENS[name].set_up(state, seat, ev)  # its Game Setup step, put off while face down (its events name it)


def shown_to(state: State, seat: int, viewer: int | None) -> bool:
    """Whether ``viewer`` may see which alien ``seat`` holds."""
    return viewer == seat or not face_down(state, state["aliens"][seat])


def standing_unit(state: State, seat: int) -> list[tuple[str, Say]]:
    """The one-tap reveal, offered to the owner of a face-down sheet with its answers in advance."""
    name = state["aliens"][seat] if state["aliens"] else None
    if not face_down(state, name):
        return []
    from engine.cosmic.prompt_text import say  # its templates name this module's answers: imported at the use

    return [(UNIT, say("standing.reveal_alien", alien=name))]
