"""Every template renders to a subject, a text body and an HTML body whose CSS is inlined."""

from __future__ import annotations

import pytest

from pbem.mail.render import render

COMMON = {"game_title": "Friday Cosmic", "game_tag": "Friday Cosmic", "play_url": "http://x/play/t", "settings_url": "http://x/settings/s",
          "unsubscribe_url": "http://x/settings/s/unsubscribe", "events": ["Ann draws a destiny card."],
          "reader": "Ann"}
KINDS = {
    "invitation": {"ruleset_title": "Cosmic Encounter", "join_url": "http://x/join/j", "play_url": None},
    "decision": {"prompt_text": "Choose an encounter card.", "decision_title": "Choose an encounter card",
                 "deadline": "Wed 3 Jun, 14:00 CEST", "decide_url": None,
                 "options": [{"label": "Attack 08", "url": "http://x/option/a"}]},
    "decisions": {"decision_titles": "Choose an encounter card; Answer the invitation", "deadline": None,
                  "decisions": [
                      {"letter": "A", "prompt_text": "Choose an encounter card.", "deadline": "Wed 3 Jun, 14:00 CEST",
                       "decide_url": None, "options": [{"label": "Attack 08", "url": "http://x/option/a"}],
                       "reply_lines": []},
                      {"letter": "B", "prompt_text": "Answer the invitation.", "deadline": "Thu 4 Jun, 14:00 CEST",
                       "decide_url": "http://x/decide/d", "options": [], "reply_lines": ["ships: a number"]}]},
    "reminder": {"prompt_text": "Choose.", "decision_title": "Choose", "deadline": "Wed", "left": "12 h",
                 "timeout_hint": "Attack 08", "decide_url": "http://x/decide/d"},
    "timeout": {"prompt_text": "Choose.", "decision_title": "Choose", "deadline": "Wed", "chosen": "Attack 08"},
    "game_over": {"winners": "Ann and Bob", "you_won": True, "shared": True, "decisions": 42, "how": [],
                  "started": "Mon", "finished": "Fri"},
    "digest": {"heading": "What happened", "waiting": "Bob"},
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_email_renders_in_text_and_inlined_html(kind):
    mail = render(kind, **{**COMMON, **KINDS[kind]})
    assert mail.subject.startswith("[Friday Cosmic] ")
    assert "\n" not in mail.subject and not mail.text.startswith("Subject:")
    assert 'style="' in mail.html and "<p class" in mail.html
    assert "@media" in mail.html  # kept for the clients that read it; everything else is inline
    assert "http://x/settings/s" in mail.text and "http://x/settings/s" in mail.html


def test_text_is_not_html_escaped_and_html_is():
    mail = render("timeout", **{**COMMON, **KINDS["timeout"], "chosen": "Ships <& cards>"})
    assert "Ships <& cards>" in mail.text
    assert "Ships &lt;&amp; cards&gt;" in mail.html
