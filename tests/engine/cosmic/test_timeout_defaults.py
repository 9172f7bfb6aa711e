"""The documented default of every prompt kind (engine/cosmic/README.md, 'When a deadline passes')."""

from __future__ import annotations

import random

from engine.cosmic import board, flow, powers
from engine.playout import playout
from tests.engine.cosmic.table import RULES, attack, launch, open_prompt, play, table


def test_every_prompt_kind_has_a_legal_default_seen_in_random_games() -> None:
    seen: set[str] = set()

    def check(state, action, events) -> None:
        for prompt in RULES.prompts(state):
            default = RULES.timeout_action(state, prompt)
            RULES.apply(state, default)  # raises if the default were illegal
            seen.add(prompt.kind)

    tables = [{}, {"artifacts": "on", "aliens": "red"}]
    for seed in (0, 1, 2, 3, 14, 5):  # 14, not 4: a deal that founds a colony (deal.colony)
        playout(RULES, 4, seed, options=tables[seed % 2], check=check)
    playout(RULES, 4, 6, options={"aliens": "red", "changing_powers": "on"}, check=check)  # a variant's own kind
    assert seen | set(alien_kinds()) | flare_kinds() | tech_kinds() == set(flow.DECISIONS)


def tech_kinds() -> set[str]:
    """Prompt kinds of the Technology variant: tests/engine/cosmic/techs checks their defaults."""
    return {kind for kind, d in flow.DECISIONS.items() if type(d).__module__.startswith("engine.cosmic.techs.")}


def flare_kinds() -> set[str]:
    """Prompt kinds a flare's module adds: random games rarely reach them, so each flare's tests check its default."""
    return {kind for kind, d in flow.DECISIONS.items() if type(d).__module__.startswith("engine.cosmic.flares.")}


def alien_kinds() -> dict[str, str]:
    """Prompt kinds an alien's own module adds, with the alien: only a game with that alien can ask them."""
    owners = {type(power).__module__: name for name, power in powers.ALIENS.items()}
    return {kind: owners[type(d).__module__] for kind, d in flow.DECISIONS.items() if type(d).__module__ in owners}


SEEDS = 30  # games per group at most: some kinds need a rare moment (Hacker's choice took 10 games)


def test_every_alien_prompt_kind_has_a_legal_default_in_random_games_with_that_alien() -> None:
    kinds = alien_kinds()
    names = sorted(set(kinds.values()))
    seen: set[str] = set()
    for first in range(0, len(names), 5):
        group = names[first:first + 5]
        for seed in range(SEEDS):  # stops as soon as the group's kinds are seen
            if {k for k, a in kinds.items() if a in group} <= seen:
                break
            r = random.Random(seed)
            state, _ = RULES.setup({"artifacts": "on"}, len(group) if len(group) >= 3 else 3, seed)
            picks = (group + [None] * 3)[:state["n"]]
            state.update(aliens=picks, alien_picks=picks, alien_offers=[[a, a] for a in picks])
            powers.set_up(state, [])  # the aliens' Game Setup steps (a hoard, tokens), as choosing them runs
            while RULES.result(state) is None:
                prompts = RULES.prompts(state)
                for prompt in prompts:
                    RULES.apply(state, RULES.timeout_action(state, prompt))  # raises if the default were illegal
                    seen.add(prompt.kind)
                state, _ = RULES.apply(state, RULES.random_action(state, r.choice(prompts), r))
    assert seen >= set(kinds)


def test_defaults_invite_nobody_decline_to_join_pass_and_make_no_deal() -> None:
    state = table(destiny=["color:blue"], hands={2: [attack(5)]})
    state = launch(state, 5, {0: 1})
    assert RULES.timeout_action(state, open_prompt(state, "alliance.invite")).choice == {"invite": []}
    state, _ = play(state, "alliance.invite", {"invite": ["2"]})
    state, _ = play(state, "alliance.invite", {"invite": []})
    assert RULES.timeout_action(state, open_prompt(state, "alliance.join")).choice == {"side": "none", "ships": {}}


def test_default_launch_never_abandons_a_colony_when_it_can_avoid_it() -> None:
    state = table(destiny=["color:blue"], ships={(0, 0): 1, (1, 0): 2, (2, 0): 1, (3, 0): 1, (4, 0): 1})
    choice = RULES.timeout_action(state, open_prompt(state, "launch.ships")).choice
    assert choice["ships"] == {"1": 1}
    after, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "launch.ships")))
    assert board.home_colonies(after, 0) == 5


def test_default_planning_card_is_the_highest_attack() -> None:
    from tests.engine.cosmic.table import NEGOTIATES, no_invites

    state = no_invites(launch(table(destiny=["color:blue"], hands={0: [attack(4), attack(12), NEGOTIATES[0]],
                                                                   1: [attack(5)], 2: [attack(6)]}), 5, {0: 1}))
    assert RULES.timeout_action(state, open_prompt(state, "planning.card", 0)).choice == f"c{attack(12)}"


def test_random_answers_are_legal_for_every_kind() -> None:
    r = random.Random(5)

    def check(state, action, events) -> None:
        for prompt in RULES.prompts(state):
            RULES.apply(state, RULES.random_action(state, prompt, r))

    playout(RULES, 5, 77, check=check)
