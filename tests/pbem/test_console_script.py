"""The installed ``pbem`` script as an operator runs it: a subprocess with DATABASE_URL set.

CliRunner tests inside the app fixture hide a missing app context; these do not.
They run on SQLite, and on PostgreSQL when PBEM_TEST_DATABASE_URL is set.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(sys.executable).parent / "pbem"


@pytest.fixture
def pbem(database_url: str, tmp_path: Path):
    if not SCRIPT.exists():
        pytest.skip("the pbem console script is not installed beside this python (pip install -e .)")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FLASK_", "PBEM_", "REDIS_"))}
    env.update({"DATABASE_URL": database_url, "SECRET_KEY": "test-secret", "BASE_URL": "http://pbem.test"})

    def run(*args: str, input: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(SCRIPT), *args], env=env, cwd=tmp_path, input=input, capture_output=True,
                              text=True, timeout=60)
    return run


@pytest.mark.long
def test_moderator_accounts_from_the_installed_script(pbem):
    added = pbem("moderator", "add", "zoe@example.org", "--name", "Zoe")
    assert added.returncode == 0, added.stderr
    assert "zoe@example.org is a site moderator" in added.stdout
    listed = pbem("moderator", "list")
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.strip() == "zoe@example.org (Zoe)"
    again = pbem("moderator", "add", "zoe@example.org")
    assert again.returncode != 0 and "Working outside" not in again.stderr


@pytest.mark.long
def test_moderating_a_game_from_the_installed_script(pbem):
    created = pbem("create-game", "--ruleset", "cosmic", "--player", "ann@example.org", "--player",
                   "bob@example.org", "--player", "cyd@example.org", "--host", "host@example.org", "--seed", "3")
    assert created.returncode == 0, created.stderr
    game_id = created.stdout.split()[2].rstrip(":")
    stuck = pbem("mod", "list-stuck")
    assert stuck.returncode == 0 and "No game needs attention" in stuck.stdout, stuck.stderr
    shown = pbem("mod", "show", game_id)
    assert shown.returncode == 0, shown.stderr
    assert f"game {game_id}:" in shown.stdout and "lobby" in shown.stdout
    cancelled = pbem("mod", "cancel", game_id, "--reason", "a test table")
    assert cancelled.returncode == 0, cancelled.stderr
    assert "cancel done (version" in cancelled.stdout
    assert "cancelled" in pbem("mod", "show", game_id).stdout


def test_create_game_help_lists_the_table_options_of_each_ruleset(pbem):
    shown = pbem("create-game", "--help")
    assert shown.returncode == 0, shown.stderr
    assert "Table options of cosmic" in shown.stdout
    assert "aliens=" in shown.stdout
