"""Tick-Tock: ten tokens at setup; one is discarded whenever a defense wins or a deal is made; none left wins."""

from __future__ import annotations

from engine.cosmic import turn
from engine.cosmic.powers import data
from tests.engine.cosmic.aliens.encounter import to_planning
from tests.engine.cosmic.flares.windows import pass_to
from tests.engine.cosmic.table import ARTIFACTS, NEGOTIATES, RULES, artifact, attack, cards, kinds, play, table

ZAP = artifact("Cosmic Zap")
WEAK = {(10, 2): 0, (11, 2): 0, (12, 2): 0}  # Green 1 to 3 empty: Green has two home colonies


def tokens(state: dict) -> int:
    return data(state, "Tick-Tock")["tokens"]


def statuses(state: dict, viewer: int | None) -> list:
    return [[p["status"] for p in seat] for seat in RULES.view(state, viewer)["aliens"]["powers"]]


def test_game_setup_gives_the_tick_tock_ten_tokens_shown_to_everyone() -> None:
    state = table(aliens={2: "Tick-Tock"})
    assert tokens(state) == 10
    for viewer in (None, 0, 2):
        assert statuses(state, viewer)[2] == ["tokens: 10"]


def test_with_four_planets_the_tick_tock_starts_with_eight_tokens() -> None:
    """Rules data §9 (Four Planets variant, fan data file A): Tick-Tock starts with 8 tokens."""
    assert tokens(table(aliens={2: "Tick-Tock"}, options={"aliens": "red", "planets": "4"})) == 8


def test_setup_through_the_alien_choice_runs_the_tick_tock_setup_step() -> None:
    for seed in range(40):
        state, _ = RULES.setup({"aliens": "yellow"}, 4, seed)
        if any("Tick-Tock" in offer for offer in state["alien_offers"]):
            break
    seat = next(s for s, offer in enumerate(state["alien_offers"]) if "Tick-Tock" in offer)
    events: list = []
    for s in range(4):
        pick = "Tick-Tock" if s == seat else next(a for a in state["alien_offers"][s] if a != "Tick-Tock")
        state, events = play(state, "setup.alien", pick, s)
    assert tokens(state) == 10 and any(e.kind == "power.ticktock.setup" for e in events)


def revealed(aliens: dict, off: int, dfn: int, left: int = 10, hands: dict | None = None, **kw) -> tuple[dict, list]:
    """Red attacks Blue 1 with two ships; the Tick-Tock has ``left`` tokens as the cards are revealed."""
    extra = hands or {}
    state = to_planning(aliens, {0: [off, *extra.get(0, [])], 1: [dfn, *extra.get(1, [])]}, **kw)
    data(state, "Tick-Tock")["tokens"] = left
    return cards(state, off, dfn)


def to_end(state: dict) -> tuple[dict, list]:
    """Pass every window until the encounter's end has been handled."""
    events: list = []
    while any(k == "response" for k, _ in kinds(state)):
        seat = next(s for k, s in kinds(state) if k == "response")
        state, ev = play(state, "response", "pass", seat)
        events += ev
    return state, events


def test_a_defense_win_costs_the_tick_tock_a_token_at_the_end_of_the_encounter() -> None:
    state, events = revealed({2: "Tick-Tock"}, attack(4), attack(20))  # Green watches, Blue wins
    state, more = to_end(state)
    assert tokens(state) == 9
    assert any(e.kind == "power.ticktock" and e.data["tokens"] == 9 for e in events + more)


def test_an_offense_win_costs_no_token() -> None:
    state, events = revealed({2: "Tick-Tock"}, attack(20), attack(4))
    state, _ = to_end(state)
    assert tokens(state) == 10


def test_a_deal_made_costs_a_token() -> None:
    state, _ = revealed({1: "Tick-Tock"}, NEGOTIATES[0], NEGOTIATES[1], hands={0: [attack(5)], 1: [attack(6)]})
    state, _ = play(state, "deal.propose", {"do": "propose", "get_count": 1}, 0)
    state, events = play(state, "deal.propose", {"do": "accept"}, 1)
    while any(k.startswith("deal.") for k, _ in kinds(state)):  # Red picks the card it gives
        prompt = next(p for p in RULES.prompts(state) if p.kind.startswith("deal."))
        state, more = RULES.apply(state, RULES.timeout_action(state, prompt))
        events += more
    state, more = to_end(state)
    assert any(e.kind == "deal.made" for e in events) and tokens(state) == 9


def test_a_cosmic_zap_on_the_tick_tock_keeps_its_token() -> None:
    state, _ = revealed({2: "Tick-Tock"}, attack(4), attack(20), hands={0: [ZAP]}, options=ARTIFACTS)
    state = pass_to(state, "card.played")
    assert state["stack"] and state["stack"][-1]["key"].startswith("power:")
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 0)
    assert any(e.kind == "power.zapped" for e in events)
    state, _ = to_end(state)
    assert tokens(state) == 10


def test_a_tick_tock_below_three_home_colonies_keeps_its_tokens() -> None:
    state, _ = revealed({2: "Tick-Tock"}, attack(4), attack(20), ships=WEAK)
    state, _ = to_end(state)
    assert tokens(state) == 10 and state["power_lost"][2]


def test_the_last_token_wins_the_game_and_the_view_says_how() -> None:
    state, events = revealed({2: "Tick-Tock"}, attack(4), attack(20), left=1)
    assert state["winners"] == [2] and state["step"] == "over" and RULES.result(state) == [2]
    over = next(e for e in events if e.kind == "game.over")
    assert "as the Tick-Tock" in over.text
    assert RULES.view(state, 0)["outcome"] == [{"seat": 2, "how": "as the Tick-Tock: its last token is gone"}]


def test_a_normal_victory_at_the_same_moment_is_shared() -> None:
    state = table(aliens={2: "Tick-Tock"})
    data(state, "Tick-Tock")["tokens"] = 0
    for planet in (5, 6, 7, 8, 9):
        state["planets"][planet][0] = 1
    events: list = []
    turn.check_powers_and_victory(state, events)
    assert state["winners"] == [0, 2]
    assert [o["how"] for o in RULES.view(state, None)["outcome"]] == [
        "with five foreign colonies", "as the Tick-Tock: its last token is gone"]
    assert events[-1].text.endswith("a shared win.")


def test_a_five_colony_win_alone_reads_as_before() -> None:
    state = table()
    for planet in (5, 6, 7, 8, 9):
        state["planets"][planet][0] = 1
    events: list = []
    turn.check_powers_and_victory(state, events)
    assert "won_by" not in state and events[-1].text.endswith("wins with five foreign colonies.")
    assert RULES.view(state, 1)["outcome"] == [{"seat": 0, "how": "with five foreign colonies"}]
