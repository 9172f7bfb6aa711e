"""Each player reads their emails and settings page in their own language (issue 19): the same decision
email reaches a Polish player in Polish and an English player in English, through a real SMTP server."""

from __future__ import annotations

import sqlalchemy as sa

from pbem import rulesets
from pbem.mail.compose import mail_decision
from pbem.mail.sender import flush
from pbem.models import Game, OpenPrompt, User
from pbem.services import games
from tests.pbem.helpers import EMAILS, ZONES, links_in, new_game, outbox
from tests.pbem.mail.smtpd import html_of, text_of

ANN, BOB = EMAILS[0], EMAILS[1]


def _game_with_languages(db, languages):
    game_id = new_game(db, len(languages))
    with db.write() as session:
        game = games.lock_game(session, game_id)
        for seat, language in zip(list(game.seats), languages, strict=True):
            games.join_seat(session, game, seat, f"Player{seat.index}", ZONES[seat.index], language)
    return game_id


def _decision(inbox, to):
    return next(m for m in inbox.messages if m["To"] == to and m["Subject"].split("] ")[1].startswith(
        ("Your decision", "Twoja decyzja", "Döntésed", "La tua decisione")))


def test_a_polish_players_decision_email_is_polish_and_an_english_players_english(app, db, inbox):
    _game_with_languages(db, ["pl", "en"])
    flush(db, app.config)
    polish, english = _decision(inbox, ANN), _decision(inbox, BOB)

    assert "Twoja decyzja: " in polish["Subject"]
    text = text_of(polish)
    assert text.startswith("Cześć Player0,")
    assert "Termin: " in text and "gra wybierze za Ciebie domyślną odpowiedź" in text
    assert "Ustawienia powiadomień" in text and "Twoja strona gry" in text
    for english_words in ("Hello", "Deadline", "Your decision", "Notification settings", "Your game page"):
        assert english_words not in text and english_words not in html_of(polish)
    html = html_of(polish)
    assert '<html lang="pl">' in html and "Cześć Player0, Twoja decyzja" in html
    # The deadline's weekday and month in Polish, in the player's zone (Europe/Berlin: CET or CEST).
    deadline = next(line for line in text.splitlines() if line.startswith("Termin: "))
    assert any(day in deadline for day in ("pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz."))
    assert " CET" in deadline or " CEST" in deadline

    assert "Your decision: " in english["Subject"]
    assert text_of(english).startswith("Hello Player1,") and "Deadline: " in text_of(english)
    assert "Cześć" not in text_of(english) and '<html lang="en">' in html_of(english)


def test_hungarian_and_italian_players_get_their_own_language(app, db, inbox):
    _game_with_languages(db, ["hu", "it"])
    flush(db, app.config)
    hungarian, italian = _decision(inbox, ANN), _decision(inbox, BOB)
    assert "Döntésed: " in hungarian["Subject"] and "Határidő: " in text_of(hungarian)
    assert "La tua decisione: " in italian["Subject"] and "Scadenza: " in text_of(italian)


def _settings_link(db, email):
    mail = next(m for m in outbox(db, email) if m.dedupe_key.startswith("prompt:"))
    return next(p for p in links_in(mail.text_body) if p.startswith("/settings/"))


def _language(db, email):
    with db.session() as session:
        return session.scalar(sa.select(User.language).where(User.email == email))


def test_the_settings_page_speaks_the_players_language_and_changes_it(db, client):
    _game_with_languages(db, ["pl", "en"])
    link = _settings_link(db, ANN)

    page = client.get(link, headers={"Accept-Language": "en"})  # the stored choice wins over the browser
    assert page.status_code == 200 and '<html lang="pl">' in page.text
    assert "<h1>Ustawienia</h1>" in page.text and "Zapisz" in page.text
    assert "Masz pod tym adresem 1 grę w toku." in page.text
    assert '<option value="pl" lang="pl" selected>Polski</option>' in page.text
    assert "Notification settings" not in page.text and ">Save<" not in page.text

    saved = client.post(link, data={"mode": "decisions", "language": "it"})
    assert saved.status_code == 200 and "Salvato." in saved.text and '<html lang="it">' in saved.text
    assert _language(db, ANN) == "it" and _language(db, BOB) == "en"

    refused = client.post(link, data={"mode": "all", "language": "xx"})
    assert refused.status_code == 400 and _language(db, ANN) == "it"

    english = client.get(_settings_link(db, BOB), headers={"Accept-Language": "pl"})
    assert "<h1>Settings</h1>" in english.text and "You have 1 game running with this address." in english.text


def test_a_changed_language_applies_to_the_next_email(app, db, client, inbox):
    """The language is read when an email is written, so a choice saved now applies from the next one."""
    _game_with_languages(db, ["en", "en"])
    client.post(_settings_link(db, ANN), data={"mode": "all", "language": "pl"})
    # A moderator's resend writes the same decision again, now to a Polish reader.
    with db.write() as session:
        row = session.scalar(sa.select(OpenPrompt).where(OpenPrompt.status == "open", OpenPrompt.seat == 0))
        game = session.get(Game, row.game_id)
        seat = next(s for s in game.seats if s.index == 0)
        prompt = next(p for p in rulesets.get_ruleset(game.ruleset).prompts(game.state) if p.id == row.prompt_id)
        mail_decision(session, game, seat, row, prompt, key="resend:test")
    flush(db, app.config)
    subjects = [m["Subject"].split("] ")[1] for m in inbox.messages if m["To"] == ANN]
    decisions = [s for s in subjects if s.startswith(("Your decision: ", "Twoja decyzja: "))]
    assert len(decisions) == 2
    assert decisions[0].startswith("Your decision: ") and decisions[1].startswith("Twoja decyzja: ")
