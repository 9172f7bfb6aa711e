"""The main deck and the order tokens of the Avalon Hill edition.

The rulebook gives only totals (54 encounter cards, 8 artifacts, 12 orders); the attack values, the
negotiate count and the artifact copies are our defaults (``shared/rules/cosmic-ah2000.md`` §8, §9,
§14.1–3): the 2008 attacks and negotiates without the morph, which are exactly 54 cards.
"""

from __future__ import annotations

from engine.cosmic.cards import ATTACK_COUNTS, NEGOTIATES, Card

ARTIFACT_COUNTS: dict[str, int] = {
    "Cosmic Zap": 2, "Mobius Tubes": 2, "Force Field": 1, "Plague": 1, "Stellar Gas": 1, "Emotion Control": 1,
}  # fmt: skip
COLORS = ("red", "blue", "green", "yellow")
ORDERS_PER_COLOR = 3
HAND_SIZE = 7


def _build() -> tuple[Card, ...]:
    cards: list[Card] = []
    for value, count in ATTACK_COUNTS.items():
        cards += [Card("attack", value, "")] * count
    cards += [Card("negotiate", 0, "")] * NEGOTIATES
    for name, count in ARTIFACT_COUNTS.items():
        cards += [Card("artifact", 0, name)] * count
    assert len(cards) == 62, len(cards)
    return tuple(cards)


DECK: tuple[Card, ...] = _build()
ENCOUNTER_IDS = frozenset(i for i, c in enumerate(DECK) if c.type in ("attack", "negotiate"))


def card(card_id: int) -> Card:
    return DECK[card_id]


def key(card_id: int) -> str:
    """The option key a card has in prompts and forms (the same shape as the 2008 ruleset's)."""
    return f"c{card_id}"


def from_key(value: str) -> int:
    return int(value[1:])


def label(card_id: int) -> str:
    return DECK[card_id].label


def distinct(cards: list[int]) -> list[int]:
    """One card per label (the lowest id): two copies of a card are one choice, not two alike buttons."""
    first: dict[str, int] = {}
    for cid in sorted(cards):
        first.setdefault(DECK[cid].label, cid)
    return sorted(first.values())


def describe(card_id: int) -> dict[str, object]:
    c = DECK[card_id]
    return {"id": card_id, "key": key(card_id), "type": c.type, "value": c.value, "label": c.label}


def keep_rank(card_id: int) -> tuple[int, int]:
    """How much a player would rather keep a card: low ranks are given away first."""
    c = DECK[card_id]
    if c.type == "attack":
        return (0 if c.value < 10 else 3, c.value)
    return (1 if c.type == "negotiate" else 2, 0)


def artifacts_named(hand: list[int], name: str) -> list[int]:
    return [c for c in hand if DECK[c].type == "artifact" and DECK[c].name == name]
