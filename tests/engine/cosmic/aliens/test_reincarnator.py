"""Reincarnator (``shared/rules/cosmic-ffg2008.md`` §6 item 34): when its side loses, or it fails to make a deal,
it draws a random unused alien and becomes it, keeping the Reincarnator beside it."""

from __future__ import annotations

from engine.cosmic import alien_swap
from engine.cosmic.invariants import check_all
from engine.cosmic.powers import ALIENS, kept_reincarnator
from tests.engine.cosmic.table import (
    NEGOTIATES,
    RULES,
    artifact,
    attack,
    cards,
    kinds,
    launch,
    no_invites,
    play,
    table,
)

RED = {"aliens": "red"}
ZAP = artifact("Cosmic Zap")


def encounter(aliens: dict[int, str], off_card: int, def_card: int, extra: dict | None = None,
              options: dict | None = None, **kw) -> tuple[dict, list]:
    hands = {0: [off_card, attack(4, 2)], 1: [def_card, attack(4, 3)], 2: [attack(5)], **(extra or {})}
    state = table(destiny=["color:blue"], aliens=aliens, hands=hands, options={**RED, **(options or {})}, **kw)
    state = no_invites(launch(state, 5, {0: 2}))
    return cards(state, off_card, def_card)


def test_a_losing_reincarnator_becomes_a_random_unused_alien_and_keeps_the_reincarnator() -> None:
    aliens = {0: "Reincarnator", 1: "Virus", 2: "Zombie"}
    before = set(alien_swap.unused(table(aliens=aliens, options=RED)))
    state, events = encounter(aliens, attack(4), attack(20))
    new = state["aliens"][0]
    assert new in before and new not in ("Reincarnator", "Virus", "Zombie")
    assert kept_reincarnator(state, 0) is ALIENS["Reincarnator"]
    changed = next(e for e in events if e.kind == "alien.changed.beside")
    assert f"is now the {new}" in changed.text and "keeps the Reincarnator beside it" in changed.text
    powers = RULES.view(state, 1)["aliens"]["powers"][0]
    assert [p["alien"] for p in powers] == [new, "Reincarnator"] and powers[1]["kept"]


def test_it_reincarnates_at_the_end_of_the_encounter_after_the_outcome() -> None:
    _, events = encounter({0: "Reincarnator"}, attack(4), attack(20))
    order = [e.kind for e in events]
    assert order.index("resolution.outcome") < order.index("alien.changed.beside")


def test_a_winning_reincarnator_stays_itself() -> None:
    state, events = encounter({0: "Reincarnator"}, attack(20), attack(4))
    assert state["aliens"][0] == "Reincarnator" and not any(e.kind.startswith("alien.changed") for e in events)


def test_a_reincarnated_player_losing_again_discards_its_alien_and_draws_another() -> None:
    first = "Pacifist"  # what an earlier reincarnation made of it
    table_state = table(destiny=["color:blue"], aliens={0: first}, options=RED,
                        hands={0: [attack(4), attack(4, 2)], 1: [attack(20), attack(4, 3)], 2: [attack(5)]})
    table_state["reincarnated"] = [0]
    table_state = no_invites(launch(table_state, 5, {0: 2}))
    after, events = cards(table_state, attack(4), attack(20))
    assert after["aliens"][0] not in (first, "Reincarnator")
    assert first in after["aliens_out"] and "Reincarnator" not in after["aliens_out"]
    assert kept_reincarnator(after, 0) is not None
    assert any(e.kind == "alien.changed" and f"discards the {first}" in e.text for e in events)


def test_an_ally_on_the_losing_side_reincarnates() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Reincarnator"}, options=RED,
                  hands={0: [attack(4)], 1: [attack(20)], 2: [attack(5)]})
    state = launch(state, 5, {0: 2})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 1}})
    state, _ = cards(state, attack(4), attack(20))
    assert state["aliens"][2] != "Reincarnator"


def test_a_failed_deal_reincarnates_a_main_player() -> None:
    state = table(destiny=["color:blue"], aliens={1: "Reincarnator"}, options=RED,
                  hands={0: [NEGOTIATES[0], attack(8)], 1: [NEGOTIATES[1], attack(9)], 2: [attack(5)]})
    state = no_invites(launch(state, 5, {0: 2}))
    state, _ = cards(state, NEGOTIATES[0], NEGOTIATES[1])
    state, _ = play(state, "deal.propose", {"do": "end"}, 0)
    state, _ = play(state, "deal.penalty", {"ships": {"1": 3}}, 0)
    state, events = play(state, "deal.penalty", {"ships": {"6": 3}}, 1)
    assert state["aliens"][1] != "Reincarnator" and any(e.kind.startswith("alien.changed") for e in events)


def test_a_cosmic_zap_stops_the_reincarnation() -> None:
    state, _ = encounter({0: "Reincarnator"}, attack(4), attack(20), {1: [attack(20), ZAP]},
                         options={"artifacts": "on"})
    assert kinds(state) == [("response", 1)]
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 1)
    assert state["aliens"][0] == "Reincarnator" and any(e.kind == "power.zapped" for e in events)


def test_below_three_home_colonies_it_does_not_reincarnate() -> None:
    state, _ = encounter({0: "Reincarnator"}, attack(4), attack(20), ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert state["aliens"][0] == "Reincarnator"


def test_the_new_alien_is_never_one_in_play_out_of_the_game_above_the_alert_level_or_game_setup() -> None:
    state = table(aliens={0: "Reincarnator", 1: "Virus", 2: "Zombie"}, options={"aliens": "green"})
    state["aliens_out"] = ["Clone"]
    pool = alien_swap.unused(state)
    assert pool and all(ALIENS[a].alert == "green" for a in pool)
    assert not {"Reincarnator", "Virus", "Zombie", "Clone"} & set(pool)
    assert not any(ALIENS[a].game_setup for a in pool)


def test_a_reincarnating_game_keeps_every_invariant() -> None:
    state, events = encounter({0: "Reincarnator"}, attack(4), attack(20))
    check_all(state, None, events)
