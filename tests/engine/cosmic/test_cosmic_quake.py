"""Running out of cosmic cards (``shared/rules/cosmic-ffg2008.md`` §3 and §10 item 18): the discard pile
is shuffled into a new deck; with both empty the 2008 rules draw nothing more, and the table option
``cosmic_quake`` plays the later editions' quake instead."""

from __future__ import annotations

from engine.core import Event
from engine.cosmic import hands
from engine.cosmic.invariants import check_accounting, check_all
from tests.engine.cosmic.table import RULES, kinds, launch, no_invites, table


def _dry(options: dict[str, str] | None = None) -> dict:
    """A table whose deck and discard pile are empty: the rest of the cards sit in Green's hand."""
    state = table(destiny=["color:blue"], options=options)
    state["hands"][2] += state["deck"] + state["discard"]
    state["deck"], state["discard"] = [], []
    return state


def test_the_discard_pile_is_shuffled_into_a_new_deck_when_the_deck_runs_out() -> None:
    state = table(destiny=["color:blue"])
    state["discard"], state["deck"] = state["deck"], []
    ev: list[Event] = []
    drawn = hands.draw(state, 0, 2, ev, "test")
    assert len(drawn) == 2 and any(e.kind == "deck.reshuffle" for e in ev)


def test_with_deck_and_discard_empty_nothing_is_drawn_under_the_2008_rules() -> None:
    state = _dry()
    before = [list(h) for h in state["hands"]]
    ev: list[Event] = []
    assert hands.draw(state, 0, 3, ev, "test") == []
    assert state["hands"] == before and ev == []


def test_a_cosmic_quake_discards_every_hand_and_deals_eight_cards_to_each() -> None:
    state = _dry({"cosmic_quake": "on"})
    old = [set(h) for h in state["hands"]]
    ev: list[Event] = []
    hands.draw(state, 0, 3, ev, "test")
    assert [len(h) for h in state["hands"]] == [8, 8, 8]
    assert any(e.kind == "deck.quake" for e in ev)
    assert state["discard"] == [] and len(state["deck"]) == sum(len(h) for h in old) - 24
    check_accounting(state)
    assert RULES.view(state, 1)["players"][0]["hand_count"] == 8
    new_cards = [e for e in ev if e.kind == "cards.drawn"]
    assert len(new_cards) == 3 and all(e.seats is not None and len(e.seats) == 1 for e in new_cards)



def test_a_defense_with_no_cards_sets_off_a_quake_and_the_encounter_goes_on() -> None:
    """The defense with no encounter card draws a new hand at planning (rulebook); with nothing to draw, the
    quake deals every player a new hand and the encounter goes on to the cards."""
    state = table(destiny=["color:blue"], hands={1: []}, options={"cosmic_quake": "on"})
    state["hands"][2] += state["deck"] + state["discard"]
    state["deck"], state["discard"] = [], []
    state = no_invites(launch(state, 5, {0: 2}))
    assert [len(h) for h in state["hands"]] == [8, 8, 8]
    assert ("planning.card", 0) in kinds(state) and ("planning.card", 1) in kinds(state)
    check_all(state, None, [])
