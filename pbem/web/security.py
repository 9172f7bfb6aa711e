"""What every response carries for the browser's side of security: a strict CSP, no framing, careful cookies.

The pages use no JavaScript, no inline styles and no outside resources (the
board pictures are inline SVG with presentation attributes), so the policy
can forbid everything but the site's own stylesheet, images and forms. A
view that needs another policy (the dev inbox showing an email's own
markup) sets its own header, which is kept.
"""

from __future__ import annotations

from flask import Flask
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
    app.after_request(_headers)


def _headers(response: Response) -> Response:
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response
