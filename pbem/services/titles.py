"""What a game is called where space is short: the tag at the start of every email subject.

A phone shows about 35 characters of a subject, so "[Demo Cosmic Encounter (2008
rules)] ..." hid what the email was about. A ruleset may declare a
``short_title`` ("Cosmic"); it stands in for the ruleset's full title inside the
game's title, and a title still too long (the host's own) is cut at a word.
"""

from __future__ import annotations

from pbem import rulesets
from pbem.models import Game

MAX_TAG = 24


def short_title(game: Game) -> str:
    """The game's title, with the ruleset's short title for its long one, at most :data:`MAX_TAG` characters."""
    ruleset = rulesets.get_ruleset(game.ruleset)
    short = getattr(ruleset, "short_title", None)
    title = " ".join(game.title.split())
    if short:
        title = title.replace(ruleset.title, short)
    if len(title) <= MAX_TAG:
        return title
    cut = title[:MAX_TAG - 1]
    return (cut.rsplit(" ", 1)[0] if " " in cut else cut).rstrip(" -,:;(") + "…"
