"""The first flare halves: Tripler, Virus, Human, Macron, Pacifist."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, totals_text
from tests.engine.cosmic.flares.windows import offered
from tests.engine.cosmic.table import NEGOTIATES, attack, flare_card, kinds, launch, open_prompt, play, table


def use(state: dict, seat: int, card: int, arg: str = "") -> tuple[dict, list]:
    return play(state, "response", f"flare:c{card}:{arg}", seat)


def test_tripler_super_triples_up_to_thirteen() -> None:
    card = flare_card("Tripler")
    state, _ = revealed({0: "Tripler"}, attack(12), attack(20), hands={0: [card]})
    _, events = use(state, 0, card)
    assert "offense 38, defense 24" in totals_text(events)  # 36 + 2 ships


def test_virus_wild_multiplies_own_ships_by_allies_ships() -> None:
    card = flare_card("Virus")
    state = table(destiny=["color:blue"], hands={0: [attack(8), card], 1: [attack(20)], 2: [attack(5)]})
    state, _ = play(state, "launch.ships", {"planet": "5", "ships": {"0": 3}})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 2}})
    from tests.engine.cosmic.table import cards

    state, _ = cards(state, attack(8), attack(20))
    _, events = use(state, 0, card)
    assert "offense 14, defense 24" in totals_text(events)  # 8 + 3 x 2


def test_virus_wild_is_not_offered_without_allies_to_multiply_by() -> None:
    card = flare_card("Virus")
    state, _ = revealed({}, attack(8), attack(20), hands={0: [card]}, launched=3)
    assert ("response", 0) not in kinds(state)


def test_virus_super_multiplies_the_card_by_every_ship_on_its_side() -> None:
    card = flare_card("Virus")
    state, _ = revealed({0: "Virus"}, attack(6), attack(20), hands={0: [card]}, launched=4)
    _, events = use(state, 0, card)
    assert "offense 24, defense 24" in totals_text(events)


def test_human_wild_turns_your_card_into_attack_42_and_goes_to_the_human() -> None:
    card = flare_card("Human")
    state, _ = revealed({2: "Human"}, NEGOTIATES[0], attack(20), hands={0: [card, attack(4)]})
    state, events = use(state, 0, card)
    assert outcome(events) == "offense"
    assert card in state["hands"][2]


def test_human_wild_is_not_offered_against_the_human() -> None:
    card = flare_card("Human")
    state, events = revealed({1: "Human"}, attack(8), attack(20), hands={0: [card]})
    assert ("response", 0) not in kinds(state) and card in state["hands"][0]
    assert outcome(events) == "defense"


def test_human_super_adds_eight_or_zaps_itself_to_win() -> None:
    card = flare_card("Human")
    state, _ = revealed({1: "Human"}, attack(8), attack(8, 1), hands={1: [card]})
    _, events = use(state, 1, card, "8")
    assert "offense 10, defense 20" in totals_text(events)
    state, _ = revealed({1: "Human"}, attack(30), attack(4), hands={1: [card]})
    state, events = use(state, 1, card, "zap")
    assert outcome(events) == "defense" and card in state["discard"]


def test_macron_wild_adds_one_per_own_ship() -> None:
    card = flare_card("Macron")
    state, _ = revealed({}, attack(8), attack(9), hands={0: [card]}, launched=3)
    _, events = use(state, 0, card)
    assert "offense 14, defense 13" in totals_text(events)


def test_macron_super_lets_the_macron_launch_four_ships() -> None:
    card = flare_card("Macron")
    state = table(destiny=["color:blue"], aliens={0: "Macron"}, hands={0: [attack(8), card], 1: [attack(9)],
                                                                       2: [attack(5)]})
    state, _ = use(state, 0, card)
    state, _ = play(state, "launch.ships", {"planet": "5", "ships": {"0": 2, "1": 2}})
    assert sum(state["enc"]["gate"][0].values()) == 4


def test_pacifist_wild_turns_a_negotiate_into_attack_15() -> None:
    card = flare_card("Pacifist")
    state, _ = revealed({}, NEGOTIATES[0], attack(10), hands={0: [card, attack(4)]})
    _, events = use(state, 0, card)
    assert "offense 17, defense 14" in totals_text(events)


def test_macron_super_lets_the_macron_ally_with_four_ships() -> None:
    card = flare_card("Macron")
    state = table(destiny=["color:blue"], aliens={2: "Macron"}, hands={0: [attack(8)], 1: [attack(9)],
                                                                       2: [attack(5), card]})
    state = launch(state, 5, {0: 1})
    assert offered(state, 2) == {f"flare:c{card}:"} and state["pending"][0]["point"] == "alliance.before"
    state, _ = use(state, 2, card)
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    assert open_prompt(state, "alliance.join", 2).fields[1].max == 4
    state, _ = play(state, "alliance.join", {"side": "offense", "ships": {"10": 2, "11": 2}})
    assert sum(state["enc"]["gate"][2].values()) == 4


def test_a_macron_ally_without_its_super_flare_sends_one_ship() -> None:
    state = table(destiny=["color:blue"], aliens={2: "Macron"}, hands={0: [attack(8)], 1: [attack(9)],
                                                                       2: [attack(5)]})
    state = launch(state, 5, {0: 1})
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    assert open_prompt(state, "alliance.join", 2).fields[1].max == 1


def test_macron_wild_counts_the_ships_themselves_whatever_a_power_made_of_them() -> None:
    card = flare_card("Macron")
    state, _ = revealed({0: "Virus"}, attack(8), attack(9), hands={0: [card]}, launched=3)
    _, events = use(state, 0, card)
    assert "offense 27, defense 13" in totals_text(events)  # 8 x 3 ships (Virus) + 3
