"""The database a benchmark works in: a fresh one of its own beside the one the environment names.

With ``DATABASE_URL`` or ``PBEM_TEST_DATABASE_URL`` (PostgreSQL) it drops and
creates ``NAME_<suffix>`` on the same server, so a benchmark never touches the
named database itself; without either, SQLite in the given folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import psycopg
import sqlalchemy as sa


def fresh_database(tmp: Path, suffix: str) -> str:
    """The URL of an empty database for this benchmark run."""
    base = os.environ.get("PBEM_TEST_DATABASE_URL") or os.environ.get("DATABASE_URL")
    if not base:
        return f"sqlite:///{tmp / 'bench.sqlite3'}"
    url = sa.make_url(base.replace("postgresql://", "postgresql+psycopg://", 1))
    name = f"{url.database}_{suffix}"
    admin = psycopg.conninfo.make_conninfo(host=url.host or "127.0.0.1", port=url.port or 5432,
                                           user=url.username, password=url.password or None, dbname="postgres")
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    return url.set(database=name).render_as_string(hide_password=False)
