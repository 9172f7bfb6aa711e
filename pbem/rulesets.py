"""The one door from the service to the engine's registry (tests swap it for a toy)."""

from __future__ import annotations

import engine
from engine.core import Ruleset


def get_ruleset(name: str) -> Ruleset:
    """The ruleset called ``name``; ``KeyError`` if there is none, ``ImportError`` if it is not built yet."""
    return engine.get_ruleset(name)


def ruleset_names() -> list[str]:
    """The rulesets a host may choose; empty while the engine cannot load any."""
    try:
        return engine.ruleset_names()
    except ImportError:
        return []
