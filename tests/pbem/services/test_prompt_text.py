"""Players are asked in their own language (issue 19): a prompt's text and labels come from the engine as
data (a template key and facts) and are rendered for each reader, on the decision page, in the decision
and timeout emails and in the API's answers, while an English reader keeps the engine's English and a
prompt without data keeps the words it has."""

from __future__ import annotations

import sqlalchemy as sa

from engine.core import Option, Prompt, Say
from pbem import rulesets
from pbem.mail.compose import mail_timeout
from pbem.models import Seat, User, utcnow
from pbem.services import games
from pbem.services.prompt_text import localize
from pbem.services.tokens import new_api_token
from tests.pbem.helpers import EMAILS, ZONES, new_game, outbox, page_decide_links, play_path, prompt_rows

LAUNCH_PL = "Start: skieruj wrota nadprzestrzenne na jedną z rodzimych planet gracza "


def _polish_table(db) -> tuple[int, int]:
    """A Cosmic game without aliens whose players all read Polish, and the seat asked first (to launch)."""
    game_id = new_game(db, 3, ruleset="cosmic", options={"aliens": "off"})
    with db.write() as session:
        game = games.lock_game(session, game_id)
        for seat in list(game.seats):
            games.join_seat(session, game, seat, f"Player{seat.index}", ZONES[seat.index], "pl")
    row = prompt_rows(db, game_id, "open")[0]
    assert row.kind == "launch.ships"
    return game_id, row.seat


def _token(db, game_id: int, index: int, language: str) -> dict[str, str]:
    with db.write() as session:
        seat = session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == index))
        session.get(User, seat.user_id).language = language
        return {"Authorization": f"Bearer {new_api_token(seat)}"}


def test_a_polish_player_is_asked_in_polish_in_the_email_on_the_page_and_by_the_api(app, client, db) -> None:
    game_id, asked = _polish_table(db)
    mail = next(m for m in outbox(db, EMAILS[asked]) if m.dedupe_key.startswith("prompt:"))
    assert LAUNCH_PL in mail.text_body and "Launch: aim" not in mail.text_body
    assert "Planeta docelowa" in mail.text_body or "Planeta docelowa" in mail.html_body

    page = client.get(play_path(app, game_id, asked)).get_data(as_text=True)
    assert LAUNCH_PL in page and "Launch: aim" not in page
    form = client.get(next(iter(page_decide_links(page).values()))).get_data(as_text=True)
    assert LAUNCH_PL in form and "Planeta docelowa" in form and "Statki z twoich kolonii" in form
    assert "Target planet" not in form and "Ships from your colonies" not in form

    polish = client.get(f"/api/games/{game_id}/prompts", headers=_token(db, game_id, asked, "pl")).get_json()
    prompt = polish["prompts"][0]
    # the default invitations (with_launch) ask whom to invite in the launch form
    assert prompt["text"].startswith(LAUNCH_PL) and prompt["say"]["key"] == "launch.ships.invite"
    assert [f["label"] for f in prompt["fields"]] == ["Planeta docelowa", "Statki z twoich kolonii", "Zaproś"]
    assert prompt["fields"][0]["options"][0]["say"]["key"] == "target"  # the facts beside the words

    english = client.get(f"/api/games/{game_id}/prompts", headers=_token(db, game_id, asked, "en")).get_json()
    assert english["prompts"][0]["text"].startswith("Launch: aim the gate at one of Player")
    assert english["prompts"][0]["say"] == prompt["say"]


def test_the_timeout_email_says_what_was_chosen_in_the_players_language(app, db) -> None:
    """The answer's own words ("2 from Red 1") are written in the recipient's locale, not the sender's."""
    game_id, asked = _polish_table(db)
    with app.app_context(), db.write() as session:
        game = games.lock_game(session, game_id)
        ruleset = rulesets.get_ruleset(game.ruleset)
        prompt = ruleset.prompts(game.state)[0]
        mail_timeout(session, game, asked, prompt, ruleset.timeout_action(game.state, prompt).choice, 1, utcnow())
    mail = next(m for m in outbox(db, EMAILS[asked]) if m.dedupe_key.startswith("timeout:"))
    chosen = next(line for line in mail.text_body.splitlines() if "Planeta docelowa: " in line)
    assert "Statki z twoich kolonii: " in chosen and "Target planet" not in chosen and " from " not in chosen


def test_a_prompt_without_data_or_whose_data_no_longer_fits_keeps_its_english(app) -> None:
    old = Prompt("p1", 0, "launch.ships", "Launch: aim the gate (an older build).", "decision",
                 options=(Option("a", "As it was"), Option("b", Say("no.such.key", {}, "Kept"))))
    misfit = Prompt("p2", 0, "deal.penalty", Say("deal.penalty", {"wrong": 1}, "The deal failed."), "decision")
    with app.app_context():
        assert localize("cosmic", old, "pl") == old
        assert [o.label for o in localize("cosmic", old, "pl").options] == ["As it was", "Kept"]
        assert localize("cosmic", misfit, "pl").text == "The deal failed."
        assert localize("cosmic", Prompt("p3", 0, "deal.penalty", Say("deal.penalty", {"count": 5}, "x"),
                                         "decision"), "pl").text == \
            "Porozumienie nie zostało zawarte: wybierz 5 statków, które tracisz do wiru."
