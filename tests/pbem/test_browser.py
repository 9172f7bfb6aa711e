"""A real phone-sized browser taps a decision link: Debian's headless chromium through selenium."""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

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
