"""Every alien a table can draw is whole: its power, a flare card, and both flare halves."""

from __future__ import annotations

from collections import Counter

from engine.cosmic.cards import ALIEN_NAMES, COSMIC
from engine.cosmic.flare import FLARES
from engine.cosmic.powers import ALERTS, ALIENS
from tests.engine.cosmic.alien_usage import play_game, recording
from tests.engine.cosmic.table import RULES

# Found by the sweep (python -m tests.engine.cosmic.alien_usage): 618 games before all were seen; these 30 use every
# power and every flare half between them.
PINNED = [2, 4, 45, 46, 49, 50, 53, 88, 101, 119, 136, 167, 173, 210, 213, 234, 244, 257, 265, 327, 341, 353, 382,
          391, 415, 428, 441, 524, 579, 617]


def test_every_registered_alien_has_a_flare_card_and_both_halves() -> None:
    assert len(ALIEN_NAMES) == 50  # every alien of the game
    assert set(ALIENS) == set(ALIEN_NAMES)  # a half-done alien is not registered, so never drawn
    assert Counter(c.name for c in COSMIC if c.type == "flare") == Counter(ALIEN_NAMES)
    assert set(FLARES) == {(a, half) for a in ALIEN_NAMES for half in ("wild", "super")}
    for name, power in ALIENS.items():
        assert power.alert in ALERTS and power.summary, name


# Alert levels as the rules data (shared/rules/cosmic-ffg2008.md §6) prints them, G/Y/R.
LEVELS = {
    "green": {"Barbarian", "Chosen", "Clone", "Cudgel", "Filch", "Hacker", "Loser", "Macron", "Miser", "Mutant",
              "Observer", "Oracle", "Pacifist", "Parasite", "Reserve", "Sorcerer", "Spiff", "Trader", "Vacuum", "Vulch",
              "Warrior", "Will", "Zombie"},
    "yellow": {"Amoeba", "Anti-Matter", "Calculator", "Fido", "Fodder", "Hate", "Healer", "Human", "Kamikaze", "Mind",
               "Mirror", "Mite", "Philanthropist", "Reincarnator", "Remora", "Shadow", "Tick-Tock"},
    "red": {"Citadel", "Dictator", "Gambler", "Grudge", "Machine", "Masochist", "Tripler", "Virus", "Void", "Warpish"},
}


def test_each_alert_level_deals_exactly_the_aliens_the_rules_data_puts_at_or_below_it() -> None:
    assert {a: p.alert for a, p in ALIENS.items()} == {a: level for level, names in LEVELS.items() for a in names}
    up_to: set[str] = set()
    for level in ("green", "yellow", "red"):
        up_to |= LEVELS[level]
        offered: set[str] = set()
        for seed in range(60):
            state, _ = RULES.setup({"aliens": level}, 5, seed)
            offered |= {a for offer in state["alien_offers"] for a in offer}
        assert offered == up_to, level


def test_pinned_short_random_games_use_every_alien_and_every_flare_half() -> None:
    """Issue 15's check that every power and every flare half is reachable in play, not just registered: the few
    games of the sweep in ``alien_usage.py`` (over tables that seat every alien in turn) that together use them all."""
    with recording() as (powers_used, halves_played):
        for game in PINNED:
            play_game(game)
    hint = "a rule change shifted the random games: re-pin with python -m tests.engine.cosmic.alien_usage"
    assert set(ALIENS) - powers_used == set(), hint
    assert set(FLARES) - halves_played == set(), hint
