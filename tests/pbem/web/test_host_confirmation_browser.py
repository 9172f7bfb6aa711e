"""A host on a phone creates a game, confirms their address from the emailed link, and is not asked again."""

from __future__ import annotations

import re

import pytest

from tests.pbem.helpers import outbox
from tests.pbem.test_browser import (  # noqa: F401 - the phone and the served app
    ARTIFACTS,
    browser,
    served,
    wait_for_heading,
)

pytestmark = pytest.mark.browser


def fill_form(driver, base: str, title: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(base + "/games/new/toy")
    driver.find_element(By.ID, "title").send_keys(title)
    driver.find_element(By.ID, "host").send_keys("host@example.org")
    driver.find_element(By.ID, "players").send_keys("ann@example.org\nbob@example.org")
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()


def test_a_phone_confirms_the_host_once(browser, served, db):  # noqa: F811
    from selenium.webdriver.common.by import By

    fill_form(browser, served, "Phone duel")
    wait_for_heading(browser, "Check your email")
    assert [m.to_addr for m in outbox(db)] == ["host@example.org"]
    link = re.search(r"\S+/confirm-host/\S+", outbox(db)[0].text_body).group(0)

    browser.get(link)
    button = browser.find_element(By.ID, "confirm")
    assert button.text == "Send the invitations" and button.size["width"] > 250
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "confirm-host.png"))
    assert len(outbox(db)) == 1  # opening the page sent nothing
    button.click()
    wait_for_heading(browser, "Hosting Phone duel")
    assert sorted(m.to_addr for m in outbox(db))[:2] == ["ann@example.org", "bob@example.org"]

    fill_form(browser, served, "Rematch")  # the same phone: not asked again
    wait_for_heading(browser, "Hosting Rematch")
    assert not any("Confirm that you host Rematch" in m.subject for m in outbox(db))
