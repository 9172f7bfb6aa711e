"""Warrior's flare: the wild gives the defense an encounter against the offense in its home system right after;
the super adds the Warrior's tokens as an ally."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, to_planning, totals_text
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    artifact,
    attack,
    cards,
    flare_card,
    kinds,
    launch,
    no_invites,
    open_prompt,
    play,
    table,
)

CARD = flare_card("Warrior")
ZAP = artifact("Card Zap")
WEAK = {(7, 1): 0, (8, 1): 0, (9, 1): 0}  # Blue keeps only Blue 1 and Blue 2 at home
THREE = {"Warrior": {"tokens": 3}}


def lost_as_defense(aliens: dict | None = None, **kw) -> dict:
    """Red's 20 beats Blue's 6 on Blue 1; Blue holds the Warrior flare; the window after the outcome is open."""
    hands = {0: [attack(4), attack(8)], 1: [CARD, attack(9)], **kw.pop("hands", {})}
    state, events = revealed(aliens or {}, attack(20), attack(6), hands=hands, **kw)
    assert outcome(events) == "offense"
    return state


def test_warrior_wild_gives_the_defense_an_encounter_in_the_offense_home_system_then_the_turn_goes_on() -> None:
    state = lost_as_defense()
    assert state["pending"][0]["point"] == "resolution" and offered(state, 1) == {f"flare:c{CARD}:"}
    state, events = use(state, 1, CARD)
    assert any(e.kind == "turn.extra" for e in events)
    assert state["turn"]["offense"] == 1 and state["enc"]["defense"] == 0 and state["enc"]["system"] == 0
    prompt = open_prompt(state, "launch.ships", 1)  # no regroup, no destiny: straight to the launch
    assert {o.key for o in prompt.fields[0].options} == {"0", "1", "2", "3", "4"}  # Red's home planets
    state = no_invites(launch(state, 0, {6: 2}))
    state, events = cards(state, attack(9), attack(4))  # 9 + 2 against 4 + 4
    assert outcome(events) == "offense" and state["planets"][0][1] == 2  # Blue lands on Red 1
    assert state["turn"]["offense"] == 0 and any(e.kind == "turn.resume" for e in events)
    assert kinds(state) == [("encounter.second", 0)]  # Red won its own encounter: it may have another
    assert CARD in state["hands"][1]


def test_warrior_wild_is_for_the_defense_once_the_outcome_is_known() -> None:
    state = to_planning({}, {0: [attack(20), CARD], 1: [attack(6)]})
    assert offered(state, 0) == set()
    state = lost_as_defense(hands={0: [attack(4), CARD], 1: [attack(9)]})
    assert offered(state, 0) == set()  # the offense may not


def test_no_second_extra_encounter_from_inside_one() -> None:
    state, _ = use(lost_as_defense(), 1, CARD)
    state = no_invites(launch(state, 0, {6: 2}))
    state["hands"][1].remove(CARD)
    state["hands"][0].append(CARD)  # Red, now the defense, holds the flare
    state, _ = cards(state, attack(9), attack(4))
    assert kinds(state) == [("encounter.second", 0)]  # Red is not offered it: the turn goes on


def test_warrior_wild_for_the_warrior_itself_only_while_its_power_is_lost() -> None:
    state = lost_as_defense({1: "Warrior"})
    assert offered(state, 1) == set()  # its super half is for allies
    state = lost_as_defense({1: "Warrior"}, ships=WEAK)
    assert offered(state, 1) == {f"flare:c{CARD}:"}


def test_a_card_zap_cancels_warrior_wild_no_extra_encounter() -> None:
    state = lost_as_defense(hands={2: [ZAP, attack(5)]}, options=ARTIFACTS)
    state, _ = use(state, 1, CARD)
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 2)
    assert not any(e.kind == "turn.extra" for e in events)
    assert state["turn"]["offense"] == 0 and CARD in state["discard"]


def allied(aliens: dict, hands: dict, **kw) -> dict:
    """Red launched 2 ships at Blue 1 and Green joined the offense with 2 ships."""
    state = table(destiny=["color:blue"], aliens=aliens, hands=hands, **kw)
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 2}})
    return state


def test_warrior_super_adds_the_tokens_as_an_ally() -> None:
    state = allied({2: "Warrior"}, {0: [attack(8)], 1: [attack(14)], 2: [CARD, attack(5)]}, sheets=THREE)
    state, _ = cards(state, attack(8), attack(14))
    assert offered(state, 2) == {f"flare:c{CARD}:"}
    state, events = use(state, 2, CARD)
    assert "offense 15, defense 18" in totals_text(events)  # 8 + 4 ships + 3 tokens
    assert CARD in state["hands"][2]


def test_warrior_super_is_for_the_warrior_as_an_ally_with_tokens_at_the_reveal() -> None:
    state = allied({2: "Warrior"}, {0: [attack(8)], 1: [attack(14)], 2: [CARD, attack(5)]})
    state, _ = cards(state, attack(8), attack(14))
    assert offered(state, 2) == set()  # no token yet
    state, _ = revealed({0: "Warrior"}, attack(8), attack(14), hands={0: [CARD]}, sheets=THREE)
    assert offered(state, 0) == set()  # a main player
    state = allied({2: "Warrior"}, {0: [attack(8)], 1: [attack(14)], 2: [CARD, attack(5)]}, sheets=THREE,
                   ships={(12, 2): 0, (13, 2): 0, (14, 2): 0})
    state, _ = cards(state, attack(8), attack(14))
    assert offered(state, 2) == set()  # power lost: its own flare's wild half is for the defense


def test_a_card_zap_cancels_warrior_super() -> None:
    state = allied({2: "Warrior"}, {0: [attack(8)], 1: [attack(14), ZAP], 2: [CARD, attack(5)]}, sheets=THREE,
                   options=ARTIFACTS)
    state, _ = cards(state, attack(8), attack(14))
    state, _ = use(state, 2, CARD)
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert "offense 12, defense 18" in totals_text(events) and CARD in state["discard"]
