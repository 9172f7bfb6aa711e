"""Answers kept face down until the last of their kind is in, then carried out in the rulebook order.

Alliance answers asked at once, and the invitations given with the launch, wait here (``enc["sealed"]``,
which no view shows): nobody decides knowing another's answer, and the outcome reads as if asked in turn.
"""

from __future__ import annotations

from typing import Any

from engine.cosmic import board

State = dict[str, Any]


def seal(state: State, prompt_id: str, seat: int, role: str | None, choice: Any) -> None:
    state["enc"].setdefault("sealed", {})[prompt_id] = {"seat": seat, "role": role, "choice": choice}


def unseal(state: State) -> list[dict[str, Any]]:
    """The sealed answers, offense first, then the defense, then clockwise from the offense's left."""
    order = [state["turn"]["offense"], state["enc"]["defense"], *board.others_from_left(state)]
    return sorted(state["enc"].pop("sealed", {}).values(), key=lambda a: order.index(a["seat"]))
