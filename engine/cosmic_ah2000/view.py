"""What one seat may know: its own hand, the sizes of other hands, face-down cards only once revealed,
a deal's terms only for the two dealers.  Aliens, the orders drawn and where the mothership points are
public (they lie face up on the table), so every seat's view carries them."""

from __future__ import annotations

from typing import Any

from engine.cosmic_ah2000 import board, powers, standing, windows
from engine.cosmic_ah2000.cards import describe
from engine.cosmic_ah2000.prompt_text import STEP_WORDS, planet, say

State = dict[str, Any]


def view(state: State, seat: int | None) -> dict[str, Any]:
    n = state["n"]
    return {
        "ruleset": state["ruleset"],
        "seat": seat,
        "phase": STEP_WORDS.get(_phase_step(state), state["step"]),
        "phase_say": say("view.phase", step=_phase_step(state)).to_dict() if _phase_step(state) in STEP_WORDS else None,
        "players": [
            {
                "seat": s,
                "color": state["colors"][s],
                "hand_count": len(state["hands"][s]),
                "warp": state["warp"][s],
                "native_colonies": board.native_colonies(state, s),
                "foreign_colonies": board.colony_counts(state)[1][s],
                "alien": powers.of(state, s),
                "summary": _summary(powers.of(state, s)),
                "summary_say": say("view.summary", alien=powers.of(state, s)).to_dict()
                if powers.of(state, s) in powers.ALIENS else None,  # the summary as data, for any language
                "power": state["power"][s] if state["aliens"] is not None else None,
            }
            for s in range(n)
        ],
        "foreign_colonies_to_win": board.FOREIGN_COLONIES_TO_WIN,
        "planets": [
            {"id": p, "system": board.system_of(p), "name": board.planet_name(state, p),
             "name_say": planet(state, p).to_dict(), "ships": list(ships)}  # the name as data, for any language
            for p, ships in enumerate(state["planets"])
        ],
        "hand": None if seat is None else [describe(c) for c in sorted(state["hands"][seat])],
        "deck_count": len(state["deck"]),
        "discard": [describe(c) for c in state["discard"]],
        "orders": {"pile_count": len(state["orders"]),
                   "used": [state["colors"][s] for s in state["orders_discard"]]},
        "turn": dict(state["turn"]),
        "encounter": _encounter(state, seat),
        "waiting_for": sorted({spec["seat"] for spec in state["pending"]}),
        "winners": state["winners"],
        "standing": None if seat is None else standing.view(state, seat),
    }


def _encounter(state: State, seat: int | None) -> dict[str, Any]:
    enc, off = state["enc"], state["turn"]["offense"]
    cards: dict[str, Any] = {}
    for role, cid in enc["cards"].items():
        owner = off if role == "offense" else enc["defense"]
        if cid is None:
            cards[role] = None
        elif enc["revealed"] or (owner == seat and not enc["sorcery"]):
            cards[role] = describe(cid)
        else:
            cards[role] = "face down"
    deal = enc["deal"]
    dealers = (off, enc["defense"])
    return {
        "offense": off,
        "defense": enc["defense"],
        "target": enc["target"],
        "order": None if enc["order"] is None else state["colors"][enc["order"]],
        "points_at": _points_at(state),
        "mothership": [board.total(m) for m in enc["mothership"]],
        "transports": [board.total(t) for t in enc["transports"]],
        "allies_offense": list(enc["allies_off"]),
        "allies_defense": list(enc["allies_def"]),
        "cards": cards,
        "both_negotiate": enc["both_negotiate"],
        "zapped": list(enc["zapped"]),
        "deal_offer": deal["offer"] if deal and seat in dealers else None,
    }


def _phase_step(state: State) -> str:
    """The step the page names the phase by: a window's own steps (a play's follow-up, a power declared) by the
    step that opened the outermost window."""
    if state["step"] in (windows.REOPEN, windows.DECLARED) and state["windows"]:
        return state["windows"][0]["point"]
    return state["step"]


def _summary(alien: str | None) -> str | None:
    return powers.ALIENS[alien].summary if alien in powers.ALIENS else None


def _points_at(state: State) -> dict[str, int] | None:
    """Where the mothership points: a planet once the target is chosen, before that the defense's system
    (the order drawn, or with two players the opponent's)."""
    enc = state["enc"]
    if enc["target"] is not None:
        return {"planet": enc["target"], "system": board.system_of(enc["target"])}
    return None if enc["defense"] is None else {"planet": None, "system": enc["defense"]}
