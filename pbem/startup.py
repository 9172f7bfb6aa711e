"""What a process checks before it serves: it is configured for where it runs, and its database answers.

A production start without configuration must not fall back to the embedded
default (a public dev inbox showing working join links), and a database that
cannot be reached is reported once, in a sentence, instead of as the first
visitor's 500.
"""

from __future__ import annotations

import sqlalchemy as sa

from pbem.db import Database

NOT_CONFIGURED = (
    "pbem will not start: DATABASE_URL is not set. In production set DATABASE_URL (and SECRET_KEY, BASE_URL, "
    "the SMTP settings); see the README's 'Security' section. To try pbem on this machine instead, run "
    "`pbem demo`, or set PBEM_EMBEDDED=1 for the embedded default (SQLite in the instance folder, "
    "mail kept in the dev inbox at /dev/mail)."
)


class StartupError(RuntimeError):
    """The process cannot start; the message says what is missing and how to fix it."""


def require_configuration(database_url: str | None, embedded: bool, testing: bool) -> None:
    """Refuse to start on the embedded default unless it was asked for."""
    if not database_url and not (embedded or testing):
        raise StartupError(NOT_CONFIGURED)


def check_database(db: Database) -> None:
    """Connect once; a database that does not answer stops the start with what went wrong."""
    try:
        with db.engine.connect() as conn:
            conn.execute(sa.text("SELECT 1"))
    except sa.exc.DBAPIError as exc:
        reason = str(exc.orig).strip().splitlines()[0] if exc.orig is not None else str(exc)
        where = db.url.render_as_string(hide_password=True)
        raise StartupError(f"pbem will not start: the database at {where} does not answer ({reason}). "
                           "Check that it is running and that DATABASE_URL points at it.") from None
