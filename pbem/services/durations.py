"""Hours as people type them (forms, the command line, JSON): a finite number, or a refusal saying so.

``float("inf")``, ``float("nan")`` and ``1e308`` hours are all "numbers" to Python and each used to
become a 500 somewhere downstream (an integer that cannot be made, a ``timedelta`` that overflows).
"""

from __future__ import annotations

import math
from typing import Any

from flask_babel import LazyString, gettext

from pbem.services.errors import BadRequest

MAX_HOURS = 24 * 366 * 10  # far beyond any pace or shift the service accepts, far below any overflow


def parse_hours(raw: Any, what: str | LazyString) -> float:
    """``raw`` as hours (``"24"``, ``1.5``, ``" 0.25 "``); the caller still checks its own range."""
    if isinstance(raw, bool):
        raise BadRequest(gettext("Give %(what)s in hours, like 24.", what=what))
    try:
        hours = float(raw.strip() if isinstance(raw, str) else raw)
    except (TypeError, ValueError, OverflowError):
        raise BadRequest(gettext("Give %(what)s in hours, like 24.", what=what)) from None
    if not math.isfinite(hours) or abs(hours) > MAX_HOURS:
        raise BadRequest(gettext("Give %(what)s in hours, like 24; %(raw)s is not a time we can keep.", what=what,
                                 raw=f"{raw!s:.20}"))
    return hours


def hours_to_seconds(raw: Any, what: str | LazyString) -> int:
    return round(parse_hours(raw, what) * 3600)
