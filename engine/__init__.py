"""Pure game rules behind one contract (:mod:`engine.core`); no I/O, no clock."""

from __future__ import annotations

from engine.core import Action, Event, Field, IllegalAction, Option, Prompt, Ruleset, State

__all__ = [
    "Action",
    "Event",
    "Field",
    "IllegalAction",
    "Option",
    "Prompt",
    "Ruleset",
    "State",
    "get_ruleset",
    "ruleset_names",
]


def _registry() -> dict[str, Ruleset]:
    from engine.cosmic.ruleset import CosmicRuleset
    from engine.cosmic_ah2000.ruleset import CosmicAH2000Ruleset
    from engine.starfarers.ruleset import StarfarersRuleset

    return {"cosmic": CosmicRuleset(), "cosmic-ah2000": CosmicAH2000Ruleset(), "starfarers": StarfarersRuleset()}


def ruleset_names() -> list[str]:
    return sorted(_registry())


def get_ruleset(name: str) -> Ruleset:
    """The ruleset called ``name``; ``KeyError`` names the ones there are."""
    rulesets = _registry()
    if name not in rulesets:
        raise KeyError(f"unknown ruleset {name!r}; known: {', '.join(sorted(rulesets))}")
    return rulesets[name]
