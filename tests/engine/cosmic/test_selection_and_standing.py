"""Choosing aliens at setup, and answers given in advance ("always", "never", "ask me")."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import Action, IllegalAction
from engine.cosmic import selection
from engine.cosmic.cards import COSMIC
from engine.cosmic.invariants import check_all
from tests.engine.cosmic.aliens.encounter import to_planning
from tests.engine.cosmic.table import NEGOTIATES, RULES, attack, kinds, play, reinforcement
from tests.engine.playouts import checked_playout

ALIENS = {"aliens": "red"}


def test_each_player_chooses_one_of_two_dealt_aliens_in_secret() -> None:
    state, _ = RULES.setup(ALIENS, 3, 4)
    assert sorted(kinds(state)) == [("setup.alien", 0), ("setup.alien", 1), ("setup.alien", 2)]
    offered = state["alien_offers"][0]
    assert len(set(offered)) == 2
    assert [o.key for o in RULES.prompts(state)[0].options] == offered
    state, _ = play(state, "setup.alien", offered[1], 0)
    assert RULES.view(state, 1)["aliens"]["players"] is None  # undecided choices stay hidden
    assert offered[1] not in str(RULES.view(state, 1))
    assert RULES.view(state, 0)["aliens"]["mine"]["chosen"] == offered[1]
    for seat in (1, 2):
        prompt = next(p for p in RULES.prompts(state) if p.seat == seat)
        state, events = RULES.apply(state, RULES.timeout_action(state, prompt))
    assert state["aliens"] == [offered[1], state["alien_offers"][1][0], state["alien_offers"][2][0]]
    assert any(e.kind == "setup.aliens" for e in events)
    assert RULES.view(state, None)["aliens"]["players"] == state["aliens"]


def test_dealt_flares_and_random_others_up_to_ten_go_into_the_deck() -> None:
    state, _ = RULES.setup(ALIENS, 3, 4)
    flares = [c for c in state["deck"] + [c for h in state["hands"] for c in h] if COSMIC[c].type == "flare"]
    assert len(flares) == 10
    dealt = {a for offer in state["alien_offers"] for a in offer}
    assert dealt <= {COSMIC[c].name for c in flares}
    without, _ = RULES.setup({**ALIENS, "flares": "off"}, 3, 4)
    assert not any(COSMIC[c].type == "flare" for c in without["deck"])


def test_the_alert_level_limits_the_aliens_dealt() -> None:
    from engine.cosmic.powers import ALIENS as REGISTRY

    for seed in range(5):
        state, _ = RULES.setup({"aliens": "yellow"}, 3, seed)
        levels = Counter(REGISTRY[a].alert for offer in state["alien_offers"] for a in offer)
        assert "red" not in levels


def test_too_few_aliens_at_a_level_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.cosmic import powers

    nine = dict(list(powers.ALIENS.items())[:9])  # fewer than two for each of five players
    monkeypatch.setattr(selection, "ALIENS", nine)
    with pytest.raises(IllegalAction, match="not enough to offer two"):
        RULES.setup({"aliens": "red"}, 5, 1)


def test_standing_answers_apply_without_asking() -> None:
    from tests.engine.cosmic.table import launch, no_invites, table

    def at_planning(answer: str) -> dict:
        state = table(destiny=["color:blue"], hands={0: [attack(30)], 1: [NEGOTIATES[0]], 2: [attack(5)]},
                      aliens={1: "Trader"})
        state, events = RULES.apply(state, Action("standing", 1, {"unit": "power", "answer": answer}))
        assert events[0].seats == (1,)
        return no_invites(launch(state, 5, {0: 1}))

    never = at_planning("never")
    assert ("response", 1) not in kinds(never) and never["hands"][1] == [NEGOTIATES[0]]
    always = at_planning("always")
    assert ("response", 1) not in kinds(always) and always["hands"][1] == [attack(30)]
    assert ("response", 1) in kinds(at_planning("ask"))


def test_standing_answers_are_checked() -> None:
    state, _ = RULES.setup({}, 3, 1)
    with pytest.raises(IllegalAction, match="no such card or power"):
        RULES.apply(state, Action("standing", 0, {"unit": "power", "answer": "always"}))
    with pytest.raises(IllegalAction, match="one of: always, never, ask me"):
        RULES.apply(state, Action("standing", 0, {"unit": "reinforcement", "answer": "sometimes"}))
    state, _ = RULES.apply(state, Action("standing", 0, {"unit": "reinforcement", "answer": "never"}))
    mine = {s["unit"]: s for s in RULES.view(state, 0)["standing"]}
    assert (mine["reinforcement"]["label"], mine["reinforcement"]["answer"]) == ("Reinforcement cards", "never")
    assert RULES.view(state, 1)["standing"][0]["answer"] == "ask"


def test_a_standing_never_on_reinforcements_skips_the_window() -> None:
    from tests.engine.cosmic.table import cards

    state = to_planning({}, {0: [attack(8), reinforcement(5)], 1: [attack(9)]})
    asked, _ = cards(state, attack(8), attack(9))
    assert kinds(asked) == [("response", 0)]
    state, _ = RULES.apply(state, Action("standing", 0, {"unit": "reinforcement", "answer": "never"}))
    skipped, _ = cards(state, attack(8), attack(9))
    assert ("response", 0) not in kinds(skipped) and reinforcement(5) in skipped["hands"][0]


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_aliens_and_artifacts_keep_every_invariant(seed: int) -> None:
    result = checked_playout(RULES, 3 + seed % 3, 700 + seed, {"aliens": "red", "artifacts": "on"}, check=check_all)
    assert RULES.result(result.state)


def test_a_standing_never_on_flares_keeps_a_flare_holder_from_being_asked() -> None:
    from tests.engine.cosmic.table import flare_card, table

    mind = flare_card("Mind")
    state = table(destiny=["color:blue"], aliens={2: "Virus"}, hands={2: [mind, attack(5)]},
                  options={"aliens": "red"})
    assert kinds(state) == [("response", 2)]  # Mind's wild flare may be played at any time: start of turn
    assert "flare" in {s["unit"] for s in RULES.view(state, 2)["standing"]}
    state, _ = RULES.apply(state, Action("standing", 2, {"unit": "flare", "answer": "never"}))
    state, _ = RULES.apply(state, Action(state["pending"][0]["id"], 2, "pass"))
    assert kinds(state) == [("launch.ships", 0)] and mind in state["hands"][2]  # not asked again at regroup


@pytest.mark.parametrize(("options", "artifacts"), [({}, 0), ({"artifacts": "off"}, 0), ({"artifacts": "on"}, 8)])
def test_answers_in_advance_list_only_the_artifacts_this_game_can_deal(options: dict, artifacts: int) -> None:
    state, _ = RULES.setup(options, 3, 1)
    labels = [s["label"] for s in RULES.view(state, 0)["standing"]]
    assert len([label for label in labels if label.endswith("(artifact)")]) == artifacts
    assert "Reinforcement cards" in labels
