"""Every kind of decision has its deadline default written down for players (engine/cosmic_ah2000/README.md)."""

from __future__ import annotations

from pathlib import Path

import engine.cosmic_ah2000
from engine.cosmic_ah2000 import flow
from tests.engine.cosmic_ah2000.table import RULES  # noqa: F401  (loading the ruleset registers every kind)

README = (Path(engine.cosmic_ah2000.__file__).parent / "README.md").read_text()


def test_every_prompt_kind_has_a_row_in_the_timeout_table() -> None:
    table = README.split("## When a deadline passes", 1)[1].split("\n## ", 1)[0]
    missing = [kind for kind in flow.DECISIONS if f"(`{kind}`)" not in table]
    assert not missing, f"no documented timeout default for {missing}"
    assert len(flow.DECISIONS) == 13
