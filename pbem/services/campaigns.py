"""Campaigns: a series of games for a fixed group of players, scored by the ruleset's campaign rules.

The service keeps the games and the standings; what a game scores, who starts the next one and when the
campaign is won come from the ruleset (``Ruleset.campaign``, :class:`engine.core.CampaignRules`), so no
ruleset is named here. A game that ends scores in the transaction that ended it and sets the moment the
next game is due (``Campaign.next_game_at``, after the campaign's pause); :func:`start_due`, run by the
periodic job, claims that moment with one conditional UPDATE, so two workers racing start the next game
once: the loser's UPDATE finds it already cleared (PostgreSQL re-reads the row after the winner commits;
SQLite's ``BEGIN IMMEDIATE`` serialises them), and the unique (campaign, number) on games backs it up.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import sqlalchemy as sa
from flask_babel import gettext, lazy_gettext
from sqlalchemy.orm import Session

from engine.core import CampaignRules, Ruleset, State, campaign_rules
from pbem import rulesets
from pbem.db import Database
from pbem.models import Campaign, Game, Seat, utcnow
from pbem.services import games
from pbem.services.errors import BadRequest, Conflict
from pbem.services.visible_text import clean_text

log = logging.getLogger(__name__)

MAX_PAUSE_SECONDS = games.MAX_PACE_SECONDS
DEFAULT_PAUSE_HOURS = 24
GAME_SUFFIX = ": game {number}"
MAX_CAMPAIGN_TITLE = games.MAX_TITLE - len(GAME_SUFFIX.format(number=9999))


def rules_of(ruleset_name: str) -> tuple[Ruleset, CampaignRules]:
    """The ruleset and its campaign rules; a ruleset without campaign play is refused, naming those with it."""
    try:
        ruleset = rulesets.get_ruleset(ruleset_name)
    except (KeyError, ImportError):
        raise BadRequest(gettext("There is no game called “%(name)s” here.", name=ruleset_name)) from None
    rules = campaign_rules(ruleset)
    if rules is None:
        able = [r.name for r in campaign_rulesets()]
        raise BadRequest(gettext("%(game)s has no campaign play; campaigns can be played with: %(able)s.",
                                 game=ruleset.title, able=", ".join(able) or gettext("none")))
    return ruleset, rules


def campaign_rulesets() -> list[Ruleset]:
    """The rulesets a host may run a campaign of (the start page offers these)."""
    found = [rulesets.get_ruleset(n) for n in rulesets.ruleset_names()]
    return [r for r in found if campaign_rules(r) is not None]


def check_pause(value: Any) -> int:
    """Seconds between a game's end and the next one's start: a whole number from 0 (at once) to 60 days."""
    if isinstance(value, bool):
        value = None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if not isinstance(value, int) or not 0 <= value <= MAX_PAUSE_SECONDS:
        raise BadRequest(gettext("The pause between games: give a whole number of seconds from 0 to 60 days."))
    return value


def _seed(campaign_seed: int | None, number: int) -> int | None:
    return None if campaign_seed is None else (campaign_seed + number - 1) % 2**62


def create_campaign(
    session: Session,
    *,
    ruleset_name: str,
    options: Mapping[str, Any],
    pace: Mapping[str, Any],
    player_emails: Iterable[str],
    host_email: str,
    pause_seconds: Any,
    title: str | None = None,
    seed: int | None = None,
    host_confirmed: bool = False,
    stand_in_after: Any = games.STAND_IN_AFTER,
) -> Campaign:
    """A campaign and its first game, in the lobby like any game (invitations, the host's confirmation).

    Every check runs before anything is kept: a refusal (no campaign play, a bad address, too many players,
    an unknown option) raises :class:`BadRequest` and the caller's transaction writes nothing."""
    ruleset, _ = rules_of(ruleset_name)
    pause = check_pause(pause_seconds)
    title = (clean_text(title, lazy_gettext("Title"), max_length=MAX_CAMPAIGN_TITLE, required=False)
             or f"{getattr(ruleset, 'short_title', ruleset.title)} campaign #{secrets.randbelow(9000) + 1000}")
    game = games.create_game(
        session, ruleset_name=ruleset_name, options=options, pace=pace, player_emails=player_emails,
        host_email=host_email, title=title + GAME_SUFFIX.format(number=1), seed=_seed(seed, 1),
        host_confirmed=False, stand_in_after=stand_in_after, send_invitations=False)
    campaign = Campaign(
        ruleset=ruleset.name, title=title, options=game.options, pace=game.pace, pause_seconds=pause,
        stand_in_after=game.stand_in_after, players=[s.user.email for s in game.seats],
        host_email=game.host_email, seed=seed, status="running",
        standings={"games": [], "totals": [], "winners": None})  # totals: per seat of the games as dealt
    session.add(campaign)
    session.flush()
    game.campaign_id, game.campaign_number = campaign.id, 1
    session.flush()
    games.invite(session, game, host_confirmed)
    return campaign


def first_game(session: Session, campaign: Campaign) -> Game:
    return session.scalars(sa.select(Game).where(Game.campaign_id == campaign.id, Game.campaign_number == 1)).one()


def game_finished(session: Session, game: Game, state: State, now: datetime) -> None:
    """Score a campaign game that just ended, in the transaction that ended it: the campaign is won, or the
    next game is due after the pause (started then by :func:`start_due`). A game of an ended campaign, or
    one scored already, changes nothing."""
    if game.campaign_id is None:
        return
    campaign = session.get(Campaign, game.campaign_id, with_for_update=True, populate_existing=True)
    if campaign is None or campaign.status == "ended":
        return
    standings = dict(campaign.standings or {})
    played = list(standings.get("games") or [])
    if any(entry["game"] == game.id for entry in played):
        return
    ruleset, rules = rules_of(campaign.ruleset)
    points = rules.score(state)
    winners = list(ruleset.result(state) or [])
    # A host who started the first game early dropped the seats never joined: the totals count the seats dealt.
    totals = [a + b for a, b in zip(standings.get("totals") or [0] * len(points), points, strict=True)]
    played.append({"game": game.id, "number": game.campaign_number, "points": points, "winners": winners})
    standings.update(games=played, totals=totals, winners=rules.winners(totals, state))
    campaign.standings = standings
    if standings["winners"] is not None:
        campaign.status, campaign.ended_at, campaign.next_game_at, campaign.next_first = "ended", now, None, None
    else:
        campaign.next_first = rules.first_player(points, winners)
        campaign.next_game_at = now + timedelta(seconds=campaign.pause_seconds)


def start_due(db: Database, now: datetime | None = None) -> int:
    """Start the next game of every running campaign whose pause is over; returns how many started here."""
    now = now or utcnow()
    with db.session() as session:
        due = list(session.scalars(sa.select(Campaign.id).where(
            Campaign.status == "running", Campaign.next_game_at.is_not(None), Campaign.next_game_at <= now)
            .order_by(Campaign.id)))
    started = 0
    for campaign_id in due:
        try:
            with db.write() as session:
                claimed = session.execute(
                    sa.update(Campaign).where(Campaign.id == campaign_id, Campaign.status == "running",
                                              Campaign.next_game_at.is_not(None), Campaign.next_game_at <= now)
                    .values(next_game_at=None), execution_options={"synchronize_session": False}).rowcount
                if claimed != 1:
                    continue
                start_next_game(session, session.get(Campaign, campaign_id, populate_existing=True), now)
                started += 1
        except sa.exc.IntegrityError:  # another worker started this very game: it is there, once
            log.info("campaign %s: its next game was started by another worker", campaign_id)
    return started


def start_next_game(session: Session, campaign: Campaign, now: datetime) -> Game:
    """The campaign's next game, dealt and started at once for the same players (their names, seats and
    settings as in the last game), begun by the seat the campaign rules chose."""
    last = session.scalars(sa.select(Game).where(Game.campaign_id == campaign.id)
                           .order_by(Game.campaign_number.desc()).limit(1)).one()
    number = (last.campaign_number or 0) + 1
    game = Game(
        ruleset=campaign.ruleset, title=campaign.title + GAME_SUFFIX.format(number=number),
        options=dict(campaign.options), pace=dict(campaign.pace), stand_in_after=campaign.stand_in_after,
        status="lobby", version=0, seed=_seed(campaign.seed, number) or secrets.randbits(62),
        host_email=campaign.host_email, host_epoch=0, host_confirmed_at=now,
        campaign_id=campaign.id, campaign_number=number)
    session.add(game)
    session.flush()
    for seat in last.seats:
        session.add(Seat(game_id=game.id, index=seat.index, user_id=seat.user_id, display_name=seat.display_name,
                         link_epoch=0, joined_at=now))
    session.flush()
    session.expire(game, ["seats"])
    games.start_game(session, game, now, first_player=campaign.next_first)
    campaign.next_first = None
    return game


def pause(session: Session, campaign: Campaign) -> None:
    """No next game starts while paused; the game under way plays on (a moderator pauses it on its own)."""
    if campaign.status != "running":
        raise Conflict(gettext("This campaign is %(status)s, not running.", status=campaign.status))
    campaign.status = "paused"


def resume(session: Session, campaign: Campaign) -> None:
    """Running again: a next game whose pause ran out meanwhile starts at the next sweep."""
    if campaign.status != "paused":
        raise Conflict(gettext("This campaign is %(status)s, not paused.", status=campaign.status))
    campaign.status = "running"


def end(session: Session, campaign: Campaign, now: datetime) -> None:
    """Ended by a moderator: no further game starts and the standings stay as they are (the game under way,
    if any, plays on but scores nothing)."""
    if campaign.status == "ended":
        raise Conflict(gettext("This campaign has already ended."))
    campaign.status, campaign.ended_at, campaign.next_game_at, campaign.next_first = "ended", now, None, None


@dataclass(frozen=True)
class GameRow:
    number: int
    title: str
    status: str
    points: list[int] | None  # None until the game is over
    winners: list[str]


@dataclass(frozen=True)
class Standings:
    """What the standings page shows: every player (names as in the latest game), each game, the totals."""

    campaign: Campaign
    players: list[str]
    games: list[GameRow]
    totals: list[int]
    winners: list[str] | None
    points_to_win: int
    next_game_at: datetime | None


def standings(session: Session, campaign: Campaign) -> Standings:
    played = {entry["game"]: entry for entry in (campaign.standings or {}).get("games") or []}
    rows = list(session.scalars(sa.select(Game).where(Game.campaign_id == campaign.id)
                                .order_by(Game.campaign_number)))
    names = [s.name for s in rows[-1].seats] if rows else list(campaign.players)
    out = []
    for game in rows:
        entry = played.get(game.id)
        out.append(GameRow(number=game.campaign_number or 0, title=game.title, status=game.status,
                           points=entry["points"] if entry else None,
                           winners=[names[w] for w in entry["winners"]] if entry else []))
    winners = (campaign.standings or {}).get("winners")
    _, rules = rules_of(campaign.ruleset)
    return Standings(campaign=campaign, players=names, games=out,
                     totals=list((campaign.standings or {}).get("totals") or [0] * len(names)),
                     winners=None if winners is None else [names[w] for w in winners],
                     points_to_win=rules.points_to_win, next_game_at=campaign.next_game_at)
