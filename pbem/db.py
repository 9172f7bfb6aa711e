"""Engine and sessions, and the one place that knows SQLite needs ``BEGIN IMMEDIATE``.

Writes go through :meth:`Database.write` so that on SQLite the write lock is
taken when the transaction starts (plain ``BEGIN`` upgrades late and fails
with "database is locked" under concurrent writers); reads use
:meth:`Database.session` and never block writers in WAL mode.

The JSON the database stores and sends back is encoded and decoded here too
(:func:`dumps_json`, :func:`loads_json`): the JSON columns through the engine,
and the statements that send rows as one JSON document through these functions.
On PostgreSQL the driver's cursors describe their results only when asked
(:class:`_LeanCursor`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import orjson
import psycopg
import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.orm import Session, sessionmaker


def dumps_json(value: Any) -> str:
    """``value`` as JSON text. Why orjson: a game's state is encoded at every decision and decoded at every read of
    the game, and the standard library's ``json`` took several times as long. As ``json.dumps`` does, keys that are
    not strings become strings (an engine may key by number); datetimes are ISO 8601, as ``isoformat`` writes them.
    A number beyond 64 bits is refused (TypeError), where ``json`` would write it."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def loads_json(text: str | bytes) -> Any:
    """The value of JSON text (orjson, as :func:`dumps_json`; the driver gives bytes). Whole numbers come back as
    ints up to 64 bits, as an engine's random stream keeps them."""
    return orjson.loads(text)


class Database:
    """One engine per app; sessions are short and explicit."""

    def __init__(self, url: str, **engine_kwargs: Any) -> None:
        self.url = sa.make_url(url)
        self.is_sqlite = self.url.get_backend_name() == "sqlite"
        if self.is_sqlite:
            engine_kwargs.setdefault("connect_args", {"timeout": 30, "check_same_thread": False})
        else:
            # No pre-ping: it is a round trip before every transaction. Connections are recycled
            # instead, and one broken by a server restart fails its request and empties the pool.
            engine_kwargs.setdefault("pool_recycle", 300)
            if self.url.get_driver_name() == "psycopg":
                engine_kwargs.setdefault("connect_args", {}).setdefault("cursor_factory", _LeanCursor)
        engine_kwargs.setdefault("json_serializer", dumps_json)
        engine_kwargs.setdefault("json_deserializer", loads_json)
        self.engine = sa.create_engine(self.url, **engine_kwargs)
        if self.is_sqlite:
            _sqlite_immediate_writes(self.engine)
        self._read = sessionmaker(self.engine, expire_on_commit=False)
        self._write = sessionmaker(self.engine.execution_options(pbem_write=True), expire_on_commit=False)

    def session(self) -> Session:
        """A session for reading (on SQLite a deferred transaction)."""
        return self._read()

    @contextmanager
    def write(self) -> Iterator[Session]:
        """A write transaction: committed on success, rolled back on any exception."""
        with self._write() as session, session.begin():
            yield session

    def dispose(self) -> None:
        self.engine.dispose()


class _LeanCursor(psycopg.Cursor[Any]):
    """psycopg's cursor, but its ``description`` is built only when read. Why: SQLAlchemy asks for it after every
    statement, yet reads it only the first time a compiled statement runs (then it keeps what it learnt), and
    psycopg builds a ``Column`` per result column each time it is asked: for the read of a game, its seats, their
    players and its open prompts (some sixty columns) that was a fifth of the read's time."""

    @property
    def description(self) -> Sequence[Any] | None:
        result = self.pgresult
        if result is None or not result.nfields:
            return _DESCRIBED(self)  # None, or no columns
        return _Description(self, result)


_DESCRIBED = psycopg.Cursor.description.fget  # psycopg's own, which builds the columns


class _Description(Sequence[Any]):
    """A cursor's ``description`` of one result, built by psycopg when first read, and only while that result is
    still the cursor's: read later, it refuses rather than describe another."""

    def __init__(self, cursor: psycopg.Cursor[Any], result: Any) -> None:
        self._cursor, self._result, self._count = cursor, result, result.nfields
        self._columns: list[Any] | None = None

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, index: Any) -> Any:
        if self._columns is None:
            if self._cursor.pgresult is not self._result:
                raise RuntimeError("a cursor's description read after the cursor moved to another result")
            self._columns = _DESCRIBED(self._cursor)
        return self._columns[index]


def _sqlite_immediate_writes(engine: sa.Engine) -> None:
    # SQLAlchemy's documented recipe: stop pysqlite from issuing its own BEGIN,
    # then emit ours, IMMEDIATE for writers.
    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(conn: sa.Connection) -> None:
        if conn.get_execution_options().get("pbem_write"):
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        else:
            conn.exec_driver_sql("BEGIN")
