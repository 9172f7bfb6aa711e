"""Starting the service as an operator does: the Procfile's gunicorn command and the installed ``pbem`` script.

Without configuration neither falls back to the embedded default (whose dev inbox
shows working join links to anyone); with a database that does not answer,
both stop at once and say which database and why.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from pbem.cli import main

BIN = Path(sys.executable).parent
PROCFILE = Path(__file__).resolve().parents[2] / "Procfile"


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _environment(**extra: str) -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items()
            if not k.startswith(("FLASK_", "PBEM_", "REDIS_", "SMTP_")) and k not in ("DATABASE_URL", "SECRET_KEY")}
    return {**keep, **extra}


def _web_command() -> list[str]:
    """The Procfile's web line, run from this virtualenv, on a free port."""
    line = next(row for row in PROCFILE.read_text().splitlines() if row.startswith("web:"))
    command = line.removeprefix("web:").split()
    assert command[0] == "gunicorn"
    return [str(BIN / "gunicorn"), "--bind", "127.0.0.1:0", command[1].strip("'")]


def _run(command: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, timeout=60)


def test_the_web_process_without_configuration_refuses_to_start_and_says_what_is_missing(tmp_path):
    started = _run(_web_command(), _environment(), tmp_path)
    assert started.returncode != 0
    assert "pbem will not start: DATABASE_URL is not set" in started.stderr
    assert "pbem demo" in started.stderr and "PBEM_EMBEDDED=1" in started.stderr


def test_a_pbem_command_without_configuration_refuses_and_creates_nothing(tmp_path):
    ran = _run([str(BIN / "pbem"), "create-game", "--ruleset", "cosmic", "--host", "h@example.org",
                "--player", "a@example.org", "--player", "b@example.org", "--player", "c@example.org"],
               _environment(), tmp_path)
    assert ran.returncode == 1
    assert ran.stderr.startswith("Error: pbem will not start: DATABASE_URL is not set")
    assert "Traceback" not in ran.stderr and "Usage:" not in ran.stderr
    assert "Created game" not in ran.stdout


def test_production_without_a_secret_key_refuses_to_start(tmp_path):
    ran = _run([str(BIN / "pbem"), "db", "upgrade"],
               _environment(DATABASE_URL=f"sqlite:///{tmp_path / 'x.sqlite3'}"), tmp_path)
    assert ran.returncode == 1
    assert "SECRET_KEY is not set" in ran.stderr and "Traceback" not in ran.stderr


@pytest.mark.parametrize("command", ["web", "db upgrade", "mod list-stuck"])
def test_a_database_that_does_not_answer_stops_the_start_with_what_is_wrong(tmp_path, command):
    port = _closed_port()
    env = _environment(DATABASE_URL=f"postgresql://pbem@127.0.0.1:{port}/pbem", SECRET_KEY="k")
    argv = _web_command() if command == "web" else [str(BIN / "pbem"), *command.split()]
    ran = _run(argv, env, tmp_path)
    assert ran.returncode != 0
    assert f"the database at postgresql+psycopg://pbem@127.0.0.1:{port}/pbem does not answer" in ran.stderr
    assert "Connection refused" in ran.stderr
    assert "Check that it is running and that DATABASE_URL points at it." in ran.stderr
    if command != "web":
        assert ran.returncode == 1 and "Traceback" not in ran.stderr


def test_pbem_demo_asks_for_the_embedded_default_and_its_dev_inbox(tmp_path, monkeypatch):
    served = []
    monkeypatch.setattr("pbem.cli.run_simple", lambda host, port, app, **kw: served.append(app))
    monkeypatch.delenv("PBEM_EMBEDDED", raising=False)
    url = f"sqlite:///{tmp_path / 'demo.sqlite3'}"
    result = CliRunner().invoke(main, ["demo", "--ruleset", "toy"], env={"DATABASE_URL": url, "SECRET_KEY": "k"},
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    inbox = served[0].test_client().get("/dev/mail")
    assert inbox.status_code == 200 and "to ann@example.org" in inbox.text
    assert "PBEM_EMBEDDED" not in os.environ  # the demo asked for it without changing this process's environment
