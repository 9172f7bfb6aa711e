"""Times are stored in UTC and shown in the reader's own zone."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones


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


def local(moment: datetime, zone: str) -> str:
    """``Tue 4 Jun, 14:05 CEST`` in ``zone``."""
    at = moment.astimezone(ZoneInfo(zone))
    return f"{at:%a} {at.day} {at:%b}, {at:%H:%M} {at.tzname()}"


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
