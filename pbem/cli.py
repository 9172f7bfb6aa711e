"""The ``pbem`` command: ``pbem db upgrade``, ``pbem demo``, ``pbem create-game``, ``pbem create-campaign``,
``pbem replay``, ``pbem mail-server``.

It is Flask's CLI for :func:`pbem.create_app`, so ``pbem run``, ``pbem routes``
and ``pbem shell`` work too.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from typing import IO, Any

import click
import sqlalchemy as sa
from flask import Flask, current_app
from flask.cli import FlaskGroup, NoAppException
from werkzeug.serving import run_simple

from engine.core import Field
from pbem import create_app, jobs, links, migrate, rulesets
from pbem.config import DEFAULT_PACE_HOURS
from pbem.db import Database
from pbem.mail import smtp_server
from pbem.mail.reply_address import inbound_domain
from pbem.models import Game, OutboxEmail
from pbem.moderation import cli as moderation_cli
from pbem.services import campaigns, games
from pbem.services.durations import hours_to_seconds
from pbem.services.errors import ServiceError
from pbem.services.replay import replay
from pbem.startup import StartupError

DEMO_PLAYERS = ("ann@example.org", "bob@example.org", "cyd@example.org")


def _db() -> Database:
    return current_app.extensions["pbem.db"]


class _CannotStart(NoAppException):
    """Flask's CLI shows this one without a traceback; no usage text either: the command line was fine."""

    exit_code = 1

    def show(self, file: IO[Any] | None = None) -> None:
        click.ClickException.show(self, file)


def _app(config: dict | None = None) -> Flask:
    """The app for a command; a start that cannot work says why in one line instead of a traceback."""
    try:
        return create_app(config)
    except StartupError as exc:
        raise _CannotStart(str(exc)) from None


@click.group(cls=FlaskGroup, create_app=_app, add_version_option=False)
def main() -> None:
    """pbem: slow board games by email."""


main.add_command(moderation_cli.moderator_group)
main.add_command(moderation_cli.mod_group)


@main.group("db")
def db_group() -> None:
    """The database schema."""


@db_group.command("upgrade")
@click.option("--revision", default="head", show_default=True)
def db_upgrade(revision: str) -> None:
    """Apply the migrations up to REVISION."""
    migrate.upgrade(_db(), revision)
    click.echo(f"Database at {revision}: {_db().url.render_as_string(hide_password=True)}")


def _parse_pairs(pairs: tuple[str, ...], what: str) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise click.BadParameter(f"{pair!r}: write it as name=value", param_hint=what)
        out[key.strip()] = value.strip()
    return out


def _option_syntax(field: Field) -> str:
    """How one table option is written after ``--option``, from the ruleset's own field."""
    keys = [o.key for o in field.options]
    if field.type == "int":
        return f"{field.name}={field.min}..{field.max}"
    if field.type == "multi":
        return f"{field.name}={','.join(keys)} (any of them, comma-separated)"
    return f"{field.name}={'|'.join(keys)}"


class _CreateGameCommand(click.Command):
    """``create-game --help`` lists each ruleset's table options, read from the ruleset when asked."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_epilog(ctx, formatter)
        for name in rulesets.ruleset_names():
            rows = [(_option_syntax(f), f.label + (f" (default {f.default})" if f.default is not None else ""))
                    for f in games.option_prompt(name).fields]
            if rows:
                with formatter.section(f"Table options of {name} (--option name=value)"):
                    formatter.write_dl(rows)


@main.command("create-game", cls=_CreateGameCommand)
@click.option("--ruleset", "ruleset_name", required=True, help="Which game, e.g. cosmic.")
@click.option("--player", "players", multiple=True, required=True, help="A player's email (repeat).")
@click.option("--host", "host_email", required=True, help="The host's email.")
@click.option("--title", default=None)
@click.option("--option", "options", multiple=True,
              help="A table option as name=value (repeat); the ruleset's options are listed below.")
@click.option("--pace", "pace", multiple=True,
              help="Hours for a deadline class as class=hours, e.g. decision=48 (repeat).")
@click.option("--seed", type=int, default=None, help="Fix the game's random seed.")
@click.option("--stand-in-after", "stand_in_after", type=int, default=games.STAND_IN_AFTER, show_default=True,
              help="Timeouts in a row that put a silent player on the stand-in (0: never).")
def create_game_command(ruleset_name: str, players: tuple[str, ...], host_email: str, title: str | None,
                        options: tuple[str, ...], pace: tuple[str, ...], seed: int | None,
                        stand_in_after: int) -> None:
    """Create a game and write its invitations to the outbox."""
    parsed, seconds = _table(ruleset_name, options, pace)
    _print_game(_create(ruleset_name, parsed, seconds, list(players), host_email, title, seed, stand_in_after))


def _table(ruleset_name: str, options: tuple[str, ...], pace: tuple[str, ...]) -> tuple[dict, dict]:
    """The ``--option`` and ``--pace`` pairs as the service takes them (options by the ruleset's fields)."""
    hours = {**DEFAULT_PACE_HOURS, **_parse_pairs(pace, "--pace")}
    try:
        prompt = games.option_prompt(ruleset_name)
    except (KeyError, ImportError) as exc:
        raise click.ClickException(f"no ruleset {ruleset_name!r}: {exc}") from None
    raw = _parse_pairs(options, "--option")
    multi = {f.name for f in prompt.fields if f.type == "multi"}
    parsed = {k: (v.split(",") if k in multi else v) for k, v in raw.items()}
    try:
        seconds = {c: hours_to_seconds(value, f"the {c} time") for c, value in hours.items()}
    except ServiceError as exc:
        raise click.BadParameter(exc.message, param_hint="--pace") from None
    return parsed, seconds


@main.command("create-campaign", cls=_CreateGameCommand)
@click.option("--ruleset", "ruleset_name", required=True, help="Which game; it must have campaign play.")
@click.option("--player", "players", multiple=True, required=True, help="A player's email (repeat).")
@click.option("--host", "host_email", required=True, help="The host's email.")
@click.option("--title", default=None)
@click.option("--option", "options", multiple=True, help="A table option as name=value (repeat), for every game.")
@click.option("--pace", "pace", multiple=True,
              help="Hours for a deadline class as class=hours, e.g. decision=48 (repeat).")
@click.option("--pause", "pause_hours", default=str(campaigns.DEFAULT_PAUSE_HOURS), show_default=True,
              help="Hours between a game's end and the next game's start (0: at once).")
@click.option("--seed", type=int, default=None, help="Fix the games' random seeds (game k: seed + k - 1).")
@click.option("--stand-in-after", "stand_in_after", type=int, default=games.STAND_IN_AFTER, show_default=True,
              help="Timeouts in a row that put a silent player on the stand-in (0: never).")
def create_campaign_command(ruleset_name: str, players: tuple[str, ...], host_email: str, title: str | None,
                            options: tuple[str, ...], pace: tuple[str, ...], pause_hours: str, seed: int | None,
                            stand_in_after: int) -> None:
    """Create a campaign and write the invitations to its first game to the outbox."""
    try:
        campaigns.rules_of(ruleset_name)
        pause = hours_to_seconds(pause_hours, "the pause between games")
    except ServiceError as exc:
        raise click.ClickException(exc.message) from None
    parsed, seconds = _table(ruleset_name, options, pace)
    try:
        with _db().write() as session:
            campaign = campaigns.create_campaign(
                session, ruleset_name=ruleset_name, options=parsed, pace=seconds, player_emails=list(players),
                host_email=host_email, title=title, pause_seconds=pause, seed=seed,
                host_confirmed=True,  # the operator vouches for the host
                stand_in_after=stand_in_after)
            campaign_id, game_id = campaign.id, campaigns.first_game(session, campaign).id
    except ServiceError as exc:
        raise click.ClickException(exc.message) from None
    click.echo(f"Created campaign {campaign_id}; standings: {links.absolute(links.campaign_path(campaign_id))}")
    _print_game(game_id)


def _create(ruleset_name: str, options: dict, pace: dict, players: list[str], host_email: str,
            title: str | None, seed: int | None, stand_in_after: int = games.STAND_IN_AFTER) -> int:
    try:
        with _db().write() as session:
            return games.create_game(session, ruleset_name=ruleset_name, options=options, pace=pace,
                                     player_emails=players, host_email=host_email, title=title,
                                     seed=seed, host_confirmed=True,  # the operator vouches for the host
                                     stand_in_after=stand_in_after).id
    except ServiceError as exc:
        raise click.ClickException(exc.message) from None


def _print_game(game_id: int) -> None:
    with _db().session() as session:
        game = session.get(Game, game_id)
        click.echo(f"Created game {game.id}: {game.title} ({game.ruleset}, {len(game.seats)} players)")
        click.echo(f"  host page: {links.absolute(links.host_path(game.id, game.host_epoch))}")
        for seat in game.seats:
            click.echo(f"  join link for {seat.user.email}: "
                       f"{links.absolute(links.join_path(game.id, seat.index, seat.link_epoch))}")
        count = session.scalar(sa.select(sa.func.count()).select_from(OutboxEmail)
                               .where(OutboxEmail.game_id == game.id))
        click.echo(f"  {count} emails (invitations, host link) are in the outbox.")


@main.command("replay")
@click.argument("game_id", type=int)
def replay_command(game_id: int) -> None:
    """Rebuild GAME from its seed and action log; exit 1 if it differs from the stored state."""
    with _db().session() as session:
        try:
            report = replay(session, game_id)
        except ServiceError as exc:
            raise click.ClickException(exc.message) from None
    if report.matches:
        click.echo(f"Game {game_id}: replaying {report.actions} actions gives the stored state.")
        return
    click.echo(f"Game {game_id}: replaying {report.actions} actions does NOT give the stored state:",
               err=True)
    for line in report.differences:
        click.echo(f"  {line}", err=True)
    sys.exit(1)


@main.command("demo", with_appcontext=False)
@click.option("--host", "bind", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True)
@click.option("--ruleset", "ruleset_name", default="cosmic", show_default=True)
@click.pass_context
def demo(ctx: click.Context, bind: str, port: int, ruleset_name: str) -> None:
    """Create the schema and a demo game, print its links, and serve it (embedded default)."""
    # The one command that asks for the embedded default (and with it the dev inbox) by itself.
    app = _app({"EMBEDDED": True})
    ctx.with_resource(app.app_context())
    if os.environ.get("DATABASE_URL"):
        click.echo("Note: DATABASE_URL is set, so the demo game goes into that database.")
    if not os.environ.get("BASE_URL"):
        app.config["BASE_URL"] = f"http://{bind}:{port}"
    migrate.upgrade(_db())
    if ruleset_name not in rulesets.ruleset_names():
        raise click.ClickException(f"the {ruleset_name!r} ruleset cannot be loaded yet; "
                                   f"available: {', '.join(rulesets.ruleset_names()) or 'none'}")
    ruleset = rulesets.get_ruleset(ruleset_name)
    players = DEMO_PLAYERS[:max(ruleset.min_players, min(3, ruleset.max_players))]
    game_id = _create(ruleset_name, games.option_defaults(ruleset_name),
                      {c: h * 3600 for c, h in DEFAULT_PACE_HOURS.items()}, list(players),
                      "host@example.org", f"Demo {ruleset.title}", None)
    _print_game(game_id)
    click.echo(f"  dev inbox: {app.config['BASE_URL']}/dev/mail (its 'reply' boxes answer a decision by email)")
    if not app.config.get("REDIS_URL"):
        jobs.Ticker(app).start()
        click.echo("  deadlines, reminders and mail run in this process every few seconds (no REDIS_URL)")
    click.echo(f"Serving on {app.config['BASE_URL']}/ (Ctrl-C stops)")
    # Flask's app.run() refuses to serve from inside its own CLI; werkzeug's server is what it would use.
    run_simple(bind, port, app, use_reloader=False, threaded=True)


@main.command("mail-server")
@click.option("--host", "bind", default=None, help="Address to listen on (default: INBOUND_SMTP_HOST, 127.0.0.1).")
@click.option("--port", type=int, default=None, help="Port (default: INBOUND_SMTP_PORT, 2525).")
def mail_server(bind: str | None, port: int | None) -> None:
    """Receive replies and bounces by SMTP (where the MX forwards mail for MAIL_DOMAIN) until stopped."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    bind = bind or app.config["INBOUND_SMTP_HOST"]
    port = port or app.config["INBOUND_SMTP_PORT"]
    server = smtp_server.controller(app, bind, port)
    server.start()
    stop = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stop.set())
    click.echo(f"Receiving replies for play+…@{inbound_domain(app.config)} on {bind}:{port} (Ctrl-C stops)")
    sys.stdout.flush()
    try:
        while not stop.wait(1):
            pass
    finally:
        server.stop()
