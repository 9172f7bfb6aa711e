"""A moderator action racing a player's click: one wins, the other is refused cleanly, nothing is lost.

Runs on SQLite by default and on PostgreSQL when PBEM_TEST_DATABASE_URL is set (CI).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial

from pbem.moderation import actions
from pbem.moderation.audit import Actor
from pbem.services.decisions import apply_decision
from pbem.services.errors import ServiceError
from pbem.services.replay import replay
from tests.pbem.helpers import actions as logged
from tests.pbem.helpers import game_row, started_game
from tests.pbem.moderation.helpers import audit, open_row

ROUNDS = 6
SITE = Actor("mia@example.org", "site")


def race(app, first: Callable[[], object], second: Callable[[], object]) -> list[object]:
    """Run both at the same instant; each outcome is a result or the ServiceError it was refused with."""
    barrier = threading.Barrier(2)
    outcomes: list[object] = [None, None]

    def run(index: int, fn: Callable[[], object]) -> None:
        with app.app_context():
            barrier.wait(timeout=10)
            try:
                outcomes[index] = fn()
            except ServiceError as exc:
                outcomes[index] = exc
            except BaseException as exc:  # noqa: BLE001 - anything else is a failure, reported below
                outcomes[index] = RuntimeError(f"unclean: {exc!r}")

    threads = [threading.Thread(target=run, args=(i, fn)) for i, fn in enumerate((first, second))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert not any(isinstance(o, RuntimeError) for o in outcomes), outcomes
    return outcomes


def finish_round(db, game_id: int) -> None:
    state = game_row(db, game_id).state
    for seat in range(state["players"]):
        if state["picks"][seat] is None:
            apply_decision(db, game_id, seat, f"r{state['round']}.pick.{seat}", str(state["hands"][seat][0]), "link")
    state = game_row(db, game_id).state
    apply_decision(db, game_id, state["round_winner"], f"r{state['round']}.stash",
                   {"ships": {}, "bonus": "ship", "discard": [], "wager": 0}, "link")


def test_resolving_a_prompt_while_its_player_clicks_it(app, db):
    game_id = started_game(db, options={"target": 20, "hand_size": 9, "scoring": "high"})
    wins = {"moderator": 0, "link": 0}
    for _ in range(ROUNDS):
        state, seen = game_row(db, game_id).state, game_row(db, game_id).version
        row = open_row(db, game_id, 0)
        card = str(state["hands"][0][-1])
        moderator, player = race(
            app, partial(actions.resolve, db, game_id, SITE, "Ann is away", seen, row.id),
            partial(apply_decision, db, game_id, 0, row.prompt_id, card, "link", row_id=row.id, answers_before=0))
        assert isinstance(moderator, ServiceError) != isinstance(player, ServiceError), (moderator, player)
        winner = "link" if isinstance(moderator, ServiceError) else "moderator"
        wins[winner] += 1
        answers = [a for a in logged(db, game_id) if a.prompt_id == row.prompt_id]
        assert [a.source for a in answers] == [winner]
        finish_round(db, game_id)
    assert sum(wins.values()) == ROUNDS
    assert len(audit(db, game_id)) == wins["moderator"]
    with db.session() as session:
        assert replay(session, game_id).matches


def test_pausing_while_a_player_clicks(app, db):
    outcomes = set()
    for attempt in range(ROUNDS):
        game_id = started_game(db, seed=attempt)
        seen = game_row(db, game_id).version
        row = open_row(db, game_id, 1)
        card = str(game_row(db, game_id).state["hands"][1][0])
        moderator, player = race(
            app, partial(actions.pause, db, game_id, SITE, "Break", seen),
            partial(apply_decision, db, game_id, 1, row.prompt_id, card, "link", row_id=row.id, answers_before=0))
        assert isinstance(moderator, ServiceError) != isinstance(player, ServiceError), (moderator, player)
        game = game_row(db, game_id)
        if isinstance(player, ServiceError):
            outcomes.add("paused first")
            assert game.status == "paused" and not logged(db, game_id) and "paused" in player.message
            assert game.version == seen + 2 and audit(db, game_id)[0].version_after == game.version
        else:
            outcomes.add("clicked first")
            assert game.status == "active" and len(logged(db, game_id)) == 1 and not audit(db, game_id)
            assert "moved on" in moderator.message
    assert outcomes, "at least one race ran"
