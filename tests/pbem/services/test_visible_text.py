"""Invisible text: names, titles and reasons must show something, and two names must not differ unseen.

Each case goes in the way a player or moderator sends it: the join page, the creation form and API,
the moderator API, the "ask a moderator" form.
"""

from __future__ import annotations

import pytest

from pbem.moderation import accounts
from pbem.services.errors import BadRequest
from pbem.services.visible_text import clean_text
from tests.pbem.helpers import game_row, links_in, new_game, outbox, started_game

ZWSP, RLO, ZWJ, BOM, HANGUL_FILLER = "\u200b", "\u202e", "\u200d", "\ufeff", "\u3164"


@pytest.mark.parametrize("raw, cleaned", [
    ("  Ann  ", "Ann"),
    (f"A{ZWSP}nn", "Ann"),
    (f"{RLO}nnA", "nnA"),  # the override goes, so the name reads as it is stored
    ("Ｆｒｉｄａｙ　ｄｕｅｌ", "Friday duel"),  # fullwidth forms and the ideographic space (NFKC)
    ("Zoë", "Zoë"),
    ("Zoe\u0308", "Zoë"),  # a combining diaeresis composes
    ("a\tb", "a b"),
])
def test_clean_text_keeps_what_people_see(raw, cleaned):
    assert clean_text(raw, "Name", max_length=40) == cleaned


@pytest.mark.parametrize("raw, says", [
    (ZWSP, "write something visible"),
    (f"{ZWSP}{ZWJ}{BOM} ", "write something visible"),
    (HANGUL_FILLER * 3, "write something visible"),
    ("\u2800", "write something visible"),
    ("Inj\r\nX: y", "one line"),
    ("bell\x07", "control characters"),
    ("nul\x00", "control characters"),
    ("x" * 41, "at most 40 characters"),
    (["Ann"], "give text"),
])
def test_clean_text_refuses_what_shows_nothing_or_breaks_a_line(raw, says):
    with pytest.raises(BadRequest, match=says):
        clean_text(raw, "Name", max_length=40)


def test_a_multiline_reason_keeps_its_lines_and_drops_the_invisible():
    assert clean_text(f" first{ZWSP}\r\n  second  ", "Reason", max_length=100, multiline=True) == "first\nsecond"


def join(client, db, email, name):
    mail = next(m for m in outbox(db, email) if "invited" in m.subject)
    return client.post(links_in(mail.text_body)[0], data={"name": name, "zone": "UTC"})


def test_an_invisible_name_is_refused_on_the_join_page(client, db):
    game_id = new_game(db)
    for name in (ZWSP, f"{ZWSP} {BOM}", HANGUL_FILLER):
        refused = join(client, db, "ann@example.org", name)
        assert refused.status_code == 422 and "write something visible" in refused.text
    assert game_row(db, game_id).seats[0].joined_at is None


def test_names_that_differ_only_unseen_are_the_same_name(client, db):
    game_id = new_game(db)
    assert join(client, db, "ann@example.org", "Ann").status_code == 303
    for twin in (f"A{ZWSP}nn", f"Ann{BOM}", "ａｎｎ", "ANN"):
        refused = join(client, db, "bob@example.org", twin)
        assert refused.status_code == 422 and "already uses that name" in refused.text
    assert game_row(db, game_id).status == "lobby"
    assert join(client, db, "bob@example.org", f"{RLO}Bob").status_code == 303
    assert [s.name for s in game_row(db, game_id).seats] == ["Ann", "Bob"]


def test_a_title_with_a_line_break_is_refused_by_the_api_and_the_form(client, db):
    body = {"ruleset": "toy", "options": {"target": 3, "hand_size": 4, "scoring": "high"},
            "pace": {"decision": 3600, "response": 3600, "negotiation": 3600},
            "players": ["ann@example.org", "bob@example.org"], "host": "host@example.org"}
    refused = client.post("/api/games", json={**body, "title": "Inj\r\nX: y"})
    assert refused.status_code == 400 and "one line" in refused.json["fields"]["title"][0]
    refused = client.post("/api/games", json={**body, "title": ZWSP + "x" * 121})
    assert refused.status_code == 400 and "at most 120" in refused.json["fields"]["title"][0]
    form = {"title": "Inj\r\nX: y", "host": "host@example.org", "players": "ann@example.org\nbob@example.org",
            "opt.target": "3", "opt.hand_size": "4", "opt.scoring": "high",
            "pace.decision": "48", "pace.response": "24", "pace.negotiation": "12"}
    page = client.post("/games/new/toy", data=form)
    assert page.status_code == 422 and "keep it to one line" in page.text
    assert outbox(db) == []
    created = client.post("/api/games", json={**body, "title": f"{RLO}Friday{ZWSP} duel"})
    assert created.status_code == 201 and created.json["title"] == "Friday duel"


def test_a_reason_of_a_zero_width_space_is_no_reason(client, db):
    game_id = started_game(db)
    with db.write() as session:
        accounts.add_moderator(session, "mia@example.org", "Mia")
        token = accounts.new_api_token(accounts.find_moderator(session, "mia@example.org"))
    version = game_row(db, game_id).version
    refused = client.post(f"/api/mod/games/{game_id}/pause", headers={"Authorization": f"Bearer {token}"},
                          json={"reason": ZWSP, "version": version})
    assert refused.status_code == 400 and "Give a reason" in refused.json["error"]
    assert game_row(db, game_id).status == "active" and game_row(db, game_id).version == version


def test_asking_a_moderator_with_an_invisible_message_sends_nothing(client, db):
    game_id = started_game(db)
    before = len(outbox(db))
    play = next(link for m in outbox(db, "ann@example.org") for link in links_in(m.text_body) if "/play/" in link)
    refused = client.post(f"{play}/ask-moderator", data={"message": f"{ZWSP}\r\n{BOM}"})
    assert refused.status_code == 400 and "what a moderator should look at" in refused.text
    assert len(outbox(db)) == before and game_row(db, game_id).status == "active"
