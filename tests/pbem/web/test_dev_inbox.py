"""The dev inbox as a newcomer meets it: the HTML email at full height on a phone, and a filter by recipient."""

from __future__ import annotations

import pytest

from tests.pbem.helpers import outbox, started_game
from tests.pbem.test_browser import ARTIFACTS, browser, served  # noqa: F401


def _decision_mail(db, to: str):
    return next(m for m in outbox(db, to=to) if m.html_body and "/option/" in m.html_body)


def test_the_inbox_filters_by_recipient(client, db):
    started_game(db, players=3)
    everyone = client.get("/dev/mail").text
    addresses = sorted({m.to_addr for m in outbox(db)})
    assert len(addresses) >= 3
    one = addresses[1]
    filtered = client.get(f"/dev/mail?to={one}").text
    listed = [line for line in filtered.split("<li>")[1:] if "to " in line]
    assert listed and all(f"to {one}" in line for line in listed)
    assert f"{one} ({len(outbox(db, to=one))})" in everyone
    assert "No mail to nobody@example.org yet." in client.get("/dev/mail?to=nobody@example.org").text


def test_a_message_is_its_html_with_a_bar_back_and_its_source_one_tap_away(client, db):
    started_game(db, players=3)
    mail = _decision_mail(db, outbox(db)[-1].to_addr)
    page = client.get(f"/dev/mail/{mail.id}")
    assert "<iframe" not in page.text and "/option/" in page.text
    assert 'href="/dev/mail">&larr; Dev inbox' in page.text
    assert "script-src" not in page.headers["Content-Security-Policy"]
    assert "default-src 'none'" in page.headers["Content-Security-Policy"]
    source = client.get(f"/dev/mail/{mail.id}/source").text
    assert "Message-ID" in source and f'href="/dev/mail/{mail.id}"' in source


@pytest.mark.browser
def test_on_a_phone_the_emails_buttons_are_on_the_page(browser, served, db):  # noqa: F811
    from selenium.webdriver.common.by import By

    started_game(db, players=3)
    mail = _decision_mail(db, outbox(db)[-1].to_addr)
    browser.get(f"{served}/dev/mail/{mail.id}")
    buttons = [a for a in browser.find_elements(By.TAG_NAME, "a") if "/option/" in (a.get_attribute("href") or "")]
    assert buttons and not browser.find_elements(By.TAG_NAME, "iframe")
    last = buttons[-1]
    browser.execute_script("arguments[0].scrollIntoView();", last)
    assert last.is_displayed() and last.size["height"] > 20
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "dev-inbox-mail.png"))
    browser.find_element(By.PARTIAL_LINK_TEXT, "Dev inbox").click()
    recipients = browser.find_element(By.ID, "recipients")
    recipients.find_element(By.PARTIAL_LINK_TEXT, mail.to_addr).click()
    listed = browser.find_element(By.ID, "mail").text
    senders = [line for line in listed.splitlines() if line.startswith("to ")]
    assert mail.subject in listed and senders and all(mail.to_addr in line for line in senders)
    browser.save_screenshot(str(ARTIFACTS / "dev-inbox-filtered.png"))
