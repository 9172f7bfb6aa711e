"""The table options of a Starfarers game: the layout, and the almanac readings left open."""

from __future__ import annotations

from engine.core import Field, Option

FIELDS: tuple[Field, ...] = (
    Field("layout", "Board layout", "choice", (
        Option("beginner", "Beginner (fixed board, printed starting pieces)"),
        Option("strategic", "Strategic (shuffled tiles face up, start phase)"),
        Option("exploration", "Exploration (shuffled tiles face down, start phase)"),
        Option("crazy", "Crazy universe (all tiles shuffled face down, start phase)"),
    ), required=False, default="beginner"),
)
DEFAULTS = {f.name: f.default for f in FIELDS}
