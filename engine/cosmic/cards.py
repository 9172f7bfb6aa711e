"""The cosmic and destiny decks: what each card is, and how it is named.

Card ids are indexes into :data:`COSMIC`; the counts are the base set's
(``shared/rules/cosmic-ffg2008.md`` §3 and §4).
"""

from __future__ import annotations

from typing import NamedTuple

ATTACK_COUNTS: dict[int, int] = {
    0: 1, 1: 1, 4: 4, 5: 1, 6: 7, 7: 1, 8: 7, 9: 1, 10: 4, 11: 1, 12: 2,
    13: 1, 14: 2, 15: 1, 20: 2, 23: 1, 30: 1, 40: 1,
}  # fmt: skip
NEGOTIATES = 15
MORPHS = 1
REINFORCEMENT_COUNTS: dict[int, int] = {2: 2, 3: 3, 5: 1}
ARTIFACT_COUNTS: dict[str, int] = {
    "Cosmic Zap": 2, "Card Zap": 2, "Mobius Tubes": 2, "Emotion Control": 1,
    "Force Field": 1, "Ionic Gas": 1, "Plague": 1, "Quash": 1,
}  # fmt: skip

ENCOUNTER_TYPES = ("attack", "negotiate", "morph")

# The aliens of this engine, in the order their flare cards follow the 72 cosmic cards.
ALIEN_NAMES = (
    "Amoeba", "Anti-Matter", "Barbarian", "Chosen", "Clone", "Cudgel", "Filch", "Healer", "Human", "Loser",
    "Machine", "Macron", "Mind", "Mutant", "Oracle", "Pacifist", "Parasite", "Philanthropist", "Shadow",
    "Sorcerer", "Trader", "Tripler", "Virus", "Vulch", "Zombie", "Warpish",
    "Calculator", "Mirror", "Spiff", "Kamikaze", "Observer", "Will",
    "Fodder", "Mite", "Dictator",
    "Warrior", "Reserve", "Hacker", "Fido", "Remora", "Vacuum", "Hate", "Void",
    "Masochist", "Tick-Tock", "Miser", "Grudge", "Citadel", "Gambler",
    "Reincarnator",
)  # fmt: skip


class Card(NamedTuple):
    type: str  # attack, negotiate, morph, reinforcement, artifact, flare
    value: int  # attack value or reinforcement bonus; 0 otherwise
    name: str  # artifact name or the flare's alien, else ""

    @property
    def is_encounter(self) -> bool:
        return self.type in ENCOUNTER_TYPES

    @property
    def label(self) -> str:
        if self.type == "attack":
            return f"Attack {self.value:02d}"
        if self.type == "reinforcement":
            return f"Reinforcement +{self.value}"
        if self.type == "artifact":
            return f"Artifact: {self.name}"
        if self.type == "flare":
            return f"Flare: {self.name}"
        return self.type.capitalize()


def _build() -> tuple[Card, ...]:
    cards: list[Card] = []
    for value, count in ATTACK_COUNTS.items():
        cards += [Card("attack", value, "")] * count
    cards += [Card("negotiate", 0, "")] * NEGOTIATES
    cards += [Card("morph", 0, "")] * MORPHS
    for value, count in REINFORCEMENT_COUNTS.items():
        cards += [Card("reinforcement", value, "")] * count
    for name, count in ARTIFACT_COUNTS.items():
        cards += [Card("artifact", 0, name)] * count
    assert len(cards) == 72, len(cards)
    return tuple(cards + [Card("flare", 0, alien) for alien in ALIEN_NAMES])


COSMIC: tuple[Card, ...] = _build()
FLARE_OF = {c.name: i for i, c in enumerate(COSMIC) if c.type == "flare"}
ENCOUNTER_IDS = frozenset(i for i, c in enumerate(COSMIC) if c.is_encounter)
# Each card's label and the order a planning choice lists it in (type, highest value first, then id), worked out
# once: a hand is offered at every encounter, and a ``label`` formats its string anew at each read.
LABELS: tuple[str, ...] = tuple(c.label for c in COSMIC)
PLAY_ORDER: tuple[tuple[str, int, int], ...] = tuple((c.type, -c.value, i) for i, c in enumerate(COSMIC))


def card(card_id: int) -> Card:
    return COSMIC[card_id]


def key(card_id: int) -> str:
    """The option key a card has in prompts and forms."""
    return f"c{card_id}"


def from_key(value: str) -> int | None:
    if not value.startswith("c") or not value[1:].isdigit():
        return None
    cid = int(value[1:])
    return cid if 0 <= cid < len(COSMIC) else None


def distinct_copies(cards: list[int]) -> list[int]:
    """One card per label (the lowest id), in id order: copies of a card are one choice, not two buttons
    that read alike; the lowest id keeps the option's key the same whichever copy arrived last."""
    first: dict[str, int] = {}
    for cid in sorted(cards):
        first.setdefault(LABELS[cid], cid)
    return sorted(first.values())


def describe(card_id: int) -> dict[str, object]:
    c = COSMIC[card_id]
    return {"id": card_id, "key": key(card_id), "type": c.type, "value": c.value, "label": c.label}


def keep_rank(card_id: int) -> tuple[int, int]:
    """How much a player would rather keep a card: low ranks are given away first."""
    c = COSMIC[card_id]
    order = {"attack": 1, "negotiate": 2, "reinforcement": 3, "morph": 4, "artifact": 5, "flare": 5}
    return (order[c.type], c.value) if c.type != "attack" else (0 if c.value < 10 else 6, c.value)


# Destiny deck: three cards per player colour, two wilds, three specials.
COLORS = ("red", "blue", "green", "yellow", "purple")
SPECIALS = {
    "special:colonies": "the player with the most foreign colonies",
    "special:cards": "the player with the most cards in hand",
    "special:warp": "the player with the fewest ships in the warp",
}


def destiny_deck(players: int) -> list[str]:
    deck = [f"color:{COLORS[s]}" for s in range(players) for _ in range(3)]
    return deck + ["wild", "wild"] + list(SPECIALS)


def destiny_label(code: str) -> str:
    if code.startswith("color:"):
        return f"{code[6:].capitalize()} (colour)"
    if code == "wild":
        return "Wild"
    return f"Special: {SPECIALS[code]}"
