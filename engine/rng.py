"""A seeded random stream kept inside the game state.

The stream is one integer under ``state["rng"]`` (splitmix64), so it
round-trips through JSON and a replay draws exactly the same numbers; the
``random`` module's globals are never touched.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def seed_value(seed: int) -> int:
    return seed & _MASK


def next_u64(state: dict[str, Any]) -> int:
    z = (state["rng"] + 0x9E3779B97F4A7C15) & _MASK
    state["rng"] = z
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def randbelow(state: dict[str, Any], n: int) -> int:
    if n <= 0:
        raise ValueError("randbelow needs a positive bound")
    return next_u64(state) % n


def shuffle(state: dict[str, Any], items: list[T]) -> None:
    """Fisher-Yates in place."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(state, i + 1)
        items[i], items[j] = items[j], items[i]
