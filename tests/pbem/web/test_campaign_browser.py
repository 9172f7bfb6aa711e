"""A campaign on a 360 px phone: the host's campaign form and the standings page after the first game fit the
screen, and the standings read as a player reads them."""

from __future__ import annotations

import pytest

from tests.pbem.helpers import outbox
from tests.pbem.test_browser import ARTIFACTS, browser, served  # noqa: F401 - the phone and the served app
from tests.pbem.test_campaigns import NAMES, TWO, campaign_row, finish_first_game, standings_path

pytestmark = pytest.mark.browser


def test_a_phone_opens_the_campaign_form_and_the_standings(browser, served, app, client, db):  # noqa: F811
    from selenium.webdriver.common.by import By

    browser.get(served + "/campaigns/new/cosmic-ah2000")
    assert browser.find_element(By.ID, "pause").get_attribute("value") == "24"
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360

    app.config["BASE_URL"] = "http://pbem.test"  # the helpers read the emails' links by this address
    finish_first_game(client, db, pause="2")  # the next game waits: the page says when it starts
    app.config["BASE_URL"] = served
    over = next(m for m in outbox(db, TWO[1]) if "Game over" in m.subject)
    browser.get(served + standings_path(over.text_body))
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    header = [th.text for th in browser.find_elements(By.CSS_SELECTOR, "#standings thead th")]
    assert header == ["Game", *NAMES, "Winners"]
    totals = [th.text for th in browser.find_elements(By.CSS_SELECTOR, "#totals th")][1:3]
    assert totals == [str(t) for t in campaign_row(db).standings["totals"]]
    assert "starts by itself" in browser.find_element(By.ID, "next-game").text
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "campaign-standings.png"))
