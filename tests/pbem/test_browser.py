"""A real phone-sized browser taps a decision link: Debian's headless chromium through selenium."""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from werkzeug.serving import make_server

from tests.pbem.helpers import page_option_links, play_path, started_game

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

pytestmark = pytest.mark.browser


@pytest.fixture
def browser() -> Iterator[object]:
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not os.access(p, os.X_OK)]
    if missing:
        reason = f"needs Debian's chromium and chromium-driver ({', '.join(missing)} missing)"
        if os.environ.get("PBEM_REQUIRE_BROWSER") == "1":
            pytest.fail(reason + "; PBEM_REQUIRE_BROWSER=1")
        pytest.skip(reason)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="pbem-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                f"--user-data-dir={profile}", "--window-size=360,740"):
        options.add_argument(arg)
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": 360, "height": 740, "pixelRatio": 2.0}})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def served(app) -> Iterator[str]:
    server = make_server("127.0.0.1", 0, app, threaded=True)
    base = f"http://127.0.0.1:{server.server_port}"
    app.config["BASE_URL"] = base
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield base
    finally:
        server.shutdown()
        thread.join(timeout=5)


def wait_for_heading(driver, text: str) -> None:
    """Wait until the page's heading reads ``text``, as after a form that answers with a new page. Reading the
    old page's heading while the answer replaces it can fail inside chromedriver ("unhandled inspector
    error"); that read is tried again, and a page that never shows ``text`` still fails at the timeout."""
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        expected_conditions.text_to_be_present_in_element((By.TAG_NAME, "h1"), text))


def test_a_phone_taps_a_decision_link_and_sees_the_result(browser, served, app, db, client):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    game_id = started_game(db)
    link = next(iter(page_option_links(client.get(play_path(app, game_id, 0)).text).values()))
    browser.get(served + link)
    button = browser.find_element(By.ID, "confirm")
    assert button.size["width"] > 250, "the button should fill the phone's width"
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    button.click()
    done = WebDriverWait(browser, 10).until(expected_conditions.presence_of_element_located((By.ID, "done")))
    assert "You chose: Card" in done.text
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "decision-done.png"))
    browser.find_element(By.LINK_TEXT, "Back to the game").click()
    WebDriverWait(browser, 10).until(expected_conditions.presence_of_element_located((By.ID, "hand")))
    browser.save_screenshot(str(ARTIFACTS / "game-page.png"))
    assert "You played card" in browser.page_source


def test_a_phone_chooses_its_alien_and_the_board_shows_every_players_power(browser, served, app, db, client):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    from engine import get_ruleset
    from pbem.services.decisions import apply_decision
    from tests.pbem.helpers import game_row

    game_id = started_game(db, players=3, ruleset="cosmic", options={"aliens": "red"})
    offered = game_row(db, game_id).state["alien_offers"][0]
    links = page_option_links(client.get(play_path(app, game_id, 0)).text)
    browser.get(served + links[offered[1]])
    browser.find_element(By.ID, "confirm").click()
    WebDriverWait(browser, 10).until(expected_conditions.presence_of_element_located((By.ID, "done")))
    for prompt in get_ruleset("cosmic").prompts(game_row(db, game_id).state):
        if prompt.kind == "setup.alien":
            apply_decision(db, game_id, prompt.seat, prompt.id, prompt.options[0].key, "link")
    aliens = game_row(db, game_id).state["aliens"]
    assert aliens[0] == offered[1]

    browser.get(served + play_path(app, game_id, 0))
    players = WebDriverWait(browser, 10).until(expected_conditions.presence_of_element_located((By.ID, "players")))
    assert all(alien in players.text for alien in aliens)
    browser.find_element(By.CSS_SELECTOR, "#powers summary").click()
    powers = browser.find_element(By.ID, "powers").text
    assert f"Player0: {aliens[0]}" in powers and "—" in powers
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "cosmic-aliens.png"))


# The service's own words and the engine's questions on a Cosmic game page and in a decision email (issue 19).
# Event lines, cards and table-rule labels are the "events" catalog's and not all translated yet: the checks
# leave those elements out (ENGINE_TEXT); once that catalog is complete, empty ENGINE_TEXT. The prompt's text
# and its buttons (the "prompts" catalog) are checked: no English words of the engine's questions either.
ENGLISH_CHROME = re.compile(r"\b(" + "|".join([
    "You are", "Times are shown", "Your decisions", "Deadline", "Make this choice", "The board", "Players",
    "Game log", "newest first", "Settings and help", "Email settings", "every event", "Answer in advance",
    "Need help", "Ask a moderator", "play from a script", "Make an API token", "Turn", "phase", "cosmic deck",
    "destiny deck", "Your hand", "no cards", "Player", "Colonies", "Cards", "Warp", "Systems", "home system",
    "of \\d+ colonies", "red", "blue", "green", "no ships", "empty", "the game waits for them", "you",
    "older entries", "Nothing", "stand-in", "overdue", "in \\d+", "hours?", "minutes?", "days?", "Hello",
    "Your decision", "Make your choice", "Or reply", "What happened", "Tap one choice", "Notification settings",
    "Your game page", "See the board", "Unsubscribe",
    # the engine's questions and answers (the "prompts" catalog); a reply's field names ("ships: …") are keys
    # a reply must spell as shown, like card values, so bare "ships" and "planet" are not listed
    "Launch", "aim", "gate", "home planets?", "send", "Target planet", "Choose", "Pass", "Regroup",
    "colon(y|ies)", "Ally", "Stay out", "Offer", "Attack", "Draw", "encounter", "alien",
]) + r")\b")
ENGINE_TEXT = [".log li", ".card-face", "#table-rules li", "ul.events"]


def _service_words(browser) -> str:
    """The page's text, every fold open, without the engine's elements (ENGINE_TEXT)."""
    return browser.execute_script(
        "const page = document.body.cloneNode(true);"
        "for (const e of page.querySelectorAll(arguments[0])) e.remove();"
        "for (const d of page.querySelectorAll('details')) d.setAttribute('open', '');"
        "document.body.appendChild(page); const text = page.innerText; page.remove(); return text;",
        ", ".join(ENGINE_TEXT))


def test_a_polish_player_reads_the_cosmic_page_and_decision_email_in_polish(browser, served, app, db):
    from selenium.webdriver.common.by import By

    from pbem.mail.sender import flush
    from pbem.services import games
    from tests.pbem.helpers import EMAILS, ZONES, new_game, prompt_rows
    from tests.pbem.mail.smtpd import html_of, smtp_server, text_of

    game_id = new_game(db, 3, ruleset="cosmic")
    with db.write() as session:
        game = games.lock_game(session, game_id)
        for seat in list(game.seats):
            games.join_seat(session, game, seat, f"Player{seat.index}", ZONES[seat.index], "pl")
    asked = prompt_rows(db, game_id, "open")[0].seat
    browser.get(served + play_path(app, game_id, asked))
    assert browser.execute_script("return document.documentElement.lang") == "pl"
    chrome = _service_words(browser)
    assert "Twoje decyzje" in chrome and "Plansza" in chrome and "Dziennik gry" in chrome
    assert re.search(r"Termin: .+ \(za \d+ (godzin|godziny|dni|minut)\)", chrome), chrome
    assert "Wir" in chrome and "Kolonie" in chrome and "talia celu" in chrome  # the rulebook's own words
    assert "Start: skieruj wrota nadprzestrzenne" in chrome  # the engine's question, in the rulebook's words
    assert ENGLISH_CHROME.findall(chrome) == [], chrome
    # the board's own words the view hands over: the phase, the destiny drawn, the planets, the table's rules
    assert "faza: Start" in chrome and re.search(r"Cel: (Czerwony|Niebieski|Zielony) \(kolor\)", chrome), chrome
    assert re.search(r"\b(Czerwony|Niebieski|Zielony) [1-5]\b", chrome), chrome
    assert not re.search(r"\b(Red|Blue|Green) \d", chrome), chrome
    rules = browser.execute_script("return [...document.querySelectorAll('#table-rules li')].map(e => e.textContent)")
    assert "Karty artefaktów: Zostają w pudełku (gra podstawowa, jak za pierwszym razem)" in rules, rules
    assert "Moce obcych: Brak (gra podstawowa)" in rules, rules
    rows = browser.execute_script("return [...document.querySelectorAll('.standing-row')].map(e => e.textContent)")
    assert any("Karty wsparcia: pytaj mnie" in row and "Zawsze" in row for row in rows), rows  # answers in advance
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    ARTIFACTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / "cosmic-polish.png"))
    browser.find_element(By.CSS_SELECTOR, "a.button[data-decide]").click()
    form = _service_words(browser)
    assert "Planeta docelowa" in form and "Statki z twoich kolonii" in form
    assert ENGLISH_CHROME.findall(form) == [], form
    browser.save_screenshot(str(ARTIFACTS / "cosmic-polish-decision.png"))

    with smtp_server() as (inbox, port):
        app.config.update(SMTP_HOST="127.0.0.1", SMTP_PORT=port, MAIL_FROM="pbem <games@pbem.test>")
        flush(db, app.config)
    mail = next(m for m in inbox.messages if m["To"] == EMAILS[asked] and "Twoja decyzja" in m["Subject"])
    text = text_of(mail)
    assert text.startswith(f"Cześć Player{asked},") and "Ustawienia powiadomień" in text and "Termin: " in text
    assert "Start: skieruj wrota nadprzestrzenne" in text and "Twoja decyzja: Start" in mail["Subject"]
    browser.get("data:text/html;charset=utf-8," + quote(html_of(mail)))
    assert browser.execute_script("return document.documentElement.lang") == "pl"
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    html_words = _service_words(browser)
    assert "Termin: " in html_words and ENGLISH_CHROME.findall(html_words) == [], html_words
    assert ENGLISH_CHROME.findall(_service_lines(text, mail)) == [], text


def _service_lines(text: str, mail) -> str:
    """The plain-text email without the event lines ("- ...") and links; the question and the options stay."""
    return "\n".join(line for line in text.splitlines() if not re.match(r"\s*(- |http)", line))
