"""What must hold after every action of every Starfarers game."""

from __future__ import annotations

import json
from typing import Any

from engine import get_ruleset
from engine.core import Action, Event
from engine.starfarers.components import (
    CARDS_PER_RESOURCE,
    FRIENDSHIP,
    HALF_MEDALS,
    RESOURCES,
    UPGRADE_LIMIT,
    UPGRADE_SUPPLY,
)

RULES = get_ruleset("starfarers")
PRIVATE_KINDS = {"reserve.cards", "seven.rob_card", "council_card", "effect.rob_card"}


def check_accounting(state: dict[str, Any]) -> None:
    """Every card, piece, upgrade and medal is somewhere, exactly once."""
    for r in RESOURCES:
        held = state["supply"][r] + state["reserve"].count(r) + sum(h[r] for h in state["hands"])
        assert held == CARDS_PER_RESOURCE, f"{r}: {held} cards"
        assert state["supply"][r] >= 0 and all(h[r] >= 0 for h in state["hands"])
    for seat in range(state["n"]):
        mine = [s for s in state["ships"].values() if s["seat"] == seat]
        cols = [c for c in state["colonies"].values() if c[0] == seat]
        stations = sum(d.count(seat) for d in state["docks"].values())
        assert len(mine) <= 3, "more than 3 transports on the board"
        assert len(cols) + sum(s["kind"] == "colony" for s in mine) <= 9
        assert stations + sum(s["kind"] == "trade" for s in mine) <= 7
        assert sum(1 for c in cols if c[1]) <= 3
        for kind, limit in UPGRADE_LIMIT.items():
            assert 0 <= state["ms"][seat][kind] <= limit
    for kind, total in UPGRADE_SUPPLY.items():
        assert sum(ms[kind] for ms in state["ms"]) <= total
    assert 0 <= sum(state["halves"]) <= HALF_MEDALS
    medals = sum(len(m) for m in state["medals"])
    assert len(state["reserve_tokens"]) == max(0, 5 - medals), "a cleared planet did not get a reserve number"
    specials = [t for pools in state["pools"].values() for pile in pools.values() for t in pile if t.get("special")]
    specials += [p["token"] for sec in state["sectors"] for p in sec["planets"]
                 if p["token"] and p["token"].get("special")]
    assert len(specials) + medals == 3 + 2, "pirate bases and ice planets: 3 and 2, on the board, in the pool or won"
    held_cards = sorted(c for f in state["friends"] for c in f) + sorted(c for v in state["fcards"].values() for c in v)
    assert sorted(held_cards) == sorted(c for c, (_, copies) in FRIENDSHIP.items() for _ in range(copies))
    assert all(len(d) <= 5 for d in state["docks"].values())
    at = [s["at"] for s in state["ships"].values()]
    assert len(at) == len(set(at)), "two ships on one point"
    assert not set(at) & {int(p) for p in state["colonies"]}, "a ship on a colony"


def expected_vp(state: dict[str, Any], seat: int) -> int:
    """Victory points counted from the table the way a player counts them, independently of the engine."""
    vp = sum(2 if port else 1 for owner, port in state["colonies"].values() if owner == seat)
    vp += 2 * list(state["markers"].values()).count(seat)
    return vp + len(state["medals"][seat]) + state["halves"][seat] // 2


def check_vp(state: dict[str, Any]) -> None:
    view = RULES.view(state, None)
    for seat in range(state["n"]):
        assert view["players"][seat]["vp"] == expected_vp(state, seat)
    for race, holder in state["markers"].items():
        if holder is not None:
            docks = [d for s, d in state["docks"].items() if state["sectors"][int(s)]["race"] == race][0]
            assert all(docks.count(holder) >= docks.count(o) for o in range(state["n"])), "marker not with the most"


def _hidden_numbers(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [p["token"] for sec in state["sectors"] for p in sec["planets"] if not p["shown"] and p["token"]]


def check_hidden(state: dict[str, Any]) -> None:
    """No seat's view or prompts hold another's hand, a face-down tile or an unexplored number."""
    prompts = RULES.prompts(state)
    for viewer in [None, *range(state["n"])]:
        view = RULES.view(state, viewer)
        assert "rng" not in view and "reserve" not in view and "enc_deck" not in view
        assert view["hand"] == (None if viewer is None else state["hands"][viewer])
        for s, sec in enumerate(view["sectors"]):
            real = state["sectors"][s]
            if not real["face_up"]:
                assert set(sec) == {"face_up", "star"}, "a face-down tile shows what it is"
            else:
                for planet, shown in zip(sec["planets"], real["planets"], strict=True):
                    if not shown["shown"]:
                        assert planet["token"] is None, "an unexplored number is visible"
        text = json.dumps({k: v for k, v in view.items() if k != "board"})
        text += json.dumps([p.to_dict() for p in prompts if p.seat == viewer])
        assert '"hands"' not in text and '"pools"' not in text and '"reserve_tokens"' not in text
        assert all(set(p) >= {"cards"} and "hand" not in p for p in view["players"]), "a hand's contents leak"
        offer = state.get("offer")
        if offer and viewer != offer["seat"]:
            others = {k for k in offer["answers"] if k != str(viewer)}
            assert not others & set(view["offer"]["answers"]), "another player's answer is visible"


def check_events(events: list[Event]) -> None:
    for e in events:
        if e.kind in PRIVATE_KINDS:
            assert e.seats is not None, f"private event {e.kind} is public"
        assert e.text and "{" not in e.text.replace("{p:", ""), f"unrendered text in {e.kind}: {e.text}"


def check_all(state: dict[str, Any], action: Action | None, events: list[Event]) -> None:
    check_accounting(state)
    check_vp(state)
    check_hidden(state)
    check_events(events)
    assert json.loads(json.dumps(state)) == state, "state does not round-trip through JSON"
    for prompt in RULES.prompts(state):
        assert prompt.options or prompt.fields, f"{prompt.kind} offers nothing to choose"
