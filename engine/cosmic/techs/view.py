"""What a seat may know of the techs, and what it may answer in advance about them.

A face-down tech is named to its holder only; the others see that a player researches a tech and how many
ships are on it.  A completed tech that stays hidden until used (Gluon Mines, Tech Scrambler) is shown the
same way.  The dealt techs a player has not chosen from yet are its own to see."""

from __future__ import annotations

from typing import Any

from engine.core import Say
from engine.cosmic.cards import COSMIC
from engine.cosmic.powers import EXTRA, extra
from engine.cosmic.prompt_text import say
from engine.cosmic.techs import registry, variant
from engine.cosmic.techs.registry import TECHS
from engine.cosmic.techs.use import unit_name

State = dict[str, Any]
RESEARCH_UNIT = variant.UNIT
RESEARCH_ANSWERS = variant.ANSWERS


def view(state: State, seat: int | None) -> dict[str, Any] | None:
    if not registry.on(state):
        return None
    techs = state["techs"]
    return {
        "deck_count": len(techs["deck"]),
        "discard": list(techs["discard"]),
        "players": [[_card(t, s == seat) for t in techs["held"][s]] for s in range(state["n"])],
        "offered": None if seat is None else list(techs["offers"][seat]),
        "tokens": [{"tech": name, "seat": t["seat"], "planets": list(t["planets"]), "ship": TECHS[name].token_is_ship}
                   for name, t in sorted(techs["tokens"].items())],
    }


def _card(t: dict[str, Any], mine: bool) -> dict[str, Any]:
    shown = mine or (t["up"] and not TECHS[t["name"]].hidden)
    return {"name": t["name"] if shown else None,
            "research": registry.research_label(t["name"]) if shown else None,
            "ships": t["ships"], "completed": t["up"] if shown else None,
            "summary": TECHS[t["name"]].summary if shown else None,
            "stored": COSMIC[t["card"]].label if mine and t.get("card") is not None else None}


def standing_units(state: State, seat: int) -> list[tuple[str, Say]]:
    """Research at every regroup, and each completed tech that is used at a timing point."""
    if not registry.on(state):
        return []
    units = [(RESEARCH_UNIT, say("standing.tech.research"))]
    seeded = extra(state, seat)
    if seeded is not None and seeded.optional:
        units.append((EXTRA.name, say("standing.precursor_seed", alien=seeded.name)))
    return units + [(unit_name(t["name"]), say("standing.tech", tech=t["name"])) for t in registry.held(state, seat)
                    if t["up"] and TECHS[t["name"]].points]
