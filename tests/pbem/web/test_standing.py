"""Answers given in advance from the game page: stored as actions, applied by the engine, replayed."""

from __future__ import annotations

import re

from engine import get_ruleset
from pbem.services import replay
from tests.pbem.helpers import actions, game_row, play_path, started_game


def cosmic_game(db) -> int:
    return started_game(db, players=3, ruleset="cosmic", options={})


def test_the_game_page_offers_answers_in_advance_and_a_choice_is_kept(app, client, db) -> None:
    game_id = cosmic_game(db)
    page = client.get(play_path(app, game_id, 1)).get_data(as_text=True)
    assert 'data-unit="reinforcement"' in page
    response = client.post(play_path(app, game_id, 1) + "/standing", data={"unit": "reinforcement", "answer": "never"})
    assert response.status_code == 303
    assert actions(db, game_id)[-1].prompt_id == "standing" and actions(db, game_id)[-1].seat == 1
    view = get_ruleset("cosmic").view(game_row(db, game_id).state, 1)
    mine = {s["unit"]: s for s in view["standing"]}
    assert (mine["reinforcement"]["label"], mine["reinforcement"]["answer"]) == ("Reinforcement cards", "never")
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert re.search(r"Reinforcement cards: <strong>never</strong>", page)
    assert '<details class="fold" id="standing" open>' in page, "back from a tap, the folded answers stay open"
    assert '<details class="fold" id="standing">' in client.get(play_path(app, game_id, 1)).get_data(as_text=True)
    with app.app_context(), db.session() as session:
        assert replay.replay(session, game_id).matches


def test_a_bad_answer_in_advance_changes_nothing(app, client, db) -> None:
    game_id = cosmic_game(db)
    version = game_row(db, game_id).version
    response = client.post(play_path(app, game_id, 0) + "/standing", data={"unit": "power", "answer": "always"})
    assert response.status_code == 422
    assert "no such card or power" in response.get_data(as_text=True)
    assert game_row(db, game_id).version == version


def test_a_forged_game_page_link_cannot_set_answers(client, db) -> None:
    game_id = cosmic_game(db)
    response = client.post("/play/forged-token/standing", data={"unit": "reinforcement", "answer": "never"})
    assert response.status_code == 403
    assert not [a for a in actions(db, game_id) if a.prompt_id == "standing"]


def test_without_artifacts_the_page_offers_no_artifact_to_answer_in_advance(app, client, db) -> None:
    page = client.get(play_path(app, cosmic_game(db), 0)).get_data(as_text=True)
    assert 'data-unit="reinforcement"' in page and "(artifact)" not in page
    with_artifacts = started_game(db, players=3, ruleset="cosmic", options={"artifacts": "on"})
    assert client.get(play_path(app, with_artifacts, 0)).get_data(as_text=True).count("(artifact)") == 8


def test_a_technology_table_may_answer_research_in_advance_from_the_game_page(app, client, db) -> None:
    game_id = started_game(db, players=3, ruleset="cosmic", options={"technology": "on"})
    page = client.get(play_path(app, game_id, 2)).get_data(as_text=True)
    assert 'data-unit="tech.research"' in page
    response = client.post(play_path(app, game_id, 2) + "/standing", data={"unit": "tech.research", "answer": "always"})
    assert response.status_code == 303
    view = get_ruleset("cosmic").view(game_row(db, game_id).state, 2)
    assert {s["unit"]: s["answer"] for s in view["standing"]}["tech.research"] == "always"
    plain = cosmic_game(db)
    assert 'data-unit="tech.research"' not in client.get(play_path(app, plain, 2)).get_data(as_text=True)


def _speaks_polish(db, game_id: int, index: int) -> None:
    import sqlalchemy as sa

    from pbem.models import Seat, User

    with db.write() as session:
        user_id = session.scalar(sa.select(Seat.user_id).where(Seat.game_id == game_id, Seat.index == index))
        session.get(User, user_id).language = "pl"


def test_a_polish_player_reads_the_answers_in_advance_and_the_log_line_in_polish(app, client, db) -> None:
    game_id = cosmic_game(db)
    _speaks_polish(db, game_id, 1)
    page = client.get(play_path(app, game_id, 1)).get_data(as_text=True)
    assert "Karty wsparcia: <strong>pytaj mnie</strong>" in page and "Drugie spotkanie, gdy tylko możesz" in page
    assert ">Zawsze</button>" in page and ">Nigdy</button>" in page
    response = client.post(play_path(app, game_id, 1) + "/standing", data={"unit": "reinforcement", "answer": "never"})
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Karty wsparcia: <strong>nigdy</strong>" in page
    assert "Od teraz: Karty wsparcia: nigdy." in page  # the game log
    assert "Reinforcement cards" not in page


def test_an_answer_in_advance_logged_before_its_words_were_data_reads_as_stored(app) -> None:
    from engine.core import Event
    from pbem.services.event_text import event_text, language

    old = Event("standing", "stored", (1,), {"units": "Reinforcement cards", "words": "never"})
    with app.test_request_context():
        assert event_text("cosmic", old, language("pl")) == "Od teraz: Reinforcement cards: never."


def test_an_answer_in_advance_in_the_avalon_hill_rules_reads_in_polish(app) -> None:
    from engine.core import STANDING, Action
    from pbem.services.event_text import event_text, language

    ruleset = get_ruleset("cosmic-ah2000")
    state, _ = ruleset.setup({}, 3, 1)
    _, [line] = ruleset.apply(state, Action(STANDING, 0, {"unit": "plague", "answer": "never"}))
    assert line.text == "From now on: The Plague (artifact): Never: do not ask me."
    with app.test_request_context():
        polish = event_text("cosmic-ah2000", line, language("pl"))
    assert polish == "Od teraz: Zaraza (artefakt): Nigdy: nie pytaj mnie."
