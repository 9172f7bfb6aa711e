"""Every page forbids framing and carries a strict CSP, and the pages still look right under it in a real browser.

The pages use no JavaScript, no inline styles and nothing from elsewhere, so
the policy allows only the site's own stylesheet, images and forms. The dev
inbox shows an email's own markup (styles inlined, as mail clients need) under
a policy of its own.
"""

from __future__ import annotations

import pytest

from pbem import links
from pbem.models import Game
from pbem.web.dev import EMAIL_POLICY
from pbem.web.security import POLICY
from tests.pbem.helpers import outbox, page_option_links, play_path, started_game
from tests.pbem.test_browser import ARTIFACTS, browser, served  # noqa: F401
from tests.pbem.web.test_game_page import played_for_a_while


def _pages(app, client, db) -> list[str]:
    game_id = started_game(db)
    play = play_path(app, game_id, 0)
    with db.session() as session:
        game = session.get(Game, game_id)
        host = links.host_path(game.id, game.host_epoch)
    option = next(iter(page_option_links(client.get(play).text).values()))
    return ["/", "/games/new/toy", play, option, host, "/mod/sign-in", "/mod/", "/no-such-page",
            "/play/forged-token", "/static/style.css", "/api/games", "/api/nothing", "/dev/mail"]


def test_every_page_forbids_framing_and_carries_the_strict_policy(app, client, db):
    for path in _pages(app, client, db):
        response = client.get(path)
        assert response.headers.get("Content-Security-Policy") == POLICY, path
        assert response.headers.get("X-Frame-Options") == "DENY", path
        assert response.headers.get("X-Content-Type-Options") == "nosniff", path
        assert response.headers.get("Referrer-Policy") == "no-referrer", path
    assert "frame-ancestors 'none'" in POLICY and "script-src" not in POLICY and "unsafe" not in POLICY


def test_an_email_in_the_dev_inbox_keeps_its_own_policy_and_cannot_be_framed_either(client, db):
    started_game(db)
    mail = next(m for m in outbox(db) if m.html_body)
    response = client.get(f"/dev/mail/{mail.id}")
    assert response.headers["Content-Security-Policy"] == EMAIL_POLICY
    assert "frame-ancestors 'none'" in EMAIL_POLICY and "script" not in EMAIL_POLICY
    assert response.headers["X-Frame-Options"] == "DENY"


def _csp_complaints(driver) -> list[str]:
    return [entry["message"] for entry in driver.get_log("browser") if "Content Security Policy" in entry["message"]]


@pytest.mark.browser
def test_under_the_policy_a_phone_still_gets_the_styles_the_board_picture_and_the_email_view(
        browser, served, app, db, client):  # noqa: F811
    from selenium.webdriver.common.by import By

    game_id, seat = played_for_a_while(db, decisions=25)
    browser.get(served + play_path(app, game_id, seat))
    header = browser.find_element(By.TAG_NAME, "header")
    assert header.value_of_css_property("background-color") == "rgba(35, 48, 74, 1)"  # style.css applied
    picture = browser.find_element(By.ID, "board-picture")
    assert picture.size["width"] >= 280 and picture.size["height"] > 200
    assert _csp_complaints(browser) == []

    browser.get(served + "/mod/sign-in")
    email, password = browser.find_element(By.ID, "pw-email"), browser.find_element(By.ID, "pw")
    assert _csp_complaints(browser) == []
    assert password.size["width"] == email.size["width"] > 250  # its style moved from an attribute to style.css

    mail = next(m for m in outbox(db) if m.html_body and m.game_id == game_id)
    browser.get(f"{served}/dev/mail/{mail.id}")
    bar = browser.find_element(By.LINK_TEXT, "← Dev inbox").find_element(By.XPATH, "..")
    assert bar.value_of_css_property("background-color") == "rgba(35, 48, 74, 1)"  # inline styles allowed here
    assert _csp_complaints(browser) == []
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "csp-dev-mail.png"))
