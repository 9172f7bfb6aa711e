"""What Catan: Starfarers tells its players as data, rendered in any language: so far its refusals
(``IllegalAction``), the core's and its own.

The convention is Cosmic Encounter's (:mod:`engine.cosmic.prompt_text`): a key per wording, params are
facts, never words; ``Ruleset.prompt_templates`` is :data:`PROMPTS` and the gettext domain ``prompts``
lists its strings.
"""

from __future__ import annotations

from typing import Any

from engine.core import REFUSALS
from engine.eventtext import Templates

TEMPLATES: dict[str, Any] = {
    **REFUSALS,
    "refused.trade.gift": "A trade needs cards on both sides: no gifts.",
    "refused.trade.same": "Do not give and want the same resource.",
    "refused.landing": "That ship may not land on that point.",
    "refused.supply_empty": "The supply has none of that left.",
}

PROMPTS = Templates(TEMPLATES)
say = PROMPTS.say
