"""A game created on the web or the API invites nobody until its host confirms their address by the
emailed link; a browser that confirmed before, or a moderator signed in as the host, is not asked again."""

import re

import pytest
import sqlalchemy as sa

from pbem import links
from pbem.models import Game
from pbem.moderation import accounts
from tests.pbem.helpers import PACE, confirm_host, game_row, links_in, outbox

HOST = "host@example.org"
PLAYERS = ["ann@example.org", "bob@example.org"]
FORM = {"title": "Friday duel", "host": HOST, "players": "\n".join(PLAYERS), "opt.target": "3",
        "opt.hand_size": "4", "opt.scoring": "high", "pace.decision": "48", "pace.response": "24",
        "pace.negotiation": "12"}
BODY = {"ruleset": "toy", "options": {"target": 3, "hand_size": 4, "scoring": "high"}, "pace": PACE,
        "players": PLAYERS, "host": HOST}


def recipients(db) -> list[str]:
    return [m.to_addr for m in outbox(db)]


def games(db) -> list[Game]:
    with db.session() as session:
        return list(session.scalars(sa.select(Game).order_by(Game.id)))


def test_the_invitations_wait_for_the_host_to_press_the_button(client, db):
    waiting = client.post("/games/new/toy", data=FORM)
    assert waiting.status_code == 202 and f"We emailed {HOST}" in waiting.text
    assert "Nobody has been invited yet" in waiting.text
    [mail] = outbox(db)
    assert mail.to_addr == HOST and mail.subject == "[Friday duel] Confirm that you host Friday duel"
    assert all(p in mail.text_body for p in PLAYERS) and "Nobody has been invited yet" in mail.text_body
    [game] = games(db)
    assert game.status == "lobby" and game.host_confirmed_at is None

    link = next(p for p in links_in(mail.text_body) if p.startswith("/confirm-host/"))
    page = client.get(link)  # what a mail scanner does: it only sees the button
    assert page.status_code == 200 and "Send the invitations" in page.text and "ann@example.org" in page.text
    assert recipients(db) == [HOST] and game_row(db, game.id).host_confirmed_at is None

    confirmed = client.post(link)
    assert confirmed.status_code == 303
    assert _claims(confirmed.location) == _claims(links.host_path(game.id, 0))  # signed a second apart, maybe
    assert sorted(recipients(db)) == sorted([HOST, HOST, *PLAYERS])
    assert any("You are hosting" in m.subject for m in outbox(db, HOST))
    assert game_row(db, game.id).host_confirmed_at is not None
    again = client.post(link)  # a second press sends nothing more
    assert again.status_code == 303 and len(outbox(db)) == 4


def test_the_api_gives_the_host_page_only_to_a_proven_host(client, db):
    created = client.post("/api/games", json=BODY)
    assert created.status_code == 201 and created.json["host_confirmed"] is False
    assert "host_url" not in created.json and HOST in created.json["message"]
    assert recipients(db) == [HOST]


def test_a_browser_that_confirmed_is_not_asked_again_and_another_one_is(app, client, db):
    client.post("/games/new/toy", data=FORM)
    confirm_host(client, db)
    before = len(outbox(db))
    second = client.post("/games/new/toy", data={**FORM, "title": "Rematch"})
    assert second.status_code == 303 and "/host/" in second.location
    rematch = games(db)[-1]
    assert rematch.host_confirmed_at is not None
    assert sorted(m.to_addr for m in outbox(db)[before:]) == sorted([*PLAYERS, HOST])
    by_api = client.post("/api/games", json=BODY)
    assert by_api.json["host_confirmed"] is True and "/host/" in by_api.json["host_url"]

    stranger = app.test_client()  # same host address, no proof
    before = len(outbox(db))
    third = stranger.post("/games/new/toy", data={**FORM, "title": "Not mine"})
    assert third.status_code == 202 and [m.to_addr for m in outbox(db)[before:]] == [HOST]
    other_host = client.post("/games/new/toy", data={**FORM, "host": "other@example.org"})
    assert other_host.status_code == 202  # the mark is for one address


def test_a_moderator_signed_in_as_the_host_is_not_asked(client, db):
    with db.write() as session:
        accounts.add_moderator(session, HOST, "Hana", "correct horse battery")
    page = client.get("/mod/sign-in")
    csrf = re.search(r'name="csrf" value="([^"]+)"', page.text).group(1)
    signed_in = client.post("/mod/sign-in/password",
                            data={"email": HOST, "password": "correct horse battery", "csrf": csrf})
    assert signed_in.status_code == 303
    created = client.post("/games/new/toy", data=FORM)
    assert created.status_code == 303
    assert sorted(recipients(db)) == sorted([*PLAYERS, HOST])


def test_a_waiting_game_cannot_start_and_its_host_page_says_why(client, db):
    client.post("/games/new/toy", data=FORM)
    [game] = games(db)
    host = links.host_path(game.id, game.host_epoch)
    page = client.get(host)
    assert "Waiting for the host to confirm" in page.text and "Start now" not in page.text
    start = client.post(host + "/start")
    assert start.status_code == 409 and "waiting for the host to confirm" in start.text
    assert game_row(db, game.id).status == "lobby" and recipients(db) == [HOST]


def test_an_address_only_named_as_host_gets_no_sign_in_links(client, db):
    client.post("/api/games", json=BODY)
    page = client.get("/mod/sign-in")
    csrf = re.search(r'name="csrf" value="([^"]+)"', page.text).group(1)
    asked = client.post("/mod/sign-in/link", data={"email": HOST, "csrf": csrf})
    assert asked.status_code == 200 and recipients(db) == [HOST]  # only the confirmation email
    confirm_host(client, db)
    client.post("/mod/sign-in/link", data={"email": HOST, "csrf": csrf})
    assert any("/mod/sign-in/" in m.text_body for m in outbox(db, HOST))


@pytest.mark.parametrize("tamper", [lambda t: t[:-3] + "abc", lambda t: t.replace(".", "x", 1)])
def test_a_tampered_confirm_link_is_refused_and_sends_nothing(client, db, tamper):
    client.post("/api/games", json=BODY)
    link = next(p for p in links_in(outbox(db)[0].text_body) if p.startswith("/confirm-host/"))
    forged = "/confirm-host/" + tamper(link.removeprefix("/confirm-host/"))
    assert client.post(forged).status_code == 403
    assert recipients(db) == [HOST] and games(db)[0].host_confirmed_at is None


def _claims(path: str) -> str:
    """What a signed path grants, without the moment it was signed (two signings may fall a second apart)."""
    return path.rsplit(".", 2)[0]
