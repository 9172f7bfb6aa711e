"""A flare's play label is data (issue 19): the response prompt offers it in the reader's language, and the
log line saying which play was chosen quotes the same label in the reader's language; a line stored before
labels were data still shows the English it was stored with."""

from __future__ import annotations

from engine.core import Event
from pbem.services.event_text import event_text, language
from pbem.services.prompt_text import localize
from tests.engine.cosmic.aliens.test_calculator import chosen
from tests.engine.cosmic.flares.windows import use
from tests.engine.cosmic.table import attack, flare_card, open_prompt

CARD = flare_card("Kamikaze")


def kamikaze_offered() -> tuple[dict, object]:
    """Red holds the Kamikaze flare once cards are chosen (10 against 18): its wild half is offered."""
    state = chosen({}, attack(8), attack(14), {0: [attack(8), attack(4), CARD]})
    return state, open_prompt(state, "response", 0)


def test_a_flare_play_label_reads_in_the_readers_language(app) -> None:
    _, prompt = kamikaze_offered()
    key = f"flare:c{CARD}:2"
    english = next(o.label for o in prompt.options if o.key == key)
    assert english == "Kamikaze wild flare: send 2 ships to the warp for +6"
    polish = next(o.label for o in localize("cosmic", prompt, "pl").options if o.key == key)
    assert polish == "Kamikaze — dziki rozbłysk: wyślij do wiru 2 statki za +6"


def test_the_log_quotes_the_chosen_flare_play_in_the_readers_language(app) -> None:
    state, _ = kamikaze_offered()
    _, events = use(state, 0, CARD, "2")
    line = next(e for e in events if e.kind == "flare.played")
    assert line.data["text"] == {"key": "flare.kamikaze.wild.send", "params": {"count": 2, "bonus": 6}}
    assert line.text.endswith("uses the Kamikaze wild flare: send 2 ships to the warp for +6.")
    assert event_text("cosmic", line, language("pl")).endswith(": wyślij do wiru 2 statki za +6.")


def test_a_flare_play_stored_as_english_still_reads_as_stored(app) -> None:
    old = Event("flare.played", "stored", None,
                {"seat": 0, "alien": "Kamikaze", "half": "wild", "text": "send 2 ships to the warp for +6"})
    assert event_text("cosmic", old, language("pl")).endswith(": send 2 ships to the warp for +6.")
    assert event_text("cosmic", old, language("en")).endswith("wild flare: send 2 ships to the warp for +6.")
