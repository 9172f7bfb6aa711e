"""Writing mail back to the service as players' clients and mail servers do, for the reply tests."""

from __future__ import annotations

import email
import smtplib
from email import policy
from email.message import EmailMessage
from email.utils import make_msgid

from tests.pbem.mail.smtpd import text_of


def reply_to(original: EmailMessage, answer: str, *, sender: str | None = None, html: bool = False,
             headers: dict[str, str] | None = None) -> EmailMessage:
    """A reply the way a mail client writes one: the answer above, the email quoted below."""
    message = EmailMessage()
    message["From"] = sender or original["To"]
    message["To"] = original["Reply-To"]
    message["Subject"] = "Re: " + original["Subject"]
    message["Message-ID"] = make_msgid(domain="example.org")
    message["In-Reply-To"] = original["Message-ID"]
    for name, value in (headers or {}).items():
        message[name] = value
    quoted = "\n".join("> " + line for line in text_of(original).splitlines())
    if html:  # an HTML-only client: no text part at all, the quote in a blockquote
        message.set_content(f"<html><body><div dir=\"ltr\">{answer}</div><br><div class=\"gmail_quote\">"
                            f"<div>On Wed, 25 Nov 2026 at 19:05, pbem &lt;games@pbem.test&gt; wrote:</div>"
                            f"<blockquote>{text_of(original)}</blockquote></div></body></html>", subtype="html")
    else:
        message.set_content(f"{answer}\n\nOn Wed, 25 Nov 2026 at 19:05, pbem <games@pbem.test> wrote:\n{quoted}\n")
    return message


def delivery_failure(bounce_to: str, recipient: str, status: str = "5.1.1", action: str = "failed") -> EmailMessage:
    """A delivery status notification (RFC 3464) as a mail server returns it to the envelope sender."""
    raw = (f"From: MAILER-DAEMON@mx.example.org\r\nTo: {bounce_to}\r\n"
           f"Subject: Undelivered Mail Returned to Sender\r\nMessage-ID: {make_msgid(domain='mx.example.org')}\r\n"
           "MIME-Version: 1.0\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=\"dsn\"\r\n"
           "\r\n--dsn\r\nContent-Type: text/plain\r\n\r\n"
           f"Your message could not be delivered to {recipient}.\r\n\r\n"
           "--dsn\r\nContent-Type: message/delivery-status\r\n\r\n"
           "Reporting-MTA: dns; mx.example.org\r\n\r\n"
           f"Final-Recipient: rfc822; {recipient}\r\nAction: {action}\r\nStatus: {status}\r\n"
           f"Diagnostic-Code: smtp; 550 {status} <{recipient}>: Recipient address rejected\r\n\r\n"
           "--dsn--\r\n")
    message = email.message_from_string(raw, policy=policy.default)
    assert isinstance(message, EmailMessage)
    return message


def send(port: int, message: EmailMessage, envelope_sender: str | None = None) -> None:
    """Deliver to our inbound server as the MX would (a bounce comes from the null sender ``<>``)."""
    with smtplib.SMTP("127.0.0.1", port, timeout=30) as smtp:
        smtp.send_message(message, from_addr=envelope_sender if envelope_sender is not None else message["From"])
