"""The log line of a stand-in's answer reads in its player's language (issue 19): the question as they were asked it,
the answer in the words of that decision's own labels; a line stored before it kept them as data shows its English."""

from __future__ import annotations

import engine
from engine.core import Event, stand_in_action
from pbem.services import event_words
from pbem.services.event_text import event_text, language
from pbem.services.stand_ins import decided_event


def _stand_in_line(ruleset_name: str, kind: str) -> Event:
    ruleset = engine.get_ruleset(ruleset_name)
    state, _ = ruleset.setup({}, 3, 7)
    while (prompt := next((p for p in ruleset.prompts(state) if p.kind == kind), None)) is None:
        first = ruleset.prompts(state)[0]  # the stand-ins play on until the decision comes up
        state, _ = ruleset.apply(state, stand_in_action(ruleset, state, first), owned=True)
    choice = stand_in_action(ruleset, state, prompt).choice
    return decided_event(prompt, choice, event_words.answered(prompt, choice))


def test_a_stand_ins_launch_reads_in_polish_with_the_planet_and_ships_it_chose(app) -> None:
    line = _stand_in_line("cosmic", "launch.ships")
    assert line.seats == (line.data["seat"],)  # that seat's eyes only, as before
    assert line.text.startswith("Stand-in for {p:") and "Launch: aim the gate" in line.text
    with app.test_request_context():
        polish = event_text("cosmic", line, language("pl"))
    assert polish.startswith("Zastępca za gracza {p:"), polish
    assert "Start: skieruj wrota nadprzestrzenne" in polish, polish
    for english in ("Launch", "aim the gate", "Target planet", "Ships from your colonies", "from Red", "Stand-in"):
        assert english not in polish, polish
    assert "Czerwony" in polish or "Niebieski" in polish or "Zielony" in polish, polish


def test_a_stand_ins_answer_in_the_avalon_hill_rules_reads_in_polish(app) -> None:
    line = _stand_in_line("cosmic-ah2000", "mothership.launch")
    with app.test_request_context():
        polish = event_text("cosmic-ah2000", line, language("pl"))
    assert polish.startswith("Zastępca za gracza {p:") and "mothership" not in polish.lower(), polish
    assert event_text("cosmic-ah2000", line, language("en")) == line.text


def test_a_stand_in_line_stored_with_english_words_only_still_reads_as_stored(app) -> None:
    old = Event("stand_in.decided", "stored", (0,), {"seat": 0, "kind": "launch.ships",
                                                     "question": "Launch: aim the gate", "answer": "Red 1"})
    with app.test_request_context():
        polish = event_text("cosmic", old, language("pl"))
    assert polish.startswith("Zastępca za gracza {p:0}: ") and polish.endswith("Launch: aim the gate: Red 1."), polish
