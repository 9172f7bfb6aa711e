"""Limits on repeated requests: password guesses, sign-in links and game creation.

Without them a stranger could guess moderator passwords without end, or make
the service write mail to an address over and over. Flask-Limiter counts in
Redis when ``REDIS_URL`` is set, so every web process shares the counts, and
in memory in the embedded default (or per process, should Redis be
unreachable). Each limit counts per client IP address and, where one is
named, per target address. A limited request is refused before its view runs,
so it changes nothing; it gets a 429 page (JSON under ``/api/``) that says
when to try again, and ``Retry-After``.

Every limit is in :data:`RULES`, so the README's table and this file agree.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask import Flask, request
from flask_limiter import Limiter, RateLimitExceeded
from flask_limiter.util import get_remote_address
from werkzeug.middleware.proxy_fix import ProxyFix
from werkzeug.wrappers import Response

from pbem.web.common import message


def _form_address(field: str) -> Callable[[], str]:
    """The address a request names in ``field`` (form or JSON), as the service normalises it."""

    def key() -> str:
        body = request.get_json(silent=True) if request.is_json else None
        raw = body.get(field) if isinstance(body, dict) else request.form.get(field)
        return raw.strip().lower() if isinstance(raw, str) else ""  # empty: this limit does not apply

    return key


def _wrong_password(response: Response) -> bool:
    return response.status_code == 403


def _created(response: Response) -> bool:
    return response.status_code < 400


@dataclass(frozen=True)
class Rule:
    """One limit: which views share it, how many per how long, counted per what, and when a request counts."""

    name: str
    endpoints: tuple[str, ...]
    limit: str
    key: Callable[[], str]
    what: str  # completes "Too many ..." on the 429 page
    counts: Callable[[Response], bool] | None = None  # None: every request counts


CREATE = ("lobby.new_game", "api.create_game")
RULES: tuple[Rule, ...] = (
    Rule("password-ip", ("moderation.sign_in_password",), "20 per hour", get_remote_address,
         "wrong passwords from your network", _wrong_password),
    Rule("password-address", ("moderation.sign_in_password",), "10 per hour", _form_address("email"),
         "wrong passwords for this address", _wrong_password),
    Rule("sign-in-link-ip", ("moderation.sign_in_link",), "10 per hour", get_remote_address,
         "sign-in links asked for from your network"),
    Rule("sign-in-link-address", ("moderation.sign_in_link",), "3 per hour", _form_address("email"),
         "sign-in links asked for this address"),
    Rule("create-ip", CREATE, "10 per hour", get_remote_address, "games created from your network", _created),
    Rule("create-host", CREATE, "5 per hour", _form_address("host"), "games created for this host address",
         _created),
    # A mail provider posts every reply from a few addresses; this only stops a flood (or secret guessing).
    Rule("inbound-mail-ip", ("inbound.receive_mail",), "300 per minute", get_remote_address,
         "messages posted from your network"),
    Rule("follow-ip", ("watch.subscribe",), "10 per hour", get_remote_address,
         "spectator emails asked for from your network"),
    Rule("follow-address", ("watch.subscribe",), "3 per hour", _form_address("email"),
         "spectator emails asked for this address"),
)


def init_app(app: Flask) -> None:
    """Put every rule on its views (after the blueprints are registered) and answer a breach with a 429."""
    if proxies := app.config.get("TRUSTED_PROXIES"):
        # Behind a reverse proxy every request comes from the proxy; count the client it names instead.
        # Only as many hops as configured are believed, so a client cannot forge its way out of a limit.
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=proxies)  # type: ignore[method-assign]
    limiter = Limiter(
        get_remote_address, app=app, key_prefix="pbem", strategy="moving-window", headers_enabled=False,
        storage_uri=app.config.get("RATELIMIT_STORAGE_URI") or app.config.get("REDIS_URL") or "memory://",
        in_memory_fallback_enabled=True,
    )
    # Each rule is checked by the decorator put on its views below, as the view is called. The check the limiter
    # also hangs before every request of the app looks only for app-wide default limits, of which there are none,
    # and cost every request, API calls included (filtered as it was: 6% of an API GET of what a seat is asked).
    app.before_request_funcs[None].remove(limiter._check_request_limit)
    # Its two other hooks, which count a request by its answer (``deduct_when``) and forget the request's limits,
    # have work only after a limited view: they run after those alone (4% of a request that meets no limit).
    limited = {endpoint for rule in RULES for endpoint in rule.endpoints}
    for hooks in (app.after_request_funcs[None], app.teardown_request_funcs[None]):
        mine = next(i for i, hook in enumerate(hooks) if _belongs_to(hook, limiter))
        hooks[mine] = _only_after(limited, hooks[mine])
    for rule in RULES:
        decorate = limiter.shared_limit(rule.limit, scope=rule.name, key_func=rule.key, methods=["POST"],
                                        deduct_when=rule.counts, error_message=f"Too many {rule.what}.")
        for endpoint in rule.endpoints:
            app.view_functions[endpoint] = decorate(app.view_functions[endpoint])
    app.extensions["pbem.limiter"] = limiter

    @app.errorhandler(RateLimitExceeded)
    def _too_many(exc: RateLimitExceeded) -> Any:
        current = limiter.current_limit
        seconds = (max(1, min(current.limit.get_expiry(), math.ceil(current.reset_at - time.time())))
                   if current else 3600)
        text = (f"{exc.description} Nothing was done. Try again in {_wait(seconds)}.")
        # Retry-After is set here, not by the limiter's own headers, which would also stamp the limit's
        # window on other answers of these views (a 503's "try again in a minute").
        if request.path.startswith("/api/"):
            return {"error": text, "retry_after": seconds}, 429, {"Retry-After": str(seconds)}
        return (*message("Too many tries", text, 429), {"Retry-After": str(seconds)})


def _belongs_to(hook: Any, limiter: Limiter) -> bool:
    """Whether ``hook`` is one the limiter registered (a method of it, or a function given it first)."""
    return getattr(hook, "__self__", None) is limiter or getattr(hook, "args", ())[:1] == (limiter,)


def _only_after(endpoints: set[str], hook: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``hook`` (an after-request or teardown hook) run only when the request went to one of ``endpoints``;
    otherwise what it was given is handed back unchanged."""

    def gated(value: Any) -> Any:
        return hook(value) if request.endpoint in endpoints else value

    return gated


def _wait(seconds: int) -> str:
    minutes = math.ceil(seconds / 60)
    return "a minute" if minutes <= 1 else f"{minutes} minutes"
