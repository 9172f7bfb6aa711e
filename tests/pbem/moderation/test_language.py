"""A moderator picks the console's language (issue 19); it stays in their browser and never reaches players."""

from __future__ import annotations

import sqlalchemy as sa

from pbem.models import EventRecord
from pbem.services import games
from tests.pbem.helpers import EMAILS, ZONES, new_game, outbox, prompt_rows, started_game
from tests.pbem.moderation.conftest import csrf_of
from tests.pbem.moderation.helpers import version


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


def test_a_moderators_action_reaches_each_player_in_their_own_language(mod_client, db):
    """A Hungarian moderator pauses a game of a Polish and an English player: the console is Hungarian, each
    notice is in its reader's language with the reason as written, and the game log keeps English."""
    game_id = new_game(db, 2)
    with db.write() as session:
        game = games.lock_game(session, game_id)
        for seat, language in zip(list(game.seats), ["pl", "en"], strict=True):
            games.join_seat(session, game, seat, f"Player{seat.index}", ZONES[seat.index], language)
    started = {m.to_addr: m.subject for m in outbox(db) if m.dedupe_key.startswith("start:")}
    assert started[EMAILS[0]].endswith("Partia się rozpoczęła") and started[EMAILS[1]].endswith("The game has started")

    page = mod_client.get(f"/mod/games/{game_id}", headers={"Accept-Language": "hu"})
    assert "Nyitott döntések" in page.text and "Játszma szüneteltetése" in page.text
    assert "Open decisions" not in page.text and "Pause the game" not in page.text
    paused = mod_client.post(f"/mod/games/{game_id}/pause", headers={"Accept-Language": "hu"},
                             data={"csrf": csrf_of(page.text), "version": str(version(db, game_id)),
                                   "reason": "Nyári szünet"})
    assert paused.status_code in (200, 303)

    polish = next(m for m in outbox(db, EMAILS[0]) if m.dedupe_key.startswith("mod:"))
    english = next(m for m in outbox(db, EMAILS[1]) if m.dedupe_key.startswith("mod:"))
    assert polish.subject.endswith("Moderator wstrzymał partię")
    assert "Powód moderatora: Nyári szünet" in polish.text_body and "Terminy stoją do wznowienia" in polish.text_body
    assert "Ustawienia powiadomień" in polish.text_body and "moderator's reason" not in polish.text_body
    assert english.subject.endswith("A moderator paused the game") and "Nyári szünet" in english.text_body
    with db.session() as session:
        logged = session.scalars(sa.select(EventRecord.text).where(EventRecord.game_id == game_id,
                                                                   EventRecord.kind == "moderator.paused")).all()
    assert logged == ["A moderator paused the game: Nyári szünet"]


def test_a_refusal_of_the_console_is_in_the_moderators_language(mod_client, db):
    game_id = started_game(db)
    page = mod_client.get(f"/mod/games/{game_id}", headers={"Accept-Language": "it"})
    refused = mod_client.post(f"/mod/games/{game_id}/extend", headers={"Accept-Language": "it"},
                              data={"csrf": csrf_of(page.text), "version": str(version(db, game_id)),
                                    "hours": "abc", "reason": "Più tempo"})
    assert refused.status_code == 400 and "Indica il numero di ore in ore, per esempio 24." in refused.text


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
    asked_now = console[console.index('id="prompts"'):console.index("A játszma e-mailjei")]  # "Emails of this game"
    assert "Indítás: irányítsd a hiperűr kaput" in asked_now and "Launch: aim the gate" not in asked_now
    asked = prompt_rows(db, game_id, "open")[0].seat
    decision = next(m for m in outbox(db, EMAILS[asked]) if m.dedupe_key.startswith("prompt:"))
    assert "Launch: aim the gate" in decision.text_body
