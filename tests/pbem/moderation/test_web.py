"""The moderator pages: signing in three ways, CSRF, the whole-game page, actions, and refusals."""

from __future__ import annotations

import re

import sqlalchemy as sa

from pbem import links
from pbem.models import Game
from pbem.moderation.models import PlayerFlag
from tests.pbem.helpers import actions, game_row, links_in, outbox, play_path, started_game
from tests.pbem.moderation.conftest import csrf_of
from tests.pbem.moderation.helpers import audit, open_row, pick, version


def test_pages_need_a_moderator_and_a_wrong_password_is_refused(client, moderator, game_id):
    assert client.get("/mod/").headers["Location"] == "/mod/sign-in"
    assert client.get(f"/mod/games/{game_id}").status_code == 303
    csrf = csrf_of(client.get("/mod/sign-in").text)
    wrong = client.post("/mod/sign-in/password", data={"email": moderator, "password": "nope", "csrf": csrf})
    assert wrong.status_code == 403 and "do not match" in wrong.text
    assert client.get("/mod/").status_code == 303


def test_an_emailed_link_signs_in_once_and_says_nothing_about_unknown_addresses(client, db, moderator):
    csrf = csrf_of(client.get("/mod/sign-in").text)
    for address in (moderator, "stranger@example.org"):
        page = client.post("/mod/sign-in/link", data={"email": address, "csrf": csrf})
        assert page.status_code == 200 and "If that address may moderate" in page.text
    [mail] = [m for m in outbox(db) if "sign-in" in m.subject]
    assert mail.to_addr == moderator and not outbox(db, "stranger@example.org")
    [path] = links_in(mail.text_body)
    confirm = client.get(path)
    assert confirm.status_code == 200 and client.get("/mod/").status_code == 303, "GET must not sign in"
    assert client.post(path, data={"csrf": csrf_of(confirm.text)}).status_code == 303
    assert client.get("/mod/").status_code == 200
    other = client.application.test_client()
    reuse = other.post(path, data={"csrf": csrf_of(other.get(path).text)})
    assert reuse.status_code == 410


def test_a_host_moderates_only_their_own_game(client, db, app):
    mine = started_game(db)
    theirs = started_game(db, seed=2)
    with db.write() as session:
        session.execute(sa.update(Game).where(Game.id == theirs).values(host_email="other@example.org"))
    csrf = csrf_of(client.get("/mod/sign-in").text)
    client.post("/mod/sign-in/link", data={"email": "host@example.org", "csrf": csrf})
    [mail] = [m for m in outbox(db, "host@example.org") if "sign-in" in m.subject]
    [path] = links_in(mail.text_body)
    client.post(path, data={"csrf": csrf_of(client.get(path).text)})
    assert client.get(f"/mod/games/{mine}").status_code == 200
    assert client.get(f"/mod/games/{theirs}").status_code == 404
    dashboard = client.get("/mod/").text
    assert f"/mod/games/{mine}" in dashboard and f"/mod/games/{theirs}" not in dashboard


def test_the_host_link_signs_in_for_that_game_and_a_player_link_never_does(client, app, db, game_id):
    game = game_row(db, game_id)
    host = f"/mod/host/{links.host_path(game_id, game.host_epoch).removeprefix('/host/')}"
    player_token = play_path(app, game_id, 0).removeprefix("/play/")
    assert client.get(f"/mod/host/{player_token}").status_code == 403
    assert client.get(play_path(app, game_id, 0)).status_code == 200
    assert client.get(f"/mod/games/{game_id}").status_code == 303, "a player's page grants nothing"
    page = client.get(host)
    assert client.post(host, data={"csrf": csrf_of(page.text)}).headers["Location"] == f"/mod/games/{game_id}"
    assert client.get(f"/mod/games/{game_id}").status_code == 200


def test_the_game_page_shows_everything_and_marks_what_is_hidden(mod_client, db, game_id):
    card = pick(db, game_id, 0)
    page = mod_client.get(f"/mod/games/{game_id}").text
    hands = game_row(db, game_id).state["hands"]
    assert "hidden information" in page and "hidden: only 0" in page and f"You played card {card}" in page
    seat_view = page[page.index('id="seat-view-1"'):]
    seat_view = seat_view[:seat_view.index("</details>")]
    assert "Player1's hand" in seat_view, "the moderator sees every hand, each behind its own fold"
    assert all(f'<span class="card-face">{c}</span>' in seat_view for c in hands[1])
    assert "<dl" not in page, "the ruleset's board template, not a raw dump"
    assert 'id="outbox"' in page and "pending" in page
    assert "ann@example.org" in page and "link epoch 0" in page


def test_an_action_from_the_page_and_the_refusals(mod_client, db, game_id):
    page = mod_client.get(f"/mod/games/{game_id}").text
    csrf = csrf_of(page)
    row = open_row(db, game_id, 0)
    form = {"csrf": csrf, "version": "1", "row": str(row.id), "hours": "24", "reason": "Ann is ill"}
    no_csrf = mod_client.post(f"/mod/games/{game_id}/extend", data={**form, "csrf": "forged"})
    assert no_csrf.status_code == 403 and version(db, game_id) == 1
    empty = mod_client.post(f"/mod/games/{game_id}/extend", data={**form, "reason": "  "})
    assert empty.status_code == 400 and "Give a reason" in empty.text and version(db, game_id) == 1
    done = mod_client.post(f"/mod/games/{game_id}/extend", data=form, follow_redirects=True)
    assert "Done: extend" in done.text and version(db, game_id) == 2
    stale = mod_client.post(f"/mod/games/{game_id}/pause", data={**form, "reason": "late"})
    assert stale.status_code == 409 and "moved on" in stale.text
    assert 'id="version">2<' in stale.text, "the refusal shows the current state"
    assert game_row(db, game_id).status == "active" and len(audit(db, game_id)) == 1


def test_picking_an_answer_for_a_seat(mod_client, db, game_id):
    row = open_row(db, game_id, 1)
    path = f"/mod/games/{game_id}/prompts/{row.id}/resolve"
    page = mod_client.get(path + "?version=1")
    assert page.status_code == 200 and 'name="option"' in page.text
    card = game_row(db, game_id).state["hands"][1][-1]
    bad = mod_client.post(path, data={"csrf": csrf_of(page.text), "version": "1", "option": "99", "reason": "x"})
    assert bad.status_code == 422 and not actions(db, game_id)
    mod_client.post(path, data={"csrf": csrf_of(page.text), "version": "1", "option": str(card),
                                "reason": "Bob told me by phone"})
    [action] = actions(db, game_id)
    assert (action.seat, action.payload, action.source) == (1, str(card), "moderator")


def test_ask_a_moderator_from_the_game_page(client, app, db, game_id):
    page = client.get(play_path(app, game_id, 0)).text
    assert "/ask-moderator" in page
    assert client.post(play_path(app, game_id, 0) + "/ask-moderator", data={"message": " "}).status_code == 400
    client.post(play_path(app, game_id, 0) + "/ask-moderator", data={"message": "Bob has not played in weeks"})
    again = client.post(play_path(app, game_id, 0) + "/ask-moderator", data={"message": "please"})
    assert again.status_code == 409
    with db.session() as session:
        [flag] = session.scalars(sa.select(PlayerFlag)).all()
    assert (flag.seat, flag.message) == (0, "Bob has not played in weeks")
    [mail] = [m for m in outbox(db, "host@example.org") if "asks for a moderator" in m.subject]
    assert "Bob has not played in weeks" in mail.text_body and f"/mod/games/{game_id}" in mail.text_body


def test_moderator_notices_never_show_a_player_another_hand(mod_client, db, app, client, game_id):
    hands = game_row(db, game_id).state["hands"]
    page = mod_client.get(f"/mod/games/{game_id}").text
    mod_client.post(f"/mod/games/{game_id}/pause", data={"csrf": csrf_of(page), "version": "1", "reason": "Break"})
    for seat, other in ((0, 1), (1, 0)):
        for mail in outbox(db, ["ann@example.org", "bob@example.org"][seat]):
            others = re.findall(r"Card (\d+)", mail.text_body)
            assert not set(map(int, others)) & set(hands[other])
        assert "Break" in client.get(play_path(app, game_id, seat)).text
