"""The spectator's JSON answer: the public view and log with the spectator link as the credential."""

from __future__ import annotations

import json

from pbem import links
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, started_game
from tests.pbem.spectating import SEAT_LINKS, hidden_strings, share


def test_the_spectator_answer_holds_the_public_view_and_log_only(client, db):
    game_id = started_game(db, players=3, ruleset="cosmic")
    secrets = hidden_strings(db, game_id)
    token = share(client, game_id).removeprefix("/watch/")
    answer = client.get(f"/api/watch/{token}")
    assert answer.status_code == 200
    body = answer.get_json()
    assert body["game"]["id"] == game_id and body["game"]["status"] == "active"
    assert [s["name"] for s in body["seats"]] == ["Player0", "Player1", "Player2"]
    assert body["view"]["seat"] is None and body["view"]["hand"] is None and body["view"]["planets"]
    raw = json.dumps(body)
    assert secrets and not [s for s in secrets if s in raw]
    assert not SEAT_LINKS.search(raw)


def test_a_face_down_pick_is_not_in_the_spectator_answer(client, db):
    game_id = started_game(db)
    token = share(client, game_id).removeprefix("/watch/")
    card = str(game_row(db, game_id).state["hands"][0][0])
    apply_decision(db, game_id, 0, "r1.pick.0", card, "link")
    body = client.get(f"/api/watch/{token}").get_json()
    assert "hand" not in body["view"] and "my_pick" not in body["view"]
    assert body["view"]["players"][0]["has_picked"] is True
    texts = [e["text"] for e in body["events"]]
    assert any("played a card face down" in t for t in texts)
    assert not any("You played card" in t for t in texts) and all(e["public"] for e in body["events"])
    assert [s["waiting_on"] for s in body["seats"]] == [False, True]


def test_a_withdrawn_or_forged_spectator_link_gets_a_json_refusal(client, db):
    game_id = started_game(db)
    token = share(client, game_id).removeprefix("/watch/")
    share(client, game_id, "renew")
    refused = client.get(f"/api/watch/{token}")
    assert refused.status_code == 410 and "no longer shares this game" in refused.get_json()["error"]
    forged = client.get(f"/api/watch/{links.play_path(game_id, 0, 0).removeprefix('/play/')}")
    assert forged.status_code == 403 and "error" in forged.get_json()
