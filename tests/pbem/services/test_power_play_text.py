"""A power's plays in a response window reach each reader in their language (issue 19): the play names the alien
and carries the alien's own choice as data inside it, each rendered through the prompts catalog, and the English
reader keeps the words the engine always showed."""

from __future__ import annotations

from pbem.services.prompt_text import localize
from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import NEGOTIATES, RULES, attack, cards, launch, no_invites, open_prompt, play
from tests.engine.cosmic.test_hidden_powers import face_down_table


def _healer_after_a_failed_deal():
    """Healer (seat 2) may heal either main player's ships lost to a failed deal, or both (rule: Healer)."""
    state, _ = revealed({2: "Healer"}, NEGOTIATES[0], NEGOTIATES[1])
    state, _ = play(state, "deal.propose", {"do": "end"}, 0)
    for seat in (0, 1):
        state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "deal.penalty", seat)))
    return open_prompt(state, "response", 2)


def test_a_polish_healer_reads_its_choices_in_polish_with_counts_in_their_forms(app) -> None:
    prompt = _healer_after_a_failed_deal()
    assert {o.key: o.label for o in prompt.options} == {
        "pass": "Pass",
        "pass.encounter": "Pass, and do not ask me again this encounter unless I get a new card or power",
        "power:0": "Healer: heal {p:0}'s 3 ships", "power:1": "Healer: heal {p:1}'s 3 ships",
        "power:all": "Healer: heal all 2 players"}
    with app.app_context():
        polish = {o.key: o.label for o in localize("cosmic", prompt, "pl").options}
    assert polish["power:0"] == "Uzdrowiciel: ulecz statki gracza {p:0}: 3 statki"
    assert polish["power:all"] == "Uzdrowiciel: ulecz wszystkich 2 graczy"


def test_a_face_down_power_offered_to_its_owner_says_reveal_in_the_readers_language(app) -> None:
    """Hidden Powers: a face-down alien is revealed to be used; its owner is told so, in Italian too."""
    state = face_down_table({0: "Virus"}, {0: [attack(6)], 1: [attack(20)], 2: [attack(5)]})
    state = no_invites(launch(state, 5, {0: 4}))
    state, _ = cards(state, attack(6), attack(20))
    prompt = open_prompt(state, "response", 0)
    assert [o.label for o in prompt.options if o.key == "power:"] == ["Reveal your Virus and use it: use the power"]
    with app.app_context():
        italian = [o.label for o in localize("cosmic", prompt, "it").options if o.key == "power:"]
    assert italian == ["Rivela il tuo Virus e usalo: usa il potere"]
