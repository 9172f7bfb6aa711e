"""Every alien a table can draw is whole: its power, a flare card, and both flare halves."""

from __future__ import annotations

from collections import Counter

from engine.cosmic.cards import ALIEN_NAMES, COSMIC
from engine.cosmic.flare import FLARES
from engine.cosmic.powers import ALERTS, ALIENS
from tests.engine.cosmic.table import RULES


def test_every_registered_alien_has_a_flare_card_and_both_halves() -> None:
    assert set(ALIENS) == set(ALIEN_NAMES)  # a half-done alien is not registered, so never drawn
    assert Counter(c.name for c in COSMIC if c.type == "flare") == Counter(ALIEN_NAMES)
    assert set(FLARES) == {(a, half) for a in ALIEN_NAMES for half in ("wild", "super")}
    for name, power in ALIENS.items():
        assert power.alert in ALERTS and power.summary, name


def test_setup_deals_every_registered_alien_over_enough_tables() -> None:
    offered: set[str] = set()
    for seed in range(60):
        state, _ = RULES.setup({"aliens": "red"}, 5, seed)
        offered |= {a for offer in state["alien_offers"] for a in offer}
    assert offered == set(ALIENS)
