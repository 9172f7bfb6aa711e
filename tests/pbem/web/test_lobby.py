"""Creating a game in the browser, joining it, and starting it."""

import re

from tests.pbem.helpers import confirm_host, game_row, links_in, outbox


def create(client, **change):
    form = {"title": "Friday duel", "host": "host@example.org", "players": "ann@example.org\nbob@example.org\n",
            "opt.target": "3", "opt.hand_size": "4", "opt.scoring": "high",
            "pace.decision": "48", "pace.response": "24", "pace.negotiation": "12"}
    form.update(change)
    return client.post("/games/new/toy", data=form)


def join_link(db, email):
    mail = next(m for m in outbox(db, email) if "invited" in m.subject)
    return links_in(mail.text_body)[0]


def test_the_index_offers_the_installed_games(client):
    page = client.get("/")
    assert page.status_code == 200 and 'href="/games/new/toy"' in page.text


def test_create_join_and_start(client, db):
    form = client.get("/games/new/toy")
    assert 'name="opt.target"' in form.text and 'name="opt.scoring" value="high" checked' in form.text
    created = create(client)
    assert created.status_code == 202 and "Check your email" in created.text
    host = client.get(confirm_host(client, db))
    assert "not joined yet" in host.text
    game_id = int(outbox(db)[0].game_id)
    assert game_row(db, game_id).pace == {"decision": 172800, "response": 86400, "negotiation": 43200}

    ann = join_link(db, "ann@example.org")
    bad = client.post(ann, data={"name": "Ann", "zone": "Moon/Base"})
    assert bad.status_code == 422 and "not a time zone" in bad.text
    joined = client.post(ann, data={"name": "Ann", "zone": "Europe/Berlin"})
    assert joined.status_code == 303 and "/play/" in joined.location
    assert game_row(db, game_id).status == "lobby"
    client.post(join_link(db, "bob@example.org"), data={"name": "Bob", "zone": "Asia/Tokyo"})
    assert game_row(db, game_id).status == "active"

    page = client.get(joined.location)
    assert "You are <strong>Ann</strong>" in page.text and "Europe/Berlin" in page.text
    assert re.search(r"Deadline \w{3} \d+ \w{3}, \d\d:\d\d CES?T", page.text)
    assert client.get(ann).status_code == 303


def test_a_bad_creation_form_comes_back_with_the_reason(client, db):
    response = create(client, players="ann@example.org")
    assert response.status_code == 422 and "needs 2 to 4 players" in response.text
    response = create(client, **{"pace.decision": "soon"})
    assert response.status_code == 422 and "in hours" in response.text
    assert outbox(db) == []


def test_the_host_starts_early_with_those_present(client, db):
    create(client, players="ann@example.org\nbob@example.org\ncyd@example.org")
    host = confirm_host(client, db)
    game_id = outbox(db)[0].game_id
    client.post(join_link(db, "ann@example.org"), data={"name": "Ann", "zone": "UTC"})
    assert "needs at least 2" in client.get(host).text
    client.post(join_link(db, "cyd@example.org"), data={"name": "Cyd", "zone": "UTC"})
    started = client.post(host + "/start")
    assert started.status_code == 303
    assert game_row(db, game_id).status == "active"
    late = client.get(join_link(db, "bob@example.org"))
    assert late.status_code == 410 and "started without it" in late.text
    assert game_row(db, game_id).seats[1].name == "Cyd"


def test_the_dev_inbox_shows_mail_in_testing_only(client, app, db):
    create(client)
    confirm_host(client, db)
    inbox = client.get("/dev/mail")
    assert inbox.status_code == 200 and "You are invited to play" in inbox.text
    first = next(m for m in outbox(db) if "invited" in m.subject)
    assert "/join/" in client.get(f"/dev/mail/{first.id}").text
    app.testing = False
    assert client.get("/dev/mail").status_code == 404


def test_joining_picks_a_language_offered_from_the_browsers(client, db):
    """Issue 19: the language is chosen when joining, the browser's Accept-Language preselected."""
    create(client)
    client.get(confirm_host(client, db))
    ann = join_link(db, "ann@example.org")
    page = client.get(ann, headers={"Accept-Language": "hu-HU,hu;q=0.9,en;q=0.5"})
    assert '<option value="hu" lang="hu" selected>Magyar</option>' in page.text
    assert 'selected>English' not in client.get(ann, headers={"Accept-Language": "it"}).text

    bad = client.post(ann, data={"name": "Ann", "zone": "Europe/Berlin", "language": "tlh"})
    assert bad.status_code == 422 and "languages offered" in bad.text
    client.post(ann, data={"name": "Ann", "zone": "Europe/Berlin", "language": "pl"})
    client.post(join_link(db, "bob@example.org"), data={"name": "Bob", "zone": "Asia/Tokyo"})
    seats = {s.user.email: s.user.language for s in game_row(db, int(outbox(db)[0].game_id)).seats}
    assert seats == {"ann@example.org": "pl", "bob@example.org": "en"}
    decision = next(m for m in outbox(db, "ann@example.org") if m.dedupe_key.startswith("prompt:"))
    assert decision.subject.split("] ")[1].startswith("Twoja decyzja: ")
