"""Whether a request proves it comes from the host address it names, so a game's invitations may go out at once.

Proof is a host mark (a signed cookie the browser got when it confirmed that
address from the emailed link) or a moderator session signed in as that
address. Both cookies are ``SameSite=Lax``, so another site's form cannot
create a game with them. Anything else gets the game a confirmation email to
the host instead of invitations.
"""

from __future__ import annotations

from flask import current_app, request
from werkzeug.wrappers import Response

from pbem import links
from pbem.links import LinkError
from pbem.moderation.auth import current_actor
from pbem.services.errors import BadRequest
from pbem.services.games import normalise_email
from pbem.web.common import read_session

COOKIE = "pbem_host"


def proves_host(address: str) -> bool:
    """Whether this request carries proof that its sender owns ``address``."""
    try:
        email = normalise_email(address)
    except BadRequest:
        return False
    mark = request.cookies.get(COOKIE)
    if mark:
        try:
            if links.host_mark_email(mark) == email:
                return True
        except LinkError:
            pass
    actor = current_actor(read_session())
    return actor is not None and actor.email == email


def remember_host(response: Response, email: str) -> Response:
    """Mark this browser as the confirmed owner of ``email`` for as long as links live."""
    response.set_cookie(
        COOKIE, links.host_mark(email), max_age=current_app.config["LINK_MAX_AGE_DAYS"] * 86400,
        httponly=True, samesite="Lax", secure=current_app.config["BASE_URL"].startswith("https://"),
    )
    return response
