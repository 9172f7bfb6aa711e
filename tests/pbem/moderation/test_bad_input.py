"""Bad numbers from moderators (pages, API, command line): a clear 4xx or message, and nothing changes."""

from __future__ import annotations

import json

import pytest

from tests.pbem.helpers import game_row
from tests.pbem.moderation.conftest import csrf_of
from tests.pbem.moderation.helpers import audit, open_row
from tests.pbem.moderation.test_api_and_cli import auth, run, token  # noqa: F401 - fixtures

SILLY_HOURS = ["inf", "-inf", "nan", "1e308", "9" * 5000]


def unchanged(db, game_id, version=1):
    return game_row(db, game_id).version == version and not audit(db, game_id)


@pytest.mark.parametrize("hours", SILLY_HOURS)
def test_the_page_refuses_silly_hours_and_paces(mod_client, db, game_id, hours):
    csrf = csrf_of(mod_client.get(f"/mod/games/{game_id}").text)
    form = {"csrf": csrf, "version": "1", "row": str(open_row(db, game_id, 0).id), "reason": "Ann is ill"}
    extend = mod_client.post(f"/mod/games/{game_id}/extend", data={**form, "hours": hours})
    assert extend.status_code == 400 and "hours" in extend.text
    pace = mod_client.post(f"/mod/games/{game_id}/pace", data={
        **form, "pace.decision": hours, "pace.response": "24", "pace.negotiation": "24"})
    assert pace.status_code == 400 and "the decision time in hours" in pace.text
    assert unchanged(db, game_id)


@pytest.mark.parametrize("hours", ["1e308", "-1e308", "9" * 4000, '"inf"', '"nan"', "Infinity", "NaN", "1e400"])
def test_the_api_refuses_silly_hours_and_paces(client, db, game_id, token, hours):  # noqa: F811
    for action, field in (("extend", f'"hours": {hours}'), ("pace", f'"pace": {{"decision": {hours}}}')):
        body = f'{{"reason": "Ann is ill", "version": 1, {field}}}'
        answer = client.post(f"/api/mod/games/{game_id}/{action}", data=body, content_type="application/json",
                             headers=auth(token))
        assert answer.status_code == 400 and answer.json["error"], (action, hours)
    assert unchanged(db, game_id)


@pytest.mark.parametrize("row", [2**31, 10**20, -(2**31) - 1, 1.5, True])
def test_the_api_refuses_a_row_past_the_integer_range(client, db, game_id, token, row):  # noqa: F811
    answer = client.post(f"/api/mod/games/{game_id}/extend", headers=auth(token),
                         data=json.dumps({"reason": "Ann is ill", "version": 1, "hours": 2, "row": row}),
                         content_type="application/json")
    assert answer.status_code == 400, answer.json
    assert unchanged(db, game_id)


def test_game_and_row_ids_past_the_integer_range_are_not_found(mod_client, client, token, game_id):  # noqa: F811
    assert mod_client.get(f"/mod/games/{10**20}").status_code == 404
    assert mod_client.get(f"/mod/games/{game_id}/prompts/{2**31}/resolve").status_code == 404
    assert client.get(f"/api/mod/games/{2**31}", headers=auth(token)).status_code == 404


@pytest.mark.parametrize("hours", SILLY_HOURS)
def test_the_command_line_refuses_silly_hours(run, db, game_id, hours):  # noqa: F811
    extend = run("mod", "extend", str(game_id), "--hours", hours, "--reason", "Ann is ill")
    assert extend.exit_code != 0 and "hours" in extend.output
    pace = run("mod", "pace", str(game_id), "--pace", f"decision={hours}", "--pace", "response=24",
               "--pace", "negotiation=24", "--reason", "slower")
    assert pace.exit_code != 0 and "hours" in pace.output
    assert unchanged(db, game_id)
    created = run("create-game", "--ruleset", "toy", "--host", "h@example.org", "--player", "a@example.org",
                  "--player", "b@example.org", "--pace", f"decision={hours}")
    assert created.exit_code != 0 and "hours" in created.output


def test_a_deadline_class_that_does_not_exist_is_refused_by_name(client, run, db, game_id, token):  # noqa: F811
    answer = client.post(f"/api/mod/games/{game_id}/pace", headers=auth(token), json={
        "reason": "slower", "version": 1,
        "pace": {"decision": 7200, "response": 7200, "negotiation": 7200, "lunch": 7200}})
    assert answer.status_code == 400 and "No deadline class called lunch" in answer.json["error"]
    assert unchanged(db, game_id)
    created = run("create-game", "--ruleset", "toy", "--host", "h@example.org", "--player", "a@example.org",
                  "--player", "b@example.org", "--option", "target=3", "--option", "hand_size=4",
                  "--option", "scoring=high", "--pace", "lunch=2")
    assert created.exit_code != 0 and "No deadline class called lunch" in created.output
