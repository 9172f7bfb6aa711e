"""Every rulebook variant at one table (Technology, Four Planets, Hidden Powers, Changing Powers, Free Flares, and
the cosmic quake), with all aliens and artifacts: seeded random games keep every invariant after every action —
16 ships a player (on planets, a Genesis planet, techs, the warp, the encounter, or removed from the game), every
card and tech accounted for, nothing hidden shown — and end with a winner."""

from __future__ import annotations

import pytest

from engine.cosmic.invariants import check_all
from tests.engine.cosmic.table import RULES, ships_of
from tests.engine.playouts import checked_playout

EVERY_VARIANT = {"technology": "on", "planets": "4", "hidden_powers": "on", "changing_powers": "on",
                 "free_flares": "on", "cosmic_quake": "on", "aliens": "red", "artifacts": "on"}


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_with_every_variant_keep_every_invariant_and_end_with_a_winner(seed: int) -> None:
    result = checked_playout(RULES, 3 + seed, 4100 + seed, EVERY_VARIANT, check=check_all)
    state = result.state
    assert RULES.result(state) and "techs" in state and len(state["planets"]) >= 4 * state["n"]
    assert all(ships_of(state, seat) == 16 for seat in range(state["n"]))
