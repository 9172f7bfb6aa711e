"""The templates compiled with their translations written in (``pbem.mail.render``) write every kind of email,
in every language and every branch, and every email real games store, byte for byte as Jinja's own i18n
writes it, looking each message up as the template runs (how emails were rendered before)."""

from __future__ import annotations

from functools import cache
from typing import Any

import css_inline
import pytest
from flask_babel import force_locale, get_translations
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from pbem.i18n import LANGUAGES, babel_locale, current_language
from pbem.mail.render import TEMPLATES, rendered_html, rendered_text
from tests.pbem.helpers import outbox, started_game

KINDS = sorted(path.stem for path in TEMPLATES.glob("*.txt") if not path.name.startswith("_"))

# Every variable any template reads, with text that HTML must escape and that a "%" format must leave alone.
BASE: dict[str, Any] = {
    "game_title": "Ann's <Friday> & \"Cosmic\" 100%", "game_tag": "Friday Cosmic", "reader": "Zoë <b>",
    "play_url": "http://x/play/t?a=1&b=2", "settings_url": "http://x/settings/s", "unsubscribe_url": "http://x/u",
    "board_url": "http://x/board", "campaign_url": "http://x/campaign", "watch_url": "http://x/watch",
    "stop_url": "http://x/stop", "events": ["Ann draws <a destiny> card.", "Bob's 50% 'chance'"],
    "status_lines": ["Hoard: 3 ships", "Łódź — żółw"], "prompt_text": "Choose an encounter card & wait.",
    "decision_title": "Choose a card", "deadline": "Wed 3 Jun, 14:00 CEST", "decide_url": None,
    "options": [{"label": "Attack 08", "url": "http://x/o/1"}, {"label": "Negotiate <N>", "url": "http://x/o/2"}],
    "reply_lines": ["1: attack", "2: ally"], "left": "12 h", "timeout_hint": "Attack 08", "chosen": "Attack <08>",
    "heading": "What happened", "waiting": "Bob & Cyd", "winners": "Ann and Bob", "you_won": False, "shared": False,
    "decisions": 1, "how": ["By five colonies.", "Ann's luck."], "started": "Mon", "finished": "Fri",
    "confirm_url": "http://x/confirm", "host_url": "http://x/host", "moderation_url": "http://x/mod",
    "join_url": "http://x/join", "ruleset_title": "Cosmic Encounter", "players": "Ann, Bob", "limit": 1,
    "away": None, "zone": "Europe/Warsaw", "recorded": False, "reason": "the game moved on", "asked": [],
    "form_lines": [], "decided": ["Played 08."], "over": False,
}
# The kinds whose variables mean something else there, for each variant below.
OWN = {"confirm_host": lambda number: {"players": ["ann@example.org", "bob@example.org"][:number]},
       "hosting": lambda number: {"players": (4, 1, 2, 22)[number]},
       "decisions": lambda number: _bundle(number),
       "reply_answer": lambda number: {"decisions": [
           {"letter": "A", "prompt_text": "Choose <cards> & 100%", "url": "http://x/decide?a=1&b=2",
            "form_lines": ["1: attack"] if number % 2 else []},
           {"letter": "C", "prompt_text": "Ally?", "url": "http://x/o/3", "form_lines": []},
       ][:number]}}


def _bundle(number: int) -> dict[str, Any]:
    """Several decisions in one email: a form and a choice of options, their deadlines shared or each its own."""
    shared = number % 2 == 0
    asked = [
        {"letter": "A", "prompt_text": "Choose <cards> & 100%", "deadline": None if shared else "Wed 3 Jun, 14:00",
         "decide_url": "http://x/decide?a=1&b=2", "reply_lines": ["1: attack", "2: ally"], "options": []},
        {"letter": "B", "prompt_text": "Ally with Ann's side?", "deadline": None if shared else "Thu 4 Jun, 9:00",
         "decide_url": None, "reply_lines": [], "options": BASE["options"]},
    ][:1 + (number > 0)]
    return {"decisions": asked, "decision_titles": "Choose a card; Ally?",
            "deadline": BASE["deadline"] if shared else None}
# Each branch a template takes on its variables.
VARIANTS: list[dict[str, Any]] = [
    {},
    {"decide_url": "http://x/decide", "you_won": True, "shared": True, "decisions": 42, "limit": 3, "over": True,
     "recorded": True, "asked": [{"url": "http://x/a", "text": "Ally?"}], "away": None},
    {"decide_url": "http://x/decide", "form_lines": ["1: yes"], "you_won": True, "started": None, "decisions": 2,
     "recorded": True, "waiting": None, "events": [], "status_lines": [], "board_url": None, "play_url": None,
     "settings_url": None, "how": []},
    {"away": "Fri 5 Jun", "decisions": 0, "started": None, "campaign_url": None, "watch_url": None,
     "stop_url": None, "decided": [], "waiting": ""},
]


@cache
def _before() -> tuple[Environment, css_inline.CSSInliner]:
    """The environment emails were rendered with before: each message looked up as the template runs."""
    env = Environment(loader=FileSystemLoader(TEMPLATES),
                      autoescape=select_autoescape(["html"], default_for_string=False, default=False),
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                      extensions=["jinja2.ext.i18n"])
    env.policies["ext.i18n.trimmed"] = True
    env.install_gettext_callables(  # type: ignore[attr-defined]
        lambda text: get_translations().ugettext(text),
        lambda singular, plural, n: get_translations().ungettext(singular, plural, n), newstyle=True)
    env.globals["current_language"] = current_language
    return env, css_inline.CSSInliner(keep_at_rules=True, load_remote_stylesheets=False)


def _rendered_before(kind: str, data: dict[str, Any]) -> tuple[str, str, str]:
    env, inliner = _before()
    with force_locale(babel_locale(data["language"])):
        head, _, text = env.get_template(f"{kind}.txt").render(**data).partition("\n\n")
        subject = " ".join(head.removeprefix("Subject: ").split())
        return subject, text.strip() + "\n", inliner.inline(env.get_template(f"{kind}.html").render(subject=subject,
                                                                                                   **data))


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_kind_of_email_renders_the_bytes_it_rendered_before(app, language):
    for kind in KINDS:
        for number, variant in enumerate(VARIANTS):
            data = {**BASE, **variant, **(OWN[kind](number) if kind in OWN else {}), "language": language}
            subject, text, html = _rendered_before(kind, data)
            assert rendered_text(kind, data) == (subject, text), (kind, number)
            assert rendered_html(kind, data, subject) == html, (kind, number)
    if language != "en":  # the comparison is between translations, not English twice
        assert "Hello" not in rendered_text("decision", {**BASE, "language": language})[1]


def test_the_emails_games_write_render_the_bytes_they_rendered_before(app, db):
    started_game(db, players=3)
    started_game(db, players=4, ruleset="cosmic", seed=3)  # status lines, many choices
    rows = [row for row in outbox(db) if row.kind]
    assert {"invitation", "decision"} <= {row.kind for row in rows}
    for row in rows:
        for language in LANGUAGES:
            data = {**row.data, "language": language}
            subject, text, html = _rendered_before(row.kind, data)
            assert rendered_text(row.kind, data) == (subject, text), (row.dedupe_key, language)
            assert rendered_html(row.kind, data, subject) == html, (row.dedupe_key, language)
