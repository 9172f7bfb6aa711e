"""Decision links as a player meets them: tap, confirm, and every way a link can be wrong."""

import re
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa
import time_machine

from pbem.models import Game, Seat
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import (
    actions,
    game_row,
    outbox,
    page_decide_links,
    page_option_links,
    play_path,
    started_game,
)


@pytest.fixture
def game_id(db):
    return started_game(db)


def my_option_links(client, app, game_id, index):
    page = client.get(play_path(app, game_id, index))
    assert page.status_code == 200
    return page_option_links(page.text)


def unchanged(db, game_id, version=1):
    game = game_row(db, game_id)
    return game.version == version and len(actions(db, game_id)) == version - 1


def test_the_link_in_the_mail_confirms_then_decides(client, db, game_id):
    mail = [m for m in outbox(db, "ann@example.org") if "play one card" in m.subject][0]
    first = re.search(r"http://pbem\.test(/option/\S+)", mail.text_body).group(1)
    page = client.get(first)
    assert page.status_code == 200 and 'id="confirm"' in page.text
    assert unchanged(db, game_id)
    done = client.post(first, data={"answers": "0"})
    assert done.status_code == 200 and "You chose: <strong>Card" in done.text
    assert game_row(db, game_id).version == 2


def test_a_second_tap_and_a_double_post_change_nothing(client, app, db, game_id):
    link = next(iter(my_option_links(client, app, game_id, 0).values()))
    confirm_page_answers = "0"
    assert client.post(link, data={"answers": confirm_page_answers}).status_code == 200
    again = client.post(link, data={"answers": confirm_page_answers})
    assert again.status_code == 409 and "You answered this on" in again.text
    assert "This tap changed nothing" in again.text
    assert client.get(link).status_code == 409
    assert unchanged(db, game_id, version=2)


def test_a_sibling_option_link_is_stale_after_answering(client, app, db, game_id):
    (first_card, first), (_, second) = list(my_option_links(client, app, game_id, 0).items())[:2]
    client.post(first, data={"answers": "0"})
    refused = client.post(second, data={"answers": "0"})
    assert refused.status_code == 409 and "This tap changed nothing" in refused.text
    assert "You answered this on" in refused.text and f": Card {first_card}." in refused.text
    assert unchanged(db, game_id, version=2)


@pytest.mark.parametrize("damage", [
    lambda t: t[:-3] + ("AAA" if not t.endswith("AAA") else "BBB"),
    lambda t: t.split(".")[0][:-2] + "." + ".".join(t.split(".")[1:]),
    lambda t: "eyJnIjoxfQ.forged.signature",
])
def test_a_tampered_or_forged_link_gets_a_clear_refusal(client, app, db, game_id, damage):
    link = next(iter(my_option_links(client, app, game_id, 0).values()))
    bad = "/option/" + damage(link.removeprefix("/option/"))
    for response in (client.get(bad), client.post(bad, data={"answers": "0"})):
        assert response.status_code == 403 and "not valid" in response.text
    assert unchanged(db, game_id)


def test_an_expired_link_is_refused(client, app, db, game_id):
    link = next(iter(my_option_links(client, app, game_id, 0).values()))
    with time_machine.travel(datetime.now(UTC) + timedelta(days=400)):
        response = client.post(link, data={"answers": "0"})
    assert response.status_code == 410 and "expired" in response.text
    assert unchanged(db, game_id)


def test_a_link_from_before_the_seat_changed_hands_is_refused(client, app, db, game_id):
    link = next(iter(my_option_links(client, app, game_id, 0).values()))
    with db.write() as session:
        session.execute(sa.update(Seat).where(Seat.game_id == game_id, Seat.index == 0)
                        .values(link_epoch=Seat.link_epoch + 1))
    response = client.post(link, data={"answers": "0"})
    assert response.status_code == 410 and "seat changed hands" in response.text
    assert unchanged(db, game_id)


def test_a_link_for_a_finished_game_is_refused(client, app, db, game_id):
    link = next(iter(my_option_links(client, app, game_id, 0).values()))
    with db.write() as session:
        session.execute(sa.update(Game).where(Game.id == game_id).values(status="finished"))
    response = client.post(link, data={"answers": "0"})
    assert response.status_code == 410 and "game is over" in response.text
    assert len(actions(db, game_id)) == 0


def test_a_post_without_the_page_form_is_refused(client, app, db, game_id):
    link = next(iter(my_option_links(client, app, game_id, 0).values()))
    response = client.post(link)
    assert response.status_code == 400 and "incomplete" in response.text
    assert unchanged(db, game_id)


def test_another_seats_page_never_shows_my_hand_or_my_pick(client, app, db, game_id):
    state = game_row(db, game_id).state
    mine, theirs = state["hands"]
    link = my_option_links(client, app, game_id, 0)[str(mine[0])]
    client.post(link, data={"answers": "0"})
    bob = client.get(play_path(app, game_id, 1)).text
    hand_html = re.search(r'<div class="hand" id="hand">(.*?)</div>', bob).group(1)
    assert re.findall(r">(\d+)<", hand_html) == [str(c) for c in theirs]
    assert f"You played card {mine[0]}" not in bob
    assert "Seat 1 played a card face down." in bob
    ann = client.get(play_path(app, game_id, 0)).text
    assert f"You played card {mine[0]}" in ann


# Composite prompts ---------------------------------------------------------------------------------

@pytest.fixture
def stash(client, app, db, game_id):
    """Both seats have picked; the round winner faces the composite stash form."""
    state = game_row(db, game_id).state
    for index in (0, 1):
        apply_decision(db, game_id, index, f"r1.pick.{index}", str(state["hands"][index][0]), "api")
    winner = game_row(db, game_id).state["round_winner"]
    page = client.get(play_path(app, game_id, winner)).text
    return winner, page_decide_links(page)["r1.stash"]


def good_form(**change):
    form = {"answers": "0", "ships.red": "1", "ships.blue": "", "ships.green": "", "bonus": "point", "wager": "0"}
    form.update(change)
    return form


@pytest.mark.parametrize(("change", "error"), [
    ({"ships.red": "3"}, "at most 2 from Red"),
    ({"ships.red": "2", "ships.blue": "2"}, "between 0 and 3 in all"),
    ({"ships.moon": "1"}, "nothing to take from there"),
    ({"ships.red": "lots"}, "whole number"),
    ({"wager": "x"}, "whole number"),
    ({"bonus": "gold"}, "not one of the choices"),
    ({"ships.red": "2", "wager": "2"}, "only 3 ships"),
])
def test_a_bad_form_comes_back_with_the_reason_and_changes_nothing(client, db, game_id, stash, change, error):
    _winner, link = stash
    response = client.post(link, data=good_form(**change))
    assert response.status_code == 422
    assert error in response.text and 'role="alert"' in response.text
    assert '<form method="post">' in response.text
    assert unchanged(db, game_id, version=3)


def test_the_form_renders_every_field_type(client, stash):
    page = client.get(stash[1]).text
    assert page.count('type="number" inputmode="numeric" name="ships.') == 3
    assert 'type="radio" name="bonus" value="point"' in page
    assert 'type="checkbox" name="discard"' in page
    assert 'name="wager" min="0" max="3"' in page
    assert 'id="suggested"' in page
    suggestion = re.search(r'<button[^>]*id="suggested"[^>]*>(.*?)</button>', page, re.S).group(1)
    assert "Bonus: One point" in suggestion and "Ships to send: none" in suggestion


def test_a_good_form_decides(client, db, game_id, stash):
    winner, link = stash
    response = client.post(link, data=good_form(**{"ships.blue": "1", "discard": []}))
    assert response.status_code == 200 and "your choices" not in response.text
    assert "Ships to send: 1 from Red, 1 from Blue; Bonus: One point; Cards to throw away: none; " \
           "Points to buy with ships: 0" in response.text
    [*_, last] = actions(db, game_id)
    assert last.payload == {"ships": {"red": 1, "blue": 1}, "bonus": "point", "discard": [], "wager": 0}
    assert game_row(db, game_id).state["reserve"][winner] == 1


def test_the_suggested_answer_is_one_tap(client, db, game_id, stash):
    response = client.post(stash[1], data={"answers": "0", "suggested": "1"})
    assert response.status_code == 200
    assert actions(db, game_id)[-1].payload == {"ships": {}, "bonus": "point", "discard": [], "wager": 0}
    assert "the suggested answer" not in response.text and "Bonus: One point" in response.text
    again = client.post(stash[1], data={"answers": "0", "suggested": "1"})
    assert again.status_code == 409
