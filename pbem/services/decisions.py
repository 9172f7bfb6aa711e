"""The apply path: one decision taken, in one short transaction, whoever takes it.

Links, the API, the deadline sweeper (source ``timeout``), moderators and
stand-ins (source ``stand-in``) all call :func:`apply_decision`. It re-reads
the game, asks the engine, and writes the new state only if nobody moved
first (``version`` check); otherwise it rolls back and tries again on the
fresh state, where the prompt may be gone.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from flask import current_app, has_app_context
from flask_babel import gettext, lazy_gettext
from sqlalchemy.dialects import postgresql
from sqlalchemy.orm import Session, joinedload, selectinload
from sqlalchemy.orm.attributes import set_committed_value

from engine.core import STANDING, Action, Event, Prompt, check_shape, stand_in_action
from pbem import rulesets
from pbem.db import Database, dumps_json, loads_json
from pbem.mail.compose import mail_result, mail_timeout
from pbem.models import ACTION_SOURCES, ActionRecord, EventRecord, Game, OpenPrompt, Seat, utcnow
from pbem.moderation.faults import record_apply_error
from pbem.services import campaigns, event_words, stand_ins
from pbem.services import prompts as prompt_table
from pbem.services.answers import ANSWERS, answers_params, answers_so_far
from pbem.services.errors import Conflict, Forbidden, NotFound, StalePrompt
from pbem.services.events import (
    EVENT_COLUMNS,
    STORED_EVENTS,
    FreshEvent,
    Logged,
    insert_events,
    known_stored,
    read_ahead,
    store_events,
)
from pbem.services.games import ensure_playable
from pbem.services.seat_view import GAME_WITH_OPEN_ROWS, game_with_open_rows, loaded_state

log = logging.getLogger(__name__)

ALREADY_DECIDED = lazy_gettext("This decision has already been made, or the game has moved past it. Nothing was "
                               "changed.")
DEADLINE_MOVED = lazy_gettext("This deadline was moved and has not passed yet. Nothing was changed.")
TIMEOUT_DEFAULT: Any = object()  # as a choice: the engine's timeout default, worked out on the state being changed
STAND_IN_ANSWER: Any = object()  # as a choice: the ruleset's stand-in answer, worked out the same way


@dataclass(frozen=True)
class Applied:
    seq: int
    version: int
    choice: Any  # as the rules read it (counts as ints, zero counts dropped)
    events: list[Event]  # only those the acting seat may see
    winners: list[int] | None
    # The game as it stands once the decision is written (state, seats and their players, open prompts): the
    # page after a tap is drawn from it without reading the game again.
    game: Game
    # What the rules ask of every seat now (none once the game is over), as built to sync the open prompts: the
    # answer to an API call lists the seat's share without building them again (None: not built).
    prompts: list[Prompt] | None = None


class _VersionMoved(Exception):
    pass


def apply_decision(
    db: Database,
    game_id: int,
    seat: int | None,
    prompt_id: str,
    choice: Any,
    source: str,
    *,
    epoch: int | None = None,
    row_id: int | None = None,
    answers_before: int | None = None,
    within: Callable[[Session, Applied], None] | None = None,
    due_by: datetime | None = None,
    check: Callable[[Session, Game, list[Prompt]], int | None] | None = None,
) -> Applied:
    """Take one decision for ``seat``.

    ``epoch`` and ``row_id`` come from a signed link (the seat has not changed
    hands; the prompt is the opening the link was made for); ``answers_before``
    is how many times this seat had answered this prompt when its page was
    shown, which turns a second POST of the same page into a refusal even for
    a prompt that stays open. ``within`` runs in the same transaction once the
    decision is written (a moderator's audit entry), so neither lands without
    the other. ``check`` runs on the game and its prompts as this transaction
    read them, before the engine, and raises to refuse: a link's own checks, so
    a tap is authenticated in the transaction that writes it (one connection and
    one read of the game per tap). With ``seat`` None, ``check`` names the seat
    (an API token says which seat it is only once the game is read). ``choice`` may be a function of the prompt
    being answered (a form's fields), worked out on that same read. ``due_by``
    is the moment a deadline sweep saw the prompt due: a deadline moved past it
    since (a moderator extended it) refuses the timeout.
    Raises :class:`~engine.core.IllegalAction` or a
    :class:`~pbem.services.errors.ServiceError`.
    """
    if source not in ACTION_SOURCES:
        raise ValueError(f"unknown action source {source!r}")
    retries = _retries()
    for attempt in range(retries):
        try:
            with db.write() as session:
                applied = _apply_once(session, game_id, seat, prompt_id, choice, source,
                                      epoch, row_id, answers_before, due_by, check=check)
                if within is not None:
                    within(session, applied)
                return applied
        except _VersionMoved:
            log.info("game %s moved during apply (attempt %d); retrying", game_id, attempt + 1)
        except Exception as exc:
            record_apply_error(db, game_id, seat, prompt_id, source, exc)  # for the moderators' dashboard
            raise
    raise Conflict(gettext("The game was busy; please try again."))


@dataclass(frozen=True)
class Firing:
    """One claimed deadline to fire: the engine's timeout default for this seat's prompt opening."""

    game_id: int
    seat: int
    prompt_id: str
    row_id: int


def apply_timeouts_together(db: Database, firings: list[Firing], due_by: datetime) -> bool:
    """Fire several games' deadlines in one transaction, each with its own version and prompt checks.

    All or nothing: if any one of them cannot be applied as it stands (a player or a moderator
    moved its game, the prompt went, the engine refused), the transaction rolls back, nothing is
    written and this answers False; the caller then fires them one by one through
    :func:`apply_decision`, which says what became of each. Why: round trips, not the rules, are
    most of a firing's cost, so the batch pays them once for all its games (see :class:`_Together`).
    Each game appears at most once, and the version check locks the games in id order, so two
    sweepers doing this never wait on each other's row locks in a cycle.
    """
    if len({f.game_id for f in firings}) != len(firings):
        raise ValueError("apply_timeouts_together takes each game once")
    try:
        with db.write() as session:
            together = _Together.read(session, [f.game_id for f in firings])
            for firing in sorted(firings, key=lambda f: f.game_id):
                _apply_once(session, firing.game_id, firing.seat, firing.prompt_id, TIMEOUT_DEFAULT, "timeout",
                            None, firing.row_id, None, due_by, together)
            together.write(session)
    except Exception as exc:  # the one-by-one path applies, refuses or records each for itself
        log.info("%d deadlines fired together met %s; firing them one by one", len(firings), type(exc).__name__)
        return False
    return True


_GAMES = Game.__table__.c
# The version check of many games in one statement (sent as one batch): each row changes only if its version
# and its action and event counters are still those the batch read, so nobody moved it meanwhile.
_CHECKED_UPDATE = (
    sa.update(Game.__table__)
    .where(_GAMES.id == sa.bindparam("g_id"), _GAMES.version == sa.bindparam("g_version"),
           _GAMES.last_action_seq == sa.bindparam("g_action"), _GAMES.last_event_seq == sa.bindparam("g_event"))
    .values(state=sa.bindparam("n_state"), version=sa.bindparam("n_version"),
            last_action_seq=sa.bindparam("n_action"), last_event_seq=sa.bindparam("n_event"),
            status=sa.bindparam("n_status"), result=sa.bindparam("n_result"),
            finished_at=sa.bindparam("n_finished"))
)


_INSERT_ACTIONS = ActionRecord.__table__.insert()


def _checked_values(game: Game, values: dict[str, Any], events: int) -> dict[str, Any]:
    """The parameters of :data:`_CHECKED_UPDATE` for this game as read: it takes the next action number and
    ``events`` event numbers from the counters the read saw, and writes ``values``."""
    return {
        "g_id": game.id, "g_version": game.version, "g_action": game.last_action_seq,
        "g_event": game.last_event_seq, "n_state": values["state"], "n_version": values["version"],
        "n_action": game.last_action_seq + 1, "n_event": game.last_event_seq + events,
        "n_status": values.get("status", game.status), "n_result": values.get("result", game.result),
        "n_finished": values.get("finished_at", game.finished_at)}


@dataclass
class _Together:
    """Decisions on several games in one transaction, written in a handful of statements for all of them.

    The games are read in one query; each decision then runs the ordinary apply (engine, action,
    events, prompt rows, notices), but its game's version check is kept for one many-row UPDATE,
    and the mail of the prompts it opens (and the count of timeouts that may put a seat on the
    stand-in) waits until one INSERT has given all the new prompt rows their ids
    (:class:`~pbem.services.prompts.Pending`).
    The action and event numbers come from the counters as read, which the UPDATE checks too.
    The actions and events, which nothing in the transaction needs the ids of, are written by one
    plain INSERT each (on PostgreSQL from one JSON document of the rows).
    """

    games: dict[int, Game]
    updates: list[dict[str, Any]]
    pending: prompt_table.Pending = field(default_factory=prompt_table.Pending)
    timeouts: list[tuple[Game, int]] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    events: list[FreshEvent] = field(default_factory=list)

    @classmethod
    def read(cls, session: Session, game_ids: list[int]) -> _Together:
        if session.get_bind().dialect.name == "postgresql":
            games = _read_batch(session, game_ids)
        else:
            games = {g.id: g for g in session.scalars(sa.select(Game).where(Game.id.in_(game_ids)).options(
                selectinload(Game.seats).joinedload(Seat.user, innerjoin=True), selectinload(Game.open_rows)))}
        # What the emails of these games will tell, read at once: from the least-told seat's mark, as
        # each email would read it for itself.
        read_ahead(session, {g.id: min((s.mailed_event_seq for s in g.seats), default=0) for g in games.values()})
        return cls(games, [])

    def write(self, session: Session) -> None:
        moved = session.connection().execute(_CHECKED_UPDATE, self.updates).rowcount
        if moved != len(self.updates):
            raise _VersionMoved
        if session.get_bind().dialect.name == "postgresql":
            session.connection().execute(_INSERT_ACTIONS_JSON, {"actions": dumps_json(self.actions)})
        else:
            session.connection().execute(_INSERT_ACTIONS, self.actions)
        insert_events(session, self.events)
        self.pending.write_rows(session)  # every game's closed and opened prompt rows, a statement each
        session.flush()  # anything else the decisions changed through the session
        # Counted after the writes (a query mid-batch would flush its rows before the version check and hold
        # a player's tap on them), in one query, and before the mail: a seat put on the stand-in gets none.
        stand_ins.after_timeouts(session, self.timeouts, utcnow())
        self.pending.write(session)


# The batch's games, their seats (with players) and open prompts, each read with one statement text whatever the
# batch's size (the games as one array): psycopg prepares it and the server plans it once, where the loader's
# ``IN`` lists were a parameter per game, which the driver parses anew for every batch.
_BATCH_IDS = sa.bindparam("batch_games", type_=postgresql.ARRAY(sa.Integer))
_BATCH_GAMES = sa.select(Game).where(Game.id == sa.any_(_BATCH_IDS))
_BATCH_SEATS = (sa.select(Seat).where(Seat.game_id == sa.any_(_BATCH_IDS))
                .options(joinedload(Seat.user, innerjoin=True)).order_by(Seat.game_id, Seat.index))
_BATCH_ROWS = (sa.select(OpenPrompt).where(OpenPrompt.game_id == sa.any_(_BATCH_IDS), OpenPrompt.status == "open")
               .order_by(OpenPrompt.id))


def _read_batch(session: Session, game_ids: list[int]) -> dict[int, Game]:
    """What ``selectinload`` of ``Game.seats`` and ``Game.open_rows`` gives, read by :data:`_BATCH_GAMES`,
    :data:`_BATCH_SEATS` and :data:`_BATCH_ROWS` (PostgreSQL only)."""
    params = {"batch_games": game_ids}
    games = {g.id: g for g in session.scalars(_BATCH_GAMES, params)}
    seats: dict[int, list[Seat]] = {game_id: [] for game_id in games}
    for seat in session.scalars(_BATCH_SEATS, params):
        seats[seat.game_id].append(seat)
    rows: dict[int, list[OpenPrompt]] = {game_id: [] for game_id in games}
    for row in session.scalars(_BATCH_ROWS, params):
        rows[row.game_id].append(row)
    for game_id, game in games.items():
        set_committed_value(game, "seats", seats[game_id])
        set_committed_value(game, "open_rows", rows[game_id])
    return games


def _retries() -> int:
    return current_app.config.get("APPLY_RETRIES", 8) if has_app_context() else 8


def _apply_once(
    session: Session, game_id: int, seat: int | None, prompt_id: str, choice: Any, source: str,
    epoch: int | None, row_id: int | None, answers_before: int | None, due_by: datetime | None,
    together: _Together | None = None, check: Callable[[Session, Game, list[Prompt]], int | None] | None = None,
) -> Applied:
    answers = None
    if together is not None:
        game = together.games.get(game_id)
    else:
        game, answers = _read(session, game_id, seat, prompt_id if answers_before is not None else None)
    if game is None:
        raise NotFound(gettext("There is no such game."))
    ruleset = rulesets.get_ruleset(game.ruleset)
    state = game.state
    prompts = None
    if check is not None:
        prompts = [] if state is None else ruleset.prompts(state)
        named = check(session, game, prompts)
        seat = named if seat is None else seat
    if seat is None:
        raise ValueError("apply_decision needs a seat, or a check that names it")
    ensure_playable(game)
    if epoch is not None:
        seat_row = next((s for s in game.seats if s.index == seat), None)
        if seat_row is None or seat_row.link_epoch != epoch:
            raise Forbidden(gettext("This link belongs to a seat that has changed hands; it no longer works."))
    prompt = None
    rows = list(game.open_rows)
    row = None
    if prompt_id != STANDING:  # an answer given in advance answers no open prompt; the ruleset checks it
        prompt = next((p for p in (ruleset.prompts(state) if prompts is None else prompts) if p.id == prompt_id),
                      None)
        if prompt is None:
            raise StalePrompt(str(ALREADY_DECIDED))
        if prompt.seat != seat:
            raise Forbidden(gettext("This decision belongs to another player."))
        row = next((r for r in rows if r.prompt_id == prompt_id and r.seat == seat), None)
        if row_id is not None:
            if row is None or row.id != row_id:
                raise StalePrompt(str(ALREADY_DECIDED))
            if due_by is not None and row.deadline_at > due_by:
                raise StalePrompt(str(DEADLINE_MOVED))
        if answers_before is not None and answers_before != (
                answers if answers is not None else answers_so_far(session, game_id, seat, prompt_id)):
            raise StalePrompt(str(ALREADY_DECIDED))
        if choice is TIMEOUT_DEFAULT:
            choice = ruleset.timeout_action(state, prompt).choice
        elif choice is STAND_IN_ANSWER:
            choice = stand_in_action(ruleset, state, prompt).choice
        elif callable(choice):
            choice = choice(prompt)
        choice = check_shape(prompt, choice)
    # The ruleset copies the state itself (the loaded row keeps its own), and the prompt built above spares
    # it building the answered prompt again.
    new_state, events = ruleset.apply(state, Action(prompt_id, seat, choice), prompt=prompt)
    answered = None if prompt is None else event_words.answered(prompt, choice)
    if source == "stand-in" and prompt is not None:
        events.append(stand_ins.decided_event(prompt, choice, answered))
    encoded = dumps_json(new_state)
    new_state = loads_json(encoded)  # as the row will read back (string keys, lists); the one write sends encoded
    winners = ruleset.result(new_state)
    now = utcnow()
    version = game.version
    values: dict[str, Any] = {"state": new_state, "version": version + 1}
    if winners is not None:
        values.update(status="finished", result=list(winners), finished_at=now)
    # The version check (and the counters it takes numbers from) writes the state and takes the next action and
    # event numbers; deadlines fired together send theirs in one batch.
    checked = _checked_values(game, values, len(events))
    seq, last_event = checked["n_action"], checked["n_event"]
    action = dict(game_id=game_id, seq=seq, seat=seat, prompt_id=prompt_id, payload=choice, source=source,
                  created_at=now, answered=answered)
    # Nothing is written until the prompt rows are known too: one decision writes them all in one statement
    # (:func:`_write_one`), deadlines fired together in one batch for all their games.
    records = store_events(session, game_id, seq, events, now, first_seq=last_event - len(events) + 1,
                           later=together.events if together is not None else [])
    later = together.pending if together is not None else prompt_table.Pending()
    if together is not None:
        together.updates.append(checked)
        together.actions.append(action)
    if source == "timeout":
        mail_timeout(session, game, seat, prompt, choice, seq, row.deadline_at if row else now)
        if together is not None:
            together.timeouts.append((game, seat))
    asked = ruleset.prompts(new_state) if winners is None else []
    opened = prompt_table.sync(session, game, asked, now, answered=prompt_id, rows=rows, later=later,
                               state=new_state if winners is None else None)
    if winners is not None:
        campaigns.game_finished(session, game, new_state, now)
        outcome = ruleset.view(new_state, None).get("outcome")
        # it counts the game's actions: once they are written
        later.mail.append(lambda: _mail_result(session, game, winners, now, outcome))
    if together is None:
        # What this decision's emails will tell from the least-told seat on, read with the write when it opens
        # prompts (mailed, unless a stand-in covers the seat) or ends the game.
        told_after = (min((s.mailed_event_seq for s in game.seats), default=game.last_event_seq)
                      if later.opened or winners is not None else None)
        _write_one(session, checked, encoded, action, records, later, told_after)
        if source == "timeout":  # counted once this action is written, before the mail: a seat put on the
            stand_ins.after_timeout(session, game, seat, now)  # stand-in gets none
        later.write(session)
    # The loaded game now says what was written (without marking it changed: the UPDATE above wrote it).
    written = {**values, "last_action_seq": seq, "last_event_seq": last_event,
               "open_rows": [r for r in rows if r.status == "open"] + [r for r, _ in opened]}
    for key, value in written.items():
        set_committed_value(game, key, value)
    return Applied(seq=seq, version=version + 1, choice=choice, winners=winners,
                   events=[e for e in events if e.visible_to(seat)], game=game, prompts=asked)


# One decision's whole write on PostgreSQL, in one statement: the version check (with the counters it takes
# numbers from) writes the state, and only if it holds are the action, the events and the prompt rows written;
# the rows come as JSON documents of their table's columns, one statement text whatever their number. Its answer
# also carries the stored events its emails will tell (``stored``: none unless ``told_after`` is below the game's
# last event as read), which the version check makes sure are all there are. Its result's columns are named, so
# SQLAlchemy works out how to read them once and keeps it (for a bare text() it asks the driver at every decision).
def _columns(table: sa.Table, alias: str = "") -> str:
    return ", ".join(alias + c.name for c in table.c if c.key != "id")


_ROWS = OpenPrompt.__table__
_WRITE_ONE = sa.text(f"""
WITH checked AS (
  UPDATE games SET state = CAST(:n_state AS jsonb), version = :n_version, last_action_seq = :n_action,
    last_event_seq = :n_event, status = :n_status, result = CAST(:n_result AS jsonb), finished_at = :n_finished
  WHERE id = :g_id AND version = :g_version AND last_action_seq = :g_action AND last_event_seq = :g_event
  RETURNING id),
logged AS (
  INSERT INTO actions ({_columns(_INSERT_ACTIONS.table)}) SELECT {_columns(_INSERT_ACTIONS.table, "a.")}
  FROM checked, jsonb_populate_record(NULL::actions, CAST(:action AS jsonb)) AS a),
told AS (
  INSERT INTO events ({_columns(EventRecord.__table__)}) SELECT {_columns(EventRecord.__table__, "e.")}
  FROM checked, jsonb_populate_recordset(NULL::events, CAST(:events AS jsonb)) AS e),
closed AS (
  UPDATE open_prompts SET status = c.status, closed_at = c.closed_at
  FROM checked, jsonb_populate_recordset(NULL::open_prompts, CAST(:closed AS jsonb)) AS c
  WHERE open_prompts.id = c.id),
opened AS (
  INSERT INTO open_prompts ({_columns(_ROWS)}) SELECT {_columns(_ROWS, "o.")}
  FROM checked, jsonb_populate_recordset(NULL::open_prompts, CAST(:opened AS jsonb)) AS o
  RETURNING id, seat, prompt_id)
SELECT opened.id, opened.seat, opened.prompt_id, ({STORED_EVENTS}) AS stored
FROM checked LEFT JOIN opened ON true
""").columns(*(sa.column(name) for name in ("id", "seat", "prompt_id", "stored")))
# Deadlines fired together: their actions as one JSON document, one parameter however many (an executemany converts
# and sends each row's parameters one by one). A payload of None is JSON's null, as the executemany writes it (the
# column takes no SQL NULL).
_INSERT_ACTIONS_JSON = sa.text(f"""
INSERT INTO actions ({_columns(_INSERT_ACTIONS.table)}) SELECT {", ".join(
    "COALESCE(a.payload, 'null')" if c.key == "payload" else "a." + c.name
    for c in _INSERT_ACTIONS.table.c if c.key != "id")}
FROM jsonb_populate_recordset(NULL::actions, CAST(:actions AS jsonb)) AS a""")


def _write_one(session: Session, checked: dict[str, Any], encoded: str, action: dict[str, Any],
               records: list[Logged], pending: prompt_table.Pending, told_after: int | None = None) -> None:
    """Write one decision (``encoded``: its new state as JSON). Why one statement on PostgreSQL: round trips
    are most of a decision's time, and this is five of them; with ``told_after`` it also reads the game's
    stored events above that number, which its emails tell (a sixth). SQLite, which cannot write from a WITH,
    sends them one by one. Raises :class:`_VersionMoved` if somebody moved the game since it was read."""
    if session.get_bind().dialect.name != "postgresql":
        if session.connection().execute(_CHECKED_UPDATE, checked).rowcount != 1:
            raise _VersionMoved
        session.connection().execute(_INSERT_ACTIONS, action)
        insert_events(session, records)
        pending.write_rows(session)
        return
    rows = session.connection().execute(_WRITE_ONE, {
        **checked, "n_state": encoded, "n_result": dumps_json(checked["n_result"]), "action": dumps_json(action),
        "events": dumps_json([{key: getattr(r, key) for key in EVENT_COLUMNS} for r in records]),
        "closed": dumps_json([{"id": r.id, "status": r.status, "closed_at": r.closed_at} for r in pending.closed]),
        "opened": dumps_json(pending.opened_values()),
        "told_after": checked["g_event"] if told_after is None else told_after}).all()
    if not rows:
        raise _VersionMoved
    if told_after is not None:
        known_stored(session, checked["g_id"], told_after, rows[0].stored)
    ids = {(seat, prompt_id): row_id for row_id, seat, prompt_id, _ in rows if row_id is not None}
    pending.opened_as(session, [ids[r.seat, r.prompt_id] for r in pending.opened])


_GAME_WITH_ANSWERS = GAME_WITH_OPEN_ROWS.add_columns(ANSWERS.scalar_subquery())  # built once, as its parts are


def _read(session: Session, game_id: int, seat: int, answers_of: str | None) -> tuple[Game | None, int | None]:
    """The game with its seats, their players and open prompts, in one query; with ``answers_of``, in the
    same round trip, how often ``seat`` has answered that prompt."""
    if answers_of is None:
        return game_with_open_rows(session, game_id), None
    found = session.execute(_GAME_WITH_ANSWERS, {"game_id": game_id, **answers_params(game_id, seat, answers_of)}
                            ).unique().first()
    return (None, None) if found is None else (loaded_state(found[0], found[1]), found[2])


def _mail_result(session: Session, game: Game, winners: list[int], now: Any,
                 outcome: list[dict[str, Any]] | None = None) -> None:
    mail_result(session, game, winners, now, outcome)
