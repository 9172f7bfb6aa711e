"""Reincarnator's flare (``shared/rules/cosmic-ffg2008.md`` §7).  Wild (any player, once the outcome is known):
a player on the losing side who is not the Reincarnator changes to a random unused alien and gets the flare.
Super (the Reincarnator, main player or ally): skip reincarnating this encounter."""

from __future__ import annotations

from tests.engine.cosmic.table import (
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

FLARE = flare_card("Reincarnator")
ZAP = artifact("Card Zap")


def lost_encounter(aliens: dict[int, str], extra: dict[int, list[int]], options: dict | None = None, **kw) -> dict:
    """Red attacks Blue 1 with 4 against 20 and loses; the state waits at the first response after the reveal."""
    hands = {0: [attack(4), attack(4, 2)], 1: [attack(20), attack(4, 3)], 2: [attack(5)]}
    for seat, more in extra.items():
        hands[seat] = hands[seat] + more
    state = table(destiny=["color:blue"], aliens=aliens, hands=hands, options={"aliens": "red", **(options or {})},
                  **kw)
    state = no_invites(launch(state, 5, {0: 2}))
    state, _ = cards(state, attack(4), attack(20))
    return state


def test_the_wild_half_changes_a_loser_to_a_random_alien_and_the_flare_goes_to_it() -> None:
    state = lost_encounter({0: "Pacifist", 1: "Virus", 2: "Zombie"}, {2: [FLARE]})
    assert state["enc"]["winner"] == "defense"
    flares = [o.key for o in open_prompt(state, "response", 2).options if o.key.startswith("flare:")]
    assert flares == [f"flare:c{FLARE}:0"]
    state, events = play(state, "response", f"flare:c{FLARE}:0", 2)
    assert state["aliens"][0] not in ("Pacifist", "Reincarnator", "Virus", "Zombie")
    assert "Pacifist" in state["aliens_out"]
    assert FLARE in state["hands"][0] and FLARE not in state["hands"][2]
    assert any(e.kind == "alien.changed" and "Reincarnator wild flare" in e.text for e in events)


def test_the_wild_half_is_not_offered_for_the_winner_or_the_reincarnator() -> None:
    state = lost_encounter({0: "Reincarnator", 1: "Virus", 2: "Zombie"}, {2: [FLARE]})
    assert ("response", 2) not in kinds(state)


def test_a_card_zap_on_the_wild_half_leaves_the_alien_and_discards_the_flare() -> None:
    state = lost_encounter({0: "Pacifist", 1: "Virus", 2: "Zombie"}, {2: [FLARE], 1: [ZAP]},
                           options={"artifacts": "on"})
    state, _ = play(state, "response", f"flare:c{FLARE}:0", 2)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert state["aliens"][0] == "Pacifist" and FLARE in state["discard"]


def test_the_super_half_skips_reincarnating() -> None:
    state = lost_encounter({0: "Reincarnator", 1: "Virus"}, {0: [FLARE]})
    labels = [o.label for o in open_prompt(state, "response", 0).options]
    assert "Reincarnator super flare: skip reincarnating this encounter" in labels
    state, events = play(state, "response", f"flare:c{FLARE}:", 0)
    assert state["aliens"][0] == "Reincarnator" and not any(e.kind == "alien.changed" for e in events)
    assert FLARE in state["hands"][0]


def test_the_super_half_is_not_offered_while_the_power_is_lost() -> None:
    state = lost_encounter({0: "Reincarnator", 1: "Virus"}, {0: [FLARE]}, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert ("response", 0) not in kinds(state)
    assert state["aliens"][0] == "Reincarnator"


def test_without_the_flare_the_reincarnator_reincarnates() -> None:
    state = lost_encounter({0: "Reincarnator", 1: "Virus"}, {})
    assert state["aliens"][0] != "Reincarnator"


def test_the_super_half_is_for_a_main_player_or_ally_not_a_bystander() -> None:
    state = lost_encounter({2: "Reincarnator", 0: "Pacifist"}, {2: [FLARE]})
    assert ("response", 2) not in kinds(state)  # nothing to play: its wild half is not its own
    assert state["aliens"][2] == "Reincarnator"  # a bystander did not lose


def test_a_card_zap_on_the_super_half_and_the_reincarnator_reincarnates() -> None:
    state = lost_encounter({0: "Reincarnator", 1: "Virus"}, {0: [FLARE], 1: [ZAP]}, options={"artifacts": "on"})
    state, _ = play(state, "response", f"flare:c{FLARE}:", 0)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert FLARE in state["discard"]
    assert state["aliens"][0] != "Reincarnator"
