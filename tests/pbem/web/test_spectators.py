"""Spectators (issue 18): the host shares a game by a link that shows the public view only, with no way to
decide, and withdraws it by making a new link or stopping; a spectator asks for the digest by email."""

from __future__ import annotations

import re

from pbem import links
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, links_in, outbox, started_game
from tests.pbem.spectating import SEAT_LINKS, hidden_strings, share


def test_a_game_is_not_watchable_until_the_host_shares_it(client, db):
    game_id = started_game(db)
    host_page = client.get(links.host_path(game_id, 0)).text
    assert "Share with spectators" in host_page and "/watch/" not in host_page
    unshared = client.get(links.watch_path(game_id, 0))
    assert unshared.status_code == 410 and "no longer shares this game" in unshared.text


def test_the_spectator_page_shows_the_public_board_and_log_and_never_a_hand_or_a_way_to_decide(client, db):
    game_id = started_game(db, players=3, ruleset="cosmic")
    secrets = hidden_strings(db, game_id)
    assert any(s.startswith("Attack") for s in secrets), secrets  # the hands hold cards a spectator must not see
    watch = share(client, game_id)
    page = client.get(watch)
    assert page.status_code == 200
    assert "You are watching as a spectator" in page.text
    assert all(name in page.text for name in ("Player0", "Player1", "Player2"))
    assert "<svg" in page.text  # the board picture, drawn from the public view
    assert 'id="hand"' not in page.text and "Your hand" not in page.text
    assert not [s for s in secrets if s in page.text]
    assert not SEAT_LINKS.search(page.text)
    forms = re.findall(r'<form method="post" action="([^"]+)"', page.text)
    assert forms == [f"{watch}/subscribe"]  # the only button asks for email, never for a decision


def test_a_face_down_card_stays_hidden_from_spectators_until_it_is_revealed(client, db):
    game_id = started_game(db)
    watch = share(client, game_id)
    apply_decision(db, game_id, 0, "r1.pick.0", str(game_row(db, game_id).state["hands"][0][-1]), "link")
    page = client.get(watch).text
    assert "played a card face down" in page
    assert "You played card" not in page
    assert "the game waits for them" in page  # Player1 still has to pick: whose turn is public, not what


def test_a_new_link_or_stopping_withdraws_every_earlier_spectator_link(client, db):
    game_id = started_game(db)
    first = share(client, game_id)
    assert _claims(share(client, game_id)) == _claims(first)  # pressing "share" again keeps the link shown
    second = share(client, game_id, "renew")
    assert second and _claims(second) != _claims(first)
    refused = client.get(first)
    assert refused.status_code == 410 and "replaced the link" in refused.text
    assert not SEAT_LINKS.search(refused.text.replace('href="/"', ""))
    assert client.get(second).status_code == 200
    assert share(client, game_id, "stop") == ""
    assert client.get(second).status_code == 410
    third = share(client, game_id)
    assert _claims(third) not in (_claims(first), _claims(second)) and client.get(third).status_code == 200


def test_a_forged_or_cut_spectator_link_is_refused(client, db):
    game_id = started_game(db)
    watch = share(client, game_id)
    assert client.get(watch[:-3]).status_code == 403
    seat_link = links.play_path(game_id, 0, 0).removeprefix("/play/")
    assert client.get(f"/watch/{seat_link}").status_code == 403  # another purpose's signature opens nothing


def test_only_the_host_link_switches_sharing_and_a_bad_button_changes_nothing(client, db):
    game_id = started_game(db)
    host = links.host_path(game_id, 0)
    assert client.post(f"{host}/spectators", data={"action": "everyone"}).status_code == 400
    assert client.post(f"/host/{links.watch_path(game_id, 0).removeprefix('/watch/')}/spectators",
                       data={"action": "share"}).status_code == 403
    assert game_row(db, game_id).watchable is False


def test_a_spectator_confirms_their_address_before_any_email_and_can_stop_them(client, db):
    game_id = started_game(db)
    watch = share(client, game_id)
    asked = client.post(f"{watch}/subscribe", data={"email": " Fan@Example.org "})
    assert asked.status_code == 202 and "We emailed fan@example.org a link to confirm" in asked.text
    [mail] = outbox(db, "fan@example.org")
    assert "Confirm that you want to follow" in mail.subject
    assert not SEAT_LINKS.search(mail.text_body + (mail.html_body or ""))
    confirm = next(p for p in links_in(mail.text_body) if p.startswith("/watch/confirm/"))
    page = client.get(confirm)  # a mail scanner: it only sees the button
    assert page.status_code == 200 and 'id="confirm"' in page.text
    with db.session() as session:
        from pbem.models import Spectator

        assert session.query(Spectator).one().confirmed_at is None
    done = client.post(confirm)
    assert done.status_code == 200 and 'id="confirmed"' in done.text
    with db.session() as session:
        assert session.query(Spectator).one().confirmed_at is not None
    assert "1 follows it by email" in client.get(links.host_path(game_id, 0)).text

    stop = links.watch_stop_path(game_id, "fan@example.org")
    assert 'id="confirm"' in client.get(stop).text
    assert 'id="stopped"' in client.post(stop).text
    with db.session() as session:
        assert session.query(Spectator).count() == 0


def test_a_bad_address_is_refused_and_changes_nothing(client, db):
    game_id = started_game(db)
    watch = share(client, game_id)
    refused = client.post(f"{watch}/subscribe", data={"email": "not an address"})
    assert refused.status_code == 400 and "is not an email address" in refused.text
    assert outbox(db, "not an address") == []


def test_a_confirm_link_from_a_withdrawn_spectator_link_confirms_nothing(client, db):
    game_id = started_game(db)
    watch = share(client, game_id)
    client.post(f"{watch}/subscribe", data={"email": "fan@example.org"})
    confirm = next(p for p in links_in(outbox(db, "fan@example.org")[0].text_body) if p.startswith("/watch/confirm/"))
    share(client, game_id, "renew")
    assert client.post(confirm).status_code == 410
    with db.session() as session:
        from pbem.models import Spectator

        assert session.query(Spectator).one().confirmed_at is None


def _claims(path: str) -> str:
    """What a signed link grants, without the moment it was signed (two signings may fall a second apart)."""
    return path.rsplit(".", 2)[0]
