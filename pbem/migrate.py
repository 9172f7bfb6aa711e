"""Alembic driven from code, so `pbem db upgrade`, `pbem demo` and the tests share one path."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from pbem.db import Database

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"


def alembic_config(db: Database) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", db.url.render_as_string(hide_password=False).replace("%", "%%"))
    config.attributes["engine"] = db.engine
    return config


def upgrade(db: Database, revision: str = "head") -> None:
    """Bring the schema to ``revision``; safe to run on every start."""
    command.upgrade(alembic_config(db), revision)
