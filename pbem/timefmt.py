"""Times are stored in UTC and shown in the reader's own zone."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from babel.dates import format_datetime

from pbem.i18n import current_language


def valid_zone(name: str) -> bool:
    """Whether ``name`` is an IANA zone this machine knows (``Europe/Berlin``, ``UTC``)."""
    if not name or name != name.strip() or name.startswith("/") or ".." in name:
        return False
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


def zone_names() -> list[str]:
    return sorted(z for z in available_timezones() if "/" in z and not z.startswith(("Etc/", "SystemV/")))


def local(moment: datetime, zone: str, language: str | None = None) -> str:
    """``Tue 4 Jun, 14:05 CEST`` in ``zone``, the day and month in ``language`` (default: the page's or email's).

    The zone keeps its abbreviation in every language: CLDR lacks short names for most zones
    outside English, and a player compares it with the clock they know.
    """
    at = moment.astimezone(ZoneInfo(zone))
    when = format_datetime(at, "EEE d MMM, HH:mm", locale=language or current_language())
    return f"{when} {at.tzname()}"


def until(moment: datetime, now: datetime) -> str:
    """How long is left, roughly, as a reader says it."""
    seconds = (moment - now).total_seconds()
    if seconds <= 0:
        return "overdue"
    minutes = int(seconds // 60)
    if minutes < 60:
        return f"in {max(minutes, 1)} min"
    hours = minutes // 60
    if hours < 48:
        return f"in {hours} h"
    return f"in {hours // 24} days"
