"""Two players answering simultaneous prompts at the same instant, over and over, on PostgreSQL:
both answers land, none is lost, and the version counts every one of them."""

from __future__ import annotations

import random
import threading

import pytest

from pbem.services.decisions import apply_decision
from pbem.services.replay import replay
from tests.pbem.helpers import actions, game_row, game_status, started_game

ROUNDS = 40


@pytest.mark.postgres
def test_simultaneous_answers_from_two_threads_all_land(app, db, toy_ruleset):
    rng = random.Random(9)
    games = [started_game(db, options={"target": 20, "hand_size": 9, "scoring": "high"}, seed=s)
             for s in range(ROUNDS // 8 + 1)]
    errors: list[BaseException] = []
    rounds = 0
    for game_id in games:
        while rounds < ROUNDS and game_status(db, game_id) == "active":
            state = game_row(db, game_id).state
            barrier = threading.Barrier(2)

            def answer(seat: int, card: int, game_id: int = game_id, barrier: threading.Barrier = barrier,
                       round_: int = state["round"]) -> None:
                try:
                    with app.app_context():
                        barrier.wait(timeout=10)
                        apply_decision(db, game_id, seat, f"r{round_}.pick.{seat}", str(card), "link")
                except BaseException as exc:  # noqa: BLE001 - reported below
                    errors.append(exc)

            threads = [threading.Thread(target=answer, args=(s, rng.choice(state["hands"][s]))) for s in (0, 1)]
            for t in threads:
                t.start()
            for t in threads:
                t.join(timeout=30)
            assert not errors, errors
            state = game_row(db, game_id).state
            [stash] = toy_ruleset.prompts(state)
            apply_decision(db, game_id, stash.seat, stash.id, stash.suggested, "link")
            rounds += 1
    assert rounds == ROUNDS
    for game_id in games:
        logged = actions(db, game_id)
        assert [a.seq for a in logged] == list(range(1, len(logged) + 1))
        assert game_row(db, game_id).version == 1 + len(logged)
        with db.session() as session:
            assert replay(session, game_id).matches
    assert sum(len(actions(db, g)) for g in games) == 3 * ROUNDS
