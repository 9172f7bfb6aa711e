"""Seeded random games with the Technology variant, checking every invariant after every action: every ship
counted (those on techs too), every tech card accounted for, a face-down tech never in another seat's view."""

from __future__ import annotations

import pytest

from engine.cosmic.invariants import check_all
from engine.playout import playout
from tests.engine.cosmic.table import RULES


@pytest.mark.parametrize(("seed", "aliens"), [(1, "off"), (2, "off"), (3, "red"), (4, "red")])
def test_random_games_with_techs_keep_every_invariant_and_end_with_a_winner(seed: int, aliens: str) -> None:
    result = playout(RULES, 3 + seed % 3, 7000 + seed, options={"technology": "on", "aliens": aliens,
                                                                "artifacts": "on" if aliens != "off" else "off"},
                     check=check_all)
    assert RULES.result(result.state)
    assert "techs" in result.state
