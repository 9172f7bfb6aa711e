"""The table options of an Avalon Hill game."""

from __future__ import annotations

from engine.core import Field, Option
from engine.eventtext import Templates

# Each option's label and each choice's, as prompt words (the ruleset's prompt templates hold them too),
# so a page or the host's form writes them in the reader's language.
WORDS: dict[str, str] = {
    "table.aliens": "Alien powers",
    "table.aliens.off": "None (the game without powers)",
    "table.aliens.on": "One alien power for each player, dealt at random",
    "table.refound": "Re-founding an empty native planet (own-colour order)",
    "table.refound.on": "Allowed, with 1 to 4 ships (our reading)",
    "table.refound.off": "Not allowed (the rulebook mentions only attacking a colony there)",
}
say = Templates(WORDS).say

FIELDS: tuple[Field, ...] = (
    Field("aliens", say("table.aliens"), "choice", (
        Option("off", say("table.aliens.off")),
        Option("on", say("table.aliens.on")),
    ), required=False, default="off"),
    Field("refound", say("table.refound"), "choice", (
        Option("on", say("table.refound.on")),
        Option("off", say("table.refound.off")),
    ), required=False, default="on"),
)
