"""The addresses mail comes back to: ``play+TOKEN@MAIL_DOMAIN`` for a reply, ``bounce+TOKEN@…`` for a bounce.

A reply address stands for one decision email, as the links in it do: it binds
the game, the seat, the seat's link epoch, the open-prompt row (and a hash of
the prompt id) and how often the seat had answered that prompt since it opened
when the email was written, so a second reply is refused like a second tap. An email that asks one seat
several decisions opened at the same moment (a bundle) has one address for all of them: the first one's
claims and how many there are (``bundle``); its rows are that seat's rows opened at the first one's moment,
from the first one on, and nobody had answered any of them when it was written. An itsdangerous
token carrying all that is about 90 characters, and a local part may have 64
(RFC 5321), so this is a compact HMAC token of its own: the numbers as
varints, the day it was made, and 80 bits of HMAC-SHA256 under a key derived
from ``SECRET_KEY``, in lower-case base32 because some mail servers fold the
case of local parts. A bounce address (the envelope sender of every email,
VERP style) binds the outbox row, so a delivery failure names the email it
failed, and a forged bounce can mark no address.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from functools import lru_cache
from typing import Any

from flask_babel import LazyString, lazy_gettext

from pbem.mail.message import mail_domain

REPLY = "play"
BOUNCE = "bounce"
MAC_BYTES = 10
EPOCH_DAY = date(2020, 1, 1)


class AddressError(Exception):
    """A reply or bounce address that does not hold; ``message`` is for the person who used it (lazy: written
    in their language once we know who they are)."""

    def __init__(self, message: str | LazyString) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class ReplyClaims:
    game: int
    seat: int
    epoch: int
    row: int
    answers: int  # the seat's answers to this prompt when the email was written
    prompt_hash: int
    bundle: int = 1  # the decisions the email asks, from ``row`` on (see the module's docstring)


def inbound_domain(config: Mapping[str, Any]) -> str:
    """``MAIL_DOMAIN``, or the domain of ``MAIL_FROM``: where the MX forwards mail to our inbound server."""
    return (config.get("MAIL_DOMAIN") or mail_domain(config)).lower()


def prompt_hash(prompt_id: str) -> int:
    return int.from_bytes(hashlib.sha256(prompt_id.encode()).digest()[:4], "big")


def reply_address(config: Mapping[str, Any], claims: ReplyClaims, today: date | None = None) -> str:
    numbers = (claims.game, claims.seat, claims.epoch, claims.row, claims.answers, claims.prompt_hash)
    if claims.bundle > 1:
        numbers += (claims.bundle,)
    return f"{REPLY}+{_sign(config, REPLY, numbers, today)}@{inbound_domain(config)}"


def bounce_address(config: Mapping[str, Any], outbox_id: int, today: date | None = None) -> str:
    return f"{BOUNCE}+{_sign(config, BOUNCE, (outbox_id,), today)}@{inbound_domain(config)}"


def split(address: str, config: Mapping[str, Any]) -> tuple[str, str] | None:
    """``(purpose, token)`` for one of our reply or bounce addresses, else None (someone else's address)."""
    local, _, domain = address.strip().strip("<>").rpartition("@")
    purpose, plus, token = local.partition("+")
    if not plus or domain.lower() != inbound_domain(config) or purpose.lower() not in (REPLY, BOUNCE):
        return None
    return purpose.lower(), token


def verify_reply(config: Mapping[str, Any], token: str, today: date | None = None) -> ReplyClaims:
    numbers = _verify(config, REPLY, token, today)
    if len(numbers) not in (6, 7) or len(numbers) == 7 and numbers[6] < 2:
        raise AddressError(NOT_VALID)
    return ReplyClaims(*numbers)


def verify_bounce(config: Mapping[str, Any], token: str, today: date | None = None) -> int:
    numbers = _verify(config, BOUNCE, token, today)
    if len(numbers) != 1:
        raise AddressError(NOT_VALID)
    return numbers[0]


NOT_VALID = lazy_gettext("The address this reply went to is not one of ours as we wrote it (it may have been "
                          "changed or cut short).")


def _key(config: Mapping[str, Any], purpose: str) -> bytes:
    return _derived_key(str(config["SECRET_KEY"]), purpose)


@lru_cache(maxsize=16)
def _derived_key(secret: str, purpose: str) -> bytes:
    """Derived once per secret and purpose: every email's envelope sender is signed with it."""
    return hmac.new(secret.encode(), f"pbem.reply-address.{purpose}".encode(), hashlib.sha256).digest()


def _today(today: date | None) -> int:
    return ((today or datetime.now(UTC).date()) - EPOCH_DAY).days


def _sign(config: Mapping[str, Any], purpose: str, numbers: tuple[int, ...], today: date | None) -> str:
    body = b"".join(_varint(n) for n in (_today(today), *numbers))
    mac = hmac.new(_key(config, purpose), body, hashlib.sha256).digest()[:MAC_BYTES]
    return base64.b32encode(body + mac).decode().rstrip("=").lower()


def _verify(config: Mapping[str, Any], purpose: str, token: str, today: date | None) -> list[int]:
    try:
        raw = base64.b32decode(token.upper() + "=" * (-len(token) % 8))
    except (ValueError, TypeError):
        raise AddressError(NOT_VALID) from None
    body, mac = raw[:-MAC_BYTES], raw[-MAC_BYTES:]
    if len(raw) <= MAC_BYTES or not hmac.compare_digest(
            mac, hmac.new(_key(config, purpose), body, hashlib.sha256).digest()[:MAC_BYTES]):
        raise AddressError(NOT_VALID)
    made, *numbers = _read_varints(body)
    if _today(today) - made > int(config.get("LINK_MAX_AGE_DAYS") or 365):
        raise AddressError(lazy_gettext("This email is too old to answer by reply; open the game from a newer email."))
    return numbers


def _varint(n: int) -> bytes:
    if n < 0:
        raise ValueError("reply addresses carry whole numbers from 0 up")
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _read_varints(data: bytes) -> list[int]:
    out, value, shift = [], 0, 0
    for byte in data:
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            out.append(value)
            value, shift = 0, 0
    if shift:
        raise AddressError(NOT_VALID)
    return out
