"""What every response carries for the browser's side of security: a strict CSP, no framing, careful cookies.

The pages use no JavaScript, no inline styles and no outside resources (the
board pictures are inline SVG with presentation attributes), so the policy
can forbid everything but the site's own stylesheet, images and forms. A
view that needs another policy (the dev inbox showing an email's own
markup) sets its own header, which is kept.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Request
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from werkzeug.wrappers import Response

POLICY = ("default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; "
          "frame-ancestors 'none'; base-uri 'none'")
HEADERS = {
    "Content-Security-Policy": POLICY,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    # Links carry their credential in the path; never hand it to another site.
    "Referrer-Policy": "no-referrer",
}


def init_app(app: Flask) -> None:
    """Cookie flags from the public address, and the headers on every response."""
    # The session cookie only travels over https when the service is reached over https.
    app.config["SESSION_COOKIE_SECURE"] = str(app.config.get("BASE_URL", "")).startswith("https://")
    app.config["SESSION_COOKIE_HTTPONLY"] = True
    if app.config.get("SESSION_COOKIE_SAMESITE") is None:
        app.config["SESSION_COOKIE_SAMESITE"] = "Lax"
    app.session_interface = CookieSessions()
    app.after_request(_headers)


class CookieSessions(SecureCookieSessionInterface):
    """Flask's signed cookie sessions, minus their cost on a request that brings no session cookie and whose view
    never touches the session: every API call and nearly every page (only a moderator's console keeps a session).
    Flask builds the cookie's signer to open every request's session, and reads the cookie settings to save it,
    before it finds there is nothing to do (2% of an API GET)."""

    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        # No Cookie header at all (every API call): nothing to parse.
        if "HTTP_COOKIE" not in request.environ or not request.cookies.get(self.get_cookie_name(app)):
            return self.session_class()  # what Flask opens for no cookie, without building the signer first
        return super().open_session(app, request)

    def save_session(self, app: Flask, session: Any, response: Response) -> None:
        if session or session.modified or session.accessed:  # else Flask would return without a change
            super().save_session(app, session, response)


def _headers(response: Response) -> Response:
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response
