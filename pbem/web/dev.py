"""The dev inbox: the outbox as pages, only for the embedded default and tests (mail is not sent there).

Each message that can be answered by reply has a reply box: what is typed there goes to the inbound
path as a real mail client would send it (from the recipient, to the ``Reply-To``, the email quoted
below the answer), so replying can be tried without a mail server.

A message opens as its HTML part at full height, the way a phone's mail app
shows it (a framed copy hid the buttons below the fold), under a thin bar back
to the inbox; its plain text and headers are one tap further.
"""

from __future__ import annotations

import re
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from urllib.parse import urlencode

import sqlalchemy as sa
from flask import Blueprint, Response, abort, current_app, redirect, render_template, request
from markupsafe import escape

from pbem.mail.inbound import receive
from pbem.mail.message import build_message, mail_domain
from pbem.models import OutboxEmail, utcnow
from pbem.web.common import db, read_session

bp = Blueprint("dev", __name__, url_prefix="/dev")

INBOX_SIZE = 200
# The email is the service's own markup with its styles inlined (as mail clients need): styles yes, scripts never.
EMAIL_POLICY = ("default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; "
                "frame-ancestors 'none'")
BAR = ('<div style="font:14px/1.4 system-ui,sans-serif;background:#23304a;color:#fff;padding:8px 12px">'
       '<a style="color:#fff;font-weight:600" href="/dev/mail{back}">&larr; Dev inbox</a> &middot; '
       'to {to} &middot; {status} &middot; '
       '<a style="color:#fff" href="/dev/mail/{id}/source">plain text and headers</a></div>')


@bp.before_request
def _only_when_embedded() -> None:
    if not (current_app.config.get("EMBEDDED") or current_app.testing):
        abort(404)


@bp.get("/mail")
def inbox() -> str:
    """The newest mail first; ``?to=`` keeps one recipient's (a half-hour game writes over a hundred)."""
    session = read_session()
    to = request.args.get("to", "").strip().lower() or None
    query = sa.select(OutboxEmail).order_by(OutboxEmail.id.desc()).limit(INBOX_SIZE)
    if to:
        query = query.where(sa.func.lower(OutboxEmail.to_addr) == to)
    recipients = session.execute(sa.select(OutboxEmail.to_addr, sa.func.count()).group_by(OutboxEmail.to_addr)
                                 .order_by(OutboxEmail.to_addr)).all()
    return render_template("dev/mail.html", rows=list(session.scalars(query)), to=to, recipients=recipients,
                           limit=INBOX_SIZE, outcome=request.args.get("outcome"), detail=request.args.get("detail"))


def _message(mail_id: int) -> OutboxEmail:
    row = read_session().get(OutboxEmail, mail_id)
    if row is None:
        abort(404, "There is no such message.")
    return row


@bp.get("/mail/<int:mail_id>")
def one(mail_id: int) -> str | Response:
    """The HTML part as the whole page, under the dev bar; mail without one shows its source."""
    row = _message(mail_id)
    if not row.html_body:
        return source(mail_id)
    back = escape("?" + urlencode({"to": request.args["to"]})) if request.args.get("to") else ""
    bar = BAR.format(back=back, to=escape(row.to_addr), status=escape(row.status), id=row.id)
    html, found = re.subn(r"(<body\b[^>]*>)", lambda m: m.group(1) + bar, row.html_body, count=1)
    response = Response(html if found else bar + row.html_body, mimetype="text/html")
    response.headers["Content-Security-Policy"] = EMAIL_POLICY
    return response


@bp.get("/mail/<int:mail_id>/source")
def source(mail_id: int) -> str:
    row = _message(mail_id)
    headers = list(build_message(row, current_app.config).items())
    return render_template("dev/mail_one.html", row=row, headers=headers)


@bp.post("/mail/<int:mail_id>/reply")
def reply(mail_id: int) -> Response:
    """Send the typed answer back as a reply to this message, and show the inbox (with the answer email)."""
    row = _message(mail_id)
    reply_to = (row.headers or {}).get("Reply-To")
    if not reply_to:
        abort(400, "This message cannot be answered by reply.")
    outcome = receive(db(), current_app.config, reply_message(row, request.form.get("text", "")).as_bytes(),
                      [reply_to])
    return redirect("/dev/mail?" + urlencode({"to": row.to_addr, "outcome": outcome.kind,
                                              "detail": outcome.detail}), 303)


def reply_message(row: OutboxEmail, text: str) -> EmailMessage:
    """A reply as a mail client writes it: the answer on top, the email quoted below."""
    message = EmailMessage()
    message["From"] = row.to_addr
    message["To"] = (row.headers or {})["Reply-To"]
    message["Subject"] = "Re: " + row.subject
    message["Date"] = format_datetime(utcnow())
    message["Message-ID"] = make_msgid(domain=mail_domain(current_app.config))
    quoted = "\n".join("> " + line for line in row.text_body.splitlines())
    message.set_content(f"{text}\n\nOn {format_datetime(row.created_at)}, pbem wrote:\n{quoted}\n")
    return message
