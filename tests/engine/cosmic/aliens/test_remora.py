"""Remora: when another player retrieves ships from the warp it may retrieve one too; when another player draws
from the deck it may draw one card."""

from __future__ import annotations

from tests.engine.cosmic.table import RULES, artifact, attack, kinds, open_prompt, play, reinforcement, table

ZAP = artifact("Cosmic Zap")
WEAK = {(10, 2): 0, (11, 2): 0, (12, 2): 0}


def remora_keys(state: dict) -> set[str]:
    return {o.key for o in open_prompt(state, "response", 2).options if o.key.startswith("power:")}


def test_remora_draws_a_card_when_another_player_draws_from_the_deck() -> None:
    state = table(aliens={2: "Remora"}, hands={0: [reinforcement(2)], 2: [attack(5)]})  # Red draws a new hand
    assert state["pending"][0]["point"] == "start_turn" and remora_keys(state) == {"power:card"}
    state, events = play(state, "response", "power:card", 2)
    assert len(state["hands"][2]) == 2 and any(e.kind == "cards.draw" and "Remora" in e.text for e in events)
    assert ("response", 2) not in kinds(state)  # one draw, one follow


def test_remora_retrieves_a_ship_when_another_player_retrieves_one() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Remora"}, warp={0: 1, 2: 2}, hands={2: [attack(5)]},
                  ships={(1, 0): 0})  # Red has a ship in the warp and colonies to regroup to
    while ("response", 2) not in kinds(state):
        prompt = next(p for p in RULES.prompts(state) if p.kind in ("regroup.colony", "regroup.launch"))
        state, _ = RULES.apply(state, RULES.timeout_action(state, prompt))
    assert state["pending"][0]["point"] == "regroup"
    assert remora_keys(state) == {f"power:{p}" for p in range(10, 15)}  # to any of its colonies
    state, events = play(state, "response", "power:11", 2)
    assert state["warp"][2] == 1 and state["planets"][11][2] == 5
    assert any(e.kind == "power.remora.ship" for e in events)


def test_remora_follows_only_other_players_and_never_its_own_draws() -> None:
    state = table(aliens={0: "Remora"}, hands={0: [reinforcement(2)]})  # the Remora itself draws a new hand
    assert ("response", 0) not in kinds(state)


def test_a_zapped_remora_draws_nothing() -> None:
    state = table(aliens={2: "Remora"}, hands={0: [reinforcement(2)], 1: [ZAP], 2: [attack(5)]},
                  options={"artifacts": "on"})
    state, _ = play(state, "response", "power:card", 2)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 1)
    while any(spec["point"] == "card.played" for spec in state["pending"] if spec["kind"] == "response"):
        state, more = play(state, "response", "pass", state["pending"][0]["seat"])  # Red's new hand may cancel
        events += more
    assert any(e.kind == "power.zapped" for e in events) and len(state["hands"][2]) == 1


def test_remora_below_three_home_colonies_follows_nobody() -> None:
    state = table(aliens={2: "Remora"}, hands={0: [reinforcement(2)], 2: [attack(5)]}, ships=WEAK)
    assert ("response", 2) not in kinds(state)
