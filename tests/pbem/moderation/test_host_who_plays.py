"""A host who also plays: their console shows the game as their seat sees it, and they cannot act for others.

The host signs in from the host link they were emailed, as a real host would,
and reads the console's HTML; a site moderator who does not play reads the
same game whole, which proves the hidden strings exist to be leaked.
"""

from __future__ import annotations

import re

import pytest
import sqlalchemy as sa

from pbem import links, rulesets
from pbem.models import EventRecord
from pbem.services import games
from pbem.services.names import render_text, seat_names
from tests.pbem.helpers import EMAILS, PACE, ZONES, game_row, links_in, outbox, prompt_rows
from tests.pbem.moderation.conftest import ARTIFACTS, browser, csrf_of, served  # noqa: F401

HOST = EMAILS[0]  # Ann hosts and plays seat 0


@pytest.fixture
def cosmic_game(db) -> int:
    with db.write() as session:
        game = games.create_game(session, ruleset_name="cosmic", options=games.option_defaults("cosmic"),
                                 pace=PACE, player_emails=EMAILS[:3], host_email=HOST, seed=5, host_confirmed=True)
        game_id = game.id
    with db.write() as session:
        game = games.lock_game(session, game_id)
        for seat in list(game.seats):
            games.join_seat(session, game, seat, ["Ann", "Bob", "Cyd"][seat.index], ZONES[seat.index])
    return game_id


@pytest.fixture
def host_client(app, db, cosmic_game):
    """A browser signed in through the moderation link in the host's email."""
    client = app.test_client()
    mail = next(m for m in outbox(db, to=HOST) if "You are hosting" in m.subject)
    moderate = next(p for p in links_in(mail.text_body) if p.startswith("/mod/host/"))
    signed_in = client.post(moderate, data={"csrf": csrf_of(client.get(moderate).text)})
    assert signed_in.headers["Location"] == f"/mod/games/{cosmic_game}"
    return client


def _secrets_of_other_seats(db, game_id: int) -> list[str]:
    """Strings only seats 1 and 2 may see: their cards that Ann does not hold too, and their hidden events."""
    state = game_row(db, game_id).state
    ruleset = rulesets.get_ruleset("cosmic")
    mine = {c["label"] for c in ruleset.view(state, 0)["hand"]}
    theirs = {c["label"] for seat in (1, 2) for c in ruleset.view(state, seat)["hand"]} - mine
    with db.session() as session:
        names = seat_names(game_row(db, game_id))
        hidden = [render_text(e.text, names)
                  for e in session.scalars(sa.select(EventRecord).where(EventRecord.game_id == game_id))
                  if e.seats is not None and 0 not in e.seats]
    assert theirs and hidden
    return sorted(theirs) + hidden


def test_the_playing_hosts_console_shows_no_other_hand_anywhere(host_client, mod_client, db, cosmic_game):
    secrets = _secrets_of_other_seats(db, cosmic_game)
    whole = mod_client.get(f"/mod/games/{cosmic_game}").text
    assert all(s in whole for s in secrets), "a moderator who does not play sees everything"

    page = host_client.get(f"/mod/games/{cosmic_game}")
    assert page.status_code == 200
    html = page.text
    leaked = [s for s in secrets if s in html]
    assert leaked == []
    assert 'id="seated"' in html and "You play in this game (Ann)" in html
    assert 'id="seat-view-0"' in html and 'id="seat-view-1"' not in html and 'id="seat-view-2"' not in html
    # Ann's own hidden things are hers to see.
    assert "Ann drew:" in html


def test_the_playing_host_cannot_decide_for_a_seat_or_rewind_but_keeps_the_table_running(
        host_client, db, cosmic_game):
    html = host_client.get(f"/mod/games/{cosmic_game}").text
    assert "Decide for this seat" not in html and "/resolve" not in html and "/rewind" not in html
    version = game_row(db, cosmic_game).version
    csrf = csrf_of(html)
    rows = prompt_rows(db, cosmic_game, "open")
    for action, data in (("rewind", {"before": "1"}), ("resolve", {"row": str(rows[0].id)})):
        refused = host_client.post(f"/mod/games/{cosmic_game}/{action}",
                                   data={"csrf": csrf, "version": str(version), "reason": "let me", **data})
        assert refused.status_code == 403
        assert "You play in this game" in refused.text
        assert game_row(db, cosmic_game).version == version
    picked = host_client.get(f"/mod/games/{cosmic_game}/prompts/{rows[0].id}/resolve")
    assert picked.status_code == 403 and "You play in this game" in picked.text

    paused = host_client.post(f"/mod/games/{cosmic_game}/pause",
                              data={"csrf": csrf, "version": str(version), "reason": "holiday week"})
    assert paused.status_code == 303
    assert game_row(db, cosmic_game).status == "paused"


def test_other_seats_emails_and_decisions_show_only_that_they_exist(host_client, db, cosmic_game):
    html = host_client.get(f"/mod/games/{cosmic_game}").text
    others = [m for m in outbox(db) if m.game_id == cosmic_game and m.to_addr in EMAILS[1:3]]
    assert others
    assert all(m.subject not in html for m in others if m.subject not in {o.subject for o in outbox(db, to=HOST)})
    assert html.count("(to another player: hidden while you play)") == len(others)
    for row in re.findall(r'data-row="(\d+)"', html):
        assert f'name="row" value="{row}"' in html  # every open deadline can still be extended


def test_a_host_who_does_not_play_still_sees_everything(app, db):
    with db.write() as session:
        game = games.create_game(session, ruleset_name="cosmic", options=games.option_defaults("cosmic"),
                                 pace=PACE, player_emails=EMAILS[:3], host_email="host@example.org", seed=5,
                                 host_confirmed=True)
        game_id, epoch = game.id, game.host_epoch
    client = app.test_client()
    moderate = links.host_path(game_id, epoch).replace("/host/", "/mod/host/")
    client.post(moderate, data={"csrf": csrf_of(client.get(moderate).text)})
    html = client.get(f"/mod/games/{game_id}").text
    assert 'id="seated"' not in html and "The board: everything visible" in html


def test_a_site_moderator_who_plays_gets_the_same_limits_through_the_api(client, db, cosmic_game):
    from pbem.moderation import accounts
    with db.write() as session:
        token = accounts.new_api_token(accounts.add_moderator(session, EMAILS[1], "Bob"))
    headers = {"Authorization": f"Bearer {token}"}
    answer = client.get(f"/api/mod/games/{cosmic_game}", headers=headers)
    assert answer.status_code == 200
    body = answer.get_json()
    assert body["your_seat"] == 1 and set(body["views"]) == {"spectator", "1"}
    assert all(p["options"] == [] and p["default"] is None for p in body["prompts"] if p["seat"] != 1)
    assert "Ann drew:" not in answer.text
    version = body["version"]
    refused = client.post(f"/api/mod/games/{cosmic_game}/rewind", headers=headers,
                          json={"reason": "undo", "version": version, "before": 1})
    assert refused.status_code == 403 and "You play in this game" in refused.get_json()["error"]
    assert game_row(db, cosmic_game).version == version


def test_an_engine_errors_text_stays_off_the_playing_hosts_dashboard(host_client, mod_client, db, cosmic_game):
    from pbem.moderation.faults import record_apply_error
    record_apply_error(db, cosmic_game, 1, "some.prompt", "link", KeyError("Bob holds Attack 14"))
    assert "Bob holds Attack 14" in mod_client.get("/mod/").text
    dashboard = host_client.get("/mod/").text
    assert "engine error" in dashboard and "Bob holds Attack 14" not in dashboard
    assert "hidden from you while you play" in dashboard


@pytest.mark.browser
def test_on_a_phone_the_playing_host_taps_through_from_the_email_and_sees_only_their_seat(
        browser, served, db, cosmic_game):  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    secrets = _secrets_of_other_seats(db, cosmic_game)
    mail = next(m for m in outbox(db, to=HOST) if "You are hosting" in m.subject)
    moderate = re.search(r"http://\S+(/mod/host/\S+)", mail.text_body).group(1)
    browser.get(served + moderate)
    browser.find_element(By.ID, "confirm").click()
    WebDriverWait(browser, 10).until(expected_conditions.url_to_be(f"{served}/mod/games/{cosmic_game}"))
    assert browser.find_element(By.ID, "seated").is_displayed()
    source = browser.page_source
    assert [s for s in secrets if s in source] == []
    assert browser.find_element(By.ID, "board-picture").size["width"] >= 280
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "mod-game-playing-host.png"))
