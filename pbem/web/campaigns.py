"""Campaign pages: the host's form that starts a campaign, and the standings page every email of its games
links to."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, request
from flask_babel import lazy_gettext
from werkzeug.wrappers import Response

from engine.core import DEADLINE_CLASSES
from pbem import links
from pbem.config import DEFAULT_PACE_HOURS
from pbem.forms import defaults, parse_fields
from pbem.i18n import current_language
from pbem.models import Campaign
from pbem.services import campaigns, games
from pbem.services.durations import hours_to_seconds
from pbem.services.errors import ServiceError
from pbem.web.common import db, message, read_session
from pbem.web.host_proof import proves_host

bp = Blueprint("campaigns", __name__)


@bp.route("/campaigns/new/<name>", methods=["GET", "POST"])
def new_campaign(name: str) -> str | tuple[str, int] | Response:
    try:
        ruleset, _ = campaigns.rules_of(name)
    except ServiceError as exc:
        abort(404, exc.message)
    prompt = games.option_prompt(name, current_language())
    form = request.form if request.method == "POST" else defaults(prompt.fields, "opt.")
    error = None
    if request.method == "POST":
        try:
            pace = {c: hours_to_seconds(form.get(f"pace.{c}", ""), lazy_gettext("the %(kind)s time", kind=c))
                    for c in DEADLINE_CLASSES}
            pause = hours_to_seconds(form.get("pause", ""), lazy_gettext("the pause between games"))
            confirmed = proves_host(form.get("host", ""))
            with db().write() as session:
                campaign = campaigns.create_campaign(
                    session, ruleset_name=name, options=parse_fields(prompt.fields, form, "opt."), pace=pace,
                    player_emails=form.get("players", "").splitlines(), host_email=form.get("host", ""),
                    title=form.get("title"), pause_seconds=pause, host_confirmed=confirmed,
                    stand_in_after=form.get("stand_in_after", games.STAND_IN_AFTER))
                first = campaigns.first_game(session, campaign)
                host, title, email = links.host_path(first.id, first.host_epoch), campaign.title, campaign.host_email
            if confirmed:
                return redirect(host, 303)
            return message("Check your email", f"We emailed {email} a link to confirm that you host {title}. "
                           "Nobody has been invited yet: the invitations to its first game go out when you press "
                           "the button on the page that link opens.", 202)
        except ServiceError as exc:
            error = exc.message
    return render_template("new_campaign.html", ruleset=ruleset, fields=prompt.fields, form=form, error=error,
                           pace_defaults=DEFAULT_PACE_HOURS, pause_default=campaigns.DEFAULT_PAUSE_HOURS,
                           stand_in_after=games.STAND_IN_AFTER, max_stand_in_after=games.MAX_STAND_IN_AFTER), (
        422 if error else 200)


@bp.get("/campaigns/<token>")
def standings(token: str) -> str | tuple[str, int]:
    claims = links.verify("campaign", token)
    session = read_session()
    campaign = session.get(Campaign, claims.game)
    if campaign is None:
        return message("No such campaign", "This campaign is no longer here.", 404)
    return render_template("campaign.html", standings=campaigns.standings(session, campaign))
