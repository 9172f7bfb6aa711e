"""Miser's flare: the wild sets two cards aside out of compensation's reach, or with the flare out of a new hand's
discard; the super adds the deck's top card to the hoard."""

from __future__ import annotations

from engine.cosmic.aliens.miser import hoard
from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.flares.windows import offered, use
from tests.engine.cosmic.table import (
    ARTIFACTS,
    NEGOTIATES,
    artifact,
    attack,
    flare_card,
    kinds,
    launch,
    no_invites,
    play,
    reinforcement,
    table,
)

CARD = flare_card("Miser")
ZAP = artifact("Card Zap")
KEEP = [attack(20), attack(30)]


def beat_a_negotiate(extra: dict | None = None, **kw) -> tuple[dict, list]:
    """Red's 08 beats Blue's negotiate: Blue will take compensation from Red's hand."""
    return revealed({}, attack(8), NEGOTIATES[0], hands={0: [CARD, attack(4), *KEEP], **(extra or {})}, **kw)


def test_miser_wild_keeps_the_two_best_cards_out_of_compensation() -> None:
    state, _ = beat_a_negotiate()
    assert offered(state, 0) == {f"flare:c{CARD}:"}
    state, events = use(state, 0, CARD)
    taken = next(e for e in events if e.kind == "resolution.compensation").data["count"]
    assert taken == 2 and set(KEEP) <= set(state["hands"][0])  # back in hand once the encounter ended
    assert not set(KEEP) & set(state["hands"][1])


def test_miser_wild_is_for_the_player_who_pays_compensation() -> None:
    state, _ = revealed({}, attack(8), NEGOTIATES[0], hands={1: [CARD, attack(5)]})
    assert offered(state, 1) == set()  # Blue takes compensation, it does not pay it


def test_a_card_zap_cancels_miser_wild() -> None:
    state, _ = beat_a_negotiate({1: [NEGOTIATES[0], ZAP]}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert "aside" not in state["enc"] and CARD in state["discard"]


def regroup(extra: dict | None = None, aliens: dict | None = None, **kw) -> dict:
    return table(destiny=["color:blue"], warp={0: 1}, aliens=aliens or {0: "Miser"},
                 hands={0: [attack(8), CARD], 1: [attack(9)], 2: [attack(5)], **(extra or {})}, **kw)


def test_miser_super_adds_the_deck_s_top_card_to_the_hoard() -> None:
    state = regroup()
    state, _ = play(state, "regroup.colony", "1")
    top = state["deck"][-1]
    assert offered(state, 0) == {f"flare:c{CARD}:"}
    state, _ = use(state, 0, CARD)
    assert hoard(state)[-1] == top and len(hoard(state)) == 9 and CARD in state["hands"][0]


def test_miser_super_is_the_offense_s_only_while_the_power_works() -> None:
    state = regroup(aliens={1: "Miser"}, extra={0: [attack(8)], 1: [attack(9), CARD]})
    assert ("response", 1) not in kinds(state)
    state = regroup(ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert offered(state, 0) == set()


def test_a_card_zap_cancels_miser_super() -> None:
    state = regroup({1: [attack(9), ZAP]}, options=ARTIFACTS)
    state, _ = play(state, "regroup.colony", "1")
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert len(hoard(state)) == 8 and CARD in state["discard"]


NO_ENCOUNTER_CARD = [CARD, reinforcement(2), reinforcement(3), reinforcement(5)]


def test_miser_wild_sets_itself_and_two_cards_aside_as_the_offense_draws_a_new_hand() -> None:
    state = table(destiny=["color:blue"], hands={0: list(NO_ENCOUNTER_CARD), 1: [attack(9)], 2: [attack(5)]})
    assert state["pending"][0]["point"] == "new_hand" and offered(state, 0) == {f"flare:c{CARD}:"}
    assert state["hands"][0] == NO_ENCOUNTER_CARD  # asked before the hand is shown and discarded
    state, events = use(state, 0, CARD)
    kept = {CARD, reinforcement(3), reinforcement(5)}
    assert any(e.kind == "flare.miser" for e in events) and reinforcement(2) in state["discard"]
    assert len(state["hands"][0]) == 8 and not kept & (set(state["hands"][0]) | set(state["discard"]))
    assert set(state["enc"]["aside"]["0"]) == kept  # face down until the encounter ends


def test_miser_wild_answers_the_defense_s_new_hand_and_not_anyone_else_s() -> None:
    state = table(destiny=["color:blue"], hands={0: [attack(8)], 1: list(NO_ENCOUNTER_CARD), 2: [attack(5), CARD]})
    assert offered(state, 2) == set()  # nobody draws a new hand at the start of Red's turn
    state = no_invites(launch(state, 5, {0: 2}))
    assert state["pending"][0]["point"] == "new_hand" and offered(state, 1) == {f"flare:c{CARD}:"}
    assert offered(state, 2) == set()  # Green's Miser flare: Green draws no new hand
    state, _ = use(state, 1, CARD)
    assert len(state["hands"][1]) == 8 and set(state["enc"]["aside"]["1"]) == {CARD, reinforcement(3),
                                                                                reinforcement(5)}


def test_without_the_miser_wild_played_the_whole_old_hand_is_discarded() -> None:
    state = table(destiny=["color:blue"], hands={0: list(NO_ENCOUNTER_CARD), 1: [attack(9)], 2: [attack(5)]})
    state, _ = play(state, "response", "pass", 0)
    assert set(NO_ENCOUNTER_CARD) <= set(state["discard"]) and len(state["hands"][0]) == 8


def test_a_card_zap_cancels_miser_wild_on_a_new_hand() -> None:
    state = table(destiny=["color:blue"], hands={0: list(NO_ENCOUNTER_CARD), 1: [attack(9), ZAP], 2: [attack(5)]},
                  options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    assert set(NO_ENCOUNTER_CARD) <= set(state["discard"]) and len(state["hands"][0]) == 8
    assert "aside" not in state["enc"]
