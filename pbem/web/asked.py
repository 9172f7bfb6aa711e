"""What a seat is asked now, each open decision with its links: the game page and the page after a tap
both show it, so a player always sees where to tap next."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from pbem import links
from pbem.models import Game, OpenPrompt, Seat
from pbem.services import seat_view


def asked_now(session: Session | None, game: Game, seat: Seat,
              rows: list[OpenPrompt] | None = None) -> list[dict[str, Any]]:
    """Each open decision of ``seat``: its prompt, row, the form link and one link per option (``rows``: the
    game's open rows, when the caller has them: then no ``session`` is needed)."""
    out = []
    for decision in seat_view.open_decisions(session, game, seat.index, rows):
        prompt, row = decision.prompt, decision.row
        out.append({
            "prompt": prompt,
            "row": row,
            "decide": links.decide_path(game.id, seat.index, seat.link_epoch, prompt.id, row.id),
            "options": [(o, links.option_path(game.id, seat.index, seat.link_epoch, prompt.id, row.id, o.key))
                        for o in prompt.options],
        })
    return out
