"""``pbem moderator ...`` (accounts) and ``pbem mod ...`` (the dashboard and the actions) for operators.

The shell is trusted: actions from here are audited as role ``cli`` under the
address given with ``--as`` (default: ``operator``). Both groups are Flask
``AppGroup``s, so each command runs inside the app's context when the
installed ``pbem`` script calls it. ``--version`` refuses the
action if the game moved past that version; without it the current version
is taken.
"""

from __future__ import annotations

import json
from typing import Any

import click
import sqlalchemy as sa
from flask import current_app
from flask.cli import AppGroup

from pbem.db import Database
from pbem.models import utcnow
from pbem.moderation import accounts
from pbem.moderation.audit import Actor, load_game
from pbem.moderation.dispatch import run_action
from pbem.moderation.models import Moderator
from pbem.moderation.overview import game_overview
from pbem.moderation.stuck import find_stuck
from pbem.services.durations import hours_to_seconds
from pbem.services.errors import ServiceError


def _db() -> Database:
    return current_app.extensions["pbem.db"]


@click.group("moderator", cls=AppGroup)
def moderator_group() -> None:
    """Site moderators: add, list, remove, give an API token."""


@moderator_group.command("add")
@click.argument("email")
@click.option("--name", default=None)
@click.option("--password", is_flag=True, help="Ask for a password (otherwise: emailed sign-in links only).")
def add(email: str, name: str | None, password: bool) -> None:
    """Make EMAIL a site moderator (sees every game)."""
    secret = click.prompt("Password", hide_input=True, confirmation_prompt=True) if password else None
    try:
        with _db().write() as session:
            moderator = accounts.add_moderator(session, email, name, secret)
            click.echo(f"{moderator.email} is a site moderator. Sign in at /mod/sign-in.")
    except ServiceError as exc:
        raise click.ClickException(exc.message) from None


@moderator_group.command("list")
def list_moderators() -> None:
    with _db().session() as session:
        for m in session.scalars(sa.select(Moderator).where(Moderator.active.is_(True)).order_by(Moderator.email)):
            extras = [w for w, on in (("password", m.password_hash), ("api token", m.api_token_hash)) if on]
            click.echo(m.email + (f" ({m.name})" if m.name else "") + (f": {', '.join(extras)}" if extras else ""))


@moderator_group.command("remove")
@click.argument("email")
def remove(email: str) -> None:
    try:
        with _db().write() as session:
            accounts.remove_moderator(session, email)
    except ServiceError as exc:
        raise click.ClickException(exc.message) from None
    click.echo(f"{email} is no longer a moderator.")


@moderator_group.command("token")
@click.argument("email")
def token(email: str) -> None:
    """Print a new API token for EMAIL (replacing any earlier one); it is shown only now."""
    with _db().write() as session:
        moderator = accounts.find_moderator(session, email)
        if moderator is None:
            raise click.ClickException(f"{email} is not a moderator.")
        click.echo(accounts.new_api_token(moderator))


@click.group("mod", cls=AppGroup)
def mod_group() -> None:
    """Moderate games: the dashboard, one game, and the actions (each needs --reason)."""


@mod_group.command("list-stuck")
def list_stuck() -> None:
    """The games that need attention, worst first, with why."""
    with _db().session() as session:
        found = find_stuck(session, Actor("operator", "cli"), utcnow(), current_app.config)
    if not found:
        click.echo("No game needs attention.")
    for game in found:
        click.echo(f"game {game.game_id} (v{game.version}, {game.status}): {game.title}")
        for reason in game.reasons:
            click.echo(f"  - [{reason.kind}] {reason.text}")


@mod_group.command("show")
@click.argument("game_id", type=int)
def show(game_id: int) -> None:
    """One game: seats, open decisions (with their row ids), and the last actions."""
    with _db().session() as session:
        try:
            o = game_overview(session, load_game(session, game_id, Actor("operator", "cli")))
        except ServiceError as exc:
            raise click.ClickException(exc.message) from None
    g = o.game
    click.echo(f"game {g.id}: {g.title} ({g.ruleset}, {g.status}, version {g.version}, {o.last_seq} actions)")
    for s in o.seats:
        click.echo(f"  seat {s.index} {s.name} <{s.email}> last {s.last_source or '-'} "
                   f"{s.last_action_at or ''} timeouts in a row: {s.timeouts_in_row}"
                   + (f" stand-in: {s.stand_in}" if s.stand_in else ""))
    for p in o.prompts:
        click.echo(f"  open row {p.row.id}: seat {p.row.seat} {p.row.prompt_id} due {p.row.deadline_at} "
                   f"default {json.dumps(p.default)}")
    for item in o.timeline[-15:]:
        click.echo(f"  {item.kind:6} {item.text}{' [hidden]' if item.hidden_to is not None else ''}")


def _pace_hours(pairs: tuple[str, ...]) -> dict[str, int]:
    """``decision=48`` (hours) pairs as seconds per deadline class."""
    try:
        return {key.strip(): hours_to_seconds(value, f"the {key.strip()} time")
                for key, _, value in (p.partition("=") for p in pairs)}
    except ServiceError as exc:
        raise click.BadParameter(f"{exc.message} Write each as class=hours, e.g. decision=48",
                                 param_hint="--pace") from None


def _action(name: str, help_text: str, *options: Any) -> None:
    """Register ``pbem mod NAME GAME --reason ...`` with the action's own options."""
    def command(game_id: int, reason: str, version: int | None, actor: str, **params: Any) -> None:
        if "choice" in params:
            params["choice"] = json.loads(params["choice"]) if params["choice"] is not None else None
            if params["choice"] is None:
                del params["choice"]
        if "pace" in params:
            params["pace"] = _pace_hours(params["pace"])
        try:
            entry = run_action(_db(), game_id, Actor(actor, "cli"), name, reason, version, params)
        except ServiceError as exc:
            raise click.ClickException(exc.message) from None
        click.echo(f"game {game_id}: {entry.action} done (version {entry.version_before} -> {entry.version_after}, "
                   f"audit {entry.id}).")

    command.__doc__ = help_text
    for option in reversed(options):
        command = option(command)
    command = click.option("--as", "actor", default="operator", show_default=True, help="Who acts (for the audit).")(
        command)
    command = click.option("--version", type=int, default=None, help="Refuse if the game moved past it.")(command)
    command = click.option("--reason", required=True, help="Why: players and the audit log read it.")(command)
    command = click.argument("game_id", type=int)(command)
    mod_group.command(name)(command)


_action("extend", "Extend one deadline (--row) or all open ones by --hours.",
        click.option("--hours", type=float, required=True), click.option("--row", type=int, default=None))
_action("shorten", "Shorten one deadline (--row) or all open ones by --hours (never before now).",
        click.option("--hours", type=float, required=True), click.option("--row", type=int, default=None))
_action("resolve", "Decide open row --row now: the default, or --choice as JSON (\"3\" or {...}).",
        click.option("--row", type=int, required=True), click.option("--choice", default=None))
_action("pause", "Pause the game: deadlines stand still.")
_action("resume", "Resume a paused game.")
_action("replace", "Give --seat to a new --email (old links stop working).",
        click.option("--seat", type=int, required=True), click.option("--email", required=True),
        click.option("--name", default=None))
_action("stand-in", "Put --seat on a stand-in until you end it (--off) or replace its player.",
        click.option("--seat", type=int, required=True), click.option("--off", is_flag=True, default=False))
_action("rewind", "Rewind the game to before action --before (replayed from the log).",
        click.option("--before", type=int, required=True))
_action("resend", "Send the emails of the open decisions again.")
_action("pace", "Set hours per deadline class: --pace decision=48 --pace response=24 --pace negotiation=24.",
        click.option("--pace", multiple=True, required=True))
_action("cancel", "Cancel the game.")
_action("handled", "Mark what the dashboard lists for the game as handled.")
_action("pause-campaign", "Pause the campaign GAME belongs to: no next game starts until it resumes.")
_action("resume-campaign", "Resume the campaign GAME belongs to.")
_action("end-campaign", "End the campaign GAME belongs to: no more games start.")
