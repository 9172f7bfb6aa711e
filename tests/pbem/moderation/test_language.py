"""A moderator picks the console's language (issue 19); it stays in their browser and never reaches players."""

from __future__ import annotations

from pbem.services import games
from tests.pbem.helpers import EMAILS, ZONES, new_game, outbox, prompt_rows, started_game
from tests.pbem.moderation.conftest import csrf_of


def test_the_moderator_chooses_the_consoles_language(mod_client, db):
    started_game(db)
    page = mod_client.get("/mod/", headers={"Accept-Language": "en"})
    assert '<html lang="en">' in page.text and 'value="en" lang="en" selected' in page.text
    csrf = csrf_of(page.text)

    assert mod_client.post("/mod/language", data={"csrf": csrf, "language": "xx"}).status_code == 400
    chosen = mod_client.post("/mod/language", data={"csrf": csrf, "language": "hu"})
    assert chosen.status_code == 303 and "pbem_lang=hu" in chosen.headers["Set-Cookie"]
    again = mod_client.get("/mod/", headers={"Accept-Language": "en"})
    assert '<html lang="hu">' in again.text and 'value="hu" lang="hu" selected' in again.text
    assert "Nyelv" in again.text  # the menu's own button, translated

    # The players' emails keep their own language.
    decision = next(m for m in outbox(db, EMAILS[0]) if m.dedupe_key.startswith("prompt:"))
    assert "Your decision" in decision.subject


def test_without_a_session_the_language_cannot_be_set(client):
    refused = client.post("/mod/language", data={"language": "pl"})
    assert refused.status_code >= 300 and "pbem_lang" not in refused.headers.get("Set-Cookie", "")


def test_the_console_shows_a_games_open_decisions_in_the_moderators_language(mod_client, db):
    """A Hungarian moderator reads what an English player is asked in Hungarian; the player's email stays English."""
    game_id = new_game(db, 3, ruleset="cosmic", options={"aliens": "off"})
    with db.write() as session:
        game = games.lock_game(session, game_id)
        for seat in list(game.seats):
            games.join_seat(session, game, seat, f"Player{seat.index}", ZONES[seat.index], "en")
    page = mod_client.get("/mod/")
    mod_client.post("/mod/language", data={"csrf": csrf_of(page.text), "language": "hu"})
    console = mod_client.get(f"/mod/games/{game_id}").text
    asked_now = console[console.index('id="prompts"'):console.index("Emails of this game")]
    assert "Indítás: irányítsd a hiperűr kaput" in asked_now and "Launch: aim the gate" not in asked_now
    asked = prompt_rows(db, game_id, "open")[0].seat
    decision = next(m for m in outbox(db, EMAILS[asked]) if m.dedupe_key.startswith("prompt:"))
    assert "Launch: aim the gate" in decision.text_body
