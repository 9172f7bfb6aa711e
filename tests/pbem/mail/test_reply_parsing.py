"""What a reply says: its own words without quotes or signature, in several languages and from an
HTML-only client, read as a choice, a form's fields, or an "away until" command."""

from __future__ import annotations

from datetime import date
from email.message import EmailMessage

import pytest

from engine.core import Field, Option, Prompt
from pbem.mail.reply_parsing import body_text, new_text, parse_answer, parse_away, reply_lines, split_lettered

CARDS = Prompt("r1.pick.0", 0, "pick", "Play a card.", "decision",
               options=(Option("c8", "Attack 08"), Option("n", "Negotiate"), Option("c12", "Attack 12")))
FORM = Prompt("r1.stash", 0, "stash", "Send ships.", "response", fields=(
    Field("ships", "Ships to send", "count_map",
          options=(Option("3", "Red 1 — 4 ships"), Option("4", "Red 3 — 2 ships")), min=0, max=4),
    Field("bonus", "Bonus", "choice", options=(Option("point", "One point"), Option("ship", "One more ship"))),
    Field("discard", "Cards to throw away", "multi", options=(Option("5", "Card 5"), Option("7", "Card 7")), max=2),
    Field("wager", "Points to buy with ships", "int", min=0, max=3),
), suggested={"ships": {}, "bonus": "point", "discard": [], "wager": 0})


@pytest.mark.parametrize("typed, key", [
    ("2", "n"), ("2.", "n"), ("#3", "c12"), ("negotiate", "n"), ("Negotiate!", "n"), ("attack 08", "c8"),
    ("ATTACK 12", "c12"), ("c8", "c8"),
])
def test_an_option_is_named_by_its_number_key_or_words(typed, key):
    assert parse_answer(CARDS, typed).choice == key


@pytest.mark.parametrize("typed, why", [
    ("4", "no choice number 4 (they go from 1 to 3)"),
    ("attack", "could be any of: Attack 08; Attack 12"),
    ("retreat", "“retreat” is not one of the choices"),
    ("", "holds no answer"),
])
def test_a_reply_that_names_no_single_option_says_why(typed, why):
    parsed = parse_answer(CARDS, typed)
    assert parsed.choice is None and why in parsed.problem


def test_a_form_is_answered_field_by_field_by_name_or_label():
    text = "ships: Red 1=2, Red 3=1\nBonus: one more ship\ndiscard: Card 7\nwager: 1\n"
    assert parse_answer(FORM, text).choice == {"ships": {"3": 2, "4": 1}, "bonus": "ship", "discard": ["7"],
                                              "wager": 1}
    assert parse_answer(FORM, "Ships to send: red 3=2").choice == {"ships": {"4": 2}}


def test_a_form_reply_that_is_not_fields_asks_for_the_form():
    assert parse_answer(FORM, "form").form
    unreadable = parse_answer(FORM, "I think I'll send some ships")
    assert unreadable.form and "does not name a part of this decision" in unreadable.problem
    wrong_place = parse_answer(FORM, "ships: Blue 2=1")
    assert "Blue 2" in wrong_place.problem and not wrong_place.form


def test_ok_takes_a_forms_suggested_answer():
    assert parse_answer(FORM, "ok").choice == FORM.suggested


@pytest.mark.parametrize("text, until", [
    ("away until 2026-12-26", date(2026, 12, 26)), ("Away till 2027-1-3.", date(2027, 1, 3)),
    ("away until 2026-02-30", None), ("2", None), ("I am away until Monday", None),
    ("nieobecny do 2026-12-26", date(2026, 12, 26)), ("Jestem nieobecna do 2026-12-26.", date(2026, 12, 26)),
    ("assente fino al 2026-12-26", date(2026, 12, 26)), ("Távol vagyok 2026-12-26-ig", date(2026, 12, 26)),
    ("távol 2026-12-26-ig", date(2026, 12, 26)), ("nieobecny do 2026-02-30", None),
])
def test_away_until_a_date(text, until):
    assert parse_away(text) == until


@pytest.mark.parametrize("header", [
    "On Wed, 25 Nov 2026 at 19:05, pbem <games@pbem.test> wrote:",               # English (Gmail, Apple)
    "Am Mi., 25. Nov. 2026 um 19:05 Uhr schrieb pbem <games@pbem.test>:",      # German
    "Il giorno mer 25 nov 2026 alle ore 19:05 pbem <games@pbem.test> ha scritto:",  # Italian
    "Dnia 25.11.2026 o 19:05 pbem <games@pbem.test> napisał(a):",              # Polish (Thunderbird)
    "wt., 25 lis 2026 o 19:05 pbem <games@pbem.test> napisał(a):",              # Polish (Gmail)
    "2026. nov. 25., Sze 19:05 pbem <games@pbem.test> ezt írta:",              # Hungarian (Gmail)
    "Feladó: pbem <games@pbem.test>\nElküldve: 2026. november 25. 19:05",      # Hungarian (Outlook)
    "W dniu 25.11.2026 o 19:05, pbem pisze:",                                   # Polish (Thunderbird)
    "2026. 11. 25. 19:05 keltezéssel, pbem írta:",                              # Hungarian (Thunderbird)
    "-----Messaggio originale-----\nDa: pbem <games@pbem.test>",               # Italian (Outlook)
    "-----Wiadomość oryginalna-----\nOd: pbem <games@pbem.test>",              # Polish (Outlook)
    "-----Eredeti üzenet-----\nFeladó: pbem <games@pbem.test>",                 # Hungarian (Outlook)
])
def test_quoted_text_is_cut_whatever_the_language_of_its_header(header):
    text = f"attack 08\n\n{header}\n> Hello Ann,\n> 1. Attack 08\n> 2. Negotiate\n"
    assert new_text(text) == "attack 08"
    assert parse_answer(CARDS, new_text(text)).choice == "c8"


@pytest.mark.parametrize("below", [
    "Wysłane z iPhone'a", "Küldve iPhone-ról", "Inviato da Outlook per Android", "Sent from Outlook for Android",
    "Pozdrawiam,\nAnna", "Üdvözlettel,\nAnna", "Saluti,\nAnna", "Cheers\nAnn",
])
def test_sent_from_lines_and_closings_in_the_seeds_languages_are_cut(below):
    assert new_text(f"Ciao,\nattack 08\n\n{below}\n") == "Ciao,\nattack 08"  # a greeting is no closing


def test_signatures_and_sent_from_lines_are_cut():
    assert new_text("2\n\nSent from my iPhone\n") == "2"
    assert new_text("negotiate\n-- \nAnn Smith\nBoard games on Tuesdays\n") == "negotiate"


def test_an_html_only_reply_is_read_as_text():
    message = EmailMessage()
    message.set_content("<html><body><div dir='ltr'><b>Negotiate</b></div><br><div class='gmail_quote'>"
                        "<div>On Wed, 25 Nov 2026 at 19:05, pbem &lt;games@pbem.test&gt; wrote:</div>"
                        "<blockquote>1. Attack 08</blockquote></div></body></html>", subtype="html")
    assert parse_answer(CARDS, new_text(body_text(message))).choice == "n"


def test_an_answer_below_a_greeting_counts_when_it_names_one_choice_whole():
    assert parse_answer(CARDS, "Hi there,\nnegotiate\nthanks").choice == "n"
    assert parse_answer(CARDS, "Hello!\n3").choice == "c12"
    vague = parse_answer(CARDS, "Hi there,\nattack I suppose")  # not a whole choice: the first line is refused
    assert vague.choice is None and "“Hi there,” is not one of the choices" in vague.problem
    torn = parse_answer(CARDS, "Hmm.\nnegotiate\nattack 08")  # two choices named: neither is taken
    assert torn.choice is None


def test_a_form_email_says_how_to_answer_each_part_by_reply(app):
    assert reply_lines(FORM, "en") == [
        "ships: place=count, … (places: Red 1; Red 3)  (Ships to send)",
        "bonus: one of One point; One more ship",
        "discard: any of Card 5; Card 7, separated by commas, or none  (Cards to throw away)",
        "wager: a number from 0 to 3  (Points to buy with ships)",
    ]


def test_the_reply_lines_speak_the_readers_language_whatever_the_request_speaks(app):
    """A Polish player's email, written while an English-speaking player's answer is applied."""
    with app.test_request_context(headers={"Accept-Language": "en"}):
        lines = reply_lines(FORM, "pl")
    assert lines[0].startswith("ships: miejsce=liczba, … (miejsca: Red 1; Red 3)")
    assert lines[1].startswith("bonus: jedno z: One point") and "a number" not in lines[3]


def test_a_reply_to_several_decisions_is_cut_at_each_letter():
    text = "Hi,\n\nA: attack 08\nb)\nships: Red 1=2\nbonus: one point\nThanks"
    answers, problem = split_lettered(text, "AB")
    assert problem is None and answers == {"A": "attack 08", "B": "ships: Red 1=2\nbonus: one point\nThanks"}
    assert parse_answer(CARDS, answers["A"]).choice == "c8"
    assert parse_answer(FORM, answers["B"]).choice == {"ships": {"3": 2}, "bonus": "point"}
    assert split_lettered("negotiate", "AB") == ({}, None)  # no letter: the caller knows what it may mean


@pytest.mark.parametrize("typed, why", [
    ("A: 1\nC: 2", "this email has no decision C (they go from A to B)"),
    ("A: 1\na. 2", "your reply answers decision A twice"),
])
def test_a_reply_to_several_decisions_that_names_a_letter_wrongly_says_why(typed, why):
    assert split_lettered(typed, "AB") == ({}, why)
