"""Artifact cards (table option ``artifacts``): each at its timing point, and Card Zap."""

from __future__ import annotations

import pytest

from engine.core import player
from engine.cosmic import board
from engine.cosmic.cards import COSMIC
from tests.engine.cosmic.table import (
    ARTIFACTS,
    NEGOTIATES,
    RULES,
    artifact,
    attack,
    cards,
    kinds,
    launch,
    no_invites,
    open_prompt,
    play,
    table,
)


def boxed_artifacts(state: dict) -> int:
    return sum(COSMIC[c].type == "artifact" for c in state["box"])


MOBIUS, PLAGUE, FORCE = artifact("Mobius Tubes"), artifact("Plague"), artifact("Force Field")
EMOTION, IONIC, QUASH = artifact("Emotion Control"), artifact("Ionic Gas"), artifact("Quash")
ZAP1, ZAP2, COSMIC_ZAP = artifact("Card Zap"), artifact("Card Zap", 1), artifact("Cosmic Zap")


def test_artifacts_stay_in_the_box_unless_the_table_chooses_them() -> None:
    assert boxed_artifacts(RULES.setup({}, 3, 1)[0]) == 11
    with_them, _ = RULES.setup(ARTIFACTS, 3, 1)
    assert boxed_artifacts(with_them) == 0
    assert len(with_them["deck"]) + sum(len(h) for h in with_them["hands"]) == 72


def test_mobius_tubes_is_offered_to_the_offense_only_and_empties_the_warp() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"], warp={0: 2, 1: 3, 2: 1},
                  hands={0: [attack(8), MOBIUS], 1: [attack(9), artifact("Mobius Tubes", 1)], 2: [attack(4)]})
    state, _ = play(state, "regroup.colony", "0")
    assert kinds(state) == [("response", 0)]
    state, events = play(state, "response", f"mobius:c{MOBIUS}:", 0)
    assert state["warp"] == [0, 0, 0]
    assert MOBIUS in state["discard"] and any(e.kind == "artifact.mobius" for e in events)


def test_plague_costs_the_victim_three_ships_of_its_choice_and_one_card_of_each_type() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [attack(8)], 1: [attack(9)], 2: [PLAGUE, attack(4)]})
    victim_hand = [attack(12), attack(5), NEGOTIATES[0], NEGOTIATES[1], QUASH]
    state["hands"][1] = victim_hand
    state["deck"] = [c for c in state["deck"] if c not in victim_hand]
    state["deck"].append(attack(9))
    prompt = open_prompt(state, "response", 2)
    assert {o.key for o in prompt.options} >= {f"plague:c{PLAGUE}:1", f"plague:c{PLAGUE}:2"}
    state, _ = play(state, "response", f"plague:c{PLAGUE}:1", 2)
    assert sorted(state["hands"][1]) == sorted([attack(12), NEGOTIATES[1]])
    state, _ = play(state, "plague.ships", {"ships": {"5": 1, "6": 2}}, 1)
    assert state["warp"][1] == 3 and state["planets"][6][1] == 2


def test_the_window_reopens_once_the_plague_victim_has_chosen_its_ships_so_mobius_tubes_can_free_them() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [attack(8), MOBIUS], 1: [attack(9), attack(6)], 2: [PLAGUE, attack(4)]})
    state, _ = play(state, "response", f"plague:c{PLAGUE}:1", 2)
    assert kinds(state) == [("plague.ships", 1)]  # nobody is asked to respond before the ships are lost
    state, _ = play(state, "plague.ships", {"ships": {"5": 1, "6": 2}}, 1)
    assert state["warp"][1] == 3 and kinds(state) == [("response", 0)]
    state, _ = play(state, "response", f"mobius:c{MOBIUS}:", 0)
    assert state["warp"] == [0, 0, 0]


def test_plague_also_discards_a_flare_which_is_a_type_of_card_too() -> None:
    from tests.engine.cosmic.table import flare_card

    healer = flare_card("Healer")
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [attack(8)], 1: [attack(5), attack(9), healer], 2: [PLAGUE, attack(4)]})
    state, _ = play(state, "response", f"plague:c{PLAGUE}:1", 2)
    assert sorted(state["hands"][1]) == [attack(9)] and healer in state["discard"]


def test_force_field_cancels_an_alliance_after_alliances_are_formed() -> None:
    state = table(players=4, options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [attack(8)], 1: [attack(9)], 2: [attack(4)], 3: [FORCE, attack(5)]})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 3}})
    prompt = open_prompt(state, "response", 3)
    assert [o.key for o in prompt.options] == ["pass", "pass.encounter", f"forcefield:c{FORCE}:2"]
    state, _ = play(state, "response", f"forcefield:c{FORCE}:2", 3)
    assert state["enc"]["allies_off"] == [] and state["planets"][10][2] == 4


def test_emotion_control_turns_revealed_attacks_into_negotiates_and_forces_a_deal() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [attack(8), EMOTION], 1: [attack(9)], 2: [attack(4)]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(8), attack(9))
    state, _ = play(state, "response", f"emotion:c{EMOTION}:", 0)
    assert sorted(kinds(state)) == [("deal.propose", 0), ("deal.propose", 1)]


def test_ionic_gas_cancels_compensation() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [attack(8), attack(4), attack(5)], 1: [NEGOTIATES[0]], 2: [IONIC, attack(6)]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, attack(8), NEGOTIATES[0])
    assert kinds(state) == [("response", 2)]
    state, _ = play(state, "response", f"ionicgas:c{IONIC}:", 2)
    assert state["hands"][1] == [] and state["warp"][1] == 4


def test_quash_cancels_a_deal_and_both_dealers_take_the_failed_deal_penalty() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [NEGOTIATES[0], attack(8)], 1: [NEGOTIATES[1], attack(9)], 2: [QUASH, attack(4)]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, NEGOTIATES[0], NEGOTIATES[1])
    state, _ = play(state, "deal.propose", {"do": "propose", "give_cards": [f"c{attack(8)}"]}, 0)
    state, _ = play(state, "deal.propose", {"do": "accept"}, 1)
    assert kinds(state) == [("response", 2)]
    state, events = play(state, "response", f"quash:c{QUASH}:", 2)
    assert any(e.kind == "deal.failed" and "quashed" in e.text for e in events)
    assert attack(8) in state["hands"][0]
    assert sorted(kinds(state)) == [("deal.penalty", 0), ("deal.penalty", 1)]


def test_a_quash_named_in_the_deal_then_played_and_zapped_is_not_given() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [NEGOTIATES[0], QUASH], 1: [NEGOTIATES[1], attack(9)], 2: [ZAP1, attack(4)]})
    state = no_invites(launch(state, 5, {0: 1}))
    state, _ = cards(state, NEGOTIATES[0], NEGOTIATES[1])
    state, _ = play(state, "deal.propose", {"do": "propose", "give_cards": [f"c{QUASH}"]}, 0)
    state, _ = play(state, "deal.propose", {"do": "accept"}, 1)
    state, _ = play(state, "response", f"quash:c{QUASH}:", 0)
    state, events = play(state, "response", f"cardzap:c{ZAP1}:", 2)
    assert any(e.kind == "deal.made" for e in events)
    assert QUASH in state["discard"] and QUASH not in state["hands"][1]


def test_card_zap_cancels_an_artifact_as_it_is_played() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [attack(8), ZAP1], 1: [attack(9)], 2: [PLAGUE, attack(4)]})
    state, _ = play(state, "response", f"plague:c{PLAGUE}:0", 2)
    assert kinds(state) == [("response", 0)]
    assert f"just played Plague (on {player(0)})" in open_prompt(state, "response", 0).text
    state, events = play(state, "response", f"cardzap:c{ZAP1}:", 0)
    assert any(e.kind == "play.cancelled" for e in events)
    assert state["warp"][0] == 0 and PLAGUE in state["discard"] and ZAP1 in state["discard"]


def test_a_second_card_zap_cancels_the_first_and_the_artifact_takes_effect() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [attack(8), ZAP1], 1: [attack(9), ZAP2], 2: [PLAGUE, attack(4)]})
    state, _ = play(state, "response", f"plague:c{PLAGUE}:1", 2)
    state, _ = play(state, "response", f"cardzap:c{ZAP1}:", 0)
    state, _ = play(state, "response", "pass", 1)
    assert kinds(state) == [("response", 1)]  # the window reopened after the zap: zap the zap?
    state, _ = play(state, "response", f"cardzap:c{ZAP2}:", 1)
    assert ("plague.ships", 1) in kinds(state)


def test_cosmic_zap_is_never_offered_while_no_power_is_in_play() -> None:
    state = table(options=ARTIFACTS, destiny=["color:blue"],
                  hands={0: [attack(8), COSMIC_ZAP], 1: [attack(9)], 2: [attack(4)]})
    assert kinds(state) == [("launch.ships", 0)]


@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_artifacts_keep_every_invariant(seed: int) -> None:
    from engine.cosmic.invariants import check_all
    from engine.playout import playout

    result = playout(RULES, 3 + seed % 3, 900 + seed, options=ARTIFACTS, check=check_all)
    assert RULES.result(result.state)
    assert all(board.foreign_colonies(result.state, w) >= 5 for w in RULES.result(result.state))


def test_an_unset_or_bad_artifacts_option() -> None:
    assert boxed_artifacts(RULES.setup({"artifacts": None}, 3, 1)[0]) == 11
    from engine import IllegalAction

    with pytest.raises(IllegalAction, match="Artifact cards"):
        RULES.setup({"artifacts": "maybe"}, 3, 1)
