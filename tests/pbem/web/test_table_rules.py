"""The game page tells every player the table's rules (its options in words), and Hidden Powers' one-tap
reveal works from it without showing a face-down alien to anyone else."""

from __future__ import annotations

import re

from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, outbox, play_path, prompt_rows, started_game


def test_the_game_page_lists_the_tables_options_in_words(app, client, db) -> None:
    game_id = started_game(db, players=3, ruleset="cosmic",
                           options={"planets": "4", "free_flares": "on", "technology": "on"})
    page = client.get(play_path(app, game_id, 1)).get_data(as_text=True)
    assert '<details class="fold" id="table-rules">' in page
    assert ("Planets per player (Four Planets variant): <strong>Four planets and 16 ships each; four foreign "
            "colonies win, two home colonies keep the power</strong>") in page
    assert "Free Flares variant (with alien powers): <strong>Any number of flares" in page
    assert "Hidden Powers variant (with alien powers): <strong>Every alien is shown" in page  # a default, in words
    assert "Technology (techs researched with ships): <strong>" in page
    assert "Colonies (4 win)" in page and "0 of 4 colonies" in page  # the table and the picture


def alien_span(name: str) -> re.Pattern[str]:
    return re.compile(rf'<span class="alien[^"]*">{name}</span>')


def test_a_face_down_alien_is_revealed_with_one_tap_and_only_then_shown_to_the_others(app, client, db) -> None:
    game_id = started_game(db, players=3, ruleset="cosmic", options={"aliens": "red", "hidden_powers": "on"})
    state = game_row(db, game_id).state
    for row in prompt_rows(db, game_id, "open"):
        apply_decision(db, game_id, row.seat, row.prompt_id, state["alien_offers"][row.seat][0], "link")
    mine = game_row(db, game_id).state["aliens"][0]
    own = client.get(play_path(app, game_id, 0)).get_data(as_text=True)
    assert alien_span(mine).search(own) and 'data-unit="reveal_alien"' in own
    assert "face down: only you know it" in own
    other = client.get(play_path(app, game_id, 1)).get_data(as_text=True)
    assert not alien_span(mine).search(other) and "alien face down" in other
    response = client.post(play_path(app, game_id, 0) + "/standing", data={"unit": "reveal_alien", "answer": "up"})
    assert response.status_code == 303
    other = client.get(play_path(app, game_id, 1)).get_data(as_text=True)
    assert alien_span(mine).search(other) and f"reveals its alien: the {mine}" in other


def test_the_hosts_form_offers_the_variants_and_a_game_is_created_with_them(client, db) -> None:
    form = client.get("/games/new/cosmic").text
    for name in ("planets", "hidden_powers", "changing_powers", "free_flares", "cosmic_quake", "technology"):
        assert f'name="opt.{name}"' in form
    assert 'name="opt.planets" value="4"' in form and "Four planets and 16 ships each" in form
    created = client.post("/games/new/cosmic", data={
        "title": "Short", "host": "host@example.org",
        "players": "ann@example.org\nbob@example.org\ncy@example.org\n",
        "opt.planets": "4", "opt.free_flares": "on",
        "pace.decision": "48", "pace.response": "24", "pace.negotiation": "12"})
    assert created.status_code == 202
    options = game_row(db, outbox(db)[0].game_id).options
    assert (options["planets"], options["free_flares"]) == ("4", "on")


def test_a_polish_host_reads_the_options_and_a_refused_option_in_polish(client, db) -> None:
    form = client.get("/games/new/cosmic", headers={"Accept-Language": "pl"}).text
    assert "<legend>Moce obcych</legend>" in form and "Zostają w pudełku (gra podstawowa" in form
    assert "Artifact cards" not in form and "Alien powers" not in form
    refused = client.post("/games/new/cosmic", headers={"Accept-Language": "pl"}, data={
        "title": "Short", "host": "host@example.org",
        "players": "ann@example.org\nbob@example.org\ncy@example.org\n", "opt.aliens": "purple",
        "pace.decision": "48", "pace.response": "24", "pace.negotiation": "12"})
    assert refused.status_code == 422
    assert '<p class="error" role="alert">Moce obcych: to nie jest żadna z możliwości.</p>' in refused.text
    assert outbox(db) == []
