"""Campaign play ("Modalità campagna"): a series of games scored 8 / 4 / 1 until someone has 15 points.

Pure functions over plain lists indexed by seat, so the service can keep a campaign's games in its database
and ask the rules what they score, who starts the next game and whether the campaign is over;
:class:`CampaignPlay` gathers them as the ruleset's ``campaign`` (:class:`engine.core.CampaignRules`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.cosmic_ah2000 import board

SOLE_WINNER, SHARED_WINNER, FOUR_COLONIES = 8, 4, 1
POINTS_TO_END = 15


def score_game(winners: Sequence[int], foreign_colonies: Sequence[int]) -> list[int]:
    """Points each seat scores for one finished game: 8 for a sole winner, 4 for each shared winner, 1 for
    each other player with four colonies outside its system."""
    points = [FOUR_COLONIES if count == board.FOREIGN_COLONIES_TO_WIN - 1 else 0 for count in foreign_colonies]
    for seat in winners:
        points[seat] = SOLE_WINNER if len(winners) == 1 else SHARED_WINNER
    return points


def score_state(state: dict[str, Any]) -> list[int]:
    """:func:`score_game` for a finished ``cosmic-ah2000`` game state."""
    if state["winners"] is None:
        raise ValueError("the game is not over")
    return score_game(state["winners"], board.colony_counts(state)[1])


def next_first_player(points: Sequence[int], winners: Sequence[int]) -> int:
    """Who starts the next game: the lowest scorer of this one; among tied players, the one closest clockwise
    to a winner (counting from each winner's left; then the lower seat)."""
    n = len(points)
    low = min(points)
    tied = [s for s in range(n) if points[s] == low]
    return min(tied, key=lambda s: (min((s - w) % n for w in winners) if winners else 0, s))


def campaign_winners(totals: Sequence[int], cards_in_hand: Sequence[int],
                     birth_order: Sequence[int] | None = None) -> list[int] | None:
    """The campaign's winners once a player has 15 points, else ``None``.

    Several at 15 or more: the highest total; then the most cards in hand at the end of the last game; then
    the player born earliest in the year (``birth_order``: seats, earliest first, when known); then a
    shared victory."""
    if max(totals) < POINTS_TO_END:
        return None
    best = max(totals)
    tied = [s for s in range(len(totals)) if totals[s] == best]
    most = max(cards_in_hand[s] for s in tied)
    tied = [s for s in tied if cards_in_hand[s] == most]
    if len(tied) > 1 and birth_order:
        ranked = [s for s in birth_order if s in tied]
        if ranked:
            return [ranked[0]]
    return tied


class CampaignPlay:
    """The campaign rules behind the engine contract; ``deal`` is the ruleset's ``setup`` (it takes the first
    player), so each game of the series is dealt like any other, with new aliens from its own seed."""

    points_to_win = POINTS_TO_END

    def __init__(self, deal: Callable[..., tuple[dict[str, Any], list[Any]]]) -> None:
        self._deal = deal

    def score(self, state: dict[str, Any]) -> list[int]:
        return score_state(state)

    def first_player(self, points: list[int], winners: list[int]) -> int:
        return next_first_player(points, winners)

    def winners(self, totals: list[int], last_state: dict[str, Any]) -> list[int] | None:
        """Tie-breaks read the hands at the end of the last game; nobody's birthday is known, so a tie left
        after them is a shared victory."""
        return campaign_winners(totals, [len(hand) for hand in last_state["hands"]])

    def setup(self, options: Mapping[str, Any], players: int, seed: int,
              first_player: int) -> tuple[dict[str, Any], list[Any]]:
        return self._deal(options, players, seed, first_player=first_player)
