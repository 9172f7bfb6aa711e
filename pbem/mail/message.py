"""An outbox row as the MIME message that goes on the wire (and that the dev inbox shows).

Threading: every email of one game to one address replies to the same root
``Message-ID`` (``<game-7.<hash of address>@domain>``), which the first email
of that thread (the invitation, or the host's email) carries itself, so mail
clients file the whole game in one conversation. The ids are derived from the
game, the address and the dedupe key, so a resent message keeps its id.
"""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata
from collections.abc import Mapping
from datetime import datetime, timedelta
from email.charset import QP, Charset
from email.header import Header
from email.message import Message
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.policy import compat32
from email.utils import format_datetime, formataddr, parseaddr
from types import SimpleNamespace
from typing import Any

from pbem import links
from pbem.mail.render import rendered
from pbem.models import OutboxEmail

ROOT_KEYS = ("join:", "host:")  # dedupe-key prefixes of the first email a person gets about a game


def mail_domain(config: Mapping[str, Any]) -> str:
    return _domain_of(config["MAIL_FROM"])


@functools.lru_cache(maxsize=8)
def _domain_of(mail_from: str) -> str:  # parsing the address costs more than the rest of a header
    return parseaddr(mail_from)[1].rpartition("@")[2] or "localhost"


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
    unsubscribe = links.absolute(links.unsubscribe_path(to_addr))
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


def _header_ops(row: OutboxEmail, config: Mapping[str, Any]) -> list[tuple[str, str | Header]]:
    """The message's own headers in the order they are set, each replacing any earlier one of its name;
    headers stored on the row win over the derived ones."""
    domain = mail_domain(config)
    derived = {
        **thread_headers(row.game_id, row.to_addr, row.dedupe_key, domain),
        **list_headers(row.game_id, row.to_addr, domain),
        "Auto-Submitted": "auto-generated",
        **(row.headers or {}),
    }
    return [
        ("From", _from_header(config["MAIL_FROM"])),
        ("To", one_line(row.to_addr)),  # an address is never encoded: the server must see it
        ("Subject", header_value(row.subject)),
        ("Date", date_header(row.created_at)),
        *((key, header_value(value)) for key, value in derived.items()),
    ]


_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_UTC = timedelta(0)


def date_header(moment: datetime) -> str:
    """``email.utils.format_datetime(moment)``; for the UTC times the rows hold, written without its
    ``timetuple`` and ``strftime("%z")``, which cost more than the rest of the message's headers."""
    if moment.utcoffset() != _UTC:
        return format_datetime(moment)
    return (f"{_DAYS[moment.weekday()]}, {moment.day:02d} {_MONTHS[moment.month - 1]} {moment.year:04d} "
            f"{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d} +0000")


@functools.lru_cache(maxsize=8)
def _from_header(mail_from: str) -> str:
    return formataddr(parseaddr(mail_from), charset="utf-8")


def _boundary(row: OutboxEmail) -> str:
    # Both parts are quoted-printable, where "=" is always followed by hex digits or a line end, so
    # "=_" never occurs in them: the boundary needs no search of the text (the generator's regex).
    return f"=_{_short_hash(row.dedupe_key)}"


def build_message(row: OutboxEmail, config: Mapping[str, Any]) -> Message:
    """The message as an object of the ``email`` package (compat32 policy), for readers: the dev inbox's
    headers, tests. What goes on the wire is :func:`wire_message`, the same bytes written directly."""
    msg: Message = (MIMEMultipart("alternative", policy=POLICY) if row.html_body
                    else MIMEText(row.text_body, "plain", UTF8, policy=POLICY))
    for key, value in _header_ops(row, config):
        del msg[key]
        msg[key] = value
    if row.html_body:
        msg.attach(MIMEText(row.text_body, "plain", UTF8, policy=POLICY))
        msg.attach(MIMEText(row.html_body, "html", UTF8, policy=POLICY))
        msg.set_boundary(_boundary(row))
    return msg


# What the email package writes, with CRLF line ends, for the parts of a message built as above.
WIRE_POLICY = POLICY.clone(linesep="\r\n")
_TEXT_PART_HEADERS = ('Content-Type: text/{subtype}; charset="utf-8"\r\nMIME-Version: 1.0\r\n'
                      "Content-Transfer-Encoding: quoted-printable\r\n\r\n")


def wire_message(row: OutboxEmail, config: Mapping[str, Any]) -> bytes:
    """The bytes that go to the mail server: what ``smtplib``'s ``send_message`` writes for
    :func:`build_message` (``tests/pbem/mail/test_message.py`` holds them equal), without building the
    ``email`` objects and walking them, which cost more CPU than all the rest of sending an email.

    The one function that turns an outbox row (an ORM object, or a Core row of the outbox's columns as the
    sender's claim returns it) into a message on the wire."""
    row = _with_text(row)
    if row.html_body:
        boundary = _boundary(row)
        headers = [("Content-Type", f'multipart/alternative; boundary="{boundary}"'), ("MIME-Version", "1.0")]
    else:
        headers = [("Content-Type", 'text/plain; charset="utf-8"'), ("MIME-Version", "1.0"),
                   ("Content-Transfer-Encoding", "quoted-printable")]
    names = {name.lower() for name, _ in headers}
    for key, value in _header_ops(row, config):  # each replaces any earlier header of its name, as del + set
        name = key.lower()
        if name in names:
            headers = [item for item in headers if item[0].lower() != name]
        names.add(name)
        headers.append((key, value))
    out = [_header_bytes(headers)]
    if row.html_body:
        out += [f"--{boundary}\r\n{_TEXT_PART_HEADERS.format(subtype='plain')}".encode(), _body(row.text_body),
                f"\r\n--{boundary}\r\n{_TEXT_PART_HEADERS.format(subtype='html')}".encode(), _body(row.html_body),
                f"\r\n--{boundary}--\r\n".encode()]
    else:
        out.append(_body(row.text_body))
    return b"".join(out)


def _with_text(row: Any) -> Any:
    """The row with the text it is sent with. An ORM row renders its own (see ``OutboxEmail``); a Core row
    of an email stored as its kind and data gets it rendered here, once, as it is sent."""
    if isinstance(row, OutboxEmail) or row.kind is None:
        return row
    written = rendered(row.kind, row.data or {})
    # the columns a message is written from, named one by one: a copy of every column (``_asdict``) cost more
    return SimpleNamespace(game_id=row.game_id, to_addr=row.to_addr, dedupe_key=row.dedupe_key, headers=row.headers,
                           created_at=row.created_at, subject=written.subject, text_body=written.text,
                           html_body=written.html)


def _header_bytes(headers: list[tuple[str, str | Header]]) -> bytes:
    """The header block and the blank line after it; a header that is already one short ASCII line is
    written as it stands (the policy's folding would give it back unchanged at ten times the cost)."""
    limit = WIRE_POLICY.max_line_length
    lines = []
    for name, value in headers:
        if isinstance(value, str) and value.isascii() and value.isprintable() and len(name) + len(value) + 2 <= limit:
            lines.append(f"{name}: {value}\r\n".encode("ascii"))
        else:
            lines.append(WIRE_POLICY.fold_binary(name, value))
    lines.append(b"\r\n")
    return b"".join(lines)


_FROM_LINE = re.compile(r"^From ", re.MULTILINE)  # the generator's fcre: compat32 writes such a line ">From "


def _body(text: str) -> bytes:
    """A text part's body as the generator writes it: UTF-8, quoted-printable, CRLF line ends."""
    encoded = quoted_printable(text, "\r\n")
    return (_FROM_LINE.sub(">From ", encoded) if "From " in encoded else encoded).encode("ascii")


_SAFE = bytes([9, 10, 13, *range(32, 127)])  # what a body writes as it stands ("=" aside): the rest is =XX
_MAX_LINE = 76


def quoted_printable(text: str, eol: str = "\n") -> str:
    """``text`` in UTF-8 as ``email.quoprimime.body_encode`` writes it (what ``Charset("utf-8")`` with
    quoted-printable gives the generator), lines joined by ``eol``. The same rules, but the escaping is one
    ``str.replace`` per distinct byte that needs it (none in most English emails), found by one
    ``bytes.translate``: the standard function's ``str.translate`` one character at a time took over half the
    CPU of writing a message, and a regex over the text for the runs to escape still took two thirds of this one."""
    if not text:
        return text
    raw = text.encode("utf-8")
    body = raw.decode("latin-1").replace("=", "=3D")
    for byte in set(raw.translate(None, _SAFE)):
        body = body.replace(chr(byte), f"={byte:02X}")
    soft_break, width = "=" + eol, _MAX_LINE - 1
    encoded: list[str] = []
    append = encoded.append
    for line in body.splitlines():  # only CR and LF are left to split at: the rest is escaped
        start, last_start = 0, len(line) - 1 - _MAX_LINE
        while start <= last_start:  # pieces of at most 75 characters and "=", never splitting an escape
            stop = start + width
            if line[stop - 2] == "=":
                append(line[start:stop - 1])
                start = stop - 2
            elif line[stop - 1] == "=":
                append(line[start:stop])
                start = stop - 1
            else:
                append(line[start:stop] + "=")
                start = stop
        if line and line[-1] in " \t":  # whitespace at the end of a line is escaped, room permitting
            room = start - last_start
            end = (f"={ord(line[-1]):02X}" if room >= 3 else line[-1] + soft_break if room == 2
                   else f"{soft_break}={ord(line[-1]):02X}")
            append(line[start:-1] + end)
        else:
            append(line[start:])
    if body[-1] in "\r\n":
        append("")
    return eol.join(encoded)
