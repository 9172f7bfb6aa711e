"""Remora (rules data §6 item 35): when another player retrieves ships from the warp it may retrieve one too; when
another player draws from the deck it may draw one card; the Remora is asked at that moment (the occasion
``follow``), and a follow passed is offered again at the later timing points of the encounter."""

from __future__ import annotations

from engine.cosmic import board
from tests.engine.cosmic.flares.windows import pass_to
from tests.engine.cosmic.table import (
    RULES,
    artifact,
    attack,
    cards,
    kinds,
    launch,
    open_prompt,
    play,
    reinforcement,
    restart,
    table,
)

ZAP = artifact("Cosmic Zap")
WEAK = {(10, 2): 0, (11, 2): 0, (12, 2): 0}


def to_the_follow(state: dict, seat: int = 2) -> tuple[dict, list]:
    """Every prompt answered by its timeout (responses passed) until ``seat`` is offered its power in a response
    window, or the turn is over."""
    events: list = []
    turn = state["turn"]["number"]
    while state["turn"]["number"] == turn:
        specs = state["pending"]
        if any(s["kind"] == "response" and s["seat"] == seat and remora_keys(state, seat) for s in specs):
            break
        prompt = open_prompt(state, specs[0]["kind"], specs[0]["seat"])
        state, more = RULES.apply(state, RULES.timeout_action(state, prompt))
        events += more
    return state, events


def remora_keys(state: dict, seat: int = 2) -> set[str]:
    return {o.key for o in open_prompt(state, "response", seat).options if o.key.startswith("power:")}


def test_remora_draws_a_card_the_moment_another_player_draws_from_the_deck() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Remora"}, hands={0: [reinforcement(2)], 2: [attack(5)]})
    assert state["enc"]["remora"]["card"] == 1  # Red drew a new hand as its turn started
    assert state["pending"][0]["point"] == "follow" and kinds(state) == [("response", 2)]  # the Remora alone
    assert remora_keys(state) == {"power:card"}
    state, events = play(state, "response", "power:card", 2)
    assert len(state["hands"][2]) == 2 and any(e.kind == "cards.draw" and "Remora" in e.text for e in events)
    assert ("response", 2) not in kinds(state)  # one draw, one follow


def test_remora_retrieves_a_ship_the_moment_another_player_retrieves_one() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Remora"}, warp={0: 1, 2: 2}, hands={2: [attack(5)]})
    state, _ = to_the_follow(state)
    assert state["enc"]["remora"]["ship"] == 1  # Red regrouped a ship out of the warp
    assert state["pending"][0]["point"] == "follow" and state["step"] == "regroup.after"  # before the regroup window
    assert remora_keys(state) == {f"power:{p}" for p in range(10, 15)}  # to any of its colonies
    option = next(o for o in open_prompt(state, "response", 2).options if o.key == "power:11")
    assert option.say.to_dict()["params"]["choice"] == {  # each colony named with its ships, as the prompt reads it
        "key": "power.remora.ship",
        "params": {"colony": {"key": "colony", "params": {"planet": board.planet_ref(state, 11), "ships": 4}}}}
    state, events = play(state, "response", "power:11", 2)
    assert state["warp"][2] == 1 and state["planets"][11][2] == 5
    assert any(e.kind == "power.remora.ship" for e in events)


def test_a_follow_passed_is_offered_again_while_owed_and_lapses_with_the_encounter() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Remora"}, hands={0: [reinforcement(2)], 2: [attack(5)]})
    state, _ = play(state, "response", "pass", 2)
    state, _ = to_the_follow(state)
    assert state["pending"][0]["point"] == "start_turn" and remora_keys(state) == {"power:card"}
    offers, events = 0, []
    while state["turn"]["number"] == 1:
        spec = state["pending"][0]
        offers += spec["kind"] == "response" and spec["seat"] == 2 and "power:card" in remora_keys(state)
        state, more = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, spec["kind"], spec["seat"])))
        events += more
    assert offers >= 3  # at every later point of the encounter
    assert not any(e.kind == "cards.draw" and "Remora" in e.text for e in events)


def test_remora_follows_only_other_players_and_never_its_own_draws() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Remora"}, hands={0: [reinforcement(2)]})
    state, _ = to_the_follow(state, 0)  # the Remora itself drew a new hand
    assert "remora" not in state["enc"] and ("response", 0) not in kinds(state)


def test_a_zapped_remora_retrieves_nothing() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Remora"}, warp={0: 1, 2: 2}, hands={1: [attack(9), ZAP],
                  2: [attack(5)]}, options={"artifacts": "on"})
    state, _ = to_the_follow(state)
    state, _ = play(state, "response", "power:11", 2)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 1)
    assert any(e.kind == "power.zapped" for e in events) and state["warp"][2] == 2


def test_remora_below_three_home_colonies_follows_nobody() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Remora"}, hands={0: [reinforcement(2)], 2: [attack(5)]},
                  ships=WEAK)
    state, _ = to_the_follow(state)
    assert "remora" not in state["enc"] and ("response", 2) not in kinds(state)


def test_remora_follows_a_defensive_reward_before_the_encounter_goes_on() -> None:
    """The reward is drawn inside the outcome's effects; the next timing point (the end of the encounter) comes
    later, and the Remora is asked before it."""
    state = table(destiny=["color:blue"], aliens={1: "Remora"}, hands={0: [attack(4)], 1: [attack(20)],
                  2: [attack(5)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.join", {"side": "defense", "ships": {"10": 2}})
    state, _ = cards(state, attack(4), attack(20))
    state = pass_to(state, "follow")
    assert len(state["hands"][2]) == 3 and state["step"] == "end_encounter"  # Green drew 2; the window is to come
    assert kinds(state) == [("response", 1)] and remora_keys(state, 1) == {"power:card"}
    _, events = play(state, "response", "power:card", 1)
    kinds_ = [e.kind for e in events]
    assert kinds_.index("cards.draw") < kinds_.index("turn.start")  # drawn in this encounter, before the next turn
    assert "Remora" in next(e.text for e in events if e.kind == "cards.draw")


def test_a_remora_held_beside_ones_own_power_follows_a_retrieval_from_the_warp() -> None:
    """Precursor Seed (rules data, techs): the power gained works as one's own, so a Remora gained that way, which
    is no seat's alien, is owed a ship when another player leaves the warp, as it is owed a card."""
    state = table(destiny=["color:blue"], aliens={2: "Clone"}, warp={2: 2}, hands={2: [attack(5)]})
    state["extra_powers"] = {"2": "Remora"}
    home = board.home_planets(state, 0)[-1]
    state["planets"][home][0] -= 1  # a ship of Red's to regroup, as table(warp=...) puts one there
    state["warp"][0] += 1
    state = restart(state)  # the turn again, its first look at the warp taken with the Remora held
    state, _ = play(state, "regroup.colony", open_prompt(state, "regroup.colony", 0).options[0].key, 0)
    assert state["enc"]["remora"]["ship"] == 1  # Red regrouped a ship out of the warp
    assert state["pending"][0]["point"] == "follow" and kinds(state) == [("response", 2)]
    keys = {o.key for o in open_prompt(state, "response", 2).options if o.key.startswith("extra:")}
    assert keys == {f"extra:{p}" for p in range(10, 15)}  # to any of its colonies, as its own power would
    state, events = play(state, "response", "extra:11", 2)
    assert state["warp"][2] == 1 and state["planets"][11][2] == 5
    assert any(e.kind == "power.remora.ship" for e in events)
