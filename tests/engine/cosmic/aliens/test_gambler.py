"""Gambler (rules data §6 item 13): after the opponent reveals, keeps its card face down and states a value (may
bluff); unchallenged the value counts and the card goes to the deck's bottom, challenged whoever was wrong loses as
many ships as it has in the encounter, and the real cards decide."""

from __future__ import annotations

import json

from tests.engine.cosmic.aliens.encounter import outcome, to_planning, totals_text
from tests.engine.cosmic.flares.windows import settle
from tests.engine.cosmic.table import (
    ARTIFACTS,
    RULES,
    artifact,
    as_encounter_left,
    attack,
    cards,
    kinds,
    open_prompt,
    play,
)

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def chosen(off_card: int = attack(4), def_card: int = attack(10), hands: dict | None = None, **kw) -> dict:
    """Red, the Gambler, launched 2 ships at Blue 1 (4 ships); both cards are chosen."""
    extra = hands or {}
    state = to_planning({0: "Gambler"}, {0: [off_card, attack(5), *extra.get(0, [])],
                                         1: [def_card, attack(6), *extra.get(1, [])]}, **kw)
    state, _ = cards(state, off_card, def_card)
    return state


def claimed(value: str, **kw) -> tuple[dict, list]:
    state = chosen(**kw)
    state, _ = play(state, "response", "power:", 0)
    return play(state, "gambler.claim", value, 0)


def test_the_claim_is_made_once_the_opponent_s_card_is_up_and_the_gambler_s_stays_hidden() -> None:
    state = chosen()
    state, events = play(state, "response", "power:", 0)
    reveal = next(e for e in events if e.kind == "reveal")
    assert (reveal.data["offense"], reveal.data["defense"]) == (None, attack(10))
    assert "keeps its card face down" in reveal.text
    claim = open_prompt(state, "gambler.claim", 0)
    assert "your opponent revealed Attack 10" in claim.text and "Attack 04" in claim.text
    assert [o.key for o in claim.options][:2] == ["show", "0"] and len(claim.options) == 19
    for viewer in (None, 1, 2):
        view = RULES.view(state, viewer)
        assert view["encounter"]["cards"]["offense"] == "face down"
        assert view["encounter"]["cards"]["defense"]["id"] == attack(10)
        assert f'"c{attack(4)}"' not in json.dumps(view) and "Attack 04" not in json.dumps(view)
        assert view["encounter"]["effective"]["offense"] == ["hidden", 0]
    state, events = play(state, "gambler.claim", "20", 0)
    stated = next(e for e in events if e.kind == "power.gambler.claim")
    assert stated.seats is None and "Attack 20" in stated.text
    assert "Attack 20" in open_prompt(state, "gambler.challenge", 1).text
    for viewer in (None, 1, 2):
        assert RULES.view(state, viewer)["encounter"]["cards"]["offense"] == "face down"
        assert f'"c{attack(4)}"' not in json.dumps(RULES.view(state, viewer))


def test_having_seen_the_opponent_s_card_the_gambler_may_show_its_own_and_nothing_is_staked() -> None:
    state, events = claimed("show")
    assert next(e for e in events if e.kind == "power.gambler.shows").data["card"] == attack(4)
    assert ("gambler.challenge", 1) not in kinds(state)
    state, events = settle(state, events)
    assert "offense 6, defense 14" in totals_text(events) and outcome(events) == "defense"
    assert state["warp"][0] == 2 and attack(4) in state["discard"]


def test_an_accepted_claim_counts_and_the_card_goes_to_the_bottom_of_the_deck() -> None:
    state, _ = claimed("20")
    state, events = play(state, "gambler.challenge", "accept", 1)
    assert "offense 22, defense 14" in totals_text(events) and outcome(events) == "offense"
    assert state["deck"][0] == attack(4) and attack(4) not in state["discard"]


def test_a_challenged_bluff_costs_the_gambler_its_ships_in_the_encounter_and_the_real_card_plays() -> None:
    state, _ = claimed("20")
    state, events = play(state, "gambler.challenge", "challenge", 1)
    shown = next(e for e in events if e.kind == "power.gambler.shown")
    assert shown.data["lied"] and shown.seats is None
    assert open_prompt(state, "gambler.ships", 0).fields[0].min == 2
    state, events = play(state, "gambler.ships", {"ships": {"1": 2}}, 0)
    assert state["planets"][1][0] == 2
    assert "offense 6, defense 14" in totals_text(events) and outcome(events) == "defense"


def test_a_wrong_challenge_costs_the_challenger_its_ships_in_the_encounter() -> None:
    state, _ = claimed("4")
    state, _ = play(state, "gambler.challenge", "challenge", 1)
    assert open_prompt(state, "gambler.ships", 1).fields[0].min == 4
    state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "gambler.ships", 1)))
    left = as_encounter_left(state)
    assert left["warp"][1] == 4 and left["planets"][5][1] == 4  # not from the planet it defends


def test_timeouts_show_the_card_and_accept() -> None:
    state = chosen()
    state, _ = play(state, "response", "power:", 0)
    state, events = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "gambler.claim", 0)))
    assert any(e.kind == "power.gambler.shows" for e in events) and ("gambler.challenge", 1) not in kinds(state)
    state, _ = claimed("20")
    state, events = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "gambler.challenge", 1)))
    assert outcome(events) == "offense"


def test_a_cosmic_zap_on_the_gambler_reveals_its_card_as_usual() -> None:
    state = chosen(hands={1: [ZAP]}, options=ARTIFACTS)
    state, _ = play(state, "response", "power:", 0)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 1)
    assert any(e.kind == "power.zapped" for e in events) and ("gambler.claim", 0) not in kinds(state)
    assert outcome(events) == "defense" and "gamble" not in state["enc"]


def test_the_gambler_is_a_main_player_s_power_lost_below_three_home_colonies() -> None:
    state = chosen(ships=WEAK)
    assert ("response", 0) not in kinds(state)
