"""What one seat may know: its own hand, the counts of other hands, face-down
cards only once revealed, a deal's terms only for the two dealers."""

from __future__ import annotations

from typing import Any

from engine.core import Say
from engine.cosmic import board, hidden_powers, timing
from engine.cosmic.cards import COSMIC, describe, destiny_label
from engine.cosmic.four_planets import scale
from engine.cosmic.powers import ALIENS, Power, active, held, kept_reincarnator, lent_to
from engine.cosmic.prompt_text import STEP_WORDS, say
from engine.cosmic.selection import answer_say, standing_answers, standing_unit_says
from engine.cosmic.techs import view as techs_view
from engine.cosmic.turn import by_colonies

State = dict[str, Any]


def view(state: State, seat: int | None) -> dict[str, Any]:
    n = state["n"]
    status = status_lines(state, seat)
    return {
        "ruleset": "cosmic",
        "seat": seat,
        "phase": STEP_WORDS.get(state["step"], state["step"]),
        "phase_say": say("view.phase", step=state["step"]).to_dict() if state["step"] in STEP_WORDS else None,
        "players": [
            {
                "seat": s,
                "color": board.color(state, s),
                "hand_count": len(state["hands"][s]),
                "warp": state["warp"][s],
                "home_colonies": board.home_colonies(state, s),
                "foreign_colonies": board.foreign_colonies(state, s),
                "power_lost": state["power_lost"][s],
                "removed": board.removed(state, s),  # ships removed from the game (Void, Masochist)
            }
            for s in range(n)
        ],
        "planets": [
            {"id": p, "system": board.system_of(state, p), "name": board.planet_name(state, p),
             "name_say": say("planet", planet=board.planet_ref(state, p)).to_dict(), "ships": list(ships),
             "destroyed": not board.in_play(state, p),  # out of the game (Omega Missile); its ships went to the warp
             "genesis": board.added(state, p)}
            for p, ships in enumerate(state["planets"])
        ],
        "hand": None if seat is None else [describe(c) for c in sorted(state["hands"][seat])],
        "deck_count": len(state["deck"]),
        "discard": [describe(c) for c in state["discard"]],
        "destiny": {"deck_count": len(state["destiny_deck"]),
                    "discard": [destiny_label(c) for c in state["destiny_discard"]]},
        "turn": dict(state["turn"]),
        "encounter": _encounter(state, seat),
        "waiting_for": sorted({spec["seat"] for spec in state["pending"]}),
        "played": [{"seat": item["seat"], "cancelled": item["cancelled"],
                    "what": timing.describe(state, item["key"], item["seat"])}
                   for item in state["stack"]],
        "winners": state["winners"],
        "outcome": _outcome(state),
        "foreign_colonies_to_win": scale(state).foreign_colonies_to_win,
        "aliens": _aliens(state, seat),
        "status_lines": [line.english for line in status],
        "status_says": [line.to_dict() for line in status],
        "techs": techs_view.view(state, seat),
        "standing": None if seat is None else [_standing(state, seat, unit, label)
                                                for unit, label in standing_unit_says(state, seat)],
    }


def _outcome(state: State) -> list[dict[str, Any]] | None:
    """How each winner won, so a page and the game-over email can tell a power's own victory or a shared win from
    the five colonies."""
    if state["winners"] is None:
        return None
    how = state.get("won_by", {})
    return [{"seat": s, "how": how.get(str(s), by_colonies(state))} for s in state["winners"]]


def _standing(state: State, seat: int, unit: str, label: Say) -> dict[str, Any]:
    """One unit answered in advance: its answer, the answers it takes and the one that holds by default, so a page
    can offer them without knowing the game (their words in English and as data, ``say``)."""
    answers, default = standing_answers(unit)
    return {"unit": unit, "label": label.english, "say": label.to_dict(),
            "answer": state["standing"][seat].get(unit, default), "default": default,
            "answers": [{"key": key, "label": words, "say": answer_say(unit, key).to_dict()} for key, words in answers]}


def _aliens(state: State, seat: int | None) -> dict[str, Any] | None:
    """Everyone's alien once all have chosen; before that, only your own offer and choice.

    ``powers`` says, per seat, what it holds this encounter and whether each power works, so a table
    sees a lent power and a zapped one as plainly as a lost one.
    """
    if state["aliens"] is None:
        return None
    mine = None
    if seat is not None:
        mine = {"offered": state["alien_offers"][seat], "chosen": state["alien_picks"][seat]}
    revealed = any(state["aliens"])  # the names are set together, once every player has chosen
    if not revealed:
        return {"players": None, "summaries": None, "powers": None, "mine": mine}
    powers = [[_power(state, s, p, seat) for p in held(state, s)] for s in range(state["n"])]
    shown = [a if hidden_powers.shown_to(state, s, seat) else None for s, a in enumerate(state["aliens"])]
    summaries = [ALIENS[a].summary if a else None for a in shown]
    summary_says = [say("view.summary", alien=a).to_dict() if a else None for a in shown]
    return {"players": shown, "summaries": summaries, "summary_says": summary_says, "powers": powers, "mine": mine}


def status_lines(state: State, viewer: int | None) -> list[Say]:
    """Each power's state as the game page shows it beside the power (a hoard's size, tokens left), one line per
    power, for the emails: a player deciding by email has no page open. The view gives them in English
    (``status_lines``) and as data (``status_says``) for the reader's language. Built from the same powers as
    ``_power``, so what a viewer may not see (a hoard's cards, a face-down sheet) stays out here too."""
    if state["aliens"] is None or not any(state["aliens"]):
        return []
    return [say("status.line", seat=seat, alien=power.name, status=status)
            for seat in range(state["n"]) for power in held(state, seat)
            if not (hidden_powers.face_down(state, power.name) and viewer != seat)
            and (status := power.status(state, seat, viewer)) is not None]


def _power(state: State, seat: int, power: Power, viewer: int | None) -> dict[str, Any]:
    """One power a seat holds; a face-down sheet (Hidden Powers) is named to its owner alone."""
    face_down = hidden_powers.face_down(state, power.name)
    if face_down and viewer != seat:
        return {"alien": None, "summary": None, "lent": False, "kept": False, "working": False, "face_down": True,
                **_status(None)}
    return {"alien": power.name, "summary": power.summary, "lent": power is lent_to(state, seat),
            "kept": power is kept_reincarnator(state, seat), "working": active(state, seat, power.name),
            "face_down": face_down, **_status(power.status(state, seat, viewer))}


def _status(status: Say | None) -> dict[str, Any]:
    """A power's state for the page: its English, and its words as data for the reader's language."""
    return {"status": None if status is None else status.english,
            "status_say": None if status is None else status.to_dict()}


def _encounter(state: State, seat: int | None) -> dict[str, Any]:
    enc = state["enc"]
    n = state["n"]
    off = state["turn"]["offense"]
    cards: dict[str, Any] = {}
    for role in ("offense", "defense"):
        cid = enc["cards"][role]
        face_up = (enc["revealed"] and enc.get("face_down") != role) or enc["card_first"] == role
        cards[role] = None if cid is None else describe(cid) if face_up else "face down"
    dealers = (off, enc["defense"])
    deal = enc["deal"]
    return {
        "offense": off,
        "defense": enc["defense"],
        "target": enc["target"],
        "destiny": None if enc["destiny"] is None else destiny_label(enc["destiny"]),
        "destiny_say": None if enc["destiny"] is None else say("view.destiny", card=enc["destiny"]).to_dict(),
        "gate": [board.gate_ships(state, s) for s in range(n)],
        "defensive_allies": [board.ally_ships(state, s) for s in range(n)],
        "invited_by_offense": list(enc["invites_off"]),
        "invited_by_defense": list(enc["invites_def"]),
        "allies_offense": list(enc["allies_off"]),
        "allies_defense": list(enc["allies_def"]),
        "cards": cards,
        "effective": enc["effective"] if enc["revealed"] else None,
        "zapped": list(enc["zapped"]),
        "lent": None if enc.get("lent") is None else dict(enc["lent"]),
        "reinforcements": [{"card": COSMIC[c].label, "side": side, "seat": s} for c, side, s in enc["reinforcements"]],
        "winner": enc["winner"],
        "deal": None if deal is None else {
            "made": deal["made"],
            "offer": deal["offer"] if seat in dealers else None,
            "offered_by": deal["by"],
        },
    }
