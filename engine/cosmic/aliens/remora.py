"""Remora (yellow; any player; optional; any time): whenever another player retrieves ships from the warp, the
Remora may retrieve one of its own too (not one that entered the warp this encounter); whenever another player
draws cards from the deck, it may draw one card.

Each time it happens the Remora is owed one follow (``enc["remora"]``: cards, ships), which it takes like any
optional power (so a Cosmic Zap can stop it, and "always" in advance takes every follow, a card before a ship).
It is asked at the moment it happens: a draw or retrieval inside a play of a response window is followed in that
window's next round; one inside a step opens a window of its own at the occasion ``follow`` (``timing.py``) as the
step ends, before anything else happens, so a card drawn so may already be played in that encounter.  A follow
passed is offered again at each later timing point of the encounter, and lapses with it.  Draws are seen through
the ``cards_drawn`` hook.  Ships leave the warp in many places (regroup, rewards, Mobius Tubes, powers), so
instead of a hook in each, a check after every step compares the warp with what it held before.  That check and
the one opening a window for follows are the Remora's one check with its super flare's (``flares/remora.py``):
every alien game runs it after every step, and most have no Remora.
"""

from __future__ import annotations

import functools
from typing import Any

from engine.core import Event, Say
from engine.cosmic import board, hands, timing
from engine.cosmic.events import event
from engine.cosmic.powers import Power, active, alien, data, held, peek
from engine.cosmic.prompt_text import Label, colony, say
from engine.cosmic.windows import open_window

State = dict[str, Any]
NAME = "Remora"
CARD, SHIP, EITHER = "card", "ship", "either"  # EITHER: a card or a ship, as the Remora chooses (super flare)


def owed(state: State) -> dict[str, int]:
    return state["enc"].setdefault("remora", {CARD: 0, SHIP: 0})


def holder(state: State) -> int | None:
    """The seat whose Remora power works now (its own, or lent to it)."""
    return next((s for s in range(state["n"]) if any(p.name == NAME for p in held(state, s))
                 and active(state, s, NAME)), None)


def retrievable(state: State, seat: int) -> int:
    """Ships of the Remora's in the warp that did not enter it this encounter."""
    return state["warp"][seat] - state["enc"]["warped"][seat]


def owe(state: State, kind: str) -> None:
    """One more follow of this kind; ``total`` counts every follow owed this encounter, so the follow check
    knows a new one came since it last opened a window."""
    due = owed(state)
    due[kind] = due.get(kind, 0) + 1
    due["total"] = due.get("total", 0) + 1


def follow(state: State, kind: str, ev: list[Event], other: int) -> None:
    """The Remora may follow ``other``: a card when it drew from the deck, a ship when it left the warp."""
    owe(state, kind)
    seat = holder(state)
    ev.append(event(f"power.remora.owed.{kind}", seat=seat, other=other))


@alien
class Remora(Power):
    name, alert, who, optional = NAME, "yellow", "any", True
    points = frozenset(p for p in timing.EVERY if p not in ("card.played", "new_hand"))
    summary = ("when another player retrieves ships from the warp, retrieves one too; when another player draws "
               "from the deck, draws one card")
    repeatable = True

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """Whether :meth:`choices` offers anything, without wording it: a window asks at every point."""
        due = state["enc"].get("remora")
        if due is None:
            return False
        return bool(due.get(CARD) or due.get(EITHER) or (due.get(SHIP) and retrievable(state, seat) > 0
                                                         and board.colonies(state, seat)))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Label]]:
        """A card, or a ship onto any of its colonies; each colony's label made only when read: a follow passed
        is offered again at every later point, each time naming every colony."""
        due = state["enc"].get("remora", {})
        out: list[tuple[str, Label]] = [(CARD, say("power.remora.card"))] if due.get(CARD) or due.get(EITHER) else []
        if (due.get(SHIP) or due.get(EITHER)) and retrievable(state, seat) > 0:
            out += [(str(p), functools.partial(_ship_words, state, p, seat)) for p in board.colonies(state, seat)]
        return out

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        due = owed(state)
        kind = CARD if arg == CARD else SHIP
        spent = kind if due.get(kind) else EITHER  # its own kind of follow first, then one of its choice
        if not due.get(spent):
            return
        if kind == CARD:
            due[spent] -= 1
            hands.draw(state, seat, 1, ev, "Remora")
        elif retrievable(state, seat) > 0 and board.retrieve(state, seat, int(arg)):
            due[spent] -= 1
            ev.append(event("power.remora.ship", seat=seat, arg=board.planet_ref(state, int(arg))))

    def hook_cards_drawn(self, state: State, seat: int, drawn: list[int], drawer: int,
                         ev: list[Event]) -> list[int]:
        if drawer != seat and drawn:
            follow(state, CARD, ev, drawer)
        return drawn


def _ship_words(state: State, planet: int, seat: int) -> Say:
    """A ship retrieved onto one of the Remora's colonies, as its choice names it."""
    return say("power.remora.ship", colony=colony(state, planet, seat).to_dict())


def at_table(state: State) -> bool:
    """Whether anyone may hold the Remora's power: a seat's alien (its own, or lent), or a power gained beside
    one's own (Precursor Seed), which is no seat's alien."""
    aliens = state["aliens"]
    if not aliens:
        return False
    extra = state.get("extra_powers")  # (no empty dict made for the mostly missing key: asked after every step)
    return NAME in aliens or (extra is not None and NAME in extra.values())


def warp_seen(state: State) -> Any:
    """What the retrieval check reads, in a game with a Remora (a seat's alien, or a power held beside one's own):
    the warp, and the warp at the last look (so the check runs, and changes something, only while the two
    differ)."""
    if not at_table(state):
        return None
    return tuple(state["warp"]), tuple(peek(state, NAME).get("warp", ()))


def ships_retrieved(state: State, ev: list[Event]) -> None:
    """Another player's ships left the warp since the last look: the Remora is owed one ship each time."""
    seen = warp_seen(state)
    if seen is None or seen[0] == seen[1]:
        return
    now = seen[0]
    mine = data(state, NAME)
    before, mine["warp"] = mine.get("warp"), list(now)
    seat = holder(state)
    if before is None or seat is None or state["step"] == "over":
        return
    for other in range(state["n"]):
        if other != seat and now[other] < before[other] and retrievable(state, seat) > 0:
            follow(state, SHIP, ev, other)


def follows_seen(state: State) -> Any:
    """What the follow check reads: follows owed this encounter, those a window was opened for, and whether the
    game waits on an answer (a window opens only once nothing else is asked)."""
    due = state["enc"].get("remora") if state["aliens"] else None
    if not due:
        return None
    return due.get("total", 0), due.get("asked", 0), bool(state["pending"]), state["step"]


def follow_at_once(state: State, ev: list[Event]) -> None:
    """A follow came due inside a step: the Remora is asked as the step ends, before the game goes on."""
    seen = follows_seen(state)
    if seen is None or seen[0] == seen[1] or seen[2] or state["step"] == "over":
        return
    state["enc"]["remora"]["asked"] = seen[0]
    open_window(state, "follow", state["step"], ev)
