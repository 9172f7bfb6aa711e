"""The moderator's game page reads the log with the players' names, as the players do."""

from __future__ import annotations

from tests.pbem.named_game import COLOUR_AS_PLAYER, NAMES, play_until_cards_are_chosen, start_named_game, visible_text


def test_the_moderators_timeline_and_decisions_name_the_players(mod_client, db) -> None:
    game_id = start_named_game(db)
    play_until_cards_are_chosen(db, game_id)
    page = mod_client.get(f"/mod/games/{game_id}").get_data(as_text=True)
    text = visible_text(page)
    assert any(f"{name} has chosen a card." in text for name in NAMES)
    assert "{p:" not in page
    assert not COLOUR_AS_PLAYER.search(text)
