"""A seat's alien changing in the middle of a game: the one rule Changing Powers and the Reincarnator share.

The new alien is drawn at random from the sheets not in play: those of the table's alert level, less the
aliens players hold (a Reincarnator's kept sheet and a Precursor Seed's power too), those discarded during the game
(``state["aliens_out"]``) and Game Setup aliens (their setup step has passed; the Reincarnator's text says
to draw again, and Changing Powers is read the same way).  The sheets offered at setup and not chosen went
back in the box, so they may come up.

Whatever the encounter recorded of the old power (used, zapped) stays with the old name, so the new power
starts fresh; the cards the old sheet kept aside are discarded with it; an answer in advance for "your power"
was given for the old one and is dropped.  With Hidden Powers the new sheet enters face down.
"""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event
from engine.cosmic import hands, hidden_powers, table_options
from engine.cosmic.events import event
from engine.cosmic.powers import ALIENS, kept_reincarnator
from engine.cosmic.selection import allowed_aliens

State = dict[str, Any]


def unused(state: State) -> list[str]:
    """The alien sheets a seat may draw now, in the order of the table's alien list."""
    in_play = {a for a in state["aliens"] if a} | set(state.get("extra_powers", {}).values())
    in_play |= {p.name for s in range(state["n"]) if (p := kept_reincarnator(state, s)) is not None}
    out = set(state.get("aliens_out", ()))
    return [a for a in allowed_aliens(table_options.get(state, "aliens"))
            if a not in in_play and a not in out and not ALIENS[a].game_setup]


def draw(state: State) -> str | None:
    """A random unused alien, or ``None`` when every sheet is in play or out of the game."""
    pool = unused(state)
    return pool[rng.randbelow(state, len(pool))] if pool else None


def leave_with_sheet(state: State, seat: int, old: str, ev: list[Event]) -> None:
    """The cards a sheet kept aside (a Citadel's citadels, a Miser's hoard) are discarded as it leaves the game;
    nothing else would ever count them again."""
    aside = ALIENS[old].cards_aside(state)
    state.get("alien_data", {}).pop(old, None)
    if aside:
        ev.append(event("alien.aside.discarded", seat=seat, count=len(aside)))
        hands.discard(state, seat, aside, ev, "its alien left the game")


def swap(state: State, seat: int, new: str, ev: list[Event], why: str, discard_old: bool = True) -> None:
    """The seat's alien becomes ``new``; the old sheet is out of the game (unless ``discard_old`` is false:
    a Reincarnator keeps its own sheet)."""
    old = state["aliens"][seat]
    old_hidden = hidden_powers.face_down(state, old)
    state["aliens"][seat] = new
    if discard_old:
        state.setdefault("aliens_out", []).append(old)
        hidden_powers.forget(state, old)
        leave_with_sheet(state, seat, old, ev)
    state["standing"][seat].pop("power", None)
    hidden_powers.enter(state, new)
    beside = "" if discard_old else ".beside"  # the old sheet is discarded, or kept beside the new one
    if hidden_powers.face_down(state, new):
        ev.append(event(f"alien.changed.hidden{beside}", seat=seat, was=None if old_hidden else old, why=why))
        ev.append(event("alien.changed.mine", (seat,), seat=seat, alien=new))
    else:
        ev.append(event(f"alien.changed{beside}", seat=seat, old=old, alien=new, why=why))
    if not hidden_powers.face_down(state, new):  # a face-down sheet takes its Game Setup step when turned up
        ALIENS[new].set_up(state, seat, ev)
