"""Mind's flare: the wild half shows a named player's draws; the super half shows both main players' hands."""

from __future__ import annotations

from tests.engine.cosmic.flares.windows import offered, pass_to, use
from tests.engine.cosmic.table import attack, flare_card, launch, play, table

MIND, VIRUS = flare_card("Mind"), flare_card("Virus")
WEAK = {(12, 2): 0, (13, 2): 0, (14, 2): 0}


def test_mind_wild_shows_the_watcher_every_card_the_named_player_draws() -> None:
    state = table(destiny=["color:blue"], hands={1: [VIRUS], 2: [MIND, attack(5)]})
    state = pass_to(state, "regroup")
    state, _ = use(state, 2, MIND, "1")
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, events = play(state, "alliance.invite", {"invite": []})
    drawn = [e for e in events if e.kind == "cards.drawn"]  # Blue, with no encounter card, draws a new hand
    assert drawn and all(e.seats == (1, 2) for e in drawn)
    assert MIND in state["hands"][2]


def test_mind_wild_played_at_the_start_of_the_turn_lasts_the_whole_encounter() -> None:
    state = table(destiny=["color:blue"], hands={1: [VIRUS], 2: [MIND, attack(5)]})
    assert state["pending"][0]["point"] == "start_turn"
    state, _ = use(state, 2, MIND, "1")
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, events = play(state, "alliance.invite", {"invite": []})
    drawn = [e for e in events if e.kind == "cards.drawn"]
    assert drawn and all(e.seats == (1, 2) for e in drawn)


def test_mind_wild_is_playable_at_any_time_by_any_player() -> None:
    state = table(destiny=["color:blue"], hands={2: [MIND, attack(5)]})
    assert offered(state, 2) == {f"flare:c{MIND}:0", f"flare:c{MIND}:1"}  # start of turn, as a bystander


def test_mind_super_shows_both_main_hands_to_the_mind_alone_before_invitations() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Mind"}, hands={0: [attack(8)], 1: [attack(20)],
                                                                   2: [MIND, attack(5)]})
    assert offered(state, 2) == set()
    state = launch(state, 5, {0: 1})
    state, events = use(state, 2, MIND)
    seen = [e for e in events if e.kind == "power.mind.hand"]
    assert [e.data["seat"] for e in seen] == [0, 1] and all(e.seats == (2,) for e in seen)
    assert seen[1].data["cards"] == [attack(20)]


def test_mind_super_is_not_offered_to_a_main_player_and_the_wild_half_comes_while_the_power_is_lost() -> None:
    state = launch(table(destiny=["color:blue"], aliens={0: "Mind"}, hands={0: [MIND, attack(8)]}), 5, {0: 1})
    assert offered(state, 0) == set()
    state = table(destiny=["color:blue"], aliens={2: "Mind"}, hands={2: [MIND, attack(5)]}, ships=WEAK)
    assert offered(state, 2) == {f"flare:c{MIND}:0", f"flare:c{MIND}:1"}
