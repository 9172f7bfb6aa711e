"""The table options of an Avalon Hill game."""

from __future__ import annotations

from engine.core import Field, Option

FIELDS: tuple[Field, ...] = (
    Field("aliens", "Alien powers", "choice", (
        Option("off", "None (the game without powers)"),
        Option("on", "One alien power for each player, dealt at random"),
    ), required=False, default="off"),
    Field("refound", "Re-founding an empty native planet (own-colour order)", "choice", (
        Option("on", "Allowed, with 1 to 4 ships (our reading)"),
        Option("off", "Not allowed (the rulebook mentions only attacking a colony there)"),
    ), required=False, default="on"),
)
