"""The tables. A game is its seed, options and action log; ``games.state`` is a cache.

Times are stored as UTC. SQLite has no time zone type, so :class:`UTCDateTime`
stores naive UTC and hands back aware datetimes on both databases.
"""

from __future__ import annotations

from datetime import UTC, datetime
from functools import cached_property
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

from pbem.mail.render import SUBJECT_MAX, rendered_html, rendered_text

JSONType = sa.JSON().with_variant(JSONB(), "postgresql")

GAME_STATUSES = ("lobby", "active", "paused", "finished", "cancelled")
ACTION_SOURCES = ("link", "api", "email", "timeout", "moderator", "stand-in")
PROMPT_STATUSES = ("open", "answered", "closed")
OUTBOX_STATUSES = ("pending", "sending", "sent", "failed")
SEAT_STAND_INS = ("timeouts", "moderator")
CAMPAIGN_STATUSES = ("running", "paused", "ended")


def utcnow() -> datetime:
    return datetime.now(UTC)


DATABASE_INT_MAX = 2**31 - 1  # PostgreSQL ``integer``, the type of every id column: larger ids name nothing


class UTCDateTime(sa.types.TypeDecorator):
    """Aware UTC in Python, UTC in the database whatever it supports."""

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given; the service stores aware UTC times only")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(sa.String(320), unique=True)
    name: Mapped[str | None] = mapped_column(sa.String(80))
    time_zone: Mapped[str] = mapped_column(sa.String(64), default="UTC")
    # One of pbem.i18n.LANGUAGES: the language of this person's emails and pages.
    language: Mapped[str] = mapped_column(sa.String(8), default="en", server_default="en")
    notify: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # Set when a delivery failure report names this address: its mail is held until the player clears it.
    bouncing_since: Mapped[datetime | None] = mapped_column(UTCDateTime)
    bounce_reason: Mapped[str | None] = mapped_column(sa.String(500))
    # An away period (pbem.services.away): from when, and the moment it ends (the end of the last day
    # away in the player's time zone). While it lasts a stand-in answers the player's decisions.
    away_from: Mapped[datetime | None] = mapped_column(UTCDateTime)
    away_until: Mapped[datetime | None] = mapped_column(UTCDateTime)


class Game(Base):
    __tablename__ = "games"
    __table_args__ = (sa.UniqueConstraint("campaign_id", "campaign_number", name="uq_games_campaign_number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    ruleset: Mapped[str] = mapped_column(sa.String(40))
    title: Mapped[str] = mapped_column(sa.String(120))
    options: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    pace: Mapped[dict[str, int]] = mapped_column(JSONType)  # deadline class -> seconds
    status: Mapped[str] = mapped_column(
        sa.Enum(*GAME_STATUSES, name="game_status", native_enum=False, create_constraint=True),
        default="lobby",
    )
    seed: Mapped[int] = mapped_column(sa.BigInteger)
    state: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    version: Mapped[int] = mapped_column(default=0)
    # The numbers of the last action and event logged: an apply takes the next ones in the same
    # UPDATE that checks the version, instead of asking for max(seq) on every write.
    last_action_seq: Mapped[int] = mapped_column(default=0, server_default="0")
    last_event_seq: Mapped[int] = mapped_column(default=0, server_default="0")
    result: Mapped[list[int] | None] = mapped_column(JSONType)
    host_email: Mapped[str] = mapped_column(sa.String(320))
    host_epoch: Mapped[int] = mapped_column(default=0)
    # None: the host has not confirmed their address yet, so no invitation has gone out.
    host_confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # Timeouts in a row that put a silent seat on the stand-in (0: never); chosen at creation.
    stand_in_after: Mapped[int] = mapped_column(default=3, server_default="3")
    # Spectators: the host shares the game's public view by a link signed with this epoch; a new link
    # or "stop sharing" bumps it, which voids every spectator link and subscription made before.
    watchable: Mapped[bool] = mapped_column(default=False, server_default=sa.false())
    spectator_epoch: Mapped[int] = mapped_column(default=0, server_default="0")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # A game of a campaign (pbem.services.campaigns): which one, and its number there (1, 2, ...).
    campaign_id: Mapped[int | None] = mapped_column(sa.ForeignKey("campaigns.id", ondelete="SET NULL"))
    campaign_number: Mapped[int | None]

    seats: Mapped[list[Seat]] = relationship(back_populates="game", order_by="Seat.index")
    # The prompts open when the game was read: the apply path loads them with the game in one query.
    open_rows: Mapped[list[OpenPrompt]] = relationship(
        primaryjoin="and_(OpenPrompt.game_id == Game.id, OpenPrompt.status == 'open')",
        order_by="OpenPrompt.id", viewonly=True)


class Campaign(Base):
    """A series of games for a fixed group of players, scored by the ruleset's campaign rules.

    ``standings`` is what the standings page shows and the next game needs: per finished game its id,
    number, points per seat and winners; the running ``totals``; the campaign's ``winners`` once won.
    ``next_game_at`` is set while the pause after a game runs, and cleared by the one sweep that starts the
    next game (the claim that makes it start exactly once); ``next_first`` is the seat that will start it.
    """

    __tablename__ = "campaigns"
    __table_args__ = (sa.Index("ix_campaigns_due", "status", "next_game_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    ruleset: Mapped[str] = mapped_column(sa.String(40))
    title: Mapped[str] = mapped_column(sa.String(120))
    options: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    pace: Mapped[dict[str, int]] = mapped_column(JSONType)
    pause_seconds: Mapped[int]
    stand_in_after: Mapped[int] = mapped_column(default=3)
    players: Mapped[list[str]] = mapped_column(JSONType)  # the group's addresses, in seat order
    host_email: Mapped[str] = mapped_column(sa.String(320))
    seed: Mapped[int | None] = mapped_column(sa.BigInteger)  # fixed: game k is dealt from seed + k - 1
    status: Mapped[str] = mapped_column(
        sa.Enum(*CAMPAIGN_STATUSES, name="campaign_status", native_enum=False, create_constraint=True),
        default="running")
    standings: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    next_game_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    next_first: Mapped[int | None]
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime)

    games: Mapped[list[Game]] = relationship(order_by="Game.campaign_number", viewonly=True)


class Seat(Base):
    __tablename__ = "seats"
    __table_args__ = (sa.UniqueConstraint("game_id", "index"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(sa.ForeignKey("games.id", ondelete="CASCADE"), index=True)
    index: Mapped[int]
    user_id: Mapped[int] = mapped_column(sa.ForeignKey("users.id"))
    display_name: Mapped[str | None] = mapped_column(sa.String(40))
    link_epoch: Mapped[int] = mapped_column(default=0)
    joined_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    api_token_hash: Mapped[str | None] = mapped_column(sa.String(64), unique=True)
    mailed_event_seq: Mapped[int] = mapped_column(default=0, server_default="0")  # events mailed up to here
    digest_at: Mapped[datetime | None] = mapped_column(UTCDateTime)  # last daily digest
    # A stand-in plays this seat whoever holds it: "timeouts" (too many in a row; the player may take the
    # seat back) or "moderator" (a vanished player, until a moderator ends it or replaces the player).
    stand_in: Mapped[str | None] = mapped_column(
        sa.Enum(*SEAT_STAND_INS, name="seat_stand_in", native_enum=False, create_constraint=True))
    stand_in_since: Mapped[datetime | None] = mapped_column(UTCDateTime)

    game: Mapped[Game] = relationship(back_populates="seats")
    user: Mapped[User] = relationship()

    @property
    def name(self) -> str:
        return self.display_name or f"Seat {self.index + 1}"


class Spectator(Base):
    """Someone who asked for a watchable game's "what happened" emails: no seat, public events only.

    Mailed only once ``confirmed_at`` is set (the address proved by a signed link), and only while
    ``epoch`` is the game's current spectator epoch (the host has not withdrawn the link it came by).
    """

    __tablename__ = "spectators"
    __table_args__ = (sa.UniqueConstraint("game_id", "email"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(sa.ForeignKey("games.id", ondelete="CASCADE"))
    email: Mapped[str] = mapped_column(sa.String(320))
    epoch: Mapped[int]
    confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    mailed_event_seq: Mapped[int] = mapped_column(default=0, server_default="0")  # public events mailed up to here
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class ActionRecord(Base):
    """The append-only log; replaying it from the seed must give ``games.state``."""

    __tablename__ = "actions"
    __table_args__ = (sa.UniqueConstraint("game_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(sa.ForeignKey("games.id", ondelete="CASCADE"))
    seq: Mapped[int]
    seat: Mapped[int]
    prompt_id: Mapped[str] = mapped_column(sa.String(200))
    payload: Mapped[Any] = mapped_column(JSONType)
    source: Mapped[str] = mapped_column(
        sa.Enum(*ACTION_SOURCES, name="action_source", native_enum=False, create_constraint=True)
    )
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # The answer as data (the question cut down to the options chosen, and the choice: see
    # pbem/services/event_words.py), kept because the question itself is gone once answered: an old link tells its
    # player what was chosen, in the player's language, without replaying the game.
    answered: Mapped[Any | None] = mapped_column(JSONType)
    # The same in English words, as actions written before ``answered`` kept it (read, no longer written).
    answer: Mapped[str | None] = mapped_column(sa.Text)


class OpenPrompt(Base):
    """A decision the engine waits for, denormalised for deadlines and links."""

    __tablename__ = "open_prompts"
    # In the claim's order (deadline, then id), so LIMIT stops at the batch among due prompts sharing a deadline.
    __table_args__ = (sa.Index("ix_open_prompts_due", "status", "deadline_at", "id"),
                      sa.Index("ix_open_prompts_remind", "status", "remind_at"))

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(sa.ForeignKey("games.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    prompt_id: Mapped[str] = mapped_column(sa.String(200))
    kind: Mapped[str] = mapped_column(sa.String(80))
    deadline_class: Mapped[str] = mapped_column(sa.String(20))
    opened_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    deadline_at: Mapped[datetime] = mapped_column(UTCDateTime)
    remind_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    status: Mapped[str] = mapped_column(
        sa.Enum(*PROMPT_STATUSES, name="prompt_status", native_enum=False, create_constraint=True),
        default="open",
    )
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    claim_token: Mapped[str | None] = mapped_column(sa.String(32))  # the sweeper firing it
    claimed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    paused_left: Mapped[int | None]  # seconds to the deadline when the game was paused
    paused_remind_left: Mapped[int | None]


class EventRecord(Base):
    __tablename__ = "events"
    __table_args__ = (sa.UniqueConstraint("game_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(sa.ForeignKey("games.id", ondelete="CASCADE"))
    seq: Mapped[int]
    action_seq: Mapped[int | None]
    kind: Mapped[str] = mapped_column(sa.String(80))
    text: Mapped[str] = mapped_column(sa.Text)
    seats: Mapped[list[int] | None] = mapped_column(JSONType)  # None: public
    data: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)




class OutboxEmail(Base):
    """A message written in the same transaction as the change it reports.

    An email from ``templates/email/`` is stored as its ``kind`` and ``data`` (the template's context,
    with what the transaction knew) and rendered when read: ``subject``, ``text_body`` and ``html_body``
    render it (once per loaded row; see :mod:`pbem.mail.render`). Other messages store their text.
    """

    __tablename__ = "outbox"
    __table_args__ = (sa.Index("ix_outbox_status", "status", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int | None] = mapped_column(sa.ForeignKey("games.id", ondelete="SET NULL"), index=True)
    to_addr: Mapped[str] = mapped_column(sa.String(320))
    kind: Mapped[str | None] = mapped_column(sa.String(40))
    data: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    stored_subject: Mapped[str | None] = mapped_column("subject", sa.String(SUBJECT_MAX))
    stored_text: Mapped[str | None] = mapped_column("text_body", sa.Text)
    stored_html: Mapped[str | None] = mapped_column("html_body", sa.Text)
    headers: Mapped[dict[str, str]] = mapped_column(JSONType, default=dict)
    status: Mapped[str] = mapped_column(
        sa.Enum(*OUTBOX_STATUSES, name="outbox_status", native_enum=False, create_constraint=True),
        default="pending",
    )
    attempts: Mapped[int] = mapped_column(default=0)
    dedupe_key: Mapped[str] = mapped_column(sa.String(200), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    last_error: Mapped[str | None] = mapped_column(sa.Text)
    claim_token: Mapped[str | None] = mapped_column(sa.String(32))  # the sender that set it "sending"
    claimed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    next_attempt_at: Mapped[datetime | None] = mapped_column(UTCDateTime)

    @property
    def subject(self) -> str:
        return self._text[0]

    @property
    def text_body(self) -> str:
        return self._text[1]

    @cached_property
    def _text(self) -> tuple[str, str]:
        if self.kind is None:
            return self.stored_subject or "", self.stored_text or ""
        return rendered_text(self.kind, self.data or {})

    @cached_property
    def html_body(self) -> str | None:
        if self.kind is None:
            return self.stored_html
        return rendered_html(self.kind, self.data or {}, self.subject)


# The moderation tables live in their own package; importing them here puts them in Base.metadata.
from pbem.moderation import models as _moderation_models  # noqa: E402, F401
