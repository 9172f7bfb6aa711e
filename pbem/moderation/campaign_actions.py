"""The moderator's campaign actions: pause, resume and end the campaign a game belongs to.

They are asked from any game of the campaign (the console page of a game, ``pbem mod end-campaign GAME``)
and run in :func:`pbem.moderation.audit.perform` like every other action, so the audit row sits with that
game, with the campaign's id and its status before and after; the players of that game are told by email.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask_babel import gettext, lazy_gettext

from pbem.db import Database
from pbem.models import Campaign
from pbem.moderation.actions import tell_all
from pbem.moderation.audit import Actor, Step, perform
from pbem.moderation.models import AuditEntry
from pbem.services import campaigns
from pbem.services.errors import BadRequest

_WHAT: dict[str, tuple[Callable[[Step, Campaign], None], str, Any, Any]] = {  # the log's kind; headline, line
    "pause-campaign": (lambda step, c: campaigns.pause(step.session, c), "moderator.campaign_paused",
                       lazy_gettext("A moderator paused the campaign"),
                       lazy_gettext("No next game starts until it resumes; the game under way plays on.")),
    "resume-campaign": (lambda step, c: campaigns.resume(step.session, c), "moderator.campaign_resumed",
                        lazy_gettext("A moderator resumed the campaign"),
                        lazy_gettext("The next game starts once the pause after this game is over.")),
    "end-campaign": (lambda step, c: campaigns.end(step.session, c, step.now), "moderator.campaign_ended",
                     lazy_gettext("A moderator ended the campaign"),
                     lazy_gettext("No more games start; the standings stay as they are.")),
}


def campaign_action(name: str) -> Callable[[Database, int, Actor, str | None, int | None], AuditEntry]:
    change, kind, headline, line = _WHAT[name]

    def run(db: Database, game_id: int, actor: Actor, reason: str | None, seen: int | None) -> AuditEntry:
        def body(step: Step) -> None:
            if step.game.campaign_id is None:
                raise BadRequest(gettext("This game is not part of a campaign."))
            campaign = step.session.get(Campaign, step.game.campaign_id, with_for_update=True,
                                        populate_existing=True)
            before = campaign.status
            change(step, campaign)
            step.details.update(campaign=campaign.id, status_before=before, status_after=campaign.status)
            tell_all(step, kind, headline, line)

        return perform(db, game_id, actor, name, reason, seen, body)

    return run
