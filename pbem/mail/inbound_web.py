"""The HTTP door for inbound mail: hosted mail providers POST each message they receive, raw MIME.

The request must carry the shared secret ``INBOUND_MAIL_SECRET`` (``Authorization:
Bearer SECRET``, or as the password of HTTP basic auth, for providers that only
take a URL such as ``https://inbound:SECRET@host/inbound/mail``), compared in
constant time. Without the setting the endpoint does not exist. The body is the
message itself, or a form whose ``email`` or ``body-mime`` field holds it (how
SendGrid and Mailgun post raw messages). The answer is JSON with the outcome, so
the provider's log says what became of each message.
"""

from __future__ import annotations

import hmac

from flask import Blueprint, abort, current_app, request

from pbem.mail.inbound import receive
from pbem.web.common import db

bp = Blueprint("inbound", __name__)

RAW_FIELDS = ("email", "body-mime")


def _authorised(secret: str) -> bool:
    given = ""
    header = request.headers.get("Authorization", "")
    if header.lower().startswith("bearer "):
        given = header[7:].strip()
    elif request.authorization is not None and request.authorization.password:
        given = request.authorization.password
    return hmac.compare_digest(given.encode(), secret.encode())


@bp.post("/inbound/mail")
def receive_mail() -> tuple[dict[str, str], int]:
    secret = current_app.config.get("INBOUND_MAIL_SECRET")
    if not secret:
        abort(404)
    if not _authorised(secret):
        return {"error": "The shared secret is missing or wrong; nothing was read."}, 401
    raw = next((request.form[f].encode() for f in RAW_FIELDS if request.form.get(f)), None) \
        if request.mimetype in ("multipart/form-data", "application/x-www-form-urlencoded") else request.get_data()
    if not raw:
        return {"error": "The body holds no message."}, 400
    envelope_to = [a for a in request.headers.get("X-Envelope-To", "").split(",") if a.strip()]
    outcome = receive(db(), current_app.config, raw, envelope_to)
    return {"outcome": outcome.kind, "detail": outcome.detail}, 200
