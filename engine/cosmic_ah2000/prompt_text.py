"""What Cosmic Encounter (Avalon Hill, 2000) tells its players as data, rendered in any language: so far its
refusals (``IllegalAction``), the core's and its own.

The convention is the 2008 edition's (:mod:`engine.cosmic.prompt_text`): a key per wording, params are facts
(counts, planets), never words; ``Ruleset.prompt_templates`` is :data:`PROMPTS` and the gettext domain
``prompts`` lists its strings.
"""

from __future__ import annotations

from typing import Any

from engine.core import REFUSALS
from engine.eventtext import Templates

TEMPLATES: dict[str, Any] = {
    **REFUSALS,
    "refused.card_not_held": "That card is not in your hand.",
    "refused.reward.colony": "Name the colony your ships go to.",
    "refused.alliance.stay_out": "You stay out: send no ships.",
    "refused.alliance.join": "To join, send at least one ship.",
    "refused.deal.give": ("Name the {count} card you give.", "Name the {count} cards you give.", "count"),
    "refused.standing.unit": "There is no such kind of decision to answer in advance.",
    "refused.standing.answer": "Answer one of: {answers}.",
}

PROMPTS = Templates(TEMPLATES)
say = PROMPTS.say
