"""Answers given in advance (the contract's ``standing`` action): a slow table by email is not asked the same
question every encounter.

A second encounter and taking a ship out of the warp take always, never or ask; each kind of play in a
response window (an artifact, your power, a Cosmic Zap) takes never or ask, since "always" would have to
choose a victim or a moment for you.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, IllegalAction
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.prompt_text import say

State = dict[str, Any]
ALWAYS_NEVER_ASK = (("always", "Always"), ("never", "Never"), ("ask", "Ask me"))
NEVER_ASK = (("never", "Never: do not ask me"), ("ask", "Ask me"))
DEFAULT = "ask"
SECOND_ENCOUNTER, RETRIEVE = "second_encounter", "retrieve"
UNITS: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    SECOND_ENCOUNTER: ("A second encounter whenever you may (always: take it; never: end the turn)",
                       ALWAYS_NEVER_ASK),
    RETRIEVE: ("Taking a ship out of the warp at the start of your encounter (always: onto your smallest "
               "native colony)", ALWAYS_NEVER_ASK),
    "mobius_tubes": ("Mobius Tubes (artifact)", NEVER_ASK),
    "force_field": ("Force Field (artifact)", NEVER_ASK),
    "plague": ("The Plague (artifact)", NEVER_ASK),
    "stellar_gas": ("Stellar Gas (artifact)", NEVER_ASK),
    "emotion_control": ("Emotion Control (artifact)", NEVER_ASK),
    "cosmic_zap": ("Cosmic Zap on another player's power (artifact)", NEVER_ASK),
    "power": ("Using your alien power when you may", NEVER_ASK),
}
_PLAY_UNITS = {"art.mobius": "mobius_tubes", "art.force_field": "force_field", "art.plague": "plague",
               "art.stellar_gas": "stellar_gas", "art.emotion_control": "emotion_control", "zap": "cosmic_zap"}


def unit_of(play: str) -> str:
    """The unit a window play belongs to: ``art.plague:2`` -> ``plague``, ``power.trader`` -> ``power``.
    Units are named apart from plays, so a face-down answer never reads like a unit on the page."""
    head = play.split(":", 1)[0]
    return "power" if head.startswith("power.") else _PLAY_UNITS[head]


def answer(state: State, seat: int, unit: str) -> str:
    return state["standing"][seat].get(unit, DEFAULT)


def units(state: State, seat: int) -> list[str]:
    return [u for u in UNITS if u != "power" or state["aliens"] is not None]


def view(state: State, seat: int) -> list[dict[str, Any]]:
    return [{"unit": u, "label": UNITS[u][0], "answer": answer(state, seat, u), "default": DEFAULT,
             "answers": [{"key": k, "label": words} for k, words in UNITS[u][1]]} for u in units(state, seat)]


def set_answer(state: State, seat: int, choice: Any) -> list[Event]:
    """Check and record one answer in advance; the state is the caller's own copy."""
    choice = choice if isinstance(choice, dict) else {}
    unit, given = choice.get("unit"), choice.get("answer")
    if not isinstance(unit, str) or unit not in units(state, seat):
        raise IllegalAction(say("refused.standing.unit"))
    words = dict(UNITS[unit][1])
    if given not in words:
        raise IllegalAction(say("refused.standing.answer", answers=", ".join(words.values())))
    if given == DEFAULT:
        state["standing"][seat].pop(unit, None)
    else:
        state["standing"][seat][unit] = given
    return [event("standing", (seat,), units=UNITS[unit][0], words=words[given])]
