"""What the spectator tests share: the host sharing a game from the host page, and what must stay hidden."""

from __future__ import annotations

import json
import re
from typing import Any

from pbem import links, rulesets
from pbem.db import Database
from tests.pbem.helpers import game_row

# A link that acts as a seat: a spectator's page, answer or email must never carry one.
SEAT_LINKS = re.compile(r"/(option|decide|play|join|host|settings)/")


def share(client: Any, game_id: int, action: str = "share") -> str:
    """The host presses a button of the host page's "Spectators" section; returns the spectator path shown."""
    host = links.host_path(game_id, 0)
    pressed = client.post(f"{host}/spectators", data={"action": action})
    assert pressed.status_code == 303 and pressed.location.endswith(f"{host}#spectators"), pressed.text
    page = client.get(host).text
    found = re.search(r'id="spectator-link">http://[^/"]+(/watch/[^<"]+)<', page)
    return found.group(1) if found else ""


def hidden_strings(db: Database, game_id: int) -> set[str]:
    """Every string some seat's view holds that the public view does not: hands, face-down picks, offers."""
    game = game_row(db, game_id)
    ruleset = rulesets.get_ruleset(game.ruleset)
    public = json.dumps(ruleset.view(game.state, None))
    secret: set[str] = set()
    for seat in range(len(game.seats)):
        for key, value in ruleset.view(game.state, seat).items():
            if key in ("seat", "you", "standing"):  # who is asking, and their own settings: not game secrets
                continue
            for text in _strings(value):
                if text not in public:
                    secret.add(text)
    return secret


def _strings(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    if isinstance(value, str) and len(value) > 3 and not re.fullmatch(r"[a-z0-9_.]+", value):
        return [value]  # words a person reads ("Attack 08"), not codes ("attack", "c12") a page may use anyway
    return []
