"""Mind: may look at a main player's hand before allies are invited; only the Mind sees it."""

from __future__ import annotations

from engine.cosmic.invariants import check_events, check_hidden
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, kinds, launch, no_invites, open_prompt, play, table

HANDS = {0: [attack(30), NEGOTIATES[0]], 1: [attack(4)], 2: [attack(5)]}


def before_invitations(aliens: dict[int, str], hands: dict[int, list[int]] = HANDS, **kw: object) -> dict:
    state = table(destiny=["color:blue"], hands=hands, aliens=aliens, **kw)
    return launch(state, 5, {0: 2})


def test_a_bystander_mind_sees_the_hand_it_picks_and_no_one_else_does() -> None:
    state = before_invitations({2: "Mind"})
    assert kinds(state) == [("response", 2)]
    assert {o.key for o in open_prompt(state, "response", 2).options} == {"pass", "pass.encounter", "power:0",
                                                                          "power:1"}
    state, events = play(state, "response", "power:0", 2)
    seen = next(e for e in events if e.kind == "power.mind.hand")
    assert seen.seats == (2,) and sorted(seen.data["cards"]) == sorted(HANDS[0])
    assert "Attack 30" in seen.text
    assert not any("Attack 30" in e.text for e in events if e.seats is None)
    check_hidden(state)
    check_events(events)


def test_a_main_player_mind_may_look_only_at_its_opponent() -> None:
    state = before_invitations({1: "Mind"})
    assert {o.key for o in open_prompt(state, "response", 1).options} == {"pass", "pass.encounter", "power:0"}


def test_mind_is_offered_before_invitations_only() -> None:
    state = before_invitations({2: "Mind"})
    state, _ = play(state, "response", "pass", 2)
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]
    state = no_invites(state)
    assert ("response", 2) not in kinds(state)


def test_a_zapped_mind_sees_nothing() -> None:
    zap = artifact("Cosmic Zap")
    state = before_invitations({2: "Mind"}, {**HANDS, 1: [attack(4), zap]}, options={"artifacts": "on"})
    state, _ = play(state, "response", "power:0", 2)
    state, events = play(state, "response", f"cosmiczap:c{zap}:", 1)
    assert any(e.kind == "power.zapped" for e in events)
    assert not any(e.kind == "power.mind.hand" for e in events)


def test_mind_below_three_home_colonies_is_not_offered_a_look() -> None:
    state = before_invitations({2: "Mind"}, ships={(12, 2): 0, (13, 2): 0, (14, 2): 0})
    assert kinds(state) == [("alliance.invite", 0), ("alliance.invite", 1)]
