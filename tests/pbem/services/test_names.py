"""The one seat-to-name rule: tokens in engine text become display names, safely, and old text is left alone."""

from __future__ import annotations

from engine.core import Field, Option, Prompt, player
from pbem.services.names import render_data, render_html, render_prompt, render_text

NAMES = {0: "Ann", 1: "<b>Bob</b>"}


def test_text_names_each_seat_and_leaves_old_colour_text_as_it_was() -> None:
    assert render_text(f"{player(0)} gives {player(1)} a card.", NAMES) == "Ann gives <b>Bob</b> a card."
    assert render_text("Red has chosen a card.", NAMES) == "Red has chosen a card."
    assert render_text(f"{player(4)} joins.", NAMES) == "Seat 5 joins."


def test_html_escapes_the_text_and_the_name_and_badges_a_seat_with_a_colour() -> None:
    out = render_html(f"{player(1)} & {player(0)} <win>", NAMES, {0: "red"})
    assert out == ('<span class="seat">&lt;b&gt;Bob&lt;/b&gt;</span> &amp; <span class="seat"><span class="seat-badge" '
                   'data-colour="red" title="red"></span>Ann</span> &lt;win&gt;')


def test_a_prompt_keeps_its_keys_and_names_the_players_in_its_words() -> None:
    prompt = Prompt("p1", 0, "invite", f"Invite allies against {player(1)}?", "decision",
                    options=(Option("1", player(1)),),
                    fields=(Field("who", f"Ships for {player(0)}", "choice", (Option("0", player(0)),)),))
    shown = render_prompt(prompt, NAMES)
    assert shown.text == "Invite allies against <b>Bob</b>?" and shown.id == "p1"
    assert shown.options[0] == Option("1", "<b>Bob</b>")
    assert shown.fields[0].label == "Ships for Ann" and shown.fields[0].options[0] == Option("0", "Ann")


def test_data_renders_every_string_inside() -> None:
    assert render_data({"played": [{"what": f"Plague (on {player(0)})", "seat": 0}]}, NAMES) == \
        {"played": [{"what": "Plague (on Ann)", "seat": 0}]}
