"""The one door from the service to the engine's registry (tests swap it for a toy)."""

from __future__ import annotations

from functools import cache

import engine
from engine.core import Ruleset


def get_ruleset(name: str) -> Ruleset:
    """The ruleset called ``name``; ``KeyError`` if there is none, ``ImportError`` if it is not built yet."""
    return _kept(name)


@cache
def _kept(name: str) -> Ruleset:
    """Each ruleset built once per process: the engine's registry builds all of them at every call, and one
    request asks a dozen times (apply, prompts, emails, names). A ruleset keeps no state between calls; a
    name it refuses is not kept, so it is asked again."""
    return engine.get_ruleset(name)


def ruleset_names() -> list[str]:
    """The rulesets a host may choose; empty while the engine cannot load any."""
    try:
        return engine.ruleset_names()
    except ImportError:
        return []
