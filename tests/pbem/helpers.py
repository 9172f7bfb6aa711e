"""Small helpers the service tests share: a started game, reading the outbox, a game's row."""

from __future__ import annotations

import html
import re
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import selectinload

from pbem.db import Database
from pbem.models import ActionRecord, Game, OpenPrompt, OutboxEmail, Seat
from pbem.services import games

PACE = {"decision": 48 * 3600, "response": 24 * 3600, "negotiation": 12 * 3600}
TOY_OPTIONS = {"target": 3, "hand_size": 4, "scoring": "high"}
EMAILS = ["ann@example.org", "bob@example.org", "cyd@example.org", "dee@example.org"]
ZONES = ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "UTC"]


def new_game(db: Database, players: int = 2, ruleset: str = "toy", options: dict | None = None,
             seed: int = 7) -> int:
    with db.write() as session:
        game = games.create_game(
            session, ruleset_name=ruleset,
            options=options if options is not None else TOY_OPTIONS if ruleset == "toy" else {},
            pace=PACE, player_emails=EMAILS[:players], host_email="host@example.org", seed=seed,
            host_confirmed=True)
        return game.id


def started_game(db: Database, players: int = 2, **kwargs: Any) -> int:
    game_id = new_game(db, players, **kwargs)
    with db.write() as session:
        game = games.lock_game(session, game_id)
        for seat in list(game.seats):
            games.join_seat(session, game, seat, f"Player{seat.index}", ZONES[seat.index])
    return game_id


def game_row(db: Database, game_id: int) -> Game:
    with db.session() as session:
        return session.get(Game, game_id, options=[selectinload(Game.seats).selectinload(Seat.user)])


def game_status(db: Database, game_id: int) -> str:
    """The game's status alone: what a whole-game test's loop asks at every step, without loading the
    state, the seats and their players each time."""
    with db.session() as session:
        return session.scalar(sa.select(Game.status).where(Game.id == game_id))


def outbox(db: Database, to: str | None = None) -> list[OutboxEmail]:
    with db.session() as session:
        query = sa.select(OutboxEmail).order_by(OutboxEmail.id)
        if to:
            query = query.where(OutboxEmail.to_addr == to)
        return list(session.scalars(query))


def prompt_rows(db: Database, game_id: int, status: str | None = None) -> list[OpenPrompt]:
    with db.session() as session:
        query = sa.select(OpenPrompt).where(OpenPrompt.game_id == game_id).order_by(OpenPrompt.id)
        if status:
            query = query.where(OpenPrompt.status == status)
        return list(session.scalars(query))


def actions(db: Database, game_id: int) -> list[ActionRecord]:
    with db.session() as session:
        return list(session.scalars(sa.select(ActionRecord).where(ActionRecord.game_id == game_id)
                                    .order_by(ActionRecord.seq)))


def seat(db: Database, game_id: int, index: int) -> Seat:
    with db.session() as session:
        return session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == index))


def links_in(text: str) -> list[str]:
    """The site-relative paths of the links in a mail body."""
    return [m.group(1) for m in re.finditer(r"http://pbem\.test(/\S+)", text)]


def link_targets(text: str) -> set[str]:
    """What the links of a mail body grant: each path without the time and signature it was signed
    with, so two emails written in different seconds compare equal when their links open the same."""
    return {path.split(".", 1)[0] for path in links_in(text)}



def play_path(app: Any, game_id: int, index: int) -> str:
    from pbem import links

    s = seat(app.extensions["pbem.db"], game_id, index)
    return links.play_path(game_id, index, s.link_epoch)


def page_option_links(html: str) -> dict[str, str]:
    """Option key -> confirm-page path, as the game page lists them."""
    return {m.group(2): m.group(1) for m in re.finditer(r'href="(/option/[^"]+)" data-option="([^"]*)"', html)}


def page_decide_links(html: str) -> dict[str, str]:
    return {m.group(2): m.group(1) for m in re.finditer(r'href="(/decide/[^"]+)" data-decide="([^"]*)"', html)}


def page_decisions(html_text: str) -> dict[str, dict[str, Any]]:
    """Prompt id -> its links on a game page: ``options`` (key -> confirm path) and ``decide``."""
    out: dict[str, dict[str, Any]] = {}
    for block in re.finditer(r'<section class="decision" data-prompt="([^"]*)">(.*?)</section>', html_text, re.S):
        body = block.group(2)
        decide = re.search(r'href="(/decide/[^"]+)"', body)
        out[html.unescape(block.group(1))] = {
            "options": {html.unescape(m.group(2)): m.group(1)
                        for m in re.finditer(r'href="(/option/[^"]+)" data-option="([^"]*)"', body)},
            "decide": decide.group(1) if decide else None,
        }
    return out


def hidden_answers(html_text: str) -> str:
    return re.search(r'name="answers" value="(\d+)"', html_text).group(1)


def confirm_host(client: Any, db: Database, email: str = "host@example.org") -> str:
    """The host confirms their address as they would: the link in the newest confirmation email, the page
    it opens (which confirms nothing), then its button. Returns the host page the button leads to."""
    mail = [m for m in outbox(db, email) if m.subject.split("] ", 1)[-1].startswith("Confirm that you host")][-1]
    path = next(p for p in links_in(mail.text_body) if p.startswith("/confirm-host/"))
    page = client.get(path)
    assert page.status_code == 200 and 'id="confirm"' in page.text, page.text
    done = client.post(path)
    assert done.status_code == 303 and "/host/" in done.location, done.text
    return done.location
