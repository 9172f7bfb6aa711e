"""A move in a negotiation that stays open (a deal offer) is mailed to the other dealer."""

from __future__ import annotations

from engine import get_ruleset
from pbem.models import Game, utcnow
from pbem.services import prompts
from pbem.services.decisions import apply_decision
from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import NEGOTIATES, attack
from tests.pbem.helpers import outbox, started_game


def at_the_deal(db) -> tuple[int, dict[int, str]]:
    """A started three-player game whose state is put at a deal between seats 0 and 1."""
    game_id = started_game(db, players=3, ruleset="cosmic", options={})
    state, _ = revealed({}, NEGOTIATES[0], NEGOTIATES[1], hands={0: [attack(8)], 1: [attack(9)]})
    with db.write() as session:
        game = session.get(Game, game_id)
        game.state, game.version = state, game.version + 1
        prompts.sync(session, game, get_ruleset("cosmic").prompts(state), utcnow())
    return game_id, {p.seat: p.id for p in get_ruleset("cosmic").prompts(state)}


def decision_mail(db, to: str) -> list:
    return [m for m in outbox(db, to) if m.dedupe_key.startswith("prompt:")]


def test_an_offer_is_mailed_to_the_other_dealer_once(db) -> None:
    game_id, ids = at_the_deal(db)
    before = {to: len(decision_mail(db, to)) for to in ("ann@example.org", "bob@example.org")}
    cyd_before = len(outbox(db, "cyd@example.org"))
    offer = {"do": "propose", "give_cards": [f"c{attack(8)}"]}
    apply_decision(db, game_id, 0, ids[0], offer, "api")
    [new] = decision_mail(db, "bob@example.org")[before["bob@example.org"]:]
    assert "Attack 08" in new.text_body
    assert len(decision_mail(db, "ann@example.org")) == before["ann@example.org"]  # not to the one who offered
    apply_decision(db, game_id, 0, ids[0], offer, "api")  # the same offer again: nothing new to read
    assert len(decision_mail(db, "bob@example.org")) == before["bob@example.org"] + 1
    assert not [m for m in outbox(db, "cyd@example.org")[cyd_before:] if "Attack 08" in m.text_body]
