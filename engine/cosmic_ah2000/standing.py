"""Answers given in advance (the contract's ``standing`` action): a slow table by email is not asked the same
question every encounter.

A second encounter and taking a ship out of the warp take always, never or ask; each kind of play in a
response window (an artifact, your power, a Cosmic Zap) takes never or ask, since "always" would have to
choose a victim or a moment for you.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, IllegalAction, Say
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.prompt_text import say

State = dict[str, Any]
# Each unit's words and its answers' are this edition's prompt templates (``standing.*``), so any reader gets them.
ALWAYS_NEVER_ASK = tuple((key, say(f"standing.answer.{key}")) for key in ("always", "never", "ask"))
NEVER_ASK = (("never", say("standing.answer.never_ask")), ("ask", say("standing.answer.ask")))
DEFAULT = "ask"
SECOND_ENCOUNTER, RETRIEVE = "second_encounter", "retrieve"
UNITS: dict[str, tuple[Say, tuple[tuple[str, Say], ...]]] = {
    unit: (say(f"standing.{unit}"), answers) for unit, answers in (
        (SECOND_ENCOUNTER, ALWAYS_NEVER_ASK), (RETRIEVE, ALWAYS_NEVER_ASK), ("mobius_tubes", NEVER_ASK),
        ("force_field", NEVER_ASK), ("plague", NEVER_ASK), ("stellar_gas", NEVER_ASK),
        ("emotion_control", NEVER_ASK), ("cosmic_zap", NEVER_ASK), ("power", NEVER_ASK))}
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
    return [{"unit": u, "label": UNITS[u][0].english, "say": UNITS[u][0].to_dict(), "answer": answer(state, seat, u),
             "default": DEFAULT, "answers": [{"key": k, "label": words.english, "say": words.to_dict()}
                                             for k, words in UNITS[u][1]]} for u in units(state, seat)]


def set_answer(state: State, seat: int, choice: Any) -> list[Event]:
    """Check and record one answer in advance; the state is the caller's own copy."""
    choice = choice if isinstance(choice, dict) else {}
    unit, given = choice.get("unit"), choice.get("answer")
    if not isinstance(unit, str) or unit not in units(state, seat):
        raise IllegalAction(say("refused.standing.unit"))
    words = dict(UNITS[unit][1])
    if given not in words:
        raise IllegalAction(say("refused.standing.answer", answers=", ".join(w.english for w in words.values())))
    if given == DEFAULT:
        state["standing"][seat].pop(unit, None)
    else:
        state["standing"][seat][unit] = given
    label = UNITS[unit][0]
    return [event("standing", (seat,), units=label.english, words=words[given].english, units_say=label.to_dict(),
                  words_say=words[given].to_dict())]
