"""What one seat may see: the board with hidden numbers and face-down tiles hidden, its own hand,
and of everyone else only what lies face up (card counts, not cards)."""

from __future__ import annotations

from typing import Any

from engine.starfarers import board, table
from engine.starfarers.components import FRIENDSHIP_NAMES
from engine.starfarers.encounter_cards import BY_ID

State = dict[str, Any]


def _sector(sec: dict[str, Any]) -> dict[str, Any]:
    if not sec["face_up"]:
        return {"face_up": False, "star": sec["star"]}
    return {"face_up": True, "star": sec["star"], "kind": sec["kind"], "tile": sec["tile"], "race": sec["race"],
            "planets": [{"res": p["res"], "sym": p["sym"], "shown": p["shown"],
                         "token": p["token"] if p["shown"] else None} for p in sec["planets"]]}


def _offer(state: State, seat: int | None) -> dict[str, Any] | None:
    """The open offer; answers are seen by the offering player, each answerer sees only its own."""
    offer = state.get("offer")
    if offer is None:
        return None
    answers = offer["answers"] if seat == offer["seat"] else \
        {k: a for k, a in offer["answers"].items() if k == str(seat)}
    return {"seat": offer["seat"], "give": offer["give"], "want": offer["want"], "answers": answers,
            "answered": len(offer["answers"])}


def view(state: State, seat: int | None) -> dict[str, Any]:
    turn = state["turn"]
    enc = state["enc"]
    return {
        "ruleset": "starfarers",
        "you": seat,
        "board": board.GEOMETRY,
        "colors": state["colors"],
        "sectors": [_sector(sec) for sec in state["sectors"]],
        "colonies": {site: list(c) for site, c in state["colonies"].items()},
        "closed": list(state["closed"]),
        "ships": {k: dict(s) for k, s in state["ships"].items()},
        "docks": {s: list(d) for s, d in state["docks"].items()},
        "markers": dict(state["markers"]),
        "friendship_left": {race: sorted(cards) for race, cards in state["fcards"].items()},
        "supply": dict(state["supply"]),
        "reserve_pile": len(state["reserve"]),
        "encounter_deck": len(state["enc_deck"]),
        "players": [{
            "seat": s, "color": state["colors"][s], "vp": table.vp(state, s),
            "cards": table.hand_size(state, s), "half_medals": state["halves"][s],
            "medals": len(state["medals"][s]), "friendship": list(state["friends"][s]),
            "friendship_names": [FRIENDSHIP_NAMES[c] for c in state["friends"][s]],
            "mothership": dict(state["ms"][s]), "pool": table.pool(state, s),
            "trade_stations": table.stations(state, s), "owed_trade_ships": state["owed_trade_ships"][s],
        } for s in range(state["n"])],
        "hand": dict(state["hands"][seat]) if seat is not None else None,
        "turn": None if turn is None else {
            "seat": turn["seat"], "number": turn["number"], "roll": turn["roll"], "phase": turn["phase"],
            "balls": turn["balls"], "speed": turn["speed"], "left": dict(turn["left"]),
            "grounded": list(turn["grounded"])},
        "offer": _offer(state, seat),
        "encounter": None if enc is None else {"card": enc["card"], "title": BY_ID[enc["card"]]["title"],
                                               "question": BY_ID[enc["card"]]["question"]},
        "standing": [],
        "winners": state["winners"],
    }
