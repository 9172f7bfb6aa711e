"""Settings: production reads the environment, the embedded default needs nothing.

The embedded default is asked for, never fallen into: ``PBEM_EMBEDDED=1``
(``pbem demo`` sets it) turns on the dev inbox (``/dev/mail``) and, with no
``DATABASE_URL``, SQLite in the Flask instance folder. Without either the
service refuses to start (see :mod:`pbem.startup`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

DEFAULT_PACE_HOURS: dict[str, int] = {"decision": 48, "response": 24, "negotiation": 24}


def from_environment(env: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The configuration the environment asks for."""
    env = os.environ if env is None else env
    database_url = env.get("DATABASE_URL", "").strip()
    if database_url.startswith("postgres://"):
        # Heroku-style URLs name the old scheme; SQLAlchemy 2 wants the driver spelled out.
        database_url = "postgresql+psycopg://" + database_url.removeprefix("postgres://")
    elif database_url.startswith("postgresql://"):
        database_url = "postgresql+psycopg://" + database_url.removeprefix("postgresql://")
    return {
        "DATABASE_URL": database_url or None,
        "EMBEDDED": env.get("PBEM_EMBEDDED", "").strip() == "1",
        "REDIS_URL": env.get("REDIS_URL") or None,
        # Unset: the embedded default keeps a generated key in the instance folder
        # (see create_app); production refuses to start without one.
        "SECRET_KEY": env.get("SECRET_KEY") or None,
        "BASE_URL": (env.get("BASE_URL") or "http://127.0.0.1:5000").rstrip("/"),
        "SMTP_HOST": env.get("SMTP_HOST") or None,
        "SMTP_PORT": int(env.get("SMTP_PORT") or 25),
        "SMTP_USER": env.get("SMTP_USER") or None,
        "SMTP_PASSWORD": env.get("SMTP_PASSWORD") or None,
        "SMTP_STARTTLS": (env.get("SMTP_STARTTLS") or "").strip().lower() in ("1", "true", "yes", "on"),
        "SMTP_TIMEOUT": float(env.get("SMTP_TIMEOUT") or 30),
        "MAIL_FROM": env.get("MAIL_FROM") or "pbem <pbem@localhost>",
        # Replies and bounces come back to play+…@ and bounce+…@ this domain; unset: MAIL_FROM's domain.
        "MAIL_DOMAIN": (env.get("MAIL_DOMAIN") or "").strip().lower() or None,
        # The inbound SMTP server (`pbem mail-server`): where the MX forwards mail for MAIL_DOMAIN.
        "INBOUND_SMTP_HOST": env.get("INBOUND_SMTP_HOST") or "127.0.0.1",
        "INBOUND_SMTP_PORT": int(env.get("INBOUND_SMTP_PORT") or 2525),
        # The shared secret of POST /inbound/mail; unset, that endpoint does not exist.
        "INBOUND_MAIL_SECRET": env.get("INBOUND_MAIL_SECRET") or None,
        # Unset: a reminder goes out when a quarter of the decision's time is left.
        "REMIND_BEFORE_SECONDS": int(float(env["REMIND_BEFORE_HOURS"]) * 3600) if env.get("REMIND_BEFORE_HOURS")
        else None,
        # Events closer together than this go out in one "what happened" email.
        "DIGEST_QUIET_SECONDS": int(env.get("DIGEST_QUIET_SECONDS") or 120),
        "LINK_MAX_AGE_DAYS": int(env.get("LINK_MAX_AGE_DAYS") or 365),
        # Reverse proxies in front of the web process whose X-Forwarded-For is believed (limits count per IP).
        "TRUSTED_PROXIES": int(env.get("TRUSTED_PROXIES") or 0),
        "APPLY_RETRIES": 8,
    }
