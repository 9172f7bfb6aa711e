"""An outbox row as the MIME message that goes on the wire (and that the dev inbox shows).

Threading: every email of one game to one address replies to the same root
``Message-ID`` (``<game-7.<hash of address>@domain>``), which the first email
of that thread (the invitation, or the host's email) carries itself, so mail
clients file the whole game in one conversation. The ids are derived from the
game, the address and the dedupe key, so a resent message keeps its id.
"""

from __future__ import annotations

import hashlib
import io
import unicodedata
from collections.abc import Mapping
from email.charset import QP, Charset
from email.generator import BytesGenerator
from email.header import Header
from email.message import Message
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.policy import compat32
from email.utils import format_datetime, formataddr, parseaddr
from typing import Any

from pbem import links
from pbem.models import OutboxEmail

ROOT_KEYS = ("join:", "host:")  # dedupe-key prefixes of the first email a person gets about a game


def mail_domain(config: Mapping[str, Any]) -> str:
    return parseaddr(config["MAIL_FROM"])[1].rpartition("@")[2] or "localhost"


def _short_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def thread_root(game_id: int, to_addr: str, domain: str) -> str:
    """The stable id every email of this game to this address refers to."""
    return f"<game-{game_id}.{_short_hash(to_addr.lower())}@{domain}>"


def thread_headers(game_id: int | None, to_addr: str, dedupe_key: str, domain: str) -> dict[str, str]:
    if game_id is None:
        return {"Message-ID": f"<{_short_hash(dedupe_key)}@{domain}>"}
    root = thread_root(game_id, to_addr, domain)
    if dedupe_key.startswith(ROOT_KEYS):
        return {"Message-ID": root}
    return {
        "Message-ID": f"<{_short_hash(dedupe_key)}.game-{game_id}@{domain}>",
        "In-Reply-To": root,
        "References": root,
    }


def list_headers(game_id: int | None, to_addr: str, domain: str) -> dict[str, str]:
    """``List-Unsubscribe`` with RFC 8058 one-click; needs an app context (the link is signed)."""
    unsubscribe = links.absolute(links.settings_path(to_addr) + "/unsubscribe")
    headers = {"List-Unsubscribe": f"<{unsubscribe}>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}
    if game_id is not None:
        headers["List-Id"] = f"pbem game {game_id} <game-{game_id}.{domain}>"
    return headers


# Headers are not folded at 78 columns (RFC 5322 allows 998): some readers keep the fold's space.
POLICY = compat32.clone(max_line_length=998)
UTF8 = Charset("utf-8")
UTF8.body_encoding = QP  # quoted-printable: the raw message stays readable, links stay greppable


def one_line(value: object) -> str:
    """``value`` with line breaks and other control characters as spaces: it cannot start a header of
    its own (a title with ``\r\n``), nor leave the message unparseable and stall the outbox."""
    text = str(value)
    if text.isascii() and text.isprintable():  # the common case, without a look at each character
        return " ".join(text.split())
    return " ".join("".join(" " if unicodedata.category(ch) in ("Cc", "Zl", "Zp") else ch
                            for ch in text).split())


def header_value(value: object) -> str | Header:
    """A header value that stays one header whatever it holds; beyond ASCII, an RFC 2047 encoded word."""
    text = one_line(value)
    return text if text.isascii() else Header(text, "utf-8")


def build_message(row: OutboxEmail, config: Mapping[str, Any]) -> Message:
    """The message to send; headers stored on the row win over the derived ones.

    Built with the ``email.mime`` classes (the compat32 policy): the same bytes on the wire as
    ``EmailMessage`` for what we send, at a third of the cost per message.
    """
    domain = mail_domain(config)
    msg: Message = (MIMEMultipart("alternative", policy=POLICY) if row.html_body
                    else MIMEText(row.text_body, "plain", UTF8, policy=POLICY))
    msg["From"] = formataddr(parseaddr(config["MAIL_FROM"]), charset="utf-8")
    msg["To"] = one_line(row.to_addr)  # an address is never encoded: the server must see it
    msg["Subject"] = header_value(row.subject)
    msg["Date"] = format_datetime(row.created_at)
    headers = {
        **thread_headers(row.game_id, row.to_addr, row.dedupe_key, domain),
        **list_headers(row.game_id, row.to_addr, domain),
        "Auto-Submitted": "auto-generated",
        **(row.headers or {}),
    }
    for key, value in headers.items():
        del msg[key]
        msg[key] = header_value(value)
    if row.html_body:
        msg.attach(MIMEText(row.text_body, "plain", UTF8, policy=POLICY))
        msg.attach(MIMEText(row.html_body, "html", UTF8, policy=POLICY))
        # Both parts are quoted-printable, where "=" is always followed by hex digits or a line end, so
        # "=_" never occurs in them: the boundary needs no search of the text (the generator's regex).
        msg.set_boundary(f"=_{_short_hash(row.dedupe_key)}")
    return msg


class _Generator(BytesGenerator):
    """The email package's generator, writing a header that is already one short ASCII line as it stands.

    The compat32 policy folds every header through :class:`email.header.Header`, which gives such a line
    back unchanged at ten times the cost of writing it; everything else goes through the policy."""

    def _write_headers(self, msg: Message) -> None:
        limit = self.policy.max_line_length
        for name, value in msg.raw_items():
            if (isinstance(value, str) and value.isascii() and value.isprintable()
                    and len(name) + len(value) + 2 <= limit):
                self._fp.write(f"{name}: {value}{self._NL}".encode("ascii"))
            else:
                self._fp.write(self.policy.fold_binary(name, value))
        self.write(self._NL)


def wire_bytes(message: Message) -> bytes:
    """The bytes that go to the mail server (CRLF line ends), as ``smtplib``'s ``send_message`` writes them."""
    out = io.BytesIO()
    _Generator(out).flatten(message, linesep="\r\n")
    return out.getvalue()
