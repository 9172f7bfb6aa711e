"""How a link is signed, and every reason one is refused.

Each purpose has its own salt, so a join link can never be replayed as a
decision link. The signed payload binds game, seat and the seat's link epoch
(bumped when a seat changes hands); decision links add the prompt id and the
open-prompt row it was made for, option links the option key. Whether the
prompt is still open is checked against the database when the link is used.
"""

from __future__ import annotations

import hmac
import json
import zlib
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from flask import current_app
from flask_babel import gettext
from itsdangerous import BadSignature, SignatureExpired, TimestampSigner, URLSafeTimedSerializer
from itsdangerous.encoding import base64_encode, int_to_bytes, want_bytes

PURPOSES = ("join", "play", "decide", "option", "host", "settings", "confirm-host", "host-mark",
            "watch", "watch-confirm", "watch-stop", "campaign")


class LinkError(Exception):
    """A link that cannot be used; ``message`` is the sentence the player reads, ``back`` the page to go on
    from (the player's game page when the link says whose it is)."""

    def __init__(self, message: str, status: int, back: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.back = back


@dataclass(frozen=True)
class LinkClaims:
    purpose: str
    game: int
    seat: int | None = None
    epoch: int = 0
    prompt: str | None = None
    row: int | None = None
    option: str | None = None


def _serializer(purpose: str) -> URLSafeTimedSerializer:
    if purpose not in PURPOSES:
        raise ValueError(f"unknown link purpose {purpose!r}")
    return _serializer_for(current_app.config["SECRET_KEY"], purpose)


class _Signer(TimestampSigner):
    """itsdangerous's signer, with the same signatures for less: its key derived once (the library derives
    it again for every signature) and the HMAC taken in one call."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._key = self.derive_key()
        self._digest = self.digest_method().name  # sha1 unless told otherwise

    def get_signature(self, value: str | bytes) -> bytes:
        return base64_encode(hmac.digest(self._key, want_bytes(value), self._digest))


class _Serializer(URLSafeTimedSerializer):
    """One signer for all its tokens (the library makes one per token); verifying is the library's own.

    A token is written here in one pass, the library's bytes (compact JSON, zlib-compressed when that is
    shorter, base64, the timestamp, the HMAC), and kept for the rest of its second: a token depends only on
    its payload and the second it was signed in, and a sweep signs the same seat's game and settings links
    for each of the emails it writes to that seat.
    """

    default_signer = _Signer
    _second: tuple[int, dict[tuple[bytes, bool], str]] | None = None  # the second being signed in, its tokens

    @cached_property
    def _signer(self) -> TimestampSigner:
        return super().make_signer(self.salt)

    def make_signer(self, salt: str | bytes | None = None) -> TimestampSigner:
        return self._signer if salt is None or want_bytes(salt) == self.salt else super().make_signer(salt)

    def dumps(self, obj: Any, salt: str | bytes | None = None) -> str:
        if salt is not None and want_bytes(salt) != self.salt:
            return super().dumps(obj, salt)
        return self._token(obj, compress=True)

    def dumps_uncompressed(self, obj: Any) -> str:
        """The token :meth:`dumps` writes, its payload never compressed: the same bytes unless zlib would have
        made it a few bytes shorter, and read the same way (itsdangerous reads both forms). Why: setting up zlib
        costs more than the rest of a token, and a short payload, such as an address, is seldom the shorter."""
        return self._token(obj, compress=False)

    def _token(self, obj: Any, compress: bool) -> str:
        data = json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()
        stamp = self._signer.get_timestamp()
        second = self._second
        if second is None or second[0] != stamp:  # a new tuple: a thread still in the last second keeps its own
            second = self._second = (stamp, {})
        token = second[1].get((data, compress))
        if token is None:
            packed = zlib.compress(data) if compress else data
            payload = b"." + base64_encode(packed) if len(packed) < len(data) - 1 else base64_encode(data)
            value = payload + b"." + base64_encode(int_to_bytes(stamp))
            token = second[1][data, compress] = (value + b"." + self._signer.get_signature(value)).decode()
        return token


@lru_cache(maxsize=4 * len(PURPOSES))
def _serializer_for(secret: str | bytes, purpose: str) -> URLSafeTimedSerializer:
    """Made once per key and purpose: a deadline sweep signs a few links for every email it writes."""
    return _Serializer(secret, salt=f"pbem.link.{purpose}")


def sign(claims: LinkClaims) -> str:
    """The token for a link; only the non-empty claims are carried, never compressed
    (:meth:`_Serializer.dumps_uncompressed`): a decision email signs a link per option, and setting up zlib for
    each was a thirtieth of an answer's CPU, for tokens it seldom shortens."""
    payload: dict[str, Any] = {"g": claims.game, "e": claims.epoch}
    for key, value in (("s", claims.seat), ("p", claims.prompt), ("r", claims.row), ("k", claims.option)):
        if value is not None:
            payload[key] = value
    return _serializer(claims.purpose).dumps_uncompressed(payload)


def verify(purpose: str, token: str) -> LinkClaims:
    """The claims of a genuine, unexpired token, or :class:`LinkError`."""
    payload = _loads(purpose, token)
    try:
        return LinkClaims(
            purpose=purpose,
            game=int(payload["g"]),
            seat=None if payload.get("s") is None else int(payload["s"]),
            epoch=int(payload.get("e", 0)),
            prompt=payload.get("p"),
            row=None if payload.get("r") is None else int(payload["r"]),
            option=payload.get("k"),
        )
    except (KeyError, TypeError, ValueError):
        raise LinkError(gettext("This link is not valid."), 403) from None


def _loads(purpose: str, token: str) -> Any:
    max_age = current_app.config["LINK_MAX_AGE_DAYS"] * 86400
    try:
        return _serializer(purpose).loads(token, max_age=max_age)
    except SignatureExpired:
        raise LinkError(gettext("This link has expired. Open the game from a newer email."), 410) from None
    except BadSignature:
        raise LinkError(
            gettext("This link is not valid: it may have been cut short or changed. "
                    "Open it again from the email, whole."),
            403,
        ) from None


def join_path(game: int, seat: int, epoch: int) -> str:
    return "/join/" + sign(LinkClaims("join", game, seat, epoch))


def play_path(game: int, seat: int, epoch: int) -> str:
    return "/play/" + sign(LinkClaims("play", game, seat, epoch))


def decide_path(game: int, seat: int, epoch: int, prompt: str, row: int) -> str:
    return "/decide/" + sign(LinkClaims("decide", game, seat, epoch, prompt, row))


def option_path(game: int, seat: int, epoch: int, prompt: str, row: int, option: str) -> str:
    return "/option/" + sign(LinkClaims("option", game, seat, epoch, prompt, row, option))


def host_path(game: int, epoch: int) -> str:
    return "/host/" + sign(LinkClaims("host", game, None, epoch))


def host_moderation_path(game: int, epoch: int) -> str:
    """The same host link, opening moderation of that one game (it signs the host in as its moderator)."""
    return "/mod" + host_path(game, epoch)


def confirm_host_path(game: int, epoch: int) -> str:
    """The link a host confirms their address with; it goes only to that address."""
    return "/confirm-host/" + sign(LinkClaims("confirm-host", game, None, epoch))


def host_mark(email: str) -> str:
    """A browser's proof that its holder confirmed ``email`` as a host (kept in a cookie)."""
    return _serializer("host-mark").dumps({"m": email})


def host_mark_email(token: str) -> str:
    """The address a host mark was made for, or :class:`LinkError`."""
    payload = _loads("host-mark", token)
    if not isinstance(payload, dict) or not isinstance(payload.get("m"), str):
        raise LinkError(gettext("This mark is not valid."), 403)
    return payload["m"]


def settings_path(email: str) -> str:
    """A person's notification settings (and one-click unsubscribe): bound to the address, not a game. Its token
    is never compressed, as a game link's (:func:`sign`): every email's footer carries one."""
    return "/settings/" + _serializer("settings").dumps_uncompressed({"m": email})


def unsubscribe_path(email: str) -> str:
    """The one-click unsubscribe link of every email's ``List-Unsubscribe`` header: the settings link's token
    with its payload never compressed (:meth:`_Serializer.dumps_uncompressed`), read as every settings token."""
    return "/settings/" + _serializer("settings").dumps_uncompressed({"m": email}) + "/unsubscribe"


def settings_email(token: str) -> str:
    """The address a settings token was made for, or :class:`LinkError`."""
    payload = _loads("settings", token)
    if not isinstance(payload, dict) or not isinstance(payload.get("m"), str):
        raise LinkError(gettext("This link is not valid."), 403)
    return payload["m"]


def watch_path(game: int, epoch: int) -> str:
    """The spectator link the host shares: no seat, so it opens only the public view."""
    return "/watch/" + sign(LinkClaims("watch", game, None, epoch))


def campaign_path(campaign: int) -> str:
    """A campaign's standings page: names and points only, which every player of it may see."""
    return "/campaigns/" + sign(LinkClaims("campaign", campaign))


@dataclass(frozen=True)
class SpectatorClaims:
    game: int
    email: str
    epoch: int


def watch_confirm_path(game: int, epoch: int, email: str) -> str:
    """The link a spectator confirms their address with before any digest is mailed to it."""
    return "/watch/confirm/" + _serializer("watch-confirm").dumps({"g": game, "e": epoch, "m": email})


def watch_stop_path(game: int, email: str) -> str:
    """A spectator's unsubscribe link, in every spectator email (and its ``List-Unsubscribe``)."""
    return "/watch/stop/" + _serializer("watch-stop").dumps({"g": game, "e": 0, "m": email})


def spectator_claims(purpose: str, token: str) -> SpectatorClaims:
    """The game, epoch and address of a spectator's confirm or unsubscribe link, or :class:`LinkError`."""
    if purpose not in ("watch-confirm", "watch-stop"):
        raise ValueError(f"not a spectator mail link: {purpose!r}")
    payload = _loads(purpose, token)
    try:
        return SpectatorClaims(game=int(payload["g"]), email=str(payload["m"]), epoch=int(payload["e"]))
    except (KeyError, TypeError, ValueError):
        raise LinkError(gettext("This link is not valid."), 403) from None


def absolute(path: str) -> str:
    """A full URL for mail and the CLI, where there is no request to take the host from."""
    return current_app.config["BASE_URL"] + path
