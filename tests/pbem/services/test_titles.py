"""Email subjects start with the game's short name, so a phone still shows what the email is about."""

from __future__ import annotations

import pytest

from pbem.models import Game
from pbem.services.titles import MAX_TAG, short_title


@pytest.mark.parametrize("title, tag", [
    ("Demo Cosmic Encounter (2008 rules)", "Demo Cosmic"),
    ("Cosmic Encounter (2008 rules) #4821", "Cosmic #4821"),
    ("Friday night", "Friday night"),
    ("The very long Friday night game of the office league", "The very long Friday…"),
    ("Supercalifragilisticexpialidocious-cosmic", "Supercalifragilisticexp…"),
])
def test_the_tag_uses_the_rulesets_short_title_and_cuts_a_long_title_at_a_word(title: str, tag: str) -> None:
    assert short_title(Game(ruleset="cosmic", title=title)) == tag
    assert len(tag) <= MAX_TAG


def test_a_ruleset_without_a_short_title_keeps_its_title(toy_ruleset) -> None:
    assert short_title(Game(ruleset="toy", title="Toy Duel #12")) == "Toy Duel #12"


def test_a_starfarers_game_is_tagged_starfarers() -> None:
    assert short_title(Game(ruleset="starfarers", title="Demo Catan: Starfarers (2nd edition)")) == "Demo Starfarers"
