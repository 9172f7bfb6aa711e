"""An encounter between Red (offense, seat 0) and Blue (defense, seat 1) on Blue 1, Green watching."""

from __future__ import annotations

from typing import Any

from tests.engine.cosmic.table import attack, cards, launch, no_invites, table


def to_planning(aliens: dict[int, str], hands: dict[int, list[int]], launched: int = 2, **kw: Any) -> dict:
    """Red launched ``launched`` ships from Red 1 at Blue 1, nobody invited: the state waits at planning.

    ``kw`` goes to :func:`table` (``ships``, ``options``, ``warp`` ...).
    """
    kw.setdefault("destiny", ["color:blue"])
    state = table(hands={2: [attack(5)], **hands}, aliens=aliens, **kw)
    return no_invites(launch(state, 5, {0: launched}))


def revealed(aliens: dict[int, str], off_card: int, def_card: int, hands: dict[int, list[int]] | None = None,
             launched: int = 2, **kw: Any) -> tuple[dict, list]:
    """Both cards chosen and revealed; extra ``hands`` cards are added to each seat's hand."""
    extra = hands or {}
    all_hands = {0: [off_card, *extra.get(0, [])], 1: [def_card, *extra.get(1, [])]}
    all_hands.update({seat: cards_ for seat, cards_ in extra.items() if seat > 1})
    state = to_planning(aliens, all_hands, launched, **kw)
    return cards(state, off_card, def_card)


def outcome(events: list) -> str:
    return next(e.data["winner"] for e in events if e.kind == "resolution.outcome")


def totals_text(events: list) -> str:
    return next(e.text for e in events if e.kind == "resolution.outcome")
