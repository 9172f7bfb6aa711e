"""The rules every flare follows (rulebook, "Flare cards")."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed, totals_text
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, flare_card, kinds, open_prompt, play, table

TRIPLER, VIRUS, MACRON = flare_card("Tripler"), flare_card("Virus"), flare_card("Macron")
ON = {"artifacts": "on"}


def test_a_wild_flare_is_offered_at_its_timing_and_returns_to_hand_after_use() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER]})
    assert f"flare:c{TRIPLER}:" in {o.key for o in open_prompt(state, "response", 0).options}
    state, events = play(state, "response", f"flare:c{TRIPLER}:", 0)
    assert "offense 10, defense 11" in totals_text(events)  # Blue's 20 counts 7
    assert TRIPLER in state["hands"][0]


def test_a_player_uses_at_most_one_flare_per_encounter() -> None:
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER, MACRON]})
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    assert ("response", 0) not in kinds(state)


def test_a_flare_played_at_the_start_of_the_turn_is_the_one_flare_of_that_encounter() -> None:
    mind, philanthropist = flare_card("Mind"), flare_card("Philanthropist")
    state = table(destiny=["color:blue"], aliens={2: "Virus"}, hands={2: [mind, philanthropist, attack(5)]})
    assert state["pending"][0]["point"] == "start_turn"
    state, _ = play(state, "response", f"flare:c{mind}:1", 2)
    assert ("response", 2) not in kinds(state)  # at regroup, the Philanthropist flare is not offered
    assert state["pending"][0]["kind"] == "launch.ships"


def test_a_flare_waiting_on_the_stack_is_already_the_players_one_flare() -> None:
    """Rulebook: a player may not use more than one flare per encounter, so none while its first waits."""
    mind, filch, zap = flare_card("Mind"), flare_card("Filch"), artifact("Card Zap")
    state = table(destiny=["color:blue"], options=ON, hands={0: [attack(8), zap], 1: [attack(9)],
                                                             2: [mind, filch, NEGOTIATES[0]]})
    state, _ = play(state, "response", f"flare:c{mind}:1", 2)
    state, _ = play(state, "response", f"cardzap:c{zap}:", 0)
    assert ("response", 2) not in kinds(state)  # no Filch wild steal of the Card Zap
    assert mind in state["discard"] and zap in state["discard"]


def test_your_own_flare_gives_the_super_half_while_your_power_works_and_the_wild_half_when_it_is_lost() -> None:
    state, _ = revealed({0: "Tripler"}, attack(12), attack(20), hands={0: [TRIPLER]})
    labels = [o.label for o in open_prompt(state, "response", 0).options]
    assert any("Tripler super flare" in label for label in labels)
    weak = {(2, 0): 0, (3, 0): 0, (4, 0): 0}
    state, _ = revealed({0: "Tripler"}, attack(12), attack(20), hands={0: [TRIPLER]}, ships=weak)
    labels = [o.label for o in open_prompt(state, "response", 0).options]
    assert any("Tripler wild flare" in label for label in labels)


def test_a_card_zap_cancels_a_flare_and_it_is_discarded() -> None:
    zap = artifact("Card Zap")
    state, _ = revealed({}, attack(8), attack(20), hands={0: [TRIPLER], 2: [zap, attack(5)]}, options=ON)
    state, _ = play(state, "response", f"flare:c{TRIPLER}:", 0)
    state, events = play(state, "response", f"cardzap:c{zap}:", 2)
    assert "offense 10, defense 24" in totals_text(events)
    assert TRIPLER in state["discard"]


def test_a_hand_of_flares_only_counts_as_no_encounter_card() -> None:
    from tests.engine.cosmic.table import table

    state = table(destiny=["color:blue"], hands={0: [TRIPLER, VIRUS]})
    assert TRIPLER in state["discard"] and len(state["hands"][0]) == 8


def test_flares_are_never_encounter_cards() -> None:
    from tests.engine.cosmic.aliens.encounter import to_planning

    state = to_planning({}, {0: [attack(8), TRIPLER], 1: [NEGOTIATES[0]]})
    assert [o.label for o in open_prompt(state, "planning.card", 0).options] == ["Attack 08"]
    assert RULES.view(state, 0)["hand"][-1]["label"] == "Flare: Tripler"
