"""The rules' refusal of a new table (the wrong number of players, an option the game does not have) is data
(issue 19): the host's page and the API say it in the reader's language, with the data beside it in the API."""

from __future__ import annotations

import pytest
from flask_babel import refresh

import engine
from engine.core import IllegalAction, check_table
from pbem.services.prompt_text import refusal

COSMIC = engine.get_ruleset("cosmic")


def test_a_table_with_the_wrong_number_of_players_is_refused_as_data_in_the_readers_language(app) -> None:
    with pytest.raises(IllegalAction) as refused:
        COSMIC.setup({}, 7, 1)
    assert refused.value.reason == "Cosmic Encounter is for 3 to 5 players."
    assert refused.value.say.key == "refused.players"
    with app.test_request_context():
        assert refusal(None, refused.value, {}, "pl") == "W grę Cosmic Encounter gra od 3 do 5 graczy."


def test_unknown_table_options_are_refused_by_name_in_the_readers_language(app) -> None:
    with pytest.raises(IllegalAction) as refused:
        check_table(engine.get_ruleset("starfarers"), {"speed": "fast", "colour": "red"}, 3, "Starfarers")
    assert refused.value.reason == "Unknown table options: colour, speed."
    with app.test_request_context():
        assert refusal("starfarers", refused.value, {}, "pl") == "Nieznane opcje stołu: colour, speed."


def test_the_host_page_and_the_api_answer_a_refused_table_in_the_browsers_language(app) -> None:
    with pytest.raises(IllegalAction) as refused:
        COSMIC.setup({}, 2, 1)
    with app.test_request_context("/host/x/start", headers={"Accept-Language": "pl"}):
        refresh()  # each request chooses its language afresh, as before_request does
        page, status = app.handle_user_exception(refused.value)
        assert status == 422 and "W grę Cosmic Encounter gra od 3 do 5 graczy." in page
    from pbem.api.errors import _illegal

    with app.test_request_context("/api/games", headers={"Accept-Language": "hu"}):
        refresh()
        answer, status = _illegal(refused.value)
    assert status == 422 and answer["error"] == "Cosmic Encounter: 3–5 játékos számára."
    assert answer["say"] == {"key": "refused.players", "params": {"game": "Cosmic Encounter", "min": 3, "max": 5}}
